package assignments

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// forgeryAttacks are the cheats of issue 35 against the scaffold: each is
// a file submitted beside the released singles.go whose CountEmpty returns
// attack(b) and whose Singles returns attackSingles(b). Every one earned
// points or read hidden content with the grader before the harness ran
// exactly one test with the grader's flags, the tests' data read-only and
// hidden data only in hidden runs, a system-call filter and two binaries.
var forgeryAttacks = []struct {
	name    string
	src     string
	score   float64
	student []string // in the student's feedback (view after the due date)
	never   []string // in neither the student's feedback nor results.json
	flagged bool     // the teacher is told beside the score
}{
	{name: "args-run-nothing", score: 0, src: `import "os"
var _ = func() int { os.Args = append(os.Args[:1], "-test.run=^$"); return 0 }()`},
	{name: "args-skip-everything", score: 0, src: `import "os"
var _ = func() int { os.Args = append(os.Args[:1], "-test.skip=."); return 0 }()`},
	{name: "args-count-zero", score: 0, src: `import "os"
var _ = func() int { os.Args = append(os.Args[:1], "-test.count=0"); return 0 }()`},
	{name: "args-list-only", score: 0, src: `import "os"
var _ = func() int { os.Args = append(os.Args[:1], "-test.list=."); return 0 }()`},
	{name: "reflect-escape", score: 0, student: []string{"package reflect is not allowed"}, src: `import "reflect"
var _ = reflect.NewAt`},
	{name: "runtime-goexit", score: 0, student: []string{"runtime.Goexit is not allowed"}, src: `import rt "runtime"
func stop() { rt.Goexit() }`},
	{name: "runtime-funcforpc", score: 0, student: []string{"runtime.FuncForPC is not allowed"}, src: `import "runtime"
var _ = runtime.FuncForPC`},
	{name: "runtime-imported-twice", score: 0, student: []string{"runtime.FuncForPC is not allowed"}, src: `import (rt "runtime"; other "runtime")
var _, _ = rt.FuncForPC, other.NumCPU`},
	{name: "rewrite-testdata", score: 0, never: []string{"TAMPERED"}, src: `import ("fmt"; "os")
func tamper() {
	solved, _ := os.ReadFile("testdata/solved.txt")
	try := func(how string, err error) {
		if err == nil { fmt.Println("TAMPERED by", how) }
	}
	try("chmod", os.Chmod("testdata/easy.txt", 0o666))
	try("write", os.WriteFile("testdata/easy.txt", solved, 0o666))
	try("remove", os.Remove("testdata/easy.txt"))
	try("create", os.WriteFile("testdata/easy.txt", solved, 0o666))
	try("chmod dir", os.Chmod("testdata", 0o777))
	try("rename dir", os.Rename("testdata", "old"))
	try("mkdir", os.Mkdir("testdata", 0o777))
	try("create in new dir", os.WriteFile("testdata/easy.txt", solved, 0o666))
}
func attackSingles(b *sudoku.Board) map[string]int { tamper(); return map[string]int{} }`},
	{name: "hidden-data-in-visible-run", score: 0, never: []string{strings.Repeat(".", 81)}, src: `import ("fmt"; "os")
func attack(any) int {
	b, err := os.ReadFile("testdata/hidden/blank.txt")
	fmt.Println("HIDDEN:", string(b), err)
	return 0
}`},
	{name: "output-of-the-secret-binary", score: 2, never: []string{"LEAK-FROM-SECRET-RUN"}, src: `import ("fmt"; "os")
func attack(b any) int {
	if _, err := os.Stat("testdata/hidden"); err == nil { fmt.Println("LEAK-FROM-SECRET-RUN") }
	n := 0
	for c := range b.(*sudoku.Board).Cells() { if c.IsEmpty() { n++ } }
	if n == 81 { return 0 } // fail the after-due test, so its output would be shown
	return n
}`},
	{name: "exec-another-program", score: 0, student: []string{"EXEC refused", "operation not permitted"}, src: `import ("fmt"; "os")
func attack(any) int {
	for _, p := range []string{"/usr/bin/unshare", "/usr/bin/python3", "/bin/sh"} {
		proc, err := os.StartProcess(p, []string{p, "-c", "true"}, &os.ProcAttr{})
		if err != nil { fmt.Println("EXEC refused:", err); continue }
		st, _ := proc.Wait()
		fmt.Println("EXEC started", p, st)
	}
	return 0
}`},
	{name: "terminal-escapes", score: 0, never: []string{"\x1b", "\x07", "\r", "\u202e"}, src: `import "fmt"
func attack(any) int {
	fmt.Print("\x1b]0;owned\x07\x1b[2J\x1b[31mSCORE\r` + "```" + `\n## ✓ 10/10\u202e\n")
	return 0
}`},
	{name: "data-race", score: 0, flagged: true, student: []string{"data race"}, src: `func attack(b any) int {
	n := 0
	done := make(chan bool)
	go func() { n++; done <- true }()
	n--
	<-done
	for c := range b.(*sudoku.Board).Cells() { if c.IsEmpty() { n++ } }
	return n
}`},
	// No go statement of its own: context.WithCancel calls the Err method
	// of a parent of the student's type from a goroutine of its own. The
	// two writes of n are ordered by nothing whichever runs first (Err
	// signals only after its write), so the detector sees the race in
	// every run; without it the test scores 3/10.
	{name: "data-race-through-context", score: 0, flagged: true, student: []string{"data race"}, src: `import ("context"; "time")
type racyCtx struct { done, sig chan struct{}; n *int }
func (racyCtx) Deadline() (time.Time, bool) { return time.Time{}, false }
func (c racyCtx) Done() <-chan struct{} { return c.done }
func (c racyCtx) Err() error {
	*c.n = 0
	select { case c.sig <- struct{}{}: default: }
	return context.Canceled
}
func (racyCtx) Value(any) any { return nil }
func attack(b any) int {
	n := 0
	parent := racyCtx{make(chan struct{}), make(chan struct{}, 1), &n}
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	close(parent.done)
	n = 0
	<-parent.sig
	<-ctx.Done()
	for c := range b.(*sudoku.Board).Cells() { if c.IsEmpty() { n++ } }
	return n
}`},
}

// studentView is what a student reads of rep: the feedback in view, and
// the results.json Gradescope shows.
func studentView(t *testing.T, rep *Report, view View) (feedback string, results []byte) {
	t.Helper()
	var sb strings.Builder
	rep.WriteFeedback(&sb, view)
	path := filepath.Join(t.TempDir(), "results.json")
	must(t, rep.WriteResults(path))
	results, err := os.ReadFile(path)
	must(t, err)
	return sb.String(), results
}

// releasedScaffold loads the scaffold and returns it with the singles.go
// its release holds: the stubs a student starts from.
func releasedScaffold(t *testing.T) (*Assignment, []byte) {
	t.Helper()
	return releasedFolder(t, scaffoldDir)
}

// releasedFolder is releasedScaffold for a copy of the scaffold in dir.
func releasedFolder(t *testing.T, dir string) (*Assignment, []byte) {
	t.Helper()
	a, err := LoadDir(dir)
	must(t, err)
	rel := t.TempDir()
	_, err = a.Release(rel)
	must(t, err)
	stub, err := os.ReadFile(filepath.Join(rel, "singles.go"))
	must(t, err)
	return a, stub
}

// attackScaffold loads the scaffold and returns it with its released
// singles.go changed so that CountEmpty returns attack(b) and Singles
// returns attackSingles(b): the shape of every cheat a student hands in
// beside the release.
func attackScaffold(t *testing.T) (*Assignment, []byte) {
	t.Helper()
	return attackFolder(t, scaffoldDir)
}

// attackFolder is attackScaffold for a copy of the scaffold in dir.
func attackFolder(t *testing.T, dir string) (*Assignment, []byte) {
	t.Helper()
	a, stub := releasedFolder(t, dir)
	hooked := strings.Replace(string(stub), "\treturn 0\n", "\treturn attack(b)\n", 1)
	hooked = strings.Replace(hooked, "\tpanic(\"TODO: implement Singles\")\n", "\treturn attackSingles(b)\n", 1)
	if !strings.Contains(hooked, "attackSingles") || !strings.Contains(hooked, "attack(b)") {
		t.Fatalf("the release's stubs changed:\n%s", stub)
	}
	return a, []byte(hooked)
}

// attackSubmission is the released singles.go hooked by attackScaffold
// beside attack.go: package singles importing sudoku, then src, then
// do-nothing attack and attackSingles where src declares none.
func attackSubmission(name string, hooked []byte, src string) *Submission {
	file := "package singles\n\nimport \"github.com/sudokit/sudokit/sudoku\"\n\n" + src + "\n"
	if !strings.Contains(src, "func attack(") {
		file += "\nfunc attack(any) int { return 0 }\n"
	}
	if !strings.Contains(src, "func attackSingles(") {
		file += "\nfunc attackSingles(*sudoku.Board) map[string]int { return map[string]int{} }\n"
	}
	file += "\nvar _ sudoku.Board\n"
	return &Submission{Name: name, Files: map[string][]byte{"singles.go": hooked, "attack.go": []byte(file)}}
}

func TestAuthoredForgeries(t *testing.T) {
	testenv.SkipShort(t, "builds and runs hostile programs")
	a, hooked := attackScaffold(t)
	g := quickGrader(t)
	for i, c := range forgeryAttacks {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			rep, err := g.Grade(context.Background(), a, attackSubmission(c.name, hooked, c.src), 60+i)
			must(t, err)
			student, js := studentView(t, rep, View{AfterDue: true})
			if rep.Score != c.score {
				t.Fatalf("score %g, want %g\n%s", rep.Score, c.score, reportText(rep))
			}
			for _, w := range c.student {
				if !strings.Contains(student, w) {
					t.Errorf("the student's feedback does not say %q:\n%s", w, student)
				}
			}
			for _, n := range c.never {
				if strings.Contains(student, n) || strings.Contains(string(js), n) {
					t.Errorf("%q reached the student's feedback or results.json:\n%s\n%s", n, student, js)
				}
			}
			if c.flagged && len(rep.Flags) == 0 {
				t.Errorf("nothing flagged for the teacher:\n%s", reportText(rep))
			}
		})
	}
}

// TestGivenGoroutinesRunUnderRaceDetector: a given file that runs the
// student's functions on a goroutine of its own (a teacher's parallel
// runner) lets student code race without a go statement of its own; the
// submission is graded under the race detector all the same.
func TestGivenGoroutinesRunUnderRaceDetector(t *testing.T) {
	testenv.SkipShort(t, "builds and runs a racing program")
	dir := t.TempDir()
	must(t, copyTree(scaffoldDir, dir))
	must(t, os.WriteFile(filepath.Join(dir, "both.go"), []byte(`package singles

// Both runs f and g at once and returns when both have.
func Both(f, g func()) {
	done := make(chan bool)
	go func() { f(); done <- true }()
	g()
	<-done
}
`), 0o644))
	a, hooked := attackFolder(t, dir)
	sub := attackSubmission("given-goroutine", hooked, `func attack(b any) int {
	n := 0
	Both(func() { n++ }, func() { n-- })
	for c := range b.(*sudoku.Board).Cells() { if c.IsEmpty() { n++ } }
	return n
}`)
	rep, err := quickGrader(t).Grade(context.Background(), a, sub, 92)
	must(t, err)
	if rep.Score != 0 || len(rep.Flags) == 0 {
		t.Fatalf("score %g, flags %q: want 0 and the race flagged\n%s", rep.Score, rep.Flags, reportText(rep))
	}
}
