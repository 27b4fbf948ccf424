package engine

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/cgroup"
	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// TestCellKilledForMemory runs cells in a cell group with a 128 MiB
// memory limit: a cell that allocates past it is killed alone, three times
// in a row, each time saying it was killed for memory; the cell after it
// runs in the same engine and finds the variables as they were.
func TestCellKilledForMemory(t *testing.T) {
	testenv.NeedRoot(t, "making a control group needs root")
	path := fmt.Sprintf("sudokit-kernel-test-%d", os.Getpid())
	g := cgroup.Tree{}.Group(path).Only("memory")
	if err := g.Create(); err != nil {
		t.Skip("no memory control group:", err)
	}
	t.Cleanup(func() { g.Remove() })
	if err := g.SetLimits(cgroup.Limits{Memory: 128 << 20}); err != nil {
		t.Fatal(err)
	}
	e := testEngine(t)
	e.cells = cellGroup(path)
	mustRun(t, e, 1, "kept := 41")
	for i := range 3 {
		r := run(t, e, 2+2*i, "hog := make([]byte, 1<<30)\nfor i := range hog { hog[i] = 1 }\nkept = len(hog)")
		if r.oc.Err == nil || r.oc.Err.EName != "MemoryError" || !strings.Contains(r.oc.Err.EValue, "killed for using more memory than the 128 MiB a cell may use") {
			t.Fatalf("hog %d: got %+v, want a MemoryError naming 128 MiB", i, r.oc.Err)
		}
		if got := mustRun(t, e, 3+2*i, "kept++\nkept").text(); got != fmt.Sprint(42+i) {
			t.Fatalf("after hog %d kept = %s, want %d", i, got, 42+i)
		}
	}
	if n := g.OOMKills(); n != 3 {
		t.Errorf("the cell group counts %d OOM kills, want 3", n)
	}
}

// The out-of-memory message exists in every language.
func TestOutOfMemoryTranslated(t *testing.T) {
	for _, key := range oomMessages {
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, key) {
				t.Errorf("%s lacks %q", tag, key)
			}
		}
	}
	lang.UseTag(lang.Czech)
	defer lang.UseTag(lang.English)
	g := &cgroup.Group{Dirs: map[string]string{"memory": t.TempDir()}}
	os.WriteFile(g.Dirs["memory"]+"/memory.limit_in_bytes", []byte("805306368\n"), 0o644)
	if got := outOfMemory(g).EValue; !strings.Contains(got, "víc paměti než 768 MiB") {
		t.Errorf("Czech message: %q", got)
	}
}

// A cell group that refuses the cell program (here a v2 "group" that is a
// plain folder: the clone into it fails) leaves the program to start in the
// kernel's own group: a started exec.Cmd cannot start again, so a copy is.
func TestCellGroupRefusedStillRuns(t *testing.T) {
	g := &cgroup.Group{V2: true, Dirs: map[string]string{"": t.TempDir()}}
	cmd := exec.Command("sh", "-c", "exit 3")
	exited, pid, err := startChild(cmd, g)
	if err != nil || pid <= 0 {
		t.Fatalf("startChild = %d, %v; want the program started", pid, err)
	}
	var ee *exec.ExitError
	if err := <-exited; !errors.As(err, &ee) || ee.ExitCode() != 3 {
		t.Fatalf("the program ended with %v, want exit status 3", err)
	}
}
