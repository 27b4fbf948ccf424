// Package testbin gives tests the programs they run as separate processes:
// the sudokit command the way teachers, graders and Jupyter run it (built
// once per test binary from this module's source tree, its Jupyter
// kernelspec installed once under a temporary prefix), and a copy of the
// test binary itself that the user nobody can run (AsNobody). Only tests
// import it.
package testbin

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error

	installOnce sync.Once
	jupyterPath string
	installErr  error
)

// Sudokit returns the path of a sudokit binary built from the source tree
// of the module the test runs in, building it on the first call. A failed
// build fails t.
func Sudokit(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() { binPath, buildErr = build() })
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// Kernelspec installs the kernelspec "sudokit" of Sudokit's binary under a
// temporary prefix with `sudokit kernel install` (warming the Go build
// cache, as a teacher's install does), on the first call, and returns the
// folder to put in JUPYTER_PATH. A failed install fails t.
func Kernelspec(t testing.TB) string {
	t.Helper()
	bin := Sudokit(t)
	installOnce.Do(func() {
		prefix, err := os.MkdirTemp("", "sudokit-kernelspec-")
		if err != nil {
			installErr = err
			return
		}
		install := exec.Command(bin, "kernel", "install", "--prefix", prefix)
		install.Dir = prefix // no sudokit.yaml of the test's folder applies
		if out, err := install.CombinedOutput(); err != nil {
			installErr = fmt.Errorf("sudokit kernel install: %v\n%s", err, out)
			return
		}
		jupyterPath = filepath.Join(prefix, "share", "jupyter")
	})
	if installErr != nil {
		t.Fatal(installErr)
	}
	return jupyterPath
}

// Main runs the tests, removes what Sudokit and Kernelspec made and exits
// with the tests' status: a package's TestMain when it has nothing else to
// do.
func Main(m *testing.M) {
	code := m.Run()
	Clean()
	os.Exit(code)
}

// Clean removes the binary and the kernelspec this test binary made; call
// it from TestMain after the tests ran.
func Clean() {
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	if jupyterPath != "" {
		os.RemoveAll(filepath.Dir(filepath.Dir(jupyterPath)))
	}
}

// build compiles the module holding the working directory into a
// temporary folder.
func build() (string, error) {
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("finding the module: %v", err)
	}
	gomodPath := strings.TrimSpace(string(gomod))
	if gomodPath == "" || gomodPath == os.DevNull {
		return "", fmt.Errorf("the tests run outside a module")
	}
	root := filepath.Dir(gomodPath)
	dir, err := os.MkdirTemp("", "sudokit-bin-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "sudokit")
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building sudokit: %v\n%s", err, out)
	}
	return bin, nil
}
