package engine

import (
	"fmt"
	"os"
	"strings"
	"time"
)

// EnvTrace names the environment variable that, set to 1, makes the
// kernel log how long each phase of a cell takes (check, compile, link,
// run) on its standard error, with the CPU time the kernel and the
// processes it ran spent on it.
const EnvTrace = "SUDOKIT_KERNEL_TRACE"

// tracer times the phases of a cell.
type tracer struct {
	on             bool
	start, last    time.Time
	self0, kids0   time.Duration // CPU times at the start
	selfAt, kidsAt time.Duration // CPU times at the last mark
	parts          []string
}

func newTracer() *tracer {
	now := time.Now()
	t := &tracer{on: os.Getenv(EnvTrace) == "1", start: now, last: now}
	if t.on {
		t.self0, t.kids0 = cpuTimes()
		t.selfAt, t.kidsAt = t.self0, t.kids0
	}
	return t
}

func (t *tracer) mark(phase string) {
	if !t.on {
		return
	}
	now := time.Now()
	self, kids := cpuTimes()
	t.parts = append(t.parts, fmt.Sprintf("%s %s (cpu %s)", phase, now.Sub(t.last).Round(100*time.Microsecond),
		(self-t.selfAt+kids-t.kidsAt).Round(100*time.Microsecond)))
	t.last, t.selfAt, t.kidsAt = now, self, kids
}

func (t *tracer) done(num int) {
	if t.on {
		self, kids := cpuTimes()
		fmt.Fprintf(os.Stderr, "sudokit kernel: cell %d: %s, total %s (cpu: kernel %s, programs and tools %s)\n", num, strings.Join(t.parts, ", "),
			time.Since(t.start).Round(100*time.Microsecond), (self - t.self0).Round(100*time.Microsecond), (kids - t.kids0).Round(100*time.Microsecond))
	}
}
