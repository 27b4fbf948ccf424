//go:build unix

package engine

import (
	"syscall"
	"time"
)

// cpuTimes returns the CPU time (user and system) of the kernel itself and
// of its waited-for children (cell programs, compiler, linker, go list).
func cpuTimes() (self, children time.Duration) {
	sum := func(who int) time.Duration {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) != nil {
			return 0
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return sum(syscall.RUSAGE_SELF), sum(syscall.RUSAGE_CHILDREN)
}
