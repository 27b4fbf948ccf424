package sandbox

import "testing"

// TestLimitsWithDefaults: zero fields take DefaultLimits' values, set ones
// (even negative) are kept.
func TestLimitsWithDefaults(t *testing.T) {
	if got := (Limits{}).withDefaults(); got != DefaultLimits {
		t.Errorf("withDefaults = %+v", got)
	}
	l := Limits{Wall: 1, CPU: 2, Memory: 3, Procs: 4, Output: 5, FileSize: 6, Files: -7}
	if got := l.withDefaults(); got != l {
		t.Errorf("withDefaults = %+v", got)
	}
	if got := (Limits{Memory: 9}).withDefaults(); got.Memory != 9 || got.Wall != DefaultLimits.Wall || got.Files != DefaultLimits.Files {
		t.Errorf("withDefaults = %+v", got)
	}
}
