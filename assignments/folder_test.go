package assignments

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// scaffoldDir is the scaffold that "sudokit assignment new" writes.
const scaffoldDir = "testdata/scaffold"

// folderSubmission reads the .go files (not tests) of dir as a submission.
func folderSubmission(t *testing.T, name, dir string) *Submission {
	t.Helper()
	sub := &Submission{Name: name, Files: map[string][]byte{}}
	entries, err := os.ReadDir(dir)
	must(t, err)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".go") && !strings.HasSuffix(e.Name(), "_test.go") {
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			must(t, err)
			sub.Files[e.Name()] = b
		}
	}
	return sub
}

// scores maps test names to scores.
func scores(rep *Report) map[string]float64 {
	out := map[string]float64{}
	for _, tr := range rep.Tests {
		out[tr.Name] = tr.Score
	}
	return out
}

func TestAuthoredScaffoldGrades(t *testing.T) {
	a, err := LoadDir(scaffoldDir)
	must(t, err)
	if a.ID != "hw-singles" || a.MaxScore() != 10 || len(a.Tests) != 4 {
		t.Fatalf("loaded %s, %g points, %d tests", a.ID, a.MaxScore(), len(a.Tests))
	}
	g := sharedGrader(t)
	ctx := context.Background()

	ref, err := g.Grade(ctx, a, folderSubmission(t, "reference", scaffoldDir), 0)
	must(t, err)
	if ref.CompileErr != "" || ref.Score != ref.MaxScore {
		t.Fatalf("reference: %g/%g, compile: %s\n%s", ref.Score, ref.MaxScore, ref.CompileErr, reportText(ref))
	}

	rel := t.TempDir()
	_, err = a.Release(rel)
	must(t, err)
	stub, err := g.Grade(ctx, a, folderSubmission(t, "release", rel), 0)
	must(t, err)
	if stub.CompileErr != "" || stub.Score != 0 {
		t.Fatalf("release: %g/%g, compile: %s\n%s", stub.Score, stub.MaxScore, stub.CompileErr, reportText(stub))
	}

	// Half done: CountEmpty right, Singles still the stub.
	src, err := os.ReadFile(filepath.Join(rel, "singles.go"))
	must(t, err)
	part := strings.Replace(string(src), "\treturn 0\n", "\tn := 0\n\tfor c := range b.Cells() {\n\t\tif c.IsEmpty() {\n\t\t\tn++\n\t\t}\n\t}\n\treturn n\n", 1)
	rep, err := g.Grade(ctx, a, &Submission{Name: "half", Files: map[string][]byte{"singles.go": []byte(part)}}, 0)
	must(t, err)
	got := scores(rep)
	if got["TestCountEmpty"] != 2 || got["TestCountEmptyHidden"] != 1 || got["TestSingles"] != 0 || got["TestSinglesBank"] != 0 {
		t.Fatalf("half: %v\n%s", got, reportText(rep))
	}
}

// reportText is a report's instructor feedback, for failure messages.
func reportText(r *Report) string {
	var sb strings.Builder
	r.WriteFeedback(&sb, View{Instructor: true})
	return sb.String()
}

func TestAuthoredCheckScaffold(t *testing.T) {
	a, err := LoadDir(scaffoldDir)
	must(t, err)
	cr, err := sharedGrader(t).Check(context.Background(), a, t.TempDir())
	must(t, err)
	if !cr.OK() {
		t.Fatalf("the scaffold does not pass its check:\n%s", strings.Join(cr.Problems, "\n"))
	}
	if cr.Reference.Score != 10 || cr.Release.Score != 0 {
		t.Fatalf("reference %g, release %g", cr.Reference.Score, cr.Release.Score)
	}
}

// TestAuthoredCheckHiddenNameInsideVisible: an after-due test named
// TestCount beside the visible TestCountEmpty is not "mentioned" by the
// release, which names TestCountEmpty (before, check reported it and
// exited 1 on a sound assignment); a visible test's comment naming
// TestCount is.
func TestAuthoredCheckHiddenNameInsideVisible(t *testing.T) {
	for _, c := range []struct {
		doc  string
		want []string
	}{
		{"", nil},
		{" TestCount checks a blank board.", []string{
			"release: hw-singles.ipynb mentions after_due_date test TestCount",
			"release: singles_test.go mentions after_due_date test TestCount",
		}},
	} {
		dir := t.TempDir()
		copyDir(t, scaffoldDir, dir)
		test := filepath.Join(dir, "singles_test.go")
		src, err := os.ReadFile(test)
		must(t, err)
		text := strings.Replace(string(src), "func TestCountEmptyHidden(", "func TestCount(", 1)
		text = strings.Replace(text, "// CountEmpty counts the empty cells of two puzzles.", "// CountEmpty counts the empty cells of two puzzles."+c.doc, 1)
		must(t, os.WriteFile(test, []byte(text), 0o644))
		a, err := LoadDir(dir)
		must(t, err)
		cr, err := sharedGrader(t).Check(context.Background(), a, t.TempDir())
		must(t, err)
		if !slices.Equal(cr.Problems, c.want) {
			t.Errorf("doc %q: check found\n%s\nwant\n%s", c.doc, strings.Join(cr.Problems, "\n"), strings.Join(c.want, "\n"))
		}
	}
}

// copyDir copies a folder (for tests that change an assignment).
func copyDir(t *testing.T, from, to string) {
	t.Helper()
	must(t, filepath.WalkDir(from, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), b, 0o644)
	}))
}

// TestAuthoredCheckFindsMistakes breaks the scaffold in the ways a teacher
// might and expects check to say where.
func TestAuthoredCheckFindsMistakes(t *testing.T) {
	dir := t.TempDir()
	copyDir(t, scaffoldDir, dir)
	test := filepath.Join(dir, "singles_test.go")
	src, err := os.ReadFile(test)
	must(t, err)
	// A test that cannot fail, and one whose expectation is wrong.
	broken := strings.Replace(string(src), "{\"solved.txt\", 0},", "{\"solved.txt\", 1},", 1) + `
// Always passes.
//
//grade:points 1
func TestFree(t *testing.T) {}
`
	must(t, os.WriteFile(test, []byte(broken), 0o644))
	a, err := LoadDir(dir)
	must(t, err)
	cr, err := sharedGrader(t).Check(context.Background(), a, t.TempDir())
	must(t, err)
	all := strings.Join(cr.Problems, "\n")
	for _, want := range []string{
		"singles_test.go:26: TestCountEmpty fails on the reference solution",
		"CountEmpty = 0, want 1",
		"singles_test.go:103: TestFree passes on the released stubs",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("check does not say %q:\n%s", want, all)
		}
	}
}

// TestAuthoredLoadErrors: a malformed assignment is refused with the file
// and line of the mistake.
func TestAuthoredLoadErrors(t *testing.T) {
	cases := []struct {
		file, from, to, want string
	}{
		{"singles_test.go", "//grade:points 2 visible", "//grade:points two visible", `singles_test.go:25: "two" is not a number of points`},
		{"singles_test.go", "//grade:points 3", "//grade:points 3 secret", `singles_test.go:44: "secret": expected visible, hidden, after-due`},
		{"singles_test.go", "//grade:points 4 hidden timeout=20s", "//grade:points 4 hidden timeout=soon", "singles_test.go:60: timeout=soon is not a duration"},
		{"singles_test.go", "//grade:points 3", "//grade:score 3", "singles_test.go:44: unknown directive //grade:score"},
		{"singles.go", "\t//solution:end\n}\n\n// Singles", "}\n\n// Singles", "singles.go:24: //solution:begin inside the region opened at line 9"},
		{"singles.go", "\t//solution:stub\n", "\t//solution:stubb\n", `singles.go:17: unknown marker "//solution:stubb"`},
		{"singles.go", "\t//solution:stub\n", "\t//solution:stub\n\t//solution:stub\n", "singles.go:18: //solution:stub outside a region, or twice in one"},
		{"singles.go", "\n//solution:end\n", "\n", "singles.go:39: region not closed: add //solution:end"},
		{"assignment.yaml", "timeout: 10s       # per", "timeout: ten       # per", `assignment.yaml:15: limits.timeout: "ten" is not a duration`},
		{"assignment.yaml", "title:", "titel:", "assignment.yaml:5: field titel not found"},
		{"singles_test.go", "func TestCountEmpty(t *testing.T) {", "func TestMain(m *testing.M) {}\n\nfunc TestCountEmpty(t *testing.T) {", "singles_test.go:26: TestMain is not allowed"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			dir := t.TempDir()
			copyDir(t, scaffoldDir, dir)
			p := filepath.Join(dir, c.file)
			src, err := os.ReadFile(p)
			must(t, err)
			if !strings.Contains(string(src), c.from) {
				t.Fatalf("%s has no %q", c.file, c.from)
			}
			must(t, os.WriteFile(p, []byte(strings.Replace(string(src), c.from, c.to, 1)), 0o644))
			_, err = LoadDir(dir)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want %q", err, c.want)
			}
			if !strings.HasPrefix(err.Error(), filepath.Join(dir, c.file)) {
				t.Errorf("error %q does not start with the file's path", err)
			}
		})
	}
}

// TestAuthoredNotebookSubmission: a notebook whose declaration cells hold
// the answer (split over cells, with an experiment cell the grader leaves
// out) grades like the .go file.
func TestAuthoredNotebookSubmission(t *testing.T) {
	a, err := LoadDir(scaffoldDir)
	must(t, err)
	cell := func(src string) map[string]any {
		return map[string]any{"cell_type": "code", "metadata": map[string]any{}, "source": src, "outputs": []any{}, "execution_count": nil}
	}
	nb := map[string]any{"nbformat": 4, "nbformat_minor": 5, "metadata": map[string]any{}, "cells": []any{
		cell("import \"github.com/sudokit/sudokit/sudoku\"\n\nfunc CountEmpty(b *sudoku.Board) int {\n\tn := 0\n\tfor c := range b.Cells() {\n\t\tif c.IsEmpty() {\n\t\t\tn++\n\t\t}\n\t}\n\treturn n\n}"),
		cell("b, _ := sudoku.Parse(\"53..7....\", sudoku.FormatAuto)\nCountEmpty(b)"),
		cell("import \"github.com/sudokit/sudokit/sudoku\"\n\nfunc Singles(b *sudoku.Board) map[string]int {\n\tout := map[string]int{}\n\tfor c := range b.Cells() {\n\t\tif v, ok := c.Candidates().Single(); ok && c.IsEmpty() {\n\t\t\tout[c.Name()] = v\n\t\t}\n\t}\n\treturn out\n}"),
	}}
	data, err := json.Marshal(nb)
	must(t, err)
	p := filepath.Join(t.TempDir(), "carol.ipynb")
	must(t, os.WriteFile(p, data, 0o644))
	sub, err := LoadSubmission(p)
	must(t, err)
	rep, err := sharedGrader(t).Grade(context.Background(), a, sub, 0)
	must(t, err)
	if rep.Score != 10 {
		t.Fatalf("notebook: %g/10\n%s", rep.Score, reportText(rep))
	}
}

func TestResolve(t *testing.T) {
	// A built-in id wins over a folder of that name.
	a, err := Resolve("a1-read")
	if err != nil || a.Authored() {
		t.Fatalf("a1-read: %v, authored %v", err, a != nil && a.Authored())
	}
	a, err = Resolve(scaffoldDir)
	if err != nil || !a.Authored() || a.ID != "hw-singles" {
		t.Fatalf("%s: %v", scaffoldDir, err)
	}
	if _, err := Resolve("testdata"); err == nil || !strings.Contains(err.Error(), "no assignment.yaml") {
		t.Errorf("a folder without assignment.yaml: %v", err)
	}
	if _, err := Resolve("a9-none"); err == nil || !strings.Contains(err.Error(), `no assignment "a9-none"`) {
		t.Errorf("unknown id: %v", err)
	}
}

// TestAuthoredSharedGiven: a course folder keeps given code used by several
// assignments once (given: in assignment.yaml); it is compiled, released
// and put in the Gradescope zip with each.
func TestAuthoredSharedGiven(t *testing.T) {
	course := t.TempDir()
	hw := filepath.Join(course, "hw1")
	copyDir(t, scaffoldDir, hw)
	must(t, os.MkdirAll(filepath.Join(course, "shared"), 0o755))
	must(t, os.Rename(filepath.Join(hw, "boards.go"), filepath.Join(course, "shared", "boards.go")))
	yml := filepath.Join(hw, "assignment.yaml")
	y, err := os.ReadFile(yml)
	must(t, err)
	must(t, os.WriteFile(yml, append(y, []byte("given:\n  - ../shared/*.go\n")...), 0o644))

	a, err := LoadDir(hw)
	must(t, err)
	rep, err := sharedGrader(t).Grade(context.Background(), a, folderSubmission(t, "ref", hw), 0)
	must(t, err)
	if rep.Score != 10 {
		t.Fatalf("reference with shared given code: %g/10\n%s", rep.Score, reportText(rep))
	}
	rel := t.TempDir()
	files, err := a.Release(rel)
	must(t, err)
	if !strings.Contains(strings.Join(files, " "), "boards.go") {
		t.Errorf("release lacks the shared boards.go: %v", files)
	}
	var zipped bytes.Buffer
	must(t, WriteAutograder(&zipped, a, strings.NewReader("binary")))
	zr, err := zip.NewReader(bytes.NewReader(zipped.Bytes()), int64(zipped.Len()))
	must(t, err)
	out := t.TempDir()
	for _, zf := range zr.File {
		if name, ok := strings.CutPrefix(zf.Name, "assignment/"); ok {
			must(t, os.MkdirAll(filepath.Join(out, filepath.Dir(name)), 0o755))
			must(t, os.WriteFile(filepath.Join(out, name), zipEntry(t, zf), 0o644))
		}
	}
	b, err := LoadDir(out)
	must(t, err)
	if b.MaxScore() != 10 || len(b.authored.given) != 1 || b.authored.given[0] != "boards.go" {
		t.Errorf("the zip's folder: %g points, given %v", b.MaxScore(), b.authored.given)
	}
	// A shared given file with a solution region is given whole, its
	// markers dropped; listed under student: it is the student's file.
	must(t, os.WriteFile(filepath.Join(course, "shared", "x.go"), []byte("package singles\n\nfunc X() int {\n\t//solution:begin\n\treturn 1\n\t//solution:end\n}\n"), 0o644))
	c, err := LoadDir(hw)
	must(t, err)
	if src := string(c.authored.sources["x.go"]); strings.Contains(src, "solution:") || !strings.Contains(src, "return 1") {
		t.Errorf("the shared given x.go as the assignment holds it:\n%s", src)
	}
	yaml, err := os.ReadFile(filepath.Join(hw, "assignment.yaml"))
	must(t, err)
	must(t, os.WriteFile(filepath.Join(hw, "assignment.yaml"), append(yaml, "student: [../shared/x.go]\n"...), 0o644))
	if _, err := LoadDir(hw); err == nil || !strings.Contains(err.Error(), "already has a file x.go") {
		t.Errorf("x.go both given and the student's: %v", err)
	}
}

// TestAuthoredSharedMistakes: shared files named in assignment.yaml are
// checked like the folder's own, with the field and file in the error.
func TestAuthoredSharedMistakes(t *testing.T) {
	for _, c := range []struct {
		name, src, yaml, want string
	}{
		{"plain.go", "package singles\n\nfunc Plain() int { return 1 }\n", "student: [../shared/plain.go]\n", "needs //solution:begin regions"},
		{"helpers_test.go", "package singles\n\nimport \"testing\"\n\n//grade:points 1\nfunc TestShared(t *testing.T) {}\n", "given: [../shared/helpers_test.go]\n", "holds helpers, not test functions (TestShared)"},
		{"mine_test.go", "package singles\n", "student: [../shared/mine_test.go]\n", "test helpers only under given:"},
		{"none.go", "", "given: [../shared/missing*.go]\n", "matches no file"},
	} {
		t.Run(c.name, func(t *testing.T) {
			course := t.TempDir()
			hw := filepath.Join(course, "hw1")
			copyDir(t, scaffoldDir, hw)
			must(t, os.MkdirAll(filepath.Join(course, "shared"), 0o755))
			if c.src != "" {
				must(t, os.WriteFile(filepath.Join(course, "shared", c.name), []byte(c.src), 0o644))
			}
			yml := filepath.Join(hw, "assignment.yaml")
			y, err := os.ReadFile(yml)
			must(t, err)
			must(t, os.WriteFile(yml, append(y, c.yaml...), 0o644))
			_, err = LoadDir(hw)
			var ae *AuthorError
			if !errors.As(err, &ae) || !strings.Contains(err.Error(), c.want) || !strings.HasSuffix(ae.File, "assignment.yaml") {
				t.Errorf("%v; want an error of assignment.yaml saying %q", err, c.want)
			}
		})
	}
}
