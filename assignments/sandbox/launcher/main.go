// Command launcher is the sandbox's last trusted step before student code:
// it sets resource limits on itself and then replaces itself (execve) with
// the student's program, which inherits the limits. The grader starts it
// already as the unprivileged user, in its own process group and namespaces.
//
//	launcher -cpu 2 -as 536870912 -nproc 64 -fsize 16777216 -nofile 64 -- /path/to/program
//
// It uses only the standard library so the grader can build it anywhere.
package main

import (
	"flag"
	"fmt"
	"os"
	"syscall"
)

func main() {
	cpu := flag.Uint64("cpu", 0, "CPU seconds (RLIMIT_CPU); 0 leaves it")
	as := flag.Uint64("as", 0, "address space in bytes (RLIMIT_AS); 0 leaves it")
	nproc := flag.Uint64("nproc", 0, "processes and threads of the user (RLIMIT_NPROC); 0 leaves it")
	fsize := flag.Uint64("fsize", 0, "largest file written, in bytes (RLIMIT_FSIZE); 0 leaves it")
	nofile := flag.Uint64("nofile", 0, "open files (RLIMIT_NOFILE); 0 leaves it")
	probe := flag.Bool("probe", false, "exit 0 at once: the grader checks that the sandbox can start")
	flag.Parse()
	if *probe {
		os.Exit(0)
	}
	if flag.NArg() != 1 {
		fail("want exactly one program after the flags")
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
	program := flag.Arg(0)
	if err := syscall.Exec(program, []string{program}, os.Environ()); err != nil {
		fail(fmt.Sprintf("exec %s: %v", program, err))
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
