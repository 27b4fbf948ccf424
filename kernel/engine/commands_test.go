package engine

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/sudokit/sudokit/internal/nbcell"
	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// "!cmd" runs a shell command in the notebook's folder, streaming its
// output; a failing one says its status without failing the cell. A line
// starting with '!' that continues an expression stays Go.
func TestShellCommands(t *testing.T) {
	e := testEngine(t)
	dir := t.TempDir()
	e.cfg.WorkDir = dir
	if err := os.WriteFile(filepath.Join(dir, "data.txt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := mustRun(t, e, 1, "!go version\n!ls")
	if out := r.rec.stdout.String(); !strings.Contains(out, "go version go1.") || !strings.Contains(out, "data.txt") {
		t.Errorf("stdout %q", out)
	}
	r = mustRun(t, e, 2, "!exit 3")
	if msg := r.rec.stderr.String(); !strings.Contains(msg, "!exit 3: exit status 3") {
		t.Errorf("stderr %q", msg)
	}
	r = mustRun(t, e, 3, "a, b := true, false\nok := a &&\n\t!b\nok")
	if r.text() != "true" {
		t.Errorf("a && !b on two lines = %q", r.text())
	}
}

// %test runs the notebook's tests and examples with go test and shows its
// output in cell coordinates; a failing test is output, not an error.
func TestTestCommand(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import (\n\t\"fmt\"\n\t\"testing\"\n\t\"math/rand/v2\"\n)")
	mustRun(t, e, 2, "func Add(a, b int) int { return a + b }\nn := rand.N(5)")
	r := mustRun(t, e, 3, "func TestAdd(t *testing.T) {\n\tif got := Add(2, 2); got != 4 {\n\t\tt.Errorf(\"Add(2, 2) = %d\", got)\n\t}\n}\n\nfunc TestAddWrong(t *testing.T) {\n\tif got := Add(2, 3); got != 6 {\n\t\tt.Errorf(\"Add(2, 3) = %d, want 6\", got)\n\t}\n}\n\nfunc ExampleAdd() {\n\tfmt.Println(Add(1, 2))\n\t// Output: 3\n}\n%test -v")
	out := r.rec.stdout.String()
	for _, want := range []string{"--- PASS: TestAdd ", "--- FAIL: TestAddWrong", "In [3] line 9: Add(2, 3) = 5, want 6", "--- PASS: ExampleAdd", "FAIL"} {
		if !strings.Contains(out, want) {
			t.Errorf("%%test output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "cell3.go") {
		t.Errorf("positions not in cell coordinates:\n%s", out)
	}
	// Only the passing test: ok.
	r = mustRun(t, e, 4, "%test -run TestAdd$")
	if out := r.rec.stdout.String(); !strings.HasPrefix(out, "ok ") {
		t.Errorf("%%test -run TestAdd$: %q", out)
	}
	// A test go test cannot run is an error.
	r = run(t, e, 5, "func TestBadSignature(n int) {}\n%test")
	if r.oc.Err == nil || r.oc.Err.EName != "TestBuildError" || !strings.Contains(strings.Join(r.oc.Err.Traceback, "\n"), "TestBadSignature") {
		t.Errorf("a test with a wrong signature: %+v", r.oc.Err)
	}
}

// %go mod shows the notebook module's go.mod; %go mod edit changes it and
// a bad edit leaves it as it was, with the go command's reason.
func TestGoModCommand(t *testing.T) {
	e := testEngine(t)
	r := mustRun(t, e, 1, "%go mod")
	if out := r.rec.stdout.String(); !strings.Contains(out, "module ") || !strings.Contains(out, "github.com/sudokit/sudokit") {
		t.Errorf("%%go mod: %q", out)
	}
	before := r.rec.stdout.String()
	r = run(t, e, 2, "%go mod edit -require=example.invalid/nothing@v1.0.0")
	if r.oc.Err == nil || r.oc.Err.EName != "GoModError" {
		t.Fatalf("bad edit: %+v", r.oc.Err)
	}
	if r := mustRun(t, e, 3, "%go mod"); r.rec.stdout.String() != before {
		t.Errorf("a failed edit changed go.mod:\n%s", r.rec.stdout.String())
	}
	r = run(t, e, 4, "%frobnicate")
	if r.oc.Err == nil || !strings.Contains(r.oc.Err.EValue, "%go mod edit") {
		t.Errorf("unknown command: %+v", r.oc.Err)
	}
}

// A position split between two reads of stderr is still rewritten; text
// without one passes at once.
func TestCellPosSinkSplitPosition(t *testing.T) {
	rec := &recorder{}
	s := &cellPosSink{Sink: rec, num: 7}
	s.Stream("stderr", "main._skCell.func1()\n\tcel")
	if got := rec.stderr.String(); got != "main._skCell.func1()\n" {
		t.Errorf("before the rest arrived: %q", got)
	}
	s.Stream("stderr", "l0.go:5 +0x25\nprogress 50%")
	s.flush()
	if got := rec.stderr.String(); got != "main._skCell.func1()\n\tIn [7] line 5 +0x25\nprogress 50%" {
		t.Errorf("got %q", got)
	}
	// A progress bar redrawn with '\r' is passed on at each redraw.
	rec = &recorder{}
	s = &cellPosSink{Sink: rec, num: 7}
	s.Stream("stderr", "\rsolving cells 10%")
	s.Stream("stderr", "\rsolving cells 20%")
	if got := rec.stderr.String(); got != "\rsolving cells 10%\r" {
		t.Errorf("progress: %q", got)
	}
}

// "x?" on a line of its own anywhere in a cell shows the name's
// declaration and doc after the cell has run, so a package the cell
// imports can be asked about; packages not imported, builtins and "x??"
// (the source) work too.
func TestHelpLinesInCells(t *testing.T) {
	e := testEngine(t)
	help := func(r cellRun) string {
		var b strings.Builder
		for _, d := range r.rec.displays {
			s, _ := d.Data["text/plain"].(string)
			b.WriteString(s + "\n")
		}
		return b.String()
	}
	r := mustRun(t, e, 1, "import \"math/rand/v2\"\nrand.N?")
	if h := help(r); !strings.Contains(h, "func N[Int intType](n Int) Int") {
		t.Errorf("rand.N? after its import: %q", h)
	}
	r = mustRun(t, e, 2, "x := 1\n?strings.Fields\nlen?")
	h := help(r)
	if !strings.Contains(h, "func Fields(s string) []string") || !strings.Contains(h, "Fields splits") {
		t.Errorf("strings.Fields? (not imported): %q", h)
	}
	if !strings.Contains(h, "func len(v Type) int") || !strings.Contains(h, "The len built-in function returns the length") {
		t.Errorf("len?: %q", h)
	}
	r = mustRun(t, e, 3, "// Twice doubles n.\nfunc Twice(n int) int { return 2 * n }\nTwice??")
	if h := help(r); !strings.Contains(h, "func Twice(n int) int { return 2 * n }") || strings.Contains(h, "/*line") {
		t.Errorf("Twice??: %q", h)
	}
	r = mustRun(t, e, 4, "nothingCalledThis?")
	if h := help(r); !strings.Contains(h, "Object `nothingCalledThis` not found.") {
		t.Errorf("unknown name: %q", h)
	}
}

// Completion offers standard packages not imported yet by name, and the
// members of one.
func TestCompleteUnimportedStandardPackages(t *testing.T) {
	e := testEngine(t)
	matches, _, _ := e.Complete(context.Background(), "strc", 4)
	if !slices.Contains(matches, "strconv") {
		t.Errorf("strc: %q", matches)
	}
	matches, _, _ = e.Complete(context.Background(), "x := strings.Fi", 15)
	if !slices.Contains(matches, "Fields") || !slices.Contains(matches, "FieldsFunc") {
		t.Errorf("strings.Fi: %q", matches)
	}
}

// Completion inside a function the cell declares, or a function literal
// it keeps, offers the function's parameters and locals.
func TestCompleteLocalsInFunctions(t *testing.T) {
	e := testEngine(t)
	code := "func f(counted int) {\n\tcounter := 1\n\tfor countdown := 3; countdown > 0; countdown-- {\n\t\tcou"
	matches, _, _ := e.Complete(context.Background(), code, len(code))
	for _, want := range []string{"counted", "counter", "countdown"} {
		if !slices.Contains(matches, want) {
			t.Errorf("inside a func: %q lacks %q", matches, want)
		}
	}
	code = "g := func(total int) int {\n\ttoggle := total\n\treturn to"
	matches, _, _ = e.Complete(context.Background(), code, len(code))
	for _, want := range []string{"total", "toggle"} {
		if !slices.Contains(matches, want) {
			t.Errorf("inside a kept func literal: %q lacks %q", matches, want)
		}
	}
}

// %go mod edit edits the notebook's module only: an operand naming
// another go.mod (go mod edit's optional argument) is refused and that
// file is left as it was.
func TestGoModEditOnlyTheNotebookModule(t *testing.T) {
	e := testEngine(t)
	other := filepath.Join(t.TempDir(), "go.mod")
	const text = "module example.com/other\n\ngo 1.22\n"
	if err := os.WriteFile(other, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	r := run(t, e, 1, "%go mod edit -require=example.com/evil@v1.0.0 "+other)
	if r.oc.Err == nil || r.oc.Err.EName != "GoModError" || !strings.Contains(r.oc.Err.EValue, "flags only") {
		t.Errorf("an operand was accepted: %+v", r.oc.Err)
	}
	if b, _ := os.ReadFile(other); string(b) != text {
		t.Errorf("the other go.mod was changed:\n%s", b)
	}
}

// Lines inside a raw string or a block comment are text, even when they
// look like a question, a command or a shell line.
func TestCommandLinesInsideRawStrings(t *testing.T) {
	code := "q := `Ready?\n%done\n!important\n`\n/*\nwhy?\n*/\nlen?\n!ls"
	src, ms := nbcell.Split(code)
	if len(ms) != 2 || ms[0].Text != "len?" || ms[1].Text != "!ls" {
		t.Errorf("magics %+v", ms)
	}
	if !strings.Contains(src, "`Ready?\n%done\n!important\n`") || !strings.Contains(src, "why?") {
		t.Errorf("text changed: %q", src)
	}
	e := testEngine(t)
	wantText(t, e, 1, "q := `Ready?\n!set\n`\nq", "\"Ready?\\n!set\\n\"")
}

// "path.Name?" for a package of a module the notebook has not imported
// fetches the module for the lookup, as an import would. Needs the module
// proxy.
func TestHelpFetchesModulePackage(t *testing.T) {
	if err := testenv.ModuleProxyReachable(t); err != nil {
		t.Skipf("module proxy unreachable: %v", err)
	}
	e := testEngine(t)
	// go-humanize is outside sudokit's module graph, which the notebook's
	// module starts from.
	r := mustRun(t, e, 1, "github.com/dustin/go-humanize.Bytes?")
	var text string
	for _, d := range r.rec.displays {
		s, _ := d.Data["text/plain"].(string)
		text += s
	}
	if !strings.Contains(text, "func Bytes(s uint64) string") {
		t.Errorf("go-humanize.Bytes?: %q", text)
	}
}

// notifyRecorder is a recorder that signals when stdout contains a text.
type notifyRecorder struct {
	recorder
	want string
	seen chan struct{}
	once sync.Once
}

func (r *notifyRecorder) Stream(name, text string) {
	r.recorder.Stream(name, text)
	r.mu.Lock()
	got := r.stdout.String()
	r.mu.Unlock()
	if strings.Contains(got, r.want) {
		r.once.Do(func() { close(r.seen) })
	}
}

// An interrupt stops a shell command and what it started (its process
// group): the cell reads as interrupted and the background sleep is gone.
func TestShellCommandInterrupted(t *testing.T) {
	e := testEngine(t)
	dir := t.TempDir()
	e.cfg.WorkDir = dir
	ctx, cancel := context.WithCancelCause(context.Background())
	rec := &notifyRecorder{want: "started", seen: make(chan struct{})}
	done := make(chan wire.Outcome, 1)
	go func() {
		done <- e.Execute(ctx, 1, "!sleep 300 & echo $! > sleep.pid; echo started; wait", false, rec)
	}()
	select {
	case <-rec.seen:
	case <-time.After(2 * time.Minute):
		t.Fatal("the command did not start")
	}
	cancel(wire.ErrInterrupted)
	var oc wire.Outcome
	select {
	case oc = <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("the interrupted command did not stop")
	}
	if oc.Err == nil || oc.Err.EName != "Interrupted" {
		t.Errorf("want Interrupted, got %+v", oc.Err)
	}
	waitGone(t, filepath.Join(dir, "sleep.pid"), "the interrupt")
}

// waitGone waits, under a generous deadline, for the process whose pid
// the file holds to be gone; it fails t if the process outlives what.
func waitGone(t *testing.T, pidFile, what string) {
	t.Helper()
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	deadline := time.Now().Add(time.Minute)
	for syscall.Kill(pid, 0) == nil {
		if time.Now().After(deadline) {
			t.Fatalf("the background sleep (pid %d) outlived %s", pid, what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A shell command that leaves a job in the background holding its output
// ends the cell when the command ends: the job is killed with the
// command's process group instead of keeping the cell running (deaf to
// interrupts, since the command itself is gone) until the job ends.
func TestShellCommandBackgroundJobEnds(t *testing.T) {
	e := testEngine(t)
	dir := t.TempDir()
	e.cfg.WorkDir = dir
	done := make(chan cellRun, 1)
	go func() {
		rec := &recorder{}
		oc := e.Execute(context.Background(), 1, "!sleep 600 & echo $! > sleep.pid; echo started", false, rec)
		done <- cellRun{rec, oc}
	}()
	var r cellRun
	select {
	case r = <-done:
	case <-time.After(2 * time.Minute):
		t.Fatal("the cell waits for the background job (sleep 600) to end")
	}
	if r.oc.Err != nil || !strings.Contains(r.rec.stdout.String(), "started") {
		t.Fatalf("cell: %+v, stdout %q", r.oc.Err, r.rec.stdout.String())
	}
	waitGone(t, filepath.Join(dir, "sleep.pid"), "its command")
}

// Completion inside an import path offers the standard library's paths
// (and the notebook's imports), on an import line or in an import block,
// and nothing of the sort elsewhere in a string.
func TestCompleteImportPaths(t *testing.T) {
	e := testEngine(t)
	for _, c := range []struct {
		code, want string
		start      int
	}{
		{`import "encoding/js`, "encoding/json", 8},
		{"import (\n\t\"fmt\"\n\tj \"encoding/js", "encoding/json", 20},
		{`import "math/rand/`, "math/rand/v2", 8},
	} {
		matches, start, end := e.Complete(context.Background(), c.code, utf8.RuneCountInString(c.code))
		if !slices.Contains(matches, c.want) || start != c.start || end != utf8.RuneCountInString(c.code) {
			t.Errorf("%q: %q [%d, %d)", c.code, matches, start, end)
		}
	}
	outside := "import \"fmt\"\ns := \"encoding/js"
	matches, _, _ := e.Complete(context.Background(), outside, utf8.RuneCountInString(outside))
	if slices.Contains(matches, "encoding/json") {
		t.Errorf("a path offered in a string outside imports: %q", matches)
	}
}
