// Command launcher is the sandbox's last trusted step before untrusted code
// (a student's program, or the compiler working on a student's source). The
// grader starts it in new namespaces; it joins the run's control groups,
// builds the private filesystem (see mount.go), drops to the unprivileged
// user, sets resource limits, closes every descriptor above 2 and replaces
// itself (execve) with the program, which inherits all of it.
//
//	launcher -uid 200001 -gid 200001 -cgroup /sys/fs/cgroup/.../cgroup.procs \
//	    -root /work/newroot -bind /work/programs/p:/sandbox/program:ro -cwd /tmp \
//	    -cpu 2 -nproc 64 -fsize 16777216 -nofile 64 -- /sandbox/program
//
// It uses only the standard library so the grader can build it anywhere.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"syscall"
)

// list is a repeatable string flag.
type list []string

func (l *list) String() string     { return strings.Join(*l, ",") }
func (l *list) Set(v string) error { *l = append(*l, v); return nil }

func main() {
	cpu := flag.Uint64("cpu", 0, "CPU seconds (RLIMIT_CPU); 0 leaves it")
	as := flag.Uint64("as", 0, "address space in bytes (RLIMIT_AS); 0 leaves it")
	nproc := flag.Uint64("nproc", 0, "processes and threads of the user (RLIMIT_NPROC); 0 leaves it")
	fsize := flag.Uint64("fsize", 0, "largest file written, in bytes (RLIMIT_FSIZE); 0 leaves it")
	nofile := flag.Uint64("nofile", 0, "open files (RLIMIT_NOFILE); 0 leaves it")
	uid := flag.Int("uid", -1, "switch to this uid (the launcher starts as root)")
	gid := flag.Int("gid", -1, "switch to this gid")
	root := flag.String("root", "", "build a private root filesystem on this empty folder and pivot into it")
	tmpSize := flag.String("tmpfs", "64m", "size of each private /tmp, /var/tmp and /dev/shm")
	cwd := flag.String("cwd", "", "working directory inside the sandbox")
	probe := flag.Bool("probe", false, "do every step but the exec, then exit 0: the grader checks what the kernel allows")
	var cgroups, binds, ros, hides list
	flag.Var(&cgroups, "cgroup", "a cgroup.procs file to join (repeatable)")
	flag.Var(&binds, "bind", "SRC:DST:ro|rw bind mount inside the private root (repeatable)")
	flag.Var(&hides, "hide", "a host path masked (empty) if the private root reaches it (repeatable)")
	flag.Var(&ros, "ro", "a host path bound read-only at the same path (repeatable)")
	flag.Parse()
	if !*probe && flag.NArg() < 1 {
		fail("want a program after the flags")
	}
	for _, procs := range cgroups {
		if err := os.WriteFile(procs, []byte("0"), 0); err != nil {
			fail(fmt.Sprintf("joining the control group: %v", err))
		}
	}
	if *root != "" {
		for _, p := range ros {
			binds = append(binds, p+":"+p+":ro")
		}
		if err := privateRoot(*root, binds, hides, *tmpSize); err != nil {
			fail(fmt.Sprintf("private filesystem: %v", err))
		}
	}
	if *cwd != "" {
		if err := os.Chdir(*cwd); err != nil {
			fail(fmt.Sprintf("chdir: %v", err))
		}
	}
	if *uid >= 0 {
		dropTo(*uid, *gid)
	}
	limits := []struct {
		resource int
		value    uint64
		slack    uint64 // hard limit above the soft one (CPU: SIGXCPU first, then SIGKILL)
	}{
		{syscall.RLIMIT_CORE, 0, 0},
		{syscall.RLIMIT_CPU, *cpu, 1},
		{syscall.RLIMIT_AS, *as, 0},
		{rlimitNPROC, *nproc, 0},
		{syscall.RLIMIT_FSIZE, *fsize, 0},
		{syscall.RLIMIT_NOFILE, *nofile, 0},
	}
	for _, l := range limits {
		if l.value == 0 && l.resource != syscall.RLIMIT_CORE {
			continue
		}
		lim := syscall.Rlimit{Cur: l.value, Max: l.value + l.slack}
		if err := syscall.Setrlimit(l.resource, &lim); err != nil {
			fail(fmt.Sprintf("setrlimit %d: %v", l.resource, err))
		}
	}
	closeDescriptors()
	if *probe {
		os.Exit(0)
	}
	program := flag.Arg(0)
	if err := syscall.Exec(program, flag.Args(), os.Environ()); err != nil {
		fail(fmt.Sprintf("exec %s: %v", program, err))
	}
}

// dropTo switches every thread to uid and gid with no supplementary groups,
// forbids regaining privileges, and asks again for SIGKILL when the grader
// dies (a change of credentials clears that request).
func dropTo(uid, gid int) {
	if err := syscall.Setgroups(nil); err != nil {
		fail(fmt.Sprintf("setgroups: %v", err))
	}
	if err := syscall.Setgid(gid); err != nil {
		fail(fmt.Sprintf("setgid: %v", err))
	}
	if err := syscall.Setuid(uid); err != nil {
		fail(fmt.Sprintf("setuid: %v", err))
	}
	const prSetPdeathsig, prSetNoNewPrivs = 1, 38
	if _, _, e := syscall.RawSyscall6(syscall.SYS_PRCTL, prSetNoNewPrivs, 1, 0, 0, 0, 0); e != 0 {
		fail(fmt.Sprintf("no_new_privs: %v", e))
	}
	_, _, _ = syscall.RawSyscall6(syscall.SYS_PRCTL, prSetPdeathsig, uintptr(syscall.SIGKILL), 0, 0, 0, 0)
}

// closeDescriptors makes every descriptor above 2 close at the execve,
// whatever the grader's own parent left open in it, so the program cannot
// read them. They are marked close-on-exec rather than closed at once: the
// Go runtime of this launcher still polls its own descriptors until then.
func closeDescriptors() {
	const sysCloseRange, closeRangeCloexec = 436, 1 << 2
	if _, _, e := syscall.RawSyscall(sysCloseRange, 3, ^uintptr(0), closeRangeCloexec); e == 0 {
		return
	}
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		fail(fmt.Sprintf("listing descriptors: %v", err))
	}
	for _, e := range entries {
		var fd int
		if _, err := fmt.Sscan(e.Name(), &fd); err == nil && fd > 2 {
			syscall.CloseOnExec(fd)
		}
	}
}

// rlimitNPROC is RLIMIT_NPROC on Linux (the syscall package does not name it).
const rlimitNPROC = 6

// fail reports a launcher problem with exit status 125, which the grader
// reads as "the sandbox failed", not as the student's fault.
func fail(msg string) {
	fmt.Fprintln(os.Stderr, "sudokit sandbox launcher:", msg)
	os.Exit(125)
}
