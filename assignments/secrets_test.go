package assignments

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// TestAuthoredStudentNamesNeverCollide grades a3's reference with a file
// declaring names a3's tests declare: checkStored (a helper of every
// test), hiddenMany (a table only hidden tests use), a local variable
// named like the tests' type solved (also a key of a map literal and the
// name of a struct field) and an import named hiddenUnique (a
// table of the hidden tests), graderharness (the import name of the
// grader's own TestMain file) and exact (a package the tests import). The
// student's names are renamed, so the
// submission keeps full marks and learns nothing of the hidden tests'
// names (before, the first two were "redeclared", the third made the
// package-alone build fail and the import made the hidden tests' binary
// fail: "hiddenUnique already declared through import of package").
func TestAuthoredStudentNamesNeverCollide(t *testing.T) {
	testenv.SkipShort(t, "grades a3 for real")
	a, err := Get("a3-bruteforce")
	must(t, err)
	ref, err := a.ReadFile(a.Solution)
	must(t, err)
	names := `package main

import hiddenUnique "strings"

var hiddenMany = hiddenUnique.ToUpper("mine")

var graderharness = 2 // the name the grader's TestMain imports the harness under

var exact = 1 // the name a3's tests import sudoku/exact under

type record struct{ solved int }

func checkStored() int {
	solved := 3
	keys := map[int]int{solved: 1} // the local solved, not the tests' type
	return keys[3] * record{solved: solved}.solved
}

var _ = checkStored() + len(hiddenMany) + graderharness + exact
`
	sub := &Submission{Name: "names", Files: map[string][]byte{"bruteforce.go": ref, "names.go": []byte(names)}}
	rep, err := sharedGrader(t).Grade(context.Background(), a, sub, 5)
	must(t, err)
	if rep.CompileErr != "" || rep.Score != rep.MaxScore {
		t.Fatalf("%g/%g, compile: %s\n%s", rep.Score, rep.MaxScore, rep.CompileErr, reportText(rep))
	}
}

// TestAuthoredTestFileNamesRefused submits a3's reference beside a file
// named x.test.go that reads a hidden test's table: once it was renamed to
// a _test.go file and compiled with the tests; now no file of the student's
// is ever a test file.
func TestAuthoredTestFileNamesRefused(t *testing.T) {
	testenv.SkipShort(t, "grades a3 for real")
	a := firstTests(t, "a3-bruteforce", 1)
	ref, err := a.ReadFile(a.Solution)
	must(t, err)
	spy := "package main\n\nvar _ = func() int { println(\"SPY\", hiddenUnique[0]); return 0 }()\n"
	sub := &Submission{Name: "spy", Files: map[string][]byte{"bruteforce.go": ref, "x.test.go": []byte(spy)}}
	rep, err := quickGrader(t).Grade(context.Background(), a, sub, 6)
	must(t, err)
	if rep.Score != 0 || !strings.Contains(rep.CompileErr, "x.test.go") || !strings.Contains(rep.CompileErr, "NAME.go") {
		t.Fatalf("%g points, compile: %q\n%s", rep.Score, rep.CompileErr, reportText(rep))
	}
}

// TestAuthoredSecretCompileErrors grades a submission whose code compiles
// with the visible tests but not with a hidden one: the student is told the
// hidden tests do not compile, never the compiler's words (which quote the
// hidden test's expected value and file); the teacher sees them.
func TestAuthoredSecretCompileErrors(t *testing.T) {
	testenv.SkipShort(t, "builds submissions")
	a := secretCompileFolder(t, "visible")
	if v := a.authored.goVersion(); v != "1.23" {
		t.Errorf("go version %q, want the go.mod's 1.23", v)
	}
	student := "package sc\n\nfunc Shown() int { return 1 }\n\nfunc Secret() struct{} { return struct{}{} }\n"
	rep, err := quickGrader(t).Grade(context.Background(), a, &Submission{Name: "s", Files: map[string][]byte{"sc.go": []byte(student)}}, 7)
	must(t, err)
	if rep.Score != 1 || rep.CompileErr != "" {
		t.Fatalf("%g points (want 1: the visible test), compile: %s\n%s", rep.Score, rep.CompileErr, reportText(rep))
	}
	student, js := studentView(t, rep, View{AfterDue: true})
	var res gradescopeResults
	must(t, json.Unmarshal(js, &res))
	for _, leak := range []string{"7781", "sc_test.go", "mismatched"} {
		if strings.Contains(student, leak) || strings.Contains(string(js), leak) {
			t.Errorf("the student's feedback or results.json quotes the hidden test (%q):\n%s\n%s", leak, student, js)
		}
	}
	// The student is told, without the compiler's words (before, only the
	// teacher's feedback said it).
	const told = "the grader's further tests do not compile with your code"
	if !strings.Contains(student, told) || !strings.Contains(res.Output, told) {
		t.Errorf("the student is not told the hidden tests do not compile:\n%s\nresults.json output: %s", student, res.Output)
	}
	if !strings.Contains(reportText(rep), "7781") {
		t.Errorf("the teacher's feedback does not show the compiler's words:\n%s", reportText(rep))
	}
}

// TestAuthoredCompileErrorsStopTheGrade grades code with an error outside
// the parts the student writes (so no stub can stand in): the student reads
// the compiler's words and nothing more is built or run (before, the
// hidden tests' binary was compiled and run for a grade of 0 anyway); when
// every test is hidden the student still reads the compiler's words, not
// "the grader's further tests do not compile" (before, only the hidden
// tests' binary was built).
func TestAuthoredCompileErrorsStopTheGrade(t *testing.T) {
	testenv.SkipShort(t, "builds submissions")
	student := "package sc\n\nfunc Shown() int { return helper() }\n\nfunc Secret() int { return 7781 }\n\nfunc helper() int { return undefinedThing }\n"
	for i, vis := range []string{"visible", "hidden"} {
		t.Run("TestShown "+vis, func(t *testing.T) {
			a := secretCompileFolder(t, vis)
			rep, err := quickGrader(t).Grade(context.Background(), a, &Submission{Name: "s", Files: map[string][]byte{"sc.go": []byte(student)}}, 8+i)
			must(t, err)
			var sb strings.Builder
			rep.WriteFeedback(&sb, View{})
			if rep.Score != 0 || !strings.Contains(rep.CompileErr, "undefined: undefinedThing") || !strings.Contains(sb.String(), "undefined: undefinedThing") {
				t.Errorf("%g points, compile: %q; the student reads:\n%s", rep.Score, rep.CompileErr, sb.String())
			}
			if rep.SecretCompileErr != "" {
				t.Errorf("the hidden tests' binary was built after the shown one failed:\n%s", rep.SecretCompileErr)
			}
		})
	}
}

// TestAuthoredBuildsWithSudokitsGo: the folder's go.mod says go 1.23, but
// the grader's build requires sudokit's packages (go 1.26), so the go
// command compiles with the newer language: a generic type alias (Go
// 1.24) compiles, as the README says.
func TestAuthoredBuildsWithSudokitsGo(t *testing.T) {
	testenv.SkipShort(t, "builds submissions")
	a := secretCompileFolder(t, "visible")
	student := "package sc\n\ntype two[T any] = [2]T\n\nfunc Shown() int { return len(two[int]{}) - 1 }\n\nfunc Secret() int { return 7781 }\n"
	rep, err := quickGrader(t).Grade(context.Background(), a, &Submission{Name: "s", Files: map[string][]byte{"sc.go": []byte(student)}}, 10)
	must(t, err)
	if rep.Score != rep.MaxScore {
		t.Fatalf("%g/%g, compile: %s\n%s", rep.Score, rep.MaxScore, rep.CompileErr, reportText(rep))
	}
}

// secretCompileFolder writes an assignment with a test of Shown (of the
// given visibility) and a hidden test of Secret, whose expected value 7781
// is in the test only.
func secretCompileFolder(t *testing.T, visibility string) *Assignment {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"assignment.yaml": "id: sc\nmodule: example.com/sc\ntitle: Secret compile\nlimits: {timeout: 10s}\n",
		"go.mod":          "module example.com/sc\n\ngo 1.23\n",
		"sc.go": `package sc

// Shown is tested by a visible test.
func Shown() int {
	//solution:begin
	return 1
	//solution:stub
	// return 0
	//solution:end
}

// Secret is tested by a hidden test.
func Secret() int {
	//solution:begin
	return 7781
	//solution:stub
	// return 0
	//solution:end
}
`,
		"sc_test.go": `package sc

import "testing"

//grade:points 1 VISIBILITY
func TestShown(t *testing.T) {
	if Shown() != 1 {
		t.Error("Shown() != 1")
	}
}

//grade:points 2 hidden
func TestSecret(t *testing.T) {
	if got := Secret(); got != 7781 {
		t.Errorf("Secret() = %v", got)
	}
}
`,
	}
	files["sc_test.go"] = strings.Replace(files["sc_test.go"], "VISIBILITY", visibility, 1)
	writeFolder(t, dir, files)
	a, err := LoadDir(dir)
	must(t, err)
	return a
}

// TestBatchOddFileNames grades a batch where one student's folder holds a
// file with a 250-character name and another's a name full of escapes:
// every student is graded (the long name once stopped the whole batch
// with exit status 2 and no gradebook).
func TestBatchOddFileNames(t *testing.T) {
	testenv.SkipShort(t, "grades a batch")
	a, err := LoadDir(scaffoldDir)
	must(t, err)
	ref, err := os.ReadFile(filepath.Join(scaffoldDir, "singles.go"))
	must(t, err)
	dir := t.TempDir()
	writeFolder(t, dir, map[string]string{
		"alice/singles.go":                          string(ref),
		"alice/" + strings.Repeat("x", 250) + ".go": "package singles\n\nvar _ = 1\n",
		"bob/singles.go":                            string(ref),
		"bob/\x1b]0;owned\x07\r.go":                 "package singles\n\nvar _ = 2\n",
		"carol.go":                                  string(ref),
	})
	reps, err := quickGrader(t).Batch(context.Background(), a, dir, 2, nil)
	must(t, err)
	if len(reps) != 3 {
		t.Fatalf("%d reports, want 3", len(reps))
	}
	for _, r := range reps {
		if r == nil || r.Score != r.MaxScore {
			t.Errorf("%+v", r)
			continue
		}
		var sb strings.Builder
		r.WriteFeedback(&sb, View{Instructor: true})
		if strings.ContainsAny(sb.String(), "\x1b\x07\r") {
			t.Errorf("control characters in %s's feedback: %q", r.Student, sb.String())
		}
	}
}

// TestBinaryGradesRenderAssignment grades, with the sudokit command as a
// teacher runs it, an assignment whose tests draw a board with render and
// whose student code imports sudoku: the library the binary carries holds
// render's fonts (render/internal/ttf and the CJK font), so the reference
// gets full marks (it did not compile before).
func TestBinaryGradesRenderAssignment(t *testing.T) {
	testenv.SkipShort(t, "builds sudokit")
	dir := t.TempDir()
	writeFolder(t, dir, map[string]string{
		"assignment.yaml": "id: draw\nmodule: example.com/draw\ntitle: Draw\nlimits: {timeout: 20s}\n",
		"draw.go": `package draw

import "github.com/sudokit/sudokit/sudoku"

// Blank is an empty 9×9 board.
func Blank() *sudoku.Board {
	//solution:begin
	b, _ := sudoku.NewBoard(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	return b
	//solution:stub
	// return nil
	//solution:end
}
`,
		"draw_test.go": `package draw

import (
	"bytes"
	"testing"

	"github.com/sudokit/sudokit/render"
)

//grade:points 2
func TestDraw(t *testing.T) {
	b := Blank()
	if b == nil {
		t.Fatal("no board")
	}
	png, err := render.BoardPNG(b, render.Options{Title: "空 board"})
	if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Fatalf("BoardPNG: %v", err)
	}
}
`,
	})
	g := startGrade(t, t.TempDir(), nil, dir, filepath.Join(dir, "draw.go"), "--instructor", "--insecure")
	if err := g.wait(t); err != nil {
		t.Fatalf("%v\n%s\n%s", err, g.stdout.String(), g.stderr.String())
	}
	if !strings.Contains(g.stdout.String(), "**2 / 2**") {
		t.Fatalf("the reference did not get full marks:\n%s\n%s", g.stdout.String(), g.stderr.String())
	}
}

// TestAuthoredPerPartCredit grades the scaffold with CountEmpty right and
// Singles not compiling (and an import only Singles used): Singles gets the
// release's stub, CountEmpty keeps its visible and after-due points, and the
// feedback says which part did not compile and why (it was 0/10 before).
func TestAuthoredPerPartCredit(t *testing.T) {
	testenv.SkipShort(t, "builds submissions")
	a, err := LoadDir(scaffoldDir)
	must(t, err)
	src := `package singles

import (
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// CountEmpty returns the number of empty cells of b.
func CountEmpty(b *sudoku.Board) int {
	n := 0
	for c := range b.Cells() {
		if c.IsEmpty() {
			n++
		}
	}
	return n
}

// Singles is not finished.
func Singles(b *sudoku.Board) map[string]int {
	return strings.Fields(b)
}
`
	rep, err := quickGrader(t).Grade(context.Background(), a, &Submission{Name: "half", Files: map[string][]byte{"singles.go": []byte(src)}}, 8)
	must(t, err)
	got := scores(rep)
	if rep.CompileErr != "" || got["TestCountEmpty"] != 2 || got["TestCountEmptyHidden"] != 1 || rep.Score != 3 {
		t.Fatalf("%v (compile: %s)\n%s", got, rep.CompileErr, reportText(rep))
	}
	var sb strings.Builder
	rep.WriteFeedback(&sb, View{})
	if !strings.Contains(sb.String(), "Singles in singles.go does not compile") || !strings.Contains(sb.String(), "singles.go:22:") {
		t.Errorf("the feedback does not say which part did not compile and why:\n%s", sb.String())
	}
}

// TestAuthoredPanicFeedback: a plain panic in the student's code is
// reported with its message, and the stack frames name the student's own
// file (not the grader's studentN.go).
func TestAuthoredPanicFeedback(t *testing.T) {
	testenv.SkipShort(t, "builds submissions")
	a, stub := releasedScaffold(t)
	rep, err := quickGrader(t).Grade(context.Background(), a, &Submission{Name: "panics", Files: map[string][]byte{"mine.go": stub}}, 9)
	must(t, err)
	var sb strings.Builder
	rep.WriteFeedback(&sb, View{})
	fb := sb.String()
	if !strings.Contains(fb, "the test stopped with a panic: TODO: implement Singles") {
		t.Errorf("the panic's message is not the verdict:\n%s", fb)
	}
	if !strings.Contains(fb, "/mine.go:") || strings.Contains(fb, "student0.go") {
		t.Errorf("the stack frames do not name the student's file:\n%s", fb)
	}
}

// TestAuthoredYAMLErrorsSpeakTeacher: an unknown field is named with its
// line and without the grader's Go type; a bad due date lists every form
// the README allows, with its time zone.
func TestAuthoredYAMLErrorsSpeakTeacher(t *testing.T) {
	for _, c := range []struct{ yaml, want, never string }{
		{"id: x\ntitle: X\ncolour: red\n", "assignment.yaml:3: field colour not found", "authoredYAML"},
		{"id: x\ntitle: X\ndefaults: {pionts: 2}\n", "field pionts not found", "assignments."},
		{"id: x\ntitle: X\ndue: tomorrow\n", "2026-12-01 23:59 (UTC)", ""},
	} {
		dir := t.TempDir()
		writeFolder(t, dir, map[string]string{"assignment.yaml": c.yaml,
			"x.go":      "package x\n\nfunc F() int {\n\t//solution:begin\n\treturn 1\n\t//solution:end\n}\n",
			"x_test.go": "package x\n\nimport \"testing\"\n\n//grade:points 1\nfunc TestF(t *testing.T) {}\n"})
		_, err := LoadDir(dir)
		if err == nil || !strings.Contains(err.Error(), c.want) || (c.never != "" && strings.Contains(err.Error(), c.never)) {
			t.Errorf("%q: %v (want %q)", c.yaml, err, c.want)
		}
	}
}

// TestNotebookSelfChecksOfExternalTests: the scaffold's tests are an
// external test package (singles.CountEmpty); the release notebook's
// self-check cell now holds them, with the package's name dropped, so each
// self-check calls a test the notebook declares (before, the cell left them
// out and 2 of 2 visible self-checks called undefined tests).
func TestNotebookSelfChecksOfExternalTests(t *testing.T) {
	a, dir := releaseOf(t, scaffoldDir)
	nb := releasedNotebook(t, dir, a.ID)
	var checks []string
	for _, c := range nb.Cells {
		if m, _ := c.Metadata["sudokit"].(map[string]any); m["role"] == "check" {
			checks = append(checks, strings.Join(c.Source, ""))
		}
	}
	if len(checks) < 2 {
		t.Fatalf("%d check cells", len(checks))
	}
	for _, name := range []string{"TestCountEmpty", "TestSingles"} {
		if !strings.Contains(checks[0], "func "+name+"(t *selfcheckT)") {
			t.Errorf("the self-check cell does not declare %s:\n%s", name, checks[0])
		}
	}
	if strings.Contains(checks[0], "singles.") || strings.Contains(checks[0], `"example.com/hw/singles"`) {
		t.Errorf("the self-check cell still names the package:\n%s", checks[0])
	}
}

// TestAuthoredStudentCannotRedefineBuiltins: the student's files share
// their package with the tests' own files, so a package-level len (or
// true, nil, min, error…) of the student's would be the one the tests
// call. A wrong Evens with its own len and true scored full marks; the
// student's predeclared names are renamed like the tests' names, so the
// tests use the built-ins and the file scores nothing — while an honest
// file with its own max keeps its points.
func TestAuthoredStudentCannotRedefineBuiltins(t *testing.T) {
	testenv.SkipShort(t, "builds submissions")
	dir := t.TempDir()
	writeFolder(t, dir, map[string]string{
		"assignment.yaml": "id: ev\nmodule: example.com/ev\ntitle: Evens\nlimits: {timeout: 10s}\n",
		"ev.go": `package ev

// Evens returns the even numbers of xs.
func Evens(xs []int) []int {
	//solution:begin
	var out []int
	for _, x := range xs {
		if x%2 == 0 {
			out = append(out, x)
		}
	}
	return out
	//solution:stub
	// return nil
	//solution:end
}
`,
		"ev_test.go": `package ev

import "testing"

//grade:points 1
func TestCount(t *testing.T) {
	if got := Evens([]int{1, 2, 3, 4}); len(got) != 2 {
		t.Errorf("Evens found %d numbers, want 2", len(got))
	}
}

//grade:points 1
func TestNone(t *testing.T) {
	ok := len(Evens([]int{1, 3})) == 0
	if ok != true {
		t.Error("Evens([1 3]) is not empty")
	}
}
`,
	})
	a, err := LoadDir(dir)
	must(t, err)
	for _, c := range []struct {
		name, src string
		score     float64
	}{
		{"builtins", `package ev

func len(xs []int) int { return cap(xs) / 2 }

const true = false

func Evens(xs []int) []int { return xs }
`, 0},
		{"own-max", `package ev

func max(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func Evens(xs []int) []int {
	var out []int
	for _, x := range xs {
		if max(x%2, 0) == 0 {
			out = append(out, x)
		}
	}
	return out
}
`, 2},
	} {
		rep, err := quickGrader(t).Grade(context.Background(), a, &Submission{Name: c.name, Files: map[string][]byte{"ev.go": []byte(c.src)}}, 11)
		must(t, err)
		if rep.Score != c.score {
			t.Errorf("%s: %g points, want %g\n%s", c.name, rep.Score, c.score, reportText(rep))
		}
	}
}

// TestAuthoredStudentCannotChangeGivenVariables: the student's files share
// their package with the given files, so a package initialiser could make
// one given error the other and pass two errors.Is checks with one wrong
// answer (2/2 before); such writes — also through the variable's address,
// on a copy of the given declaration the student's file repeats, or to an
// imported package's variable — are refused, naming the line. The
// reference, which only reads them, keeps its points.
func TestAuthoredStudentCannotChangeGivenVariables(t *testing.T) {
	testenv.SkipShort(t, "builds submissions")
	dir := t.TempDir()
	solution := `package ev

// First returns the first even number of xs: ErrEmpty when xs is empty,
// ErrOdd when none is even.
func First(xs []int) (int, error) {
	//solution:begin
	if len(xs) == 0 {
		return 0, ErrEmpty
	}
	for _, x := range xs {
		if x%2 == 0 {
			return x, nil
		}
	}
	return 0, ErrOdd
	//solution:stub
	// return 0, nil
	//solution:end
}
`
	writeFolder(t, dir, map[string]string{
		"assignment.yaml": "id: ev\nmodule: example.com/ev\ntitle: First even\nlimits: {timeout: 10s}\n",
		"errs.go":         "package ev\n\nimport \"errors\"\n\n// The errors of First.\nvar (\n\tErrEmpty = errors.New(\"empty\")\n\tErrOdd   = errors.New(\"no even number\")\n)\n",
		"ev.go":           solution,
		"ev_test.go": `package ev

import (
	"errors"
	"testing"
)

//grade:points 1
func TestEmpty(t *testing.T) {
	if _, err := First(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("First(nil) returned %v, want ErrEmpty", err)
	}
}

//grade:points 1
func TestOdd(t *testing.T) {
	if _, err := First([]int{1, 3}); !errors.Is(err, ErrOdd) {
		t.Errorf("First([1 3]) returned %v, want ErrOdd", err)
	}
}
`,
	})
	a, err := LoadDir(dir)
	must(t, err)
	wrong := "\nfunc First(xs []int) (int, error) { return 0, ErrOdd }\n"
	for i, c := range []struct {
		name, src string
		score     float64
		refused   string
	}{
		{"reference", solution, 2, ""},
		{"assign", "package ev\n\nvar _ = func() int { ErrEmpty = ErrOdd; return 0 }()\n" + wrong, 0, "ev.go:3: ErrEmpty = … is not allowed"},
		{"address", "package ev\n\nvar _ = func() int {\n\tp := &ErrEmpty\n\t*p = ErrOdd\n\treturn 0\n}()\n" + wrong, 0, "ev.go:4: &ErrEmpty is not allowed"},
		{"own-copy", "package ev\n\nimport \"errors\"\n\nvar ErrEmpty = errors.New(\"empty\")\n\nvar _ = func() int { ErrEmpty = ErrOdd; return 0 }()\n" + wrong, 0, "ev.go:7: ErrEmpty = … is not allowed"},
		{"imported", "package ev\n\nimport \"os\"\n\nvar _ = func() int { os.Args = nil; return 0 }()\n" + wrong, 0, "ev.go:5: os.Args = … is not allowed"},
		{"local-named-alike", "package ev\n\nfunc First(xs []int) (int, error) {\n\tErrOdd := ErrOdd\n\tif len(xs) == 0 {\n\t\tErrOdd = ErrEmpty\n\t\treturn 0, ErrOdd\n\t}\n\tfor _, x := range xs {\n\t\tif x%2 == 0 {\n\t\t\treturn x, nil\n\t\t}\n\t}\n\treturn 0, ErrOdd\n}\n", 2, ""},
	} {
		rep, err := quickGrader(t).Grade(context.Background(), a, &Submission{Name: c.name, Files: map[string][]byte{"ev.go": []byte(c.src)}}, 12+i)
		must(t, err)
		if rep.Score != c.score || !strings.Contains(rep.CompileErr, c.refused) || (c.refused == "") != (rep.CompileErr == "") {
			t.Errorf("%s: %g points, want %g; compile: %q, want %q\n%s", c.name, rep.Score, c.score, rep.CompileErr, c.refused, reportText(rep))
		}
	}
}
