// Package sandbox runs untrusted programs — a compiled student submission,
// and the compiler working on the student's source — with limits: wall
// time, CPU time, memory, processes, output size, file size and open files,
// with a scrubbed environment and no inherited descriptors, as an
// unprivileged user and, where Linux allows, in namespaces of their own on a
// private read-only root.
//
// How limits are applied: the parent starts a tiny launcher program (built
// once from launcher/*.go) in new namespaces (os/exec's SysProcAttr); the
// launcher joins the submission's control group, builds the private
// filesystem, drops to the unprivileged uid, sets rlimits, marks every
// descriptor above 2 close-on-exec and execve's the program, which inherits
// all of it before any of its code runs.
//
// What Linux gives:
//
//   - As root: each grader process locks a range of uids of its own
//     (uids.go); compiles run as BuildUID. Runs start in new PID, network,
//     IPC, UTS and mount namespaces on a private root (system folders
//     read-only, private /dev, /proc, /tmp, /var/tmp, /dev/shm; the
//     grader's binary masked), inside a control group per submission
//     (cgroup.go: v2, or the v1 memory/pids/cpu hierarchies) that bounds
//     memory, tasks and CPU for everything the submission starts. When the
//     first process ends, the kernel kills every process left in its PID
//     namespace; the group is emptied after every run.
//   - Not root, with unprivileged user namespaces enabled: PID, network,
//     IPC and UTS namespaces inside a new user namespace (the program's uid
//     maps to the grader's own uid). Network and process containment hold;
//     file protection does not, since the program acts as the grader's user.
//   - Not root, without user namespaces: rlimits, a process group killed on
//     timeout, a scratch directory and the scrubbed environment only.
//
// Mode reports which of these was obtained, and Isolation.Weaknesses says
// what it lacks.
package sandbox
