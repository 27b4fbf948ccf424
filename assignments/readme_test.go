package assignments

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// rowcheck is an assignment written from README.md alone (not from the
// scaffold): internal tests with a table, subtests and a helper, a hidden
// test with a table only it uses, an after-due test, given code, a stub and
// a panic region, testdata with a hidden file.
var rowcheck = map[string]string{
	"assignment.yaml": `id: rowcheck
title: Rows without repeats
summary: Write RowOK and BadRows.
due: 2026-12-01
limits:
  timeout: 10s
`,
	"rows.go": `// Package rowcheck checks the rows of a board.
package rowcheck

import "github.com/sudokit/sudokit/sudoku"

// RowOK reports whether row r (1-based) of b holds no value twice.
func RowOK(b *sudoku.Board, r int) bool {
	//solution:begin
	seen := map[int]bool{}
	for c := 0; c < Size(b); c++ {
		v := b.Cell(r-1, c).Value() // Cell counts from 0
		if v != 0 && seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
	//solution:end
}

// BadRows lists the rows of b that repeat a value.
func BadRows(b *sudoku.Board) []int {
	//solution:begin
	var bad []int
	for r := 1; r <= Size(b); r++ {
		if !RowOK(b, r) {
			bad = append(bad, r)
		}
	}
	return bad
	//solution:stub
	// return nil
	//solution:end
}
`,
	"size.go": `package rowcheck

import "github.com/sudokit/sudokit/sudoku"

// Size is the number of rows of b.
func Size(b *sudoku.Board) int { return b.N() }
`,
	"rows_test.go": `package rowcheck

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// board reads a grid of digits, one row a line; it marks nothing given, so
// rows may repeat values.
func board(t *testing.T, text string) *sudoku.Board {
	t.Helper()
	b, err := sudoku.New(2, 2)
	if err != nil {
		t.Fatal(err)
	}
	for r, line := range strings.Fields(text) {
		for c, ch := range line {
			if ch != '.' {
				if err := b.Cell(r, c).Set(int(ch - '0')); err != nil {
					t.Fatalf("r%dc%d: %v", r+1, c+1, err)
				}
			}
		}
	}
	return b
}

// RowOK on rows with and without a repeat.
//
//grade:points 2
func TestRowOK(t *testing.T) {
	b := board(t, "12.. 3.4. .... 4..1")
	for _, tc := range []struct {
		row  int
		want bool
	}{{1, true}, {2, true}, {3, true}, {4, true}} {
		t.Run(strings.Repeat("r", tc.row), func(t *testing.T) {
			if got := RowOK(b, tc.row); got != tc.want {
				t.Errorf("RowOK(row %d) = %v, want %v", tc.row, got, tc.want)
			}
		})
	}
}

// BadRows on the board in testdata.
//
//grade:points 3 visible timeout=5s
func TestBadRows(t *testing.T) {
	data, err := os.ReadFile("testdata/clean.txt")
	if err != nil {
		t.Fatal(err)
	}
	if got := BadRows(board(t, string(data))); len(got) != 0 {
		t.Errorf("BadRows = %v, want none", got)
	}
	if got := BadRows(board(t, "12.. .... .... ....")); len(got) != 0 {
		t.Errorf("BadRows = %v, want none", got)
	}
	t.Run("empty", func(t *testing.T) {
		if got := BadRows(board(t, ".... .... .... ....")); got != nil && len(got) != 0 {
			t.Errorf("BadRows(empty) = %v", got)
		}
	})
	if !RowOK(board(t, "1234 .... .... ...."), 1) {
		t.Error("RowOK(1234) = false")
	}
}

// secretRows holds boards only the hidden test uses.
var secretRows = []struct {
	text string
	want []int
}{
	{"11.. .... 2..2 ....", []int{1, 3}},
	{".... 3.3. .... 4444", []int{2, 4}},
}

// BadRows finds repeated values.
//
//grade:points 4 hidden
func TestBadRowsRepeats(t *testing.T) {
	for _, tc := range secretRows {
		if got := BadRows(board(t, tc.text)); !slices.Equal(got, tc.want) {
			t.Errorf("BadRows(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// RowOK on the board in testdata/hidden.
//
//grade:points 1 after-due
func TestRowOKLater(t *testing.T) {
	data, err := os.ReadFile("testdata/hidden/dup.txt")
	if err != nil {
		t.Fatal(err)
	}
	if RowOK(board(t, string(data)), 2) {
		t.Error("RowOK(row 2) = true, want false")
	}
}
`,
	"testdata/clean.txt":      "1234\n3412\n2143\n4321\n",
	"testdata/hidden/dup.txt": "1234\n3313\n....\n....\n",
}

func writeFolder(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(text), 0o644))
	}
}

func TestAuthoredFromReadme(t *testing.T) {
	testenv.SkipShort(t, "builds sudokit and grades in the sandbox")
	dir := filepath.Join(t.TempDir(), "rowcheck")
	writeFolder(t, dir, rowcheck)
	a, err := LoadDir(dir)
	must(t, err)
	if a.MaxScore() != 10 || len(a.Tests) != 4 {
		t.Fatalf("%g points, %d tests", a.MaxScore(), len(a.Tests))
	}

	rel := t.TempDir()
	files, err := a.Release(rel)
	must(t, err)
	if strings.Join(files, " ") != ".sudokit/ README.md go.mod rowcheck.ipynb rows.go rows_test.go size.go testdata/clean.txt" {
		t.Errorf("released %v", files)
	}
	relTest, _ := os.ReadFile(filepath.Join(rel, "rows_test.go"))
	for _, leak := range []string{"secretRows", "TestBadRowsRepeats", "TestRowOKLater", "3.3.", "slices"} {
		if strings.Contains(string(relTest), leak) {
			t.Errorf("the released tests hold %q:\n%s", leak, relTest)
		}
	}
	relRows, _ := os.ReadFile(filepath.Join(rel, "rows.go"))
	for _, want := range []string{`panic("TODO: implement RowOK")`, "\treturn nil\n"} {
		if !strings.Contains(string(relRows), want) {
			t.Errorf("released rows.go lacks %q:\n%s", want, relRows)
		}
	}

	g := sharedGrader(t)
	cr, err := g.Check(context.Background(), a, t.TempDir())
	must(t, err)
	if !cr.OK() || cr.Reference.Score != 10 || cr.Release.Score != 0 {
		t.Fatalf("check: reference %g, release %g, problems:\n%s", cr.Reference.Score, cr.Release.Score, strings.Join(cr.Problems, "\n"))
	}

	// Gradescope: the zip's run_autograder grades the reference and a
	// student who forgot BadRows into valid results.json files.
	work := t.TempDir()
	root, source, _ := unpackedAutograder(t, a)
	// setup.sh fills the image's module cache from the zip: run_autograder
	// then grades with no module cache of the machine's (an empty HOME),
	// as on Gradescope.
	modcache := filepath.Join(work, "gomod")
	home := filepath.Join(work, "home")
	must(t, os.MkdirAll(home, 0o755))
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GOMODCACHE=") && !strings.HasPrefix(kv, "HOME=") && !strings.HasPrefix(kv, "GOPATH=") {
			env = append(env, kv)
		}
	}
	env = append(env, "AUTOGRADER_ROOT="+root, "SUDOKIT_GOMODCACHE="+modcache, "HOME="+home)
	setup := exec.Command(filepath.Join(source, "setup.sh"))
	setup.Dir = work
	setup.Env = env
	if out, err := setup.CombinedOutput(); err != nil {
		t.Fatalf("setup.sh: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(modcache, "golang.org", "x")); err != nil {
		t.Fatalf("setup.sh did not fill the module cache with sudoku's modules: %v", err)
	}
	for _, c := range []struct {
		name  string
		src   string
		score float64
	}{
		{"reference", rowcheck["rows.go"], 10},
		{"no-badrows", strings.Replace(rowcheck["rows.go"], "\tvar bad []int\n", "\tvar bad []int\n\treturn nil\n", 1), 6},
	} {
		sub := filepath.Join(root, "submission")
		must(t, os.RemoveAll(sub))
		must(t, os.MkdirAll(sub, 0o755))
		must(t, os.WriteFile(filepath.Join(sub, "rows.go"), []byte(c.src), 0o644))
		run := exec.Command(filepath.Join(source, "run_autograder"))
		run.Dir = work // outside the module: the binary's own copy of sudoku is used
		run.Env = env
		if out, err := run.CombinedOutput(); err != nil {
			t.Fatalf("%s: run_autograder: %v\n%s", c.name, err, out)
		}
		data, err := os.ReadFile(filepath.Join(root, "results", "results.json"))
		must(t, err)
		var res gradescopeResults
		must(t, json.Unmarshal(data, &res))
		if res.Score != c.score || res.MaxScore != 10 || len(res.Tests) != 4 {
			t.Fatalf("%s: results.json: score %g of %g, %d tests\n%s", c.name, res.Score, res.MaxScore, len(res.Tests), data)
		}
	}
}

// TestAuthoredTablesOutOfReach: with tests in the package itself, a student
// who empties the hidden test's table (which would make it pass) or names
// the grader's TestMain gets a compile error, not points.
func TestAuthoredTablesOutOfReach(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "rowcheck")
	writeFolder(t, dir, rowcheck)
	a, err := LoadDir(dir)
	must(t, err)
	stub := strings.Replace(rowcheck["rows.go"], "\tvar bad []int\n", "\tvar bad []int\n\treturn nil\n", 1)
	for _, cheat := range []string{
		"var _ = func() int { secretRows = nil; return 0 }()",
		"var _ = TestMain",
	} {
		sub := &Submission{Name: "cheat", Files: map[string][]byte{"rows.go": []byte(stub), "cheat.go": []byte("package rowcheck\n\n" + cheat + "\n")}}
		rep, err := sharedGrader(t).Grade(context.Background(), a, sub, 0)
		must(t, err)
		if rep.Score != 0 || !strings.Contains(rep.CompileErr, "undefined") {
			t.Errorf("%s: %g points, compile error %q", cheat, rep.Score, rep.CompileErr)
		}
	}
}
