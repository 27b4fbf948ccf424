package engine

import (
	"context"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// recorder is a sink keeping everything a cell produces.
type recorder struct {
	mu       sync.Mutex
	stdout   strings.Builder
	stderr   strings.Builder
	displays []wire.Frame
	inputs   []string
}

func (r *recorder) Stream(name, text string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if name == "stdout" {
		r.stdout.WriteString(text)
	} else {
		r.stderr.WriteString(text)
	}
}

func (r *recorder) Display(f wire.Frame) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.displays = append(r.displays, f)
}

func (r *recorder) Input(prompt string) (string, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.inputs) == 0 {
		return "", false
	}
	s := r.inputs[0]
	r.inputs = r.inputs[1:]
	return s, true
}

// testEngine starts an engine for the sudokit tree this test lives in.
func testEngine(t *testing.T) *Engine {
	t.Helper()
	testenv.SkipShort(t, "compiles cell programs with the Go toolchain")
	ctx := context.Background()
	e, err := New(ctx, Config{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		e.Close()
		if n := e.fallbacks.Load(); n > 0 && !t.Failed() {
			t.Errorf("%d cell(s) built the whole program because the pruned one did not compile: a gap in the reach analysis (see the log)", n)
		}
	})
	if err := e.tc.warm(ctx); err != nil {
		t.Fatal(err)
	}
	return e
}

type cellRun struct {
	rec *recorder
	oc  wire.Outcome
}

func (c cellRun) text() string {
	if c.oc.Result == nil {
		return ""
	}
	s, _ := c.oc.Result.Data["text/plain"].(string)
	return s
}

func run(t *testing.T, e *Engine, num int, code string) cellRun {
	t.Helper()
	rec := &recorder{}
	oc := e.Execute(context.Background(), num, code, false, rec)
	return cellRun{rec, oc}
}

func mustRun(t *testing.T, e *Engine, num int, code string) cellRun {
	t.Helper()
	r := run(t, e, num, code)
	if r.oc.Err != nil {
		t.Fatalf("cell %d %q failed: %v\n%s\nstderr: %s", num, code, r.oc.Err, strings.Join(r.oc.Err.Traceback, "\n"), r.rec.stderr.String())
	}
	return r
}

// wantText runs code as cell num, which must succeed, and fails t unless
// the cell's value, as its text/plain result shows it, is want.
func wantText(t *testing.T, e *Engine, num int, code, want string) {
	t.Helper()
	if got := mustRun(t, e, num, code).text(); got != want {
		t.Errorf("cell %d %q = %s, want %s", num, code, got, want)
	}
}

func TestEnginePersistence(t *testing.T) {
	e := testEngine(t)
	r := mustRun(t, e, 1, "import \"fmt\"\nn := 0\nfmt.Println(\"hello once\")")
	if got := r.rec.stdout.String(); got != "hello once\n" {
		t.Errorf("stdout %q", got)
	}
	wantText(t, e, 2, "n++; n", "1")
	r = mustRun(t, e, 3, "n++; n")
	if r.text() != "2" {
		t.Errorf("n = %q, want 2", r.text())
	}
	if strings.Contains(r.rec.stdout.String(), "hello once") {
		t.Error("the print of cell 1 was repeated")
	}
	// Redefinition of functions, types and variables.
	mustRun(t, e, 4, "func f() int { return 1 }\ntype P struct{ X int }\nvar p = P{3}")
	mustRun(t, e, 5, "func f() int { return 2 }")
	wantText(t, e, 6, "f() + p.X", "5")
	wantText(t, e, 7, `n := "now a string"; n`, `"now a string"`)
	// A failing cell leaves the state as it was.
	r = run(t, e, 8, "p.X = 100\npanic(\"boom\")")
	if r.oc.Err == nil || r.oc.Err.EValue != "boom" {
		t.Fatalf("want panic boom, got %+v", r.oc.Err)
	}
	if !strings.Contains(strings.Join(r.oc.Err.Traceback, "\n"), "In [8] line 2") {
		t.Errorf("traceback does not point at the cell: %q", r.oc.Err.Traceback)
	}
	wantText(t, e, 9, "p.X", "3")
	r = run(t, e, 10, "x := 1\ny := undefinedThing + 1")
	if r.oc.Err == nil || r.oc.Err.EName != "CompileError" || !strings.Contains(r.oc.Err.EValue, "In [10] line 2:6") {
		t.Fatalf("compile error: %+v", r.oc.Err)
	}
}

func TestEngineTiming(t *testing.T) {
	if os.Getenv(EnvTrace) != "1" {
		t.Skip("set " + EnvTrace + "=1 to see phase timings")
	}
	e := testEngine(t)
	mustRun(t, e, 1, "import \"github.com/sudokit/sudokit/sudoku\"\nn := 0\nb, _ := sudoku.New(3, 3)")
	for i := 2; i < 8; i++ {
		mustRun(t, e, i, "n++; n")
	}
	for i := 8; i < 12; i++ {
		mustRun(t, e, i, "b")
	}
}

// TestEngineInterruptWhileBuilding: an interrupt that lands while the cell
// is being compiled or linked (the tools are killed) reads as an
// interrupted cell, not as the killed tool's complaint.
func TestEngineInterruptWhileBuilding(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "n := 1")
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(wire.ErrInterrupted)
	for i, code := range []string{"n++; n", "import \"fmt\"\nfmt.Println(n)", "func g() int { return 2 }"} {
		oc := e.Execute(ctx, 2+i, code, false, &recorder{})
		if oc.Err == nil || oc.Err.EName != "Interrupted" {
			t.Errorf("%q: want Interrupted, got %+v", code, oc.Err)
		}
	}
	wantText(t, e, 5, "n", "1")
}

// TestEngineEndlessFrameLine: a program writing on its frame descriptor
// without ever ending the line (512 MiB) fails as a cell whose program
// stopped before the cell finished, and the kernel holds no more than
// maxFrameBytes of it at a time: it allocates a fraction of what arrived.
// The notebook goes on.
func TestEngineEndlessFrameLine(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import (\"os\"; \"bytes\")\nn := 41")
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r := run(t, e, 2, `func() {
	f := os.NewFile(3, "frames")
	junk := bytes.Repeat([]byte("x"), 1<<20)
	for range 512 {
		f.Write(junk)
	}
}()`)
	runtime.ReadMemStats(&after)
	if r.oc.Err == nil || r.oc.Err.EName != "Exit" {
		t.Errorf("want the cell to fail as Exit (its done frame is part of the endless line), got %+v", r.oc.Err)
	}
	got := after.TotalAlloc - before.TotalAlloc
	t.Logf("the kernel allocated %d MiB", got>>20)
	if got > 256<<20 {
		t.Errorf("the kernel allocated %d MiB reading a 512 MiB line, want at most 256", got>>20)
	}
	wantText(t, e, 3, "n + 1", "42")
}
