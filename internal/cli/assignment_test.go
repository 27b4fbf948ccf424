package cli

import (
	"archive/zip"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestAssignmentList(t *testing.T) {
	code, out, errOut := run(t, "", "assignment", "list")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, id := range []string{"a1-read", "a2-candidates", "a3-bruteforce", "a4-nakedpair", "a5-generate"} {
		if !strings.Contains(out, id) {
			t.Errorf("list lacks %s:\n%s", id, out)
		}
	}
}

// TestAssignmentReleaseThenGrade releases a4, grades the reference with
// --results and --feedback, and grades a folder of two with --gradebook.
func TestAssignmentReleaseThenGrade(t *testing.T) {
	dir := t.TempDir()
	rel := filepath.Join(dir, "release")
	code, out, errOut := run(t, "", "assignment", "release", "a4-nakedpair", "--out", rel)
	if code != 0 {
		t.Fatalf("release: exit %d: %s", code, errOut)
	}
	for _, f := range []string{"nakedpair.go", "houses.go", "board.go", "a4-nakedpair.ipynb", "nakedpair_test.go", "README.md", "go.mod", "testdata/row-six.txt"} {
		if !strings.Contains(out, filepath.Join(rel, f)) {
			t.Errorf("release did not write %s:\n%s", f, out)
		}
	}

	ref := filepath.Join("..", "..", "assignments", "course", "_inf1010", "a4-nakedpair", "nakedpair.go")
	results := filepath.Join(dir, "results.json")
	feedback := filepath.Join(dir, "feedback")
	code, out, errOut = run(t, "", "grade", "a4-nakedpair", ref, "--results", results, "--feedback", feedback)
	if code != 0 || !strings.Contains(out, "Score: **15 / 15**") {
		t.Fatalf("grade: exit %d: %s\n%s", code, errOut, out)
	}
	var res struct {
		Score float64 `json:"score"`
	}
	data, err := os.ReadFile(results)
	if err != nil || json.Unmarshal(data, &res) != nil || res.Score != 15 {
		t.Fatalf("results.json: %v %s", err, data)
	}
	if _, err := os.Stat(filepath.Join(feedback, "feedback.md")); err != nil {
		t.Error(err)
	}

	// The released skeleton scores nothing; the reference everything.
	batch := filepath.Join(dir, "batch")
	if err := os.MkdirAll(batch, 0o755); err != nil {
		t.Fatal(err)
	}
	skeleton, _ := os.ReadFile(filepath.Join(rel, "nakedpair.go"))
	solution, _ := os.ReadFile(ref)
	_ = os.WriteFile(filepath.Join(batch, "stub.go"), skeleton, 0o644)
	_ = os.WriteFile(filepath.Join(batch, "done.go"), solution, 0o644)
	book := filepath.Join(dir, "grades.csv")
	code, _, errOut = run(t, "", "grade", "a4-nakedpair", "--batch", batch, "-j", "2", "--gradebook", book)
	if code != 0 {
		t.Fatalf("batch: exit %d: %s", code, errOut)
	}
	if !strings.Contains(errOut, "graded 2 submissions") || strings.Contains(errOut, "█") {
		t.Errorf("stderr (not a terminal: a summary, no bar): %q", errOut)
	}
	f, err := os.Open(book)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil || len(rows) != 3 {
		t.Fatalf("gradebook: %v %v", err, rows)
	}
	if rows[1][0] != "done" || rows[1][1] != "15" || rows[2][0] != "stub" || rows[2][1] != "0" || len(rows[0]) != 3+8 {
		t.Errorf("gradebook rows %v", rows)
	}
}

// TestAssignmentGradescopeZip packs a given binary (no build).
func TestAssignmentGradescopeZip(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "sudokit")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	zipPath := filepath.Join(dir, "autograder.zip")
	code, _, errOut := run(t, "", "assignment", "gradescope", "a3-bruteforce", "--out", zipPath, "--binary", bin)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	got := map[string]os.FileMode{}
	for _, f := range zr.File {
		got[f.Name] = f.Mode().Perm()
	}
	if got["setup.sh"] != 0o755 || got["run_autograder"] != 0o755 || got["sudokit"] != 0o711 || got["modules/list.txt"] == 0 {
		t.Errorf("zip files %v", got)
	}
	// a3's tests import package sudoku: the modules it needs come along
	// (a built-in assignment itself is in the binary, graded by id).
	for name := range got {
		if !strings.HasPrefix(name, "modules/") && name != "setup.sh" && name != "run_autograder" && name != "sudokit" {
			t.Errorf("zip holds %s", name)
		}
	}
}

// TestAssignmentFolderCommands writes the scaffold with "assignment new",
// checks a broken copy (exit 1, file:line), releases the folder and grades
// a folder of two submissions against it with --gradebook and --feedback.
func TestAssignmentFolderCommands(t *testing.T) {
	dir := t.TempDir()
	hw := filepath.Join(dir, "hw1")
	code, out, errOut := run(t, "", "assignment", "new", hw)
	if code != 0 || !strings.Contains(out, filepath.Join(hw, "singles_test.go")) {
		t.Fatalf("new: exit %d: %s\n%s", code, errOut, out)
	}
	if code, _, _ := run(t, "", "assignment", "new", hw); code == 0 {
		t.Error("new wrote over a folder that is not empty")
	}
	// A malformed directive is refused with its file and line.
	test := filepath.Join(hw, "singles_test.go")
	src, _ := os.ReadFile(test)
	if err := os.WriteFile(test, []byte(strings.Replace(string(src), "//grade:points 3\n", "//grade:points 3 secret\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	line := 1 + strings.Count(string(src)[:strings.Index(string(src), "//grade:points 3\n")], "\n")
	code, _, errOut = run(t, "", "assignment", "check", hw)
	if code == 0 || !strings.Contains(errOut, fmt.Sprintf("%s:%d:", filepath.Join(hw, "singles_test.go"), line)) {
		t.Fatalf("check of a broken folder: exit %d: %s", code, errOut)
	}
	if err := os.WriteFile(test, src, 0o644); err != nil {
		t.Fatal(err)
	}
	// A visible test reading testdata/hidden can never pass in the release:
	// check finds it and exits 1 (problems in the assignment; 2 is bad input).
	peek := strings.Replace(string(src), `{"solved.txt", 0},`, `{"hidden/blank.txt", 81},`, 1)
	if peek == string(src) {
		t.Fatal("the scaffold's visible table changed")
	}
	if err := os.WriteFile(test, []byte(peek), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = run(t, "", "assignment", "check", hw)
	if code != 1 || !strings.Contains(out, "testdata/hidden") {
		t.Fatalf("check of a visible test reading testdata/hidden: exit %d: %s\n%s", code, out, errOut)
	}
	if err := os.WriteFile(test, src, 0o644); err != nil {
		t.Fatal(err)
	}

	rel := filepath.Join(dir, "release")
	code, out, errOut = run(t, "", "assignment", "release", hw, "--out", rel)
	if code != 0 || !strings.Contains(out, filepath.Join(rel, "singles.go")) || strings.Contains(out, "hidden") {
		t.Fatalf("release: exit %d: %s\n%s", code, errOut, out)
	}
	batch := filepath.Join(dir, "batch")
	if err := os.MkdirAll(batch, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, from := range map[string]string{"ada.go": filepath.Join(hw, "singles.go"), "bob.go": filepath.Join(rel, "singles.go")} {
		data, _ := os.ReadFile(from)
		if err := os.WriteFile(filepath.Join(batch, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gradebook := filepath.Join(dir, "grades.csv")
	code, out, errOut = run(t, "", "grade", hw, "--batch", batch, "-j", "2", "--gradebook", gradebook, "--feedback", filepath.Join(dir, "fb"))
	if code != 0 || !strings.Contains(out, "ada\t10/10") || !strings.Contains(out, "bob\t0/10") {
		t.Fatalf("batch: exit %d: %s\n%s", code, errOut, out)
	}
	f, err := os.Open(gradebook)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil || len(rows) != 3 || strings.Join(rows[0], ",") != "student,score,max_score,TestCountEmpty (2),TestSingles (3),TestSinglesBank (4),TestCountEmptyHidden (1)" {
		t.Fatalf("gradebook: %v %v", rows, err)
	}
	if fb, err := os.ReadFile(filepath.Join(dir, "fb", "bob", "feedback.md")); err != nil || !strings.Contains(string(fb), "TODO: implement Singles") {
		t.Errorf("bob's feedback: %v\n%s", err, fb)
	}
}

func TestAssignmentClassGradebook(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a1-read.csv")
	b := filepath.Join(dir, "hw1.csv")
	if err := os.WriteFile(a, []byte("student,score,max_score,t1\nada,3,4,3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte("student,score,max_score,TestX\nada,5,5,5\nbob,1,5,1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", "assignment", "gradebook", a, b)
	if code != 0 || out != "student,a1-read,hw1,total,max_total\nada,3,5,8,9\nbob,,1,1,9\n" {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	page := filepath.Join(dir, "class.html")
	if code, _, errOut := run(t, "", "assignment", "gradebook", a, b, "--html", page); code != 0 {
		t.Fatalf("--html: exit %d: %s", code, errOut)
	}
	if data, err := os.ReadFile(page); err != nil || !strings.Contains(string(data), "<td>8 / 9</td>") {
		t.Errorf("class.html: %v\n%s", err, data)
	}
}

// --results belongs to one submission: with --batch it is refused as bad
// input (it used to be ignored without a word).
func TestGradeBatchRefusesResults(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := run(t, "", "grade", "a4-nakedpair", "--batch", dir, "--results", filepath.Join(dir, "r.json"))
	if code != 2 || !strings.Contains(errOut, "--results") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(dir, "r.json")); err == nil {
		t.Error("results.json written")
	}
}
