package assignments

import (
	"fmt"
	"go/format"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// Release writes the student version of the assignment into dir and
// returns the files it wrote (relative to dir):
//
//   - ID.go: the reference solution with every solution region replaced by
//     a stub (see Skeleton);
//   - selfcheck_test.go: the visible tests as self-checks, run with
//     "go test" (with go.mod, the folder is a module of its own);
//   - ID.ipynb: the same as a notebook for the "Go (sudokit)" kernel;
//   - README.md: the task, the functions to write and the visible tests;
//   - the spec's data files.
//
// Nothing of the hidden or after_due_date tests is released: not their
// names, not their inputs. Neither is the grader's runner.
func (a *Assignment) Release(dir string) ([]string, error) {
	if a.authored != nil {
		return a.releaseAuthored(dir)
	}
	ref, err := a.ReadFile(a.Solution)
	if err != nil {
		return nil, err
	}
	skeleton, err := Skeleton(a.Solution, ref)
	if err != nil {
		return nil, err
	}
	checks, err := a.SelfChecks()
	if err != nil {
		return nil, err
	}
	test, err := selfCheckTest(a, checks)
	if err != nil {
		return nil, err
	}
	nb, err := a.notebook(ref, skeleton, checks)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{
		a.ID + ".go":        skeleton,
		"selfcheck_test.go": test,
		"go.mod":            []byte("module " + strings.ReplaceAll(a.ID, "-", "") + "\n\ngo 1.22\n"),
		a.ID + ".ipynb":     nb,
		"README.md":         []byte(a.readme(checks)),
	}
	for _, f := range a.Files {
		data, err := a.ReadFile(f)
		if err != nil {
			return nil, err
		}
		files[path.Clean(f)] = data
	}
	var written []string
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return nil, err
		}
		written = append(written, name)
	}
	slices.Sort(written)
	return written, nil
}

// selfCheckTest writes selfcheck_test.go: the helpers and one TestSelfCheck
// that runs every visible test and fails when one does.
func selfCheckTest(a *Assignment, checks []SelfCheck) ([]byte, error) {
	var sb strings.Builder
	fmt.Fprintf(&sb, `package main

// The visible tests of %s as self-checks: run them with "go test" (add -v
// to see every ✓). The grader runs these and more tests on your submission.

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

%s
func TestSelfCheck(t *testing.T) {
`, a.ID, selfCheckHelpers)
	for _, c := range checks {
		fmt.Fprintf(&sb, "%s\n", selfCheckCall(c))
	}
	fmt.Fprintf(&sb, `if selfcheckFailed > 0 {
t.Fatalf("%%d of %d self-checks failed", selfcheckFailed)
}
}
`, len(checks))
	return pruneImports("selfcheck_test.go", []byte(sb.String()))
}

// selfCheckCall is the statement that runs one self-check.
func selfCheckCall(c SelfCheck) string {
	var sb strings.Builder
	if c.Doc != "" {
		fmt.Fprintf(&sb, "// %s\n", c.Doc)
	}
	fmt.Fprintf(&sb, "selfcheck(%q, func() string {\n%s\n})", c.Name, c.Body)
	return sb.String()
}

// formatStatements gofmts Go statements (as a notebook cell holds them).
func formatStatements(stmts string) (string, error) {
	src := "package p\n\nfunc _() {\n" + stmts + "\n}\n"
	out, err := format.Source([]byte(src))
	if err != nil {
		return "", fmt.Errorf("formatting a self-check: %v", err)
	}
	body := string(out)
	body = body[strings.Index(body, "{\n")+2 : strings.LastIndex(body, "}")]
	var lines []string
	for _, l := range strings.Split(strings.TrimRight(body, "\n"), "\n") {
		lines = append(lines, strings.TrimPrefix(l, "\t"))
	}
	return strings.Join(lines, "\n"), nil
}

// readme is the release's README.md.
func (a *Assignment) readme(checks []SelfCheck) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "# %s: %s\n\n", a.ID, a.Title)
	if a.Stage != "" {
		fmt.Fprintf(&sb, "*%s*\n\n", a.Stage)
	}
	fmt.Fprintf(&sb, "%s\n", strings.TrimSpace(a.Summary))
	sb.WriteString("\n## What you write\n\n")
	for _, f := range a.Functions {
		fmt.Fprintf(&sb, "- `%s` — %s\n", f.Signature, f.Doc)
	}
	fmt.Fprintf(&sb, `
Work in `+"`%s.go`"+` (replace each `+"`panic(\"TODO: …\")`"+`) or in the notebook
`+"`%s.ipynb`"+` (kernel \"Go (sudokit)\"). Use the standard library only, and do
not declare `+"`func main`"+`: the grader brings its own.

## Checking your work

`+"`go test`"+` in this folder (or the self-check cells at the end of the
notebook) runs the visible tests:

`, a.ID, a.ID)
	for _, c := range checks {
		doc := ""
		if c.Doc != "" {
			doc = ": " + c.Doc
		}
		fmt.Fprintf(&sb, "- `%s`%s\n", c.Name, doc)
	}
	var more int
	var points float64
	for _, t := range a.Tests {
		if t.Visibility != Visible {
			more++
			points += t.Points
		}
	}
	if more > 0 {
		fmt.Fprintf(&sb, "\nWhen you submit, %d more test(s) worth %g of %g points run on inputs you have not seen: make your code right for every board, not just these.\n", more, points, a.MaxScore())
	}
	sb.WriteString("\n## Submitting\n\nSubmit `" + a.ID + ".go` (or the folder, or the notebook).\n")
	return sb.String()
}
