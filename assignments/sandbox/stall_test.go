package sandbox

import (
	"bufio"
	"strings"
	"testing"
	"time"
)

func TestParseStall(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"some avg10=1.00 avg60=2.00 avg300=3.00 total=1500\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n": 1500 * time.Microsecond,
		"full avg10=0.00 total=9\nsome avg10=0.00 total=7\n":                                                  7 * time.Microsecond,
	} {
		got, ok := parseStall(bufio.NewScanner(strings.NewReader(in)))
		if !ok || got != want {
			t.Errorf("parseStall(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "some avg10=1.00", "some total=-3", "some total=x", "full total=5"} {
		if got, ok := parseStall(bufio.NewScanner(strings.NewReader(in))); ok {
			t.Errorf("parseStall(%q) = %v, true; want false", in, got)
		}
	}
}

// fakeStall makes cpuStall report *s, as a machine whose load the test
// plays.
func fakeStall(t *testing.T, s *time.Duration, ok bool) {
	t.Helper()
	old := cpuStall
	cpuStall = func() (time.Duration, bool) { return *s, ok }
	t.Cleanup(func() { cpuStall = old })
}

// The wall limit stretches by the stall time that accrues while the run
// lasts, never twice for the same stall, and at most to maxStretch times
// the limit; without PSI it does not stretch.
func TestWallClockStretchesForStall(t *testing.T) {
	stall := 10 * time.Second // before the run: not the run's
	fakeStall(t, &stall, true)
	w := newWallClock(time.Second)
	if extra := w.more(); extra != 0 {
		t.Errorf("a quiet machine grants %v more", extra)
	}
	stall += 1500 * time.Millisecond
	if extra := w.more(); extra != 1500*time.Millisecond {
		t.Errorf("after 1.5 s of stall: %v more, want 1.5s", extra)
	}
	if extra := w.more(); extra != 0 {
		t.Errorf("the same stall granted twice: %v more", extra)
	}
	stall += time.Hour
	if extra := w.more(); extra != 1500*time.Millisecond { // up to 4 s in all
		t.Errorf("after an hour of stall: %v more, want 1.5s (the cap)", extra)
	}
	if extra := w.more(); extra != 0 {
		t.Errorf("past the cap: %v more", extra)
	}

	fakeStall(t, &stall, false)
	w = newWallClock(time.Second)
	stall += time.Minute
	if extra := w.more(); extra != 0 {
		t.Errorf("without PSI: %v more", extra)
	}
}
