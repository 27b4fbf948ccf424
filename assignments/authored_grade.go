package assignments

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sudokit/sudokit/assignments/sandbox"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// harnessSource is the package compiled into every authored assignment's
// test binary (see package harness).
//
//go:embed harness/harness.go
var harnessSource []byte

// libDirName is the folder, inside each build's module, holding sudokit's
// packages (a dot folder: not a package of the build).
const libDirName = ".sudokit"

// libraryModule is sudokit's module path: tests and student code may
// import its sudoku and render packages.
const libraryModule = "github.com/sudokit/sudokit"

var (
	libraryMu  sync.Mutex
	librarySrc fs.FS
)

// SetLibrary gives the grader sudokit's own source (go.mod, go.sum, sudoku/
// and render/), which authored assignments compile against. The sudokit
// command embeds it; without it the grader looks for the module above the
// working directory.
func SetLibrary(src fs.FS) {
	libraryMu.Lock()
	defer libraryMu.Unlock()
	librarySrc = src
}

// library returns sudokit's source.
func library() (fs.FS, error) {
	libraryMu.Lock()
	defer libraryMu.Unlock()
	if librarySrc != nil {
		return librarySrc, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(data, []byte("module "+libraryModule+"\n")) {
			librarySrc = os.DirFS(dir)
			return librarySrc, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return nil, errors.New("assignments: sudokit's source is not available to compile authored assignments against (see SetLibrary)")
		}
		dir = parent
	}
}

// libraryDir writes sudokit's sudoku and render packages into the grader's
// work area once and returns the folder.
func (g *Grader) libraryDir() (string, error) {
	g.libOnce.Do(func() {
		g.libDir = filepath.Join(g.workDir, "sudokit-lib")
		g.libErr = writeLibrary(g.libDir)
	})
	return g.libDir, g.libErr
}

// writeLibrary writes sudokit's go.mod, go.sum and the sudoku and render
// packages (without tests) into dir.
func writeLibrary(dir string) error {
	src, err := library()
	if err != nil {
		return err
	}
	return fs.WalkDir(src, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		top, _, _ := strings.Cut(p, "/")
		switch {
		case p == ".":
			return os.MkdirAll(dir, 0o700)
		case d.IsDir() && (top == "sudoku" || top == "render") && d.Name() != "testdata":
			return os.MkdirAll(filepath.Join(dir, p), 0o700)
		case d.IsDir():
			return fs.SkipDir
		case p != "go.mod" && p != "go.sum" && top != "sudoku" && top != "render",
			strings.HasSuffix(p, "_test.go"):
			return nil
		}
		b, err := fs.ReadFile(src, p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, filepath.FromSlash(p)), b, 0o600)
	})
}

// forbiddenAuthored are imports a student's file may not use in an
// authored assignment, beyond forbiddenImports: the test binary holds the
// teacher's tests and the harness, so nothing may reach into the process
// (syscall, runtime/debug's heap dump, reflection on test state through
// testing), start programs, or embed the folder's files (hidden tests).
var forbiddenAuthored = map[string]bool{
	"syscall": true, "os/exec": true, "runtime/debug": true, "runtime/pprof": true,
	"runtime/trace": true, "testing": true, "embed": true, "os/signal": true,
}

// prepareAuthored checks a student's file of an authored assignment and
// puts it in the assignment's package.
func prepareAuthored(name string, src []byte, pkg, module string) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, &CodeError{File: name, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
	}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		first, _, _ := strings.Cut(p, "/")
		lib := p == libraryModule+"/sudoku" || p == libraryModule+"/render"
		if !lib && (forbiddenImports[p] || forbiddenAuthored[p] || strings.HasPrefix(p, "testing/") ||
			strings.HasPrefix(p, "debug/") || strings.Contains(first, ".") || p == module || strings.HasPrefix(p, module+"/")) {
			return nil, &CodeError{File: name, Line: fset.Position(imp.Pos()).Line,
				Problem: lang.Sprintf("import %q is not allowed: use the standard library (not unsafe, syscall, os/exec, runtime/debug, testing, embed) and sudokit's sudoku and render", p)}
		}
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && (fn.Name.Name == "init" || fn.Name.Name == "TestMain") {
			return nil, &CodeError{File: name, Line: fset.Position(fn.Pos()).Line,
				Problem: lang.Sprintf("func %s is not allowed in your files: the grader's tests set everything up", fn.Name.Name)}
		}
	}
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, "//go:") && !strings.HasPrefix(c.Text, "//go:build") {
				return nil, &CodeError{File: name, Line: fset.Position(c.Pos()).Line, Problem: lang.Sprintf("compiler directives (%s) are not allowed", strings.Fields(c.Text)[0])}
			}
		}
	}
	at := fset.Position(f.Name.Pos()).Offset
	end := fset.Position(f.Name.End()).Offset
	out := append(append(bytes.Clone(src[:at:at]), pkg...), src[end:]...)
	return out, nil
}

// studentFiles picks the files of a submission that replace the
// assignment's solution files: every .go file that is not a test and does
// not carry the name of a given file (the grader's copy of those is used).
func (a *Assignment) studentFiles(sub *Submission) (map[string][]byte, error) {
	au := a.authored
	given := map[string]bool{}
	for _, n := range au.given {
		given[n] = true
	}
	givenKeys := au.givenKeys()
	out := map[string][]byte{}
	for name, src := range sub.Files {
		base := path.Base(filepath.ToSlash(name))
		if strings.HasSuffix(base, "_test.go") || given[base] {
			continue
		}
		prepared, err := prepareAuthored(name, src, au.pkg, au.module)
		if err != nil {
			return nil, err
		}
		if prepared, err = withoutGiven(name, prepared, givenKeys); err != nil {
			return nil, err
		}
		out[base] = prepared
	}
	if len(out) == 0 {
		return nil, &CodeError{File: sub.Name, Problem: lang.Sprintf("no Go file of yours: submit %s", strings.Join(au.solutions, ", "))}
	}
	return out, nil
}

// buildAuthored compiles the submission with the teacher's given files and
// tests and the harness into a test binary in dir.
func (g *Grader) buildAuthored(ctx context.Context, a *Assignment, sub *Submission, dir string) (string, error) {
	au := a.authored
	lib, err := g.libraryDir()
	if err != nil {
		return "", err
	}
	students, err := a.studentFiles(sub)
	if err != nil {
		return "", &BuildError{Output: err.Error()}
	}
	src := filepath.Join(dir, "src")
	// The sandboxed compile sees only its own folder (and GOROOT and the
	// build cache), so sudokit's packages are copied into it.
	if err := copyTree(lib, filepath.Join(src, libDirName)); err != nil {
		return "", err
	}
	files := map[string][]byte{
		"go.mod":                            fmt.Appendf(nil, "module %s\n\ngo 1.22\n\nrequire %s v0.0.0\n\nreplace %s => ./%s\n", au.module, libraryModule, libraryModule, libDirName),
		"internal/graderharness/harness.go": harnessSource,
	}
	if sum, err := os.ReadFile(filepath.Join(lib, "go.sum")); err == nil {
		files["go.sum"] = sum
	}
	for _, n := range au.given {
		files[n] = au.sources[n]
	}
	names := make([]string, 0, len(students))
	for n := range students {
		names = append(names, n)
	}
	sort.Strings(names)
	rename := map[string]string{}
	for i, n := range names {
		file := fmt.Sprintf("student%d_%s", i, safeName(n))
		rename[file] = n
		files[file] = students[n]
	}
	for _, n := range au.testFiles {
		files[n] = au.sources[n]
	}
	for name, data := range files {
		p := filepath.Join(src, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			return "", err
		}
		if err := os.WriteFile(p, data, 0o600); err != nil {
			return "", err
		}
	}
	clean := func(err error) error {
		be, ok := sandbox.IsBuildError(err)
		if !ok {
			return err
		}
		s := be.Output
		for file, n := range rename {
			s = strings.ReplaceAll(s, file, n)
		}
		var keep []string
		for _, l := range strings.Split(s, "\n") {
			if strings.HasPrefix(l, "# ") || strings.HasPrefix(l, "FAIL\t") || strings.HasPrefix(l, "go: ") {
				continue
			}
			keep = append(keep, strings.TrimPrefix(l, "./"))
		}
		msg := strings.TrimSpace(strings.Join(keep, "\n"))
		if msg == "" { // only the go command spoke (a module cache it cannot read…)
			msg = strings.TrimSpace(s)
		}
		if be.Limit != "" {
			msg = strings.TrimSpace(be.Limit + "\n" + truncate(msg, 2000))
		}
		return &BuildError{Output: msg}
	}
	// The student's code may not use anything the tests (or the grader's
	// TestMain) declare: when one of its identifiers carries such a name,
	// the package is first built alone, which fails on such a use. (Most
	// submissions skip this build.)
	if mentionsTestNames(students, au) {
		if err := g.sb.GoCommand(ctx, src, "build", "-trimpath", "-buildvcs=false", "."); err != nil {
			return "", clean(err)
		}
	}
	if err := copyTestdata(a, src); err != nil {
		return "", err
	}
	files = map[string][]byte{"zz_grader_main_test.go": graderMain(au.pkg, au.module, a.dataFS() != nil)}
	if err := os.WriteFile(filepath.Join(src, "zz_grader_main_test.go"), files["zz_grader_main_test.go"], 0o600); err != nil {
		return "", err
	}
	prog := filepath.Join(src, "program")
	if err := g.sb.GoCommand(ctx, src, "test", "-c", "-vet=off", "-trimpath", "-buildvcs=false", "-ldflags=-s -w", "-o", prog, "."); err != nil {
		return "", clean(err)
	}
	return prog, nil
}

// copyTestdata puts the assignment's testdata folder next to the sources,
// where the generated TestMain embeds it.
func copyTestdata(a *Assignment, src string) error {
	data := a.dataFS()
	if data == nil {
		return nil
	}
	return fs.WalkDir(data, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		dst := filepath.Join(src, "testdata", filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(dst, 0o700)
		}
		b, err := fs.ReadFile(data, p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o600)
	})
}

// graderMain is the TestMain of the test binary: it hands the run to the
// harness with the embedded testdata folder.
func graderMain(pkg, module string, data bool) []byte {
	var sb strings.Builder
	fmt.Fprintf(&sb, "package %s\n\nimport (\n", pkg)
	if data {
		sb.WriteString("\tgraderembed \"embed\"\n\tgraderfs \"io/fs\"\n")
	}
	fmt.Fprintf(&sb, "\tgradertesting \"testing\"\n\n\tgraderharness \"%s/internal/graderharness\"\n)\n\n", module)
	if data {
		sb.WriteString("//go:embed testdata\nvar graderTestdata graderembed.FS\n\n")
		sb.WriteString("func TestMain(m *gradertesting.M) {\n\tsub, _ := graderfs.Sub(graderTestdata, \"testdata\")\n\tgraderharness.Main(m, sub)\n}\n")
	} else {
		sb.WriteString("func TestMain(m *gradertesting.M) { graderharness.Main(m, nil) }\n")
	}
	return []byte(sb.String())
}

// goTool runs the go command in dir with the grader's build environment:
// no cgo, no network, no workspace.
func goTool(goCmd, dir string, args ...string) ([]byte, error) {
	if goCmd == "" {
		goCmd = sandbox.FindGo()
	}
	cmd := exec.Command(goCmd, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"CGO_ENABLED=0", "GOPROXY=off", "GOFLAGS=-mod=mod", "GOWORK=off",
		"GOTOOLCHAIN=local", "GO111MODULE=on", "GOSUMDB=off")
	return cmd.CombinedOutput()
}

// gradeAuthored builds the test binary once and runs each test alone in
// its own sandboxed process.
func (g *Grader) gradeAuthored(ctx context.Context, a *Assignment, sub *Submission, slot int) (*Report, error) {
	start := time.Now()
	rep := &Report{Assignment: a.ID, Student: sub.Name, MaxScore: a.MaxScore(), Sandbox: g.sb.Mode.String()}
	defer func() { rep.Duration = time.Since(start) }()
	dir := filepath.Join(g.workDir, fmt.Sprintf("build-%d", g.builds.Add(1)))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if !g.sb.Mode.PrivateFS && !g.opts.Insecure {
		for _, t := range a.Tests {
			if t.Visibility != Visible {
				return nil, ErrWeakSandbox
			}
		}
	}
	built, err := g.buildAuthored(ctx, a, sub, dir)
	var be *BuildError
	if errors.As(err, &be) {
		rep.compileFailed(a, be.Output)
		return rep, nil
	}
	if err != nil {
		return nil, err
	}
	program, err := g.sb.PrepareProgram(built, filepath.Base(dir))
	if err != nil {
		return nil, err
	}
	defer os.Remove(program)
	// One control group holds every run of the submission.
	grp, err := g.sb.NewGroup()
	if err != nil {
		return nil, err
	}
	defer grp.Close()
	for i := range a.Tests {
		t := &a.Tests[i]
		tr := &TestResult{Name: t.Name, Doc: t.Doc, Points: t.Points, Visibility: t.Visibility}
		cr := g.runTest(ctx, a, t, program, slot, grp)
		tr.Cases = []*CaseResult{cr}
		if cr.Verdict.Pass {
			tr.Score = t.Points
		}
		rep.Score += tr.Score
		rep.Tests = append(rep.Tests, tr)
	}
	return rep, ctx.Err()
}

// runTest runs one test function in a fresh sandboxed process and believes
// only the harness's line framed with this run's secret.
func (g *Grader) runTest(ctx context.Context, a *Assignment, t *Test, program string, slot int, grp *sandbox.Group) *CaseResult {
	cr := &CaseResult{Label: t.Name}
	lim := a.limitsFor(t)
	if m := a.authored.tests[t.Name].memory; m > 0 {
		lim.Memory = m
	}
	if m := g.opts.MaxTime; m > 0 {
		if lim.Wall == 0 || lim.Wall > m {
			lim.Wall = m
		}
		if lim.CPU == 0 || lim.CPU > m {
			lim.CPU = m
		}
	}
	secret := newSecret()
	res := g.sb.Run(ctx, sandbox.Job{Program: program, Stdin: []byte(secret + "\n" + t.Name + "\n"), Limits: lim, Slot: slot, Group: grp})
	result, rest, found := harnessResult(res.Stdout, secret)
	cr.Wall = res.Wall
	cr.Stdout = truncate(testOutput(rest), 4000)
	cr.Stderr = truncate(string(res.Stderr), 2000)
	switch {
	case res.Err != nil:
		cr.Problem = res.Err.Error()
		cr.Verdict = fail("%s", lang.Sprintf("the grader's sandbox failed: %v", res.Err))
	case res.TimedOut || res.CPUExceeded || res.OutputExceeded:
		cr.Problem = res.Problem(lim)
		cr.Verdict = fail("%s", cr.Problem)
	case !found || result.Test != t.Name:
		cr.Problem = res.Problem(lim)
		if cr.Problem == "" {
			cr.Problem = lang.Sprintf("exit status %d", 0)
		}
		cr.Verdict = fail("%s", lang.Sprintf("the test did not finish (%s): did your code call os.Exit, panic in a goroutine, or crash?", cr.Problem))
	case result.Code != 0 || res.ExitCode != 0:
		cr.Verdict = fail("%s", lang.Sprintf("the test failed"))
		cr.Verdict.Got, cr.Verdict.Want = loggedBoards(rest)
	default:
		cr.Verdict = pass()
	}
	return cr
}

// harnessLine is the harness's report (package harness, Result).
type harnessLine struct {
	Test string `json:"test"`
	Code int    `json:"code"`
}

// harnessResult finds the harness's line framed with secret; the rest is
// the test's output (go test -v), shown as feedback and never believed.
func harnessResult(stdout []byte, secret string) (r harnessLine, rest string, found bool) {
	prefix := []byte(secret + " ")
	var other [][]byte
	for _, line := range bytes.Split(stdout, []byte("\n")) {
		if !found && bytes.HasPrefix(line, prefix) && json.Unmarshal(line[len(prefix):], &r) == nil {
			found = true
			continue
		}
		other = append(other, line)
	}
	return r, string(bytes.Join(other, []byte("\n"))), found
}

// testOutput keeps what a student needs from go test -v output: the
// failure messages and what the code printed, without the RUN/PASS lines.
func testOutput(s string) string {
	var keep []string
	for _, l := range strings.Split(s, "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "=== RUN") || strings.HasPrefix(t, "=== PAUSE") || strings.HasPrefix(t, "=== CONT") ||
			t == "PASS" || t == "FAIL" || t == "" || strings.Contains(t, boardMark) {
			continue
		}
		keep = append(keep, l)
	}
	return strings.Join(keep, "\n")
}

// graderNames are the package-level names the generated TestMain file
// declares.
var graderNames = []string{"TestMain", "graderTestdata"}

// mentionsTestNames reports whether a student file holds an identifier
// named like a package-level declaration of the teacher's internal test
// files or of the grader's TestMain file.
func mentionsTestNames(students map[string][]byte, au *authored) bool {
	names := map[string]bool{}
	for _, n := range graderNames {
		names[n] = true
	}
	fset := token.NewFileSet()
	for _, n := range au.testFiles {
		f, err := parser.ParseFile(fset, n, au.sources[n], parser.SkipObjectResolution)
		if err != nil || strings.HasSuffix(f.Name.Name, "_test") {
			continue
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					names[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, sp := range d.Specs {
					switch sp := sp.(type) {
					case *ast.ValueSpec:
						for _, id := range sp.Names {
							names[id.Name] = true
						}
					case *ast.TypeSpec:
						names[sp.Name.Name] = true
					}
				}
			}
		}
	}
	for n, src := range students {
		f, err := parser.ParseFile(fset, n, src, parser.SkipObjectResolution)
		if err != nil {
			return true
		}
		found := false
		ast.Inspect(f, func(x ast.Node) bool {
			if id, ok := x.(*ast.Ident); ok && names[id.Name] {
				found = true
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// copyTree copies the regular files under from into to.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o700)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o600)
	})
}
