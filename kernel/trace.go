package kernel

import (
	"fmt"
	"os"
	"strings"
	"time"
)

// EnvTrace names the environment variable that, set to 1, makes the
// kernel log how long each phase of a cell takes (check, compile, link,
// run) on its standard error.
const EnvTrace = "SUDOKIT_KERNEL_TRACE"

// tracer times the phases of a cell.
type tracer struct {
	on    bool
	start time.Time
	last  time.Time
	parts []string
}

func newTracer() *tracer {
	now := time.Now()
	return &tracer{on: os.Getenv(EnvTrace) == "1", start: now, last: now}
}

func (t *tracer) mark(phase string) {
	if !t.on {
		return
	}
	now := time.Now()
	t.parts = append(t.parts, fmt.Sprintf("%s %s", phase, now.Sub(t.last).Round(100*time.Microsecond)))
	t.last = now
}

func (t *tracer) done(num int) {
	if t.on {
		fmt.Fprintf(os.Stderr, "sudokit kernel: cell %d: %s, total %s\n", num, strings.Join(t.parts, ", "), time.Since(t.start).Round(100*time.Microsecond))
	}
}
