// Package testenv says whether the machine running a test offers what the
// test needs — root, the time a test outside -short may take, the Go
// module proxy — and skips the test, saying why, when it does not. Only
// tests import it.
package testenv

import (
	"fmt"
	"os"
	"os/exec"
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

// ModuleProxyReachable asks the Go module proxy for gonum's latest
// version; tests that fetch modules skip when it fails.
func ModuleProxyReachable(t testing.TB) error {
	dir := t.TempDir()
	cmd := exec.Command("go", "list", "-m", "-json", "gonum.org/v1/gonum@latest")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GO111MODULE=on")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("the module proxy is not reachable: %s", out)
	}
	return nil
}
