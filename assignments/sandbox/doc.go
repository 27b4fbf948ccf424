// Package sandbox runs an untrusted program (a compiled student submission)
// with limits: wall time, CPU time, address space, processes, output size,
// file size and open files, in a scratch directory with a scrubbed
// environment, as an unprivileged user and, where Linux allows, without
// network and in its own PID namespace so that nothing it starts outlives it.
//
// How limits are applied: the parent starts a tiny launcher program (built
// once from launcher/main.go) with the user, process group and namespaces
// set by the kernel at clone time (os/exec's SysProcAttr); the launcher
// calls setrlimit on itself and then execve's the student program, which
// inherits the limits before any of its code runs.
//
// What Linux gives:
//
//   - As root: the program runs as an unprivileged uid (one per parallel
//     slot, so RLIMIT_NPROC — which counts per user and never binds root —
//     bounds each test separately), in new PID, network, IPC and UTS
//     namespaces. It cannot read root's 0700 directories (the grader's work
//     area, its build cache, the results file's directory) and has no
//     network interface but a down loopback. When its first process ends,
//     the kernel kills every process left in its PID namespace.
//   - Not root, with unprivileged user namespaces enabled: the same
//     namespaces inside a new user namespace (the program's uid maps to the
//     grader's own uid). Network and process containment hold; file
//     protection does not, since the program acts as the grader's user.
//   - Not root, without user namespaces: rlimits, a process group killed on
//     timeout, the scratch directory and scrubbed environment only. The
//     program can read and write whatever the grader's user can.
//
// Mode reports which of these was obtained.
package sandbox
