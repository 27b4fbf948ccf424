package assignments

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testbin"
	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku"
)

// TestFeedbackPicturesOfWrongBoard grades the partial a3 submission (it
// stores the board the solver keeps changing) and writes its feedback with
// pictures: the failed visible test shows the student's board next to the
// expected one, as PNG files the Markdown links; hidden tests get none.
func TestFeedbackPicturesOfWrongBoard(t *testing.T) {
	rep := gradeFile(t, "a3-bruteforce", partialFile(t, "a3-bruteforce"))
	dir := t.TempDir()
	must(t, rep.WriteFeedbackDir(dir, View{}))
	md, err := os.ReadFile(filepath.Join(dir, FeedbackFile))
	must(t, err)
	for _, name := range []string{"TestStoredSix-got.png", "TestStoredSix-want.png"} {
		link := "](" + FeedbackImages + "/" + name + ")"
		if !strings.Contains(string(md), link) {
			t.Errorf("feedback.md does not link %s:\n%s", name, md)
		}
		f, err := os.Open(filepath.Join(dir, FeedbackImages, name))
		must(t, err)
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() < 50 {
			t.Errorf("%s: not a board picture: %v", name, err)
		}
	}
	entries, _ := os.ReadDir(filepath.Join(dir, FeedbackImages))
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "TestHidden") {
			t.Errorf("a hidden test got a picture: %s", e.Name())
		}
	}
	if strings.Contains(string(md), "TestHiddenMany") || !strings.Contains(string(md), "## Hidden tests") {
		t.Errorf("feedback.md shows a hidden test or no hidden total:\n%s", md)
	}
}

// TestBatchGradebook grades a folder of three students — the reference,
// the partial submission and one that does not compile — and checks the
// gradebook: one row per student, one column per test, and the totals.
func TestBatchGradebook(t *testing.T) {
	a, err := Get("a3-bruteforce")
	must(t, err)
	dir := t.TempDir()
	ref, _ := a.ReadFile(a.Solution)
	partial := partialSource(t, "a3-bruteforce")
	must(t, os.WriteFile(filepath.Join(dir, "ada.go"), ref, 0o644))
	must(t, os.Mkdir(filepath.Join(dir, "bob"), 0o755))
	must(t, os.WriteFile(filepath.Join(dir, "bob", "main.go"), partial, 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "cy.go"), []byte("package main\nfunc broken( {\n"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a submission"), 0o644))

	var calls []int
	reports, err := sharedGrader(t).Batch(context.Background(), a, dir, 2, func(done, total int) {
		if total != 3 {
			t.Errorf("progress total %d, want 3", total)
		}
		calls = append(calls, done)
	})
	must(t, err)
	if len(calls) != 3 || calls[2] != 3 {
		t.Errorf("progress calls %v", calls)
	}
	var buf bytes.Buffer
	must(t, WriteGradebook(&buf, a, reports))
	rows, err := csv.NewReader(&buf).ReadAll()
	must(t, err)
	if len(rows) != 4 {
		t.Fatalf("%d rows, want a header and 3 students:\n%s", len(rows), buf.String())
	}
	header := rows[0]
	if len(header) != 3+len(a.Tests) || header[0] != "student" || header[3] != fmt.Sprintf("%s (%g)", a.Tests[0].Name, a.Tests[0].Points) {
		t.Fatalf("header %v", header)
	}
	want := map[string]string{"ada": "16", "bob": "10", "cy": "0"}
	for _, row := range rows[1:] {
		if row[1] != want[row[0]] || row[2] != "16" {
			t.Errorf("row %v: want score %s of 16", row, want[row[0]])
		}
		sum := 0.0
		for _, cell := range row[3:] {
			var v float64
			must(t, json.Unmarshal([]byte(cell), &v))
			sum += v
		}
		var total float64
		must(t, json.Unmarshal([]byte(row[1]), &total))
		if total != sum {
			t.Errorf("row %v: the test columns add up to %g", row, sum)
		}
	}
}

// unpackedAutograder writes the Gradescope zip of a around the sudokit the
// tests build and unpacks it into ROOT/source, as Gradescope does; it
// returns ROOT, ROOT/source and each file's mode in the zip.
func unpackedAutograder(t *testing.T, a *Assignment) (root, source string, modes map[string]os.FileMode) {
	t.Helper()
	f, err := os.Open(testbin.Sudokit(t))
	must(t, err)
	var zipped bytes.Buffer
	must(t, WriteAutograder(&zipped, a, f))
	f.Close()
	zr, err := zip.NewReader(bytes.NewReader(zipped.Bytes()), int64(zipped.Len()))
	must(t, err)
	root = filepath.Join(t.TempDir(), "autograder")
	source = filepath.Join(root, "source")
	modes = map[string]os.FileMode{}
	for _, zf := range zr.File {
		modes[zf.Name] = zf.Mode()
		p := filepath.Join(source, filepath.FromSlash(zf.Name))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, zipEntry(t, zf), zf.Mode().Perm()))
	}
	return root, source, modes
}

// zipEntry returns the content of one file of a zip.
func zipEntry(t *testing.T, zf *zip.File) []byte {
	t.Helper()
	r, err := zf.Open()
	must(t, err)
	defer r.Close()
	data, err := io.ReadAll(r)
	must(t, err)
	return data
}

// TestAutograderZip builds the Gradescope zip around a sudokit built from
// this module and runs its run_autograder against a fake /autograder
// (AUTOGRADER_ROOT): results.json comes out with the full score.
func TestAutograderZip(t *testing.T) {
	testenv.SkipShort(t, "builds sudokit")
	a, err := Get("a1-read")
	must(t, err)
	root, source, modes := unpackedAutograder(t, a)
	for name, perm := range map[string]os.FileMode{"setup.sh": 0o755, "run_autograder": 0o755, "sudokit": 0o711} {
		if modes[name].Perm() != perm {
			t.Errorf("%s: mode %v, want %v", name, modes[name], perm)
		}
	}
	// setup.sh asks for the Go that sudokit's packages need (go.mod's go
	// line), not any Go >= 1.22.
	setup, _ := os.ReadFile(filepath.Join(source, "setup.sh"))
	if want := fmt.Sprintf("NEED=%d\n", libraryGoMinor()); libraryGoMinor() < 26 || !strings.Contains(string(setup), want) {
		t.Errorf("setup.sh does not say %q:\n%s", want, setup)
	}
	// setup.sh warms the grader's build cache by checking the assignment:
	// the reference and the release compiled as every submission is (the
	// standard library, sudokit's packages and their modules, the grader's
	// flags), not "go build std" with other flags.
	if !strings.Contains(string(setup), `"$ROOT/source/sudokit" assignment check a1-read --insecure`) || strings.Contains(string(setup), "go build std") {
		t.Errorf("setup.sh does not warm the build cache as the grader builds:\n%s", setup)
	}
	script, _ := os.ReadFile(filepath.Join(source, "run_autograder"))
	if !strings.Contains(string(script), "/source/sudokit\" grade a1-read \"$ROOT/submission\" --insecure --results \"$ROOT/results/results.json\"") {
		t.Errorf("run_autograder:\n%s", script)
	}

	sub := filepath.Join(root, "submission")
	must(t, os.MkdirAll(sub, 0o755))
	ref, _ := a.ReadFile(a.Solution)
	must(t, os.WriteFile(filepath.Join(sub, "lesfil.go"), ref, 0o644))
	run := exec.Command(filepath.Join(source, "run_autograder"))
	run.Env = append(os.Environ(), "AUTOGRADER_ROOT="+root)
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("run_autograder: %v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(root, "results", "results.json"))
	must(t, err)
	var res gradescopeResults
	must(t, json.Unmarshal(data, &res))
	if res.Score != a.MaxScore() || res.MaxScore != a.MaxScore() || len(res.Tests) != len(a.Tests) {
		t.Fatalf("results.json: score %g of %g, %d tests\n%s", res.Score, res.MaxScore, len(res.Tests), data)
	}
	for _, tr := range res.Tests {
		if tr.Status != "passed" || tr.Visibility == "" {
			t.Errorf("test %+v", tr)
		}
	}
}

// TestStoredWantIsASolution: when a board taken out is not a solution, the
// "expected" board of the feedback is a solution of the puzzle (it used to
// be the unsolved puzzle) and "yours" is the board the student's container
// gave (the partial submission stores the board the solver empties again).
func TestStoredWantIsASolution(t *testing.T) {
	rep := gradeFile(t, "a3-bruteforce", partialFile(t, "a3-bruteforce"))
	a, err := Get("a3-bruteforce")
	must(t, err)
	text, err := a.ReadFile("testdata/six.txt")
	must(t, err)
	p, err := sudoku.Parser{Format: sudoku.FormatINF1010}.Parse(string(text))
	must(t, err)
	for _, tr := range rep.Tests {
		if tr.Name != "TestStoredSix" {
			continue
		}
		v := tr.Cases[0].Verdict
		keepsGivens := v.Want != nil
		for i, x := range p.Values() {
			if x != 0 && keepsGivens && v.Want.CellAt(i).Value() != x {
				keepsGivens = false
			}
		}
		if v.Pass || v.Want == nil || !v.Want.IsSolved() || !keepsGivens {
			t.Fatalf("verdict %q: want board %v", v.Message, v.Want)
		}
		if v.Got == nil || !v.Got.Equal(p) {
			t.Fatalf("got board %v, want the unsolved puzzle %v", v.Got, p)
		}
		return
	}
	t.Fatal("no TestStoredSix in the report")
}

// TestAutograderSetupInstallsGCC runs setup.sh on an image without gcc
// whose apt has no package lists yet (as a fresh container's): its
// "apt-get install gcc" fails until "apt-get update" has run. setup.sh
// installs gcc all the same (the race detector needs it); before, it gave
// up after the failed install. The image's go, apt-get and the zip's
// sudokit are stand-ins that log what they are asked.
func TestAutograderSetupInstallsGCC(t *testing.T) {
	a, err := Get("a1-read")
	must(t, err)
	var zipped bytes.Buffer
	must(t, WriteAutograder(&zipped, a, strings.NewReader("#!/bin/sh\nexit 0\n")))
	zr, err := zip.NewReader(bytes.NewReader(zipped.Bytes()), int64(zipped.Len()))
	must(t, err)
	root := t.TempDir()
	source := filepath.Join(root, "source")
	for _, zf := range zr.File {
		p := filepath.Join(source, filepath.FromSlash(zf.Name))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, zipEntry(t, zf), zf.Mode().Perm()))
	}
	bin := filepath.Join(root, "bin") // the image's PATH: no gcc in it
	must(t, os.MkdirAll(bin, 0o755))
	for _, tool := range []string{"sh", "sed", "chmod", "mkdir", "cat", "rm"} {
		p, err := exec.LookPath(tool)
		must(t, err)
		must(t, os.Symlink(p, filepath.Join(bin, tool)))
	}
	log := filepath.Join(root, "log")
	stub := func(name, body string) {
		must(t, os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\necho \""+name+" $*\" >>"+log+"\n"+body), 0o755))
	}
	stub("go", fmt.Sprintf("[ \"$1 $2\" = \"env GOVERSION\" ] && echo go1.%d.0\nexit 0\n", libraryGoMinor()))
	lists := filepath.Join(root, "lists")
	stub("apt-get", "case $1 in\nupdate) : >"+lists+" ;;\ninstall) [ -f "+lists+" ] || exit 100; : >"+filepath.Join(bin, "gcc")+" ;;\nesac\n")
	cmd := exec.Command(filepath.Join(bin, "sh"), filepath.Join(source, "setup.sh"))
	cmd.Env = []string{"PATH=" + bin, "AUTOGRADER_ROOT=" + root, "SUDOKIT_GOMODCACHE=" + filepath.Join(root, "gomod")}
	out, err := cmd.CombinedOutput()
	calls, _ := os.ReadFile(log)
	if err != nil {
		t.Fatalf("setup.sh: %v\n%s\ncalls:\n%s", err, out, calls)
	}
	if _, err := os.Stat(filepath.Join(bin, "gcc")); err != nil {
		t.Errorf("setup.sh did not install gcc:\n%s\ncalls:\n%s", out, calls)
	}
}

// TestGraderFailureIsNotACompileError: a submission of a batch the grader
// could not grade (its own failure: a full disk, a control group it could
// not make) scores 0 with the reason, flagged for the teacher; the student
// is not told their code does not compile (as they were when the reason
// went in CompileErr).
func TestGraderFailureIsNotACompileError(t *testing.T) {
	a, err := LoadDir(scaffoldDir)
	must(t, err)
	rep := quickGrader(t).gradeFailed(a, errors.New("writing the build: no space left on device"))
	student, js := studentView(t, rep, View{})
	const why = "the grader could not grade this submission: writing the build: no space left on device"
	for where, text := range map[string]string{"feedback": student, "results.json": string(js)} {
		if !strings.Contains(text, why) || strings.Contains(text, "does not compile") {
			t.Errorf("%s:\n%s", where, text)
		}
	}
	if rep.Score != 0 || len(rep.Flags) != 1 {
		t.Errorf("score %g, flags %q", rep.Score, rep.Flags)
	}
}
