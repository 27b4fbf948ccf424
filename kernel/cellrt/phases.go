package cellrt

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"time"
)

// EnvTrace, set to 1 (the kernel's SUDOKIT_KERNEL_TRACE, which cell
// programs inherit), makes a cell program print how long restoring the
// state, running the cell and saving the state took, in wall and CPU time,
// on its standard error.
const EnvTrace = "SUDOKIT_KERNEL_TRACE"

// phaseTimer times the phases of a cell program.
type phaseTimer struct {
	on        bool
	wall, cpu time.Duration
	sys       time.Duration
	parts     []string
}

func newPhaseTimer() *phaseTimer {
	t := &phaseTimer{on: os.Getenv(EnvTrace) == "1"}
	t.wall, t.cpu = t.now()
	return t
}

// now returns the wall time since the program started and the CPU time it
// has used.
func (t *phaseTimer) now() (wall, cpu time.Duration) {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	t.sys = time.Duration(ru.Stime.Nano())
	return time.Since(processStart), cpu
}

var processStart = time.Now()

func (t *phaseTimer) mark(phase string) {
	if !t.on {
		return
	}
	sys := t.sys
	wall, cpu := t.now()
	t.parts = append(t.parts, fmt.Sprintf("%s %s (cpu %s, system %s)", phase, (wall-t.wall).Round(100*time.Microsecond),
		(cpu-t.cpu).Round(100*time.Microsecond), (t.sys-sys).Round(100*time.Microsecond)))
	t.wall, t.cpu = wall, cpu
}

func (t *phaseTimer) report() {
	if t.on {
		fmt.Fprintf(os.Stderr, "sudokit: cell program: %s\n", strings.Join(t.parts, ", "))
	}
}
