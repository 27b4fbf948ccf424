package sandbox

import (
	"os"
	"strconv"
	"syscall"
)

// closeOnExecAll marks every descriptor of the grader above 2 close-on-exec:
// whatever its own parent left open (a root-only file on fd 7, a socket)
// is not handed to the launcher, the compiler or the student's program.
// Descriptors Go opens are close-on-exec already; this catches inherited
// ones. The launcher also closes every descriptor above 2 before its exec.
func closeOnExecAll() {
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return
	}
	for _, e := range entries {
		if fd, err := strconv.Atoi(e.Name()); err == nil && fd > 2 {
			syscall.CloseOnExec(fd)
		}
	}
}
