package assignments

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// goTestIn runs "go test -mod=mod ./..." in dir as a teacher or a student
// would, with the module proxy off: sudokit's packages must come from the
// folder's .sudokit/, their own modules from the module cache.
func goTestIn(t *testing.T, dir string) (string, error) {
	t.Helper()
	cmd := exec.Command("go", "test", "-mod=mod", "-count=1", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOPROXY=off", "GOFLAGS=", "GOWORK=off", "GOTOOLCHAIN=local")
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestGoTestInFolders: a teacher runs go test in the folder "assignment
// new" wrote, and a student in a release of it, with the README's
// instruction (go test -mod=mod): the reference passes its tests and the
// release's stubs fail them, where both used to stop at "no required module
// provides package github.com/sudokit/sudokit/sudoku" (and the release told
// students to go mod tidy a module the proxy does not serve).
func TestGoTestInFolders(t *testing.T) {
	testenv.SkipShort(t, "runs go test")
	dir := filepath.Join(t.TempDir(), "hw1")
	_, err := WriteScaffold(dir)
	must(t, err)
	if out, err := goTestIn(t, dir); err != nil || !strings.Contains(out, "ok  \texample.com/hw/singles") {
		t.Fatalf("go test in the scaffold: %v\n%s", err, out)
	}
	a, err := LoadDir(dir)
	must(t, err)
	rel := filepath.Join(t.TempDir(), "rel")
	_, err = a.Release(rel)
	must(t, err)
	readme, err := os.ReadFile(filepath.Join(rel, "README.md"))
	must(t, err)
	if strings.Contains(string(readme), "go mod tidy") || !strings.Contains(string(readme), "`go test -mod=mod`") {
		t.Errorf("the release's README:\n%s", readme)
	}
	out, err := goTestIn(t, rel)
	if err == nil || !strings.Contains(out, "--- FAIL: TestCountEmpty") || strings.Contains(out, "setup failed") {
		t.Fatalf("go test in the release: %v\n%s", err, out)
	}
}
