package sandbox

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"time"
)

// A wall-time limit catches a program that waits instead of computing
// (sleeps, blocks on a pipe); its CPU time is bounded by RLIMIT_CPU anyway.
// On a machine whose processors are oversubscribed — a class handing in at
// the deadline, a batch grading beside other work — an honest program also
// waits, for a processor, and a fixed wall limit would fail it for the
// machine's load. So the wall limit stretches by the time the machine spent
// with work waiting for a processor while the run lasted, as Linux's
// pressure stall information reports it (/proc/pressure/cpu, "some"), up
// to maxStretch times the limit. Where the kernel has no PSI the limit is
// fixed.

// maxStretch bounds how far load can stretch a wall limit.
const maxStretch = 4

// cpuStall reads the machine's cumulative CPU stall time; ok is false when
// it cannot be read. A variable so tests can play a loaded machine.
var cpuStall = func() (time.Duration, bool) {
	f, err := os.Open("/proc/pressure/cpu")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	return parseStall(bufio.NewScanner(f))
}

// parseStall reads the total of the "some" line of a PSI file:
// "some avg10=0.00 avg60=0.00 avg300=0.00 total=12345" (microseconds).
func parseStall(sc *bufio.Scanner) (time.Duration, bool) {
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || f[0] != "some" {
			continue
		}
		for _, kv := range f[1:] {
			if v, ok := strings.CutPrefix(kv, "total="); ok {
				us, err := strconv.ParseInt(v, 10, 64)
				if err != nil || us < 0 {
					return 0, false
				}
				return time.Duration(us) * time.Microsecond, true
			}
		}
	}
	return 0, false
}

// wallClock decides when a run has used up its wall limit.
type wallClock struct {
	limit   time.Duration
	stall0  time.Duration // the stall total at the start
	psi     bool
	granted time.Duration // the limit as stretched so far
}

func newWallClock(limit time.Duration) *wallClock {
	s, ok := cpuStall()
	return &wallClock{limit: limit, stall0: s, psi: ok, granted: limit}
}

// more returns how much longer the run may last once the time granted so
// far has passed: the stall time since the start not granted yet, within
// maxStretch times the limit; 0 means the limit is reached.
func (w *wallClock) more() time.Duration {
	if !w.psi {
		return 0
	}
	s, ok := cpuStall()
	if !ok {
		return 0
	}
	want := min(w.limit+(s-w.stall0), maxStretch*w.limit)
	if want <= w.granted {
		return 0
	}
	extra := want - w.granted
	w.granted = want
	return extra
}
