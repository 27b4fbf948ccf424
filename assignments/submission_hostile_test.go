package assignments

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// loadWithin loads a submission, failing the test (instead of hanging it or
// growing without end) when the loader does not answer within a minute.
func loadWithin(t *testing.T, path string) (*Submission, error) {
	t.Helper()
	type result struct {
		sub *Submission
		err error
	}
	ch := make(chan result, 1)
	go func() { s, err := LoadSubmission(path); ch <- result{s, err} }()
	select {
	case r := <-ch:
		return r.sub, r.err
	case <-time.After(time.Minute):
		t.Fatalf("LoadSubmission(%s) did not return within a minute", path)
		return nil, nil
	}
}

// TestSubmissionOnlyRegularFiles grades submissions whose extra file is a
// link to a root-only secret, a link to /dev/zero, a FIFO, a 30 MB generated
// source, or too much in total: each is refused with a *SubmissionError
// naming the file, and the secret never reaches the feedback.
func TestSubmissionOnlyRegularFiles(t *testing.T) {
	secretDir := t.TempDir()
	secret := filepath.Join(secretDir, "shadow")
	must(t, os.WriteFile(secret, []byte("hunter2token:$6$salt$hash\n"), 0o600))
	a := firstTests(t, "a3-bruteforce", 1)
	ref, err := a.ReadFile(a.Solution)
	must(t, err)
	huge := bytes.Repeat([]byte("// padding padding padding padding padding padding padding\n"), 30<<20/60)
	huge = append([]byte("package main\n"), huge...)
	cases := []struct {
		name string
		make func(dir string) error
		want string
	}{
		{"zz.go", func(dir string) error { return os.Symlink(secret, filepath.Join(dir, "zz.go")) }, "is a symbolic link"},
		{"zz.go", func(dir string) error { return os.Symlink("/dev/zero", filepath.Join(dir, "zz.go")) }, "is a symbolic link"},
		{"zz.go", func(dir string) error { return syscall.Mkfifo(filepath.Join(dir, "zz.go"), 0o644) }, "is a FIFO"},
		{"gen.go", func(dir string) error { return os.WriteFile(filepath.Join(dir, "gen.go"), huge, 0o644) }, "more than the limit of 1048576 bytes for one file"},
		{"", func(dir string) error {
			for _, n := range strings.Split("a b c d e f g h i j k l m n o p q r s t u v w", " ") {
				src := append([]byte("package main\n"), bytes.Repeat([]byte("//"+strings.Repeat("x", 97)+"\n"), 8000)...)
				if err := os.WriteFile(filepath.Join(dir, n+".go"), src, 0o644); err != nil {
					return err
				}
			}
			return nil
		}, "add up to more than the limit of 16777216 bytes"},
	}
	g := quickGrader(t)
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			dir := t.TempDir()
			must(t, os.WriteFile(filepath.Join(dir, "solution.go"), ref, 0o644))
			must(t, c.make(dir))
			sub, err := loadWithin(t, dir)
			var se *SubmissionError
			if err == nil {
				rep, gerr := g.Grade(context.Background(), a, sub, 0)
				must(t, gerr)
				var fb strings.Builder
				rep.WriteFeedback(&fb, View{Instructor: true})
				if strings.Contains(fb.String(), "hunter2") {
					t.Errorf("the feedback shows the secret the link points to:\n%s", fb.String())
				}
				t.Fatalf("loaded (%d files) and graded %g/%g; want a refusal saying %q", len(sub.Files), rep.Score, rep.MaxScore, c.want)
			}
			if !errors.As(err, &se) || (c.name != "" && filepath.Base(se.Path) != c.name) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v (%T); want a *SubmissionError on %s saying %q", err, err, c.name, c.want)
			}
		})
	}
	// The file given directly is held to the same rule.
	link := filepath.Join(t.TempDir(), "alice.go")
	must(t, os.Symlink(secret, link))
	if _, err := loadWithin(t, link); err == nil || !strings.Contains(err.Error(), "alice.go: is a symbolic link") {
		t.Fatalf("a linked submission file: %v", err)
	}
}

// TestBatchNamesAndGradebook grades a folder with a file called "...go"
// (student ".." on main, whose feedback landed outside the folder),
// alice.go next to alice.ipynb, and a student whose name starts a
// spreadsheet formula: names are safe and unique, the collision is noted,
// every feedback folder is inside the root and the CSV shows text.
func TestBatchNamesAndGradebook(t *testing.T) {
	a := firstTests(t, "a3-bruteforce", 1)
	ref, err := a.ReadFile(a.Solution)
	must(t, err)
	dir := t.TempDir()
	for _, n := range []string{"...go", "alice.go", "-2+3.go"} {
		must(t, os.WriteFile(filepath.Join(dir, n), ref, 0o644))
	}
	must(t, os.WriteFile(filepath.Join(dir, "alice.ipynb"), []byte(`{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}`), 0o644))
	reports, err := quickGrader(t).Batch(context.Background(), a, dir, 2, nil)
	must(t, err)
	var names []string
	notes := ""
	root := t.TempDir()
	for _, r := range reports {
		names = append(names, r.Student)
		notes += r.Note
		fb, err := FeedbackDir(root, r.Student)
		must(t, err)
		if rel, err := filepath.Rel(root, fb); err != nil || rel == "." || strings.HasPrefix(rel, "..") {
			t.Errorf("student %q: feedback folder %s is not inside %s", r.Student, fb, root)
		}
	}
	if got, want := strings.Join(names, " "), "-2_3 unnamed alice alice-2"; got != want {
		t.Errorf("students %q, want %q", got, want)
	}
	if want := `alice.ipynb is graded as student "alice-2": alice.go has the name "alice"`; notes != want {
		t.Errorf("notes %q, want %q", notes, want)
	}
	if reports[1].Score != 1 || reports[2].Score != 1 {
		t.Errorf("the renamed honest submissions scored %g and %g of 1", reports[1].Score, reports[2].Score)
	}
	if _, err := FeedbackDir(root, ".."); err == nil {
		t.Error(`FeedbackDir accepts ".."`)
	}
	reports = append(reports, &Report{Student: "=HYPERLINK(\"http://x\",\"y\")", MaxScore: 1}, &Report{Student: "@SUM(A1)", MaxScore: 1})
	var csv bytes.Buffer
	must(t, WriteGradebook(&csv, a, reports))
	for _, line := range strings.Split(strings.TrimSpace(csv.String()), "\n")[1:] {
		if strings.ContainsAny(line[:1], "=+-@") {
			t.Errorf("gradebook row starts a formula: %s", line)
		}
	}
	if !strings.Contains(csv.String(), `"'=HYPERLINK(""http://x"",""y"")"`) || !strings.Contains(csv.String(), "'-2_3,1,1") {
		t.Errorf("gradebook:\n%s", csv.String())
	}
}
