// Package testenv says whether the machine running a test offers what the
// test needs — root, or the time a test outside -short may take — and
// skips the test, saying why, when it does not. Only tests import it.
package testenv

import (
	"os"
	"testing"
)

// NeedRoot skips t unless the test runs as root; why says what needs root
// (control groups, system users, mounts).
func NeedRoot(t testing.TB, why string) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip(why)
	}
}

// SkipShort skips t under go test -short; why says what takes the time.
func SkipShort(t testing.TB, why string) {
	t.Helper()
	if testing.Short() {
		t.Skip(why)
	}
}
