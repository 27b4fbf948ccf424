package assignments

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// CheckReport is the outcome of checking an authored assignment: Problems
// is empty when the assignment is ready to hand out.
type CheckReport struct {
	Reference *Report  // the reference solution's grade (full marks expected)
	Release   *Report  // the released stubs' grade (less, and no test passed)
	Problems  []string // what is wrong, one sentence each
}

// OK reports whether the check found nothing wrong.
func (c *CheckReport) OK() bool { return len(c.Problems) == 0 }

// Check grades the reference solution (every test must pass) and the
// released stubs (every test must fail: a test the stubs pass gives points
// for nothing), compiles the release's visible tests against its stubs, and
// looks for hidden tests in the release. work is a scratch folder.
func (g *Grader) Check(ctx context.Context, a *Assignment, work string) (*CheckReport, error) {
	au := a.authored
	cr := &CheckReport{}
	problem := func(format string, args ...any) { cr.Problems = append(cr.Problems, fmt.Sprintf(format, args...)) }

	ref := &Submission{Name: "reference", Files: map[string][]byte{}}
	for _, n := range au.solutions {
		ref.Files[n] = au.sources[n]
	}
	var err error
	cr.Reference, err = g.Grade(ctx, a, ref, 0)
	if err != nil {
		return nil, err
	}
	if cr.Reference.CompileErr != "" {
		problem("the reference solution does not compile as a student's submission would:\n%s", cr.Reference.CompileErr)
	} else {
		if cr.Reference.SecretCompileErr != "" {
			problem("the hidden and after-due tests do not compile with the reference solution:\n%s", cr.Reference.SecretCompileErr)
		}
		for _, t := range cr.Reference.Tests {
			if !t.Passed() {
				at := au.tests[t.Name]
				msg := ""
				if len(t.Cases) > 0 {
					msg = t.Cases[0].Verdict.Message
					for _, out := range []string{t.Cases[0].Stdout, t.Cases[0].Stderr} {
						if out = strings.TrimSpace(out); out != "" {
							msg += "\n" + out
						}
					}
				}
				problem("%s:%d: %s fails on the reference solution: %s", at.file, at.line, t.Name, msg)
			}
		}
	}

	rel := filepath.Join(work, "release")
	if _, err := a.Release(rel); err != nil {
		return nil, err
	}
	stub := &Submission{Name: "release", Files: map[string][]byte{}}
	for _, n := range au.solutions {
		b, err := os.ReadFile(filepath.Join(rel, n))
		if err != nil {
			return nil, err
		}
		stub.Files[n] = b
	}
	cr.Release, err = g.Grade(ctx, a, stub, 0)
	if err != nil {
		return nil, err
	}
	if cr.Release.CompileErr != "" {
		problem("the released stubs do not compile:\n%s", cr.Release.CompileErr)
	} else {
		if cr.Release.Score >= cr.Release.MaxScore {
			problem("the released stubs score full marks (%g): mark the student's parts with %s", cr.Release.Score, markBegin)
		}
		for _, t := range cr.Release.Tests {
			if t.Passed() {
				at := au.tests[t.Name]
				problem("%s:%d: %s passes on the released stubs: it gives %g points for nothing (can it fail?)", at.file, at.line, t.Name, t.Points)
			}
		}
	}
	if out, err := g.vetRelease(a, rel); err != nil {
		problem("the release's visible tests do not compile against its stubs:\n%s", out)
	}
	// Nothing of a hidden test in the release: its name as a whole word
	// (a hidden TestCount is not in the visible TestCountEmpty).
	named := map[string]*regexp.Regexp{}
	for _, t := range a.Tests {
		if t.Visibility != Visible {
			named[t.Name] = regexp.MustCompile(`\b` + regexp.QuoteMeta(t.Name) + `\b`)
		}
	}
	err = filepath.WalkDir(rel, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		name, _ := filepath.Rel(rel, p)
		if strings.HasPrefix(filepath.ToSlash(name), "testdata/hidden/") {
			problem("release: %s is in testdata/hidden", name)
		}
		if strings.HasSuffix(name, "_test.go") && strings.Contains(string(b), "hidden/") {
			problem("release: %s: a visible test reads testdata/hidden/, which neither the release nor the visible tests' run holds (only hidden and after-due tests may)", name)
		}
		for _, t := range a.Tests {
			if named[t.Name] != nil && named[t.Name].Match(b) {
				problem("release: %s mentions %s test %s", name, t.Visibility, t.Name)
			}
		}
		return nil
	})
	return cr, err
}

// vetRelease compiles the release with its own (visible) tests, as a
// student's "go test" would.
func (g *Grader) vetRelease(a *Assignment, rel string) (string, error) {
	lib, err := g.libraryDir()
	if err != nil {
		return "", err
	}
	mod := fmt.Appendf(nil, "module %s\n\ngo 1.22\n\nrequire %s v0.0.0\n\nreplace %s => %s\n", a.authored.module, libraryModule, libraryModule, lib)
	orig, err := os.ReadFile(filepath.Join(rel, "go.mod"))
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(rel, "go.mod"), mod, 0o644); err != nil {
		return "", err
	}
	if sum, err := os.ReadFile(filepath.Join(lib, "go.sum")); err == nil {
		_ = os.WriteFile(filepath.Join(rel, "go.sum"), sum, 0o644)
	}
	defer func() {
		_ = os.WriteFile(filepath.Join(rel, "go.mod"), orig, 0o644)
		_ = os.Remove(filepath.Join(rel, "go.sum"))
	}()
	out, err := goTool(g.opts.Go, rel, "vet", ".")
	return strings.TrimSpace(string(out)), err
}
