// Package testenv holds what the kernel's tests ask of the machine they
// run on.
package testenv

import (
	"fmt"
	"os"
	"os/exec"
	"testing"
)

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
