package assignments

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/sudokit/sudokit/assignments/sandbox"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// A submission is compiled into two test binaries:
//
//   - the shown binary: the student's files, the given files, the released
//     test files (visible tests and what they use) and the released
//     testdata (without hidden/). It holds nothing the student has not been
//     given, so its compile errors and its tests' output go to the
//     student.
//   - the secret binary: the same code with every test file and all of
//     testdata. It runs the hidden and after-due tests. Nothing it prints
//     reaches the student: its tests are shown (when the view allows) by
//     name, points and pass/fail only, and when it does not compile the
//     student is told that, without the compiler's words.
//
// The student's code is the same in both (see rename.go), so a student
// cannot tell from the secret binary's compile whether a hidden test
// declares some name.

// binaryPart is one of a submission's two test binaries.
type binaryPart struct {
	secret    bool
	tests     []*Test
	testFiles map[string][]byte
	hidden    bool // testdata/hidden is included
}

// studentFiles picks the files of a submission that replace the
// assignment's solution files: every .go file that is not a test and does
// not carry the name of a given file (the grader's copy of those is used).
// Their identifiers named like the tests' own declarations are renamed
// (see rename.go).
func (a *Assignment) studentFiles(sub *Submission) (map[string][]byte, error) {
	au := a.authored
	given := map[string]bool{}
	for _, n := range au.given {
		given[n] = true
	}
	givenKeys, givenVars := au.givenKeys(), au.givenVars()
	out := map[string][]byte{}
	names := make([]string, 0, len(sub.Files))
	for name := range sub.Files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		src := sub.Files[name]
		base := path.Base(filepath.ToSlash(name))
		if strings.HasSuffix(base, "_test.go") || given[base] {
			continue
		}
		if !validStudentFileName(base) {
			return nil, &CodeError{File: name, Problem: lang.Sprintf("a file of yours must be named NAME.go (not a test file): rename it")}
		}
		prepared, err := prepareAuthored(name, src, au.pkg, au.module)
		if err != nil {
			return nil, err
		}
		if err := checkForeignWrites(name, prepared, givenVars); err != nil {
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
	all := map[string][]byte{}
	for n, s := range au.sources {
		all[n] = s
	}
	for n, s := range out {
		all["student/"+n] = s
	}
	reserved, imported, fields := au.testDeclaredNames(), au.testImportNames(), structFields(all)
	for n := range shadowedBuiltins(out) {
		reserved[n] = true
	}
	for n, s := range out {
		renamed, err := renameReserved(n, s, reserved, imported, fields)
		if err != nil {
			return nil, err
		}
		out[n] = renamed
	}
	return out, nil
}

// shownTestFiles are the test files the release holds: the visible tests
// and the helpers they use.
func (a *Assignment) shownTestFiles() (map[string][]byte, error) {
	au := a.authored
	files := map[string][]byte{}
	var helpers []string
	used := map[string]bool{}
	for _, name := range au.testFiles {
		if !a.declaresTests(name) {
			helpers = append(helpers, name)
			continue
		}
		out, ok, err := a.releaseTests(name, au.sources[name], nil)
		if err != nil {
			return nil, err
		}
		if ok {
			files[name] = out
			for id := range identifiers(out) {
				used[id] = true
			}
		}
	}
	for _, name := range helpers {
		out, ok, err := a.releaseTests(name, au.sources[name], used)
		if err != nil {
			return nil, err
		}
		if ok {
			files[name] = out
		}
	}
	return files, nil
}

// parts splits the assignment's tests between the shown and the secret
// binary (either may hold no test).
func (a *Assignment) parts() ([]*binaryPart, error) {
	shownFiles, err := a.shownTestFiles()
	if err != nil {
		return nil, err
	}
	all := map[string][]byte{}
	for _, n := range a.authored.testFiles {
		all[n] = a.authored.sources[n]
	}
	shown := &binaryPart{testFiles: shownFiles}
	secret := &binaryPart{secret: true, testFiles: all, hidden: true}
	for i := range a.Tests {
		t := &a.Tests[i]
		if t.Visibility == Visible {
			shown.tests = append(shown.tests, t)
		} else {
			secret.tests = append(secret.tests, t)
		}
	}
	return []*binaryPart{shown, secret}, nil
}

// buildPart compiles the student's files with the given files, the part's
// test files, the grader's TestMain and the harness into a test binary in
// dir. The harness embeds the part's testdata.
func (g *Grader) buildPart(ctx context.Context, a *Assignment, students map[string][]byte, part *binaryPart, race bool, dir string) (string, error) {
	au := a.authored
	lib, err := g.libraryDir()
	if err != nil {
		return "", err
	}
	src := filepath.Join(dir, "src")
	// The sandboxed compile sees only its own folder (and GOROOT and the
	// build cache), so sudokit's packages are copied into it.
	if err := copyTree(lib, filepath.Join(src, libDirName)); err != nil {
		return "", err
	}
	files := map[string][]byte{
		"go.mod": libraryGoMod(au.module, au.goVersion()),
	}
	hfiles, _ := fs.ReadDir(harnessFiles, "harness")
	for _, e := range hfiles {
		if e.Name() == "nodata.go" { // zz_data.go below declares embeddedData
			continue
		}
		b, err := fs.ReadFile(harnessFiles, "harness/"+e.Name())
		if err != nil {
			return "", err
		}
		files["internal/graderharness/"+e.Name()] = b
	}
	data := a.dataFS()
	files["internal/graderharness/zz_data.go"] = harnessData(data != nil)
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
		// studentN.go: never a test file, never excluded by a _GOOS or
		// _GOARCH suffix, whatever the student called it.
		file := studentFile(i)
		rename[file] = n
		files[file] = students[n]
	}
	for n, s := range part.testFiles {
		files[n] = s
	}
	for n, s := range graderMain(au, part) {
		files[n] = s
	}
	for name, content := range files {
		p := filepath.Join(src, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			return "", err
		}
		if err := os.WriteFile(p, content, 0o600); err != nil {
			return "", err
		}
	}
	if data != nil {
		if err := copyData(data, filepath.Join(src, "internal", "graderharness", "testdata"), part.hidden); err != nil {
			return "", err
		}
	}
	clean := func(err error) error {
		be, ok := sandbox.IsBuildError(err)
		if !ok {
			return err
		}
		s := fromStudentFiles(be.Output, rename)
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
		return &BuildError{Output: neutralise(unrename(msg))}
	}
	prog := filepath.Join(src, "program")
	args := []string{"test", "-c", "-vet=off", "-trimpath", "-buildvcs=false", "-ldflags=-s -w", "-o", prog}
	var env []string
	if race {
		args = append(args, "-race")
		env = []string{"CGO_ENABLED=1"}
	}
	if err := g.sb.GoCommandEnv(ctx, src, env, append(args, ".")...); err != nil {
		return "", clean(err)
	}
	return prog, nil
}

// copyData writes the assignment's testdata folder into dst, without
// hidden/ unless hidden.
func copyData(data fs.FS, dst string, hidden bool) error {
	return fs.WalkDir(data, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !hidden && d.IsDir() && p == "hidden" {
			return fs.SkipDir
		}
		to := filepath.Join(dst, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(to, 0o700)
		}
		b, err := fs.ReadFile(data, p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, b, 0o600)
	})
}

// harnessData is the harness's file embedding the part's testdata.
func harnessData(data bool) []byte {
	if !data {
		return []byte("package harness\n\nimport \"io/fs\"\n\nvar embeddedData fs.FS\n")
	}
	return []byte("package harness\n\nimport (\n\t\"embed\"\n\t\"io/fs\"\n)\n\n//go:embed all:testdata\nvar dataFiles embed.FS\n\nvar embeddedData fs.FS = dataFiles\n")
}

// graderNames are the package-level names the generated files declare in
// the package under test, with the names of its imports (a file's import
// names may not be declared in its package).
var graderNames = []string{"TestMain", "gradertesting", "graderharness", "graderpkg"}

// graderMain writes the TestMain of a part's test binary. It goes in the
// external test package when the part has external test files (whose test
// functions the package under test cannot name), else in the package
// under test. A file of the package under test imports the harness either
// way, so the harness is initialised before any of the student's code.
func graderMain(au *authored, part *binaryPart) map[string][]byte {
	fset := token.NewFileSet()
	external := false
	internalFile := map[string]bool{}
	for n, s := range part.testFiles {
		f, err := parser.ParseFile(fset, n, s, parser.PackageClauseOnly)
		if err != nil {
			continue
		}
		if strings.HasSuffix(f.Name.Name, "_test") {
			external = true
		} else {
			internalFile[n] = true
		}
	}
	harness := au.module + "/internal/graderharness"
	var sb strings.Builder
	pkg := au.pkg
	if external {
		pkg += "_test"
	}
	fmt.Fprintf(&sb, "package %s\n\nimport (\n\tgradertesting \"testing\"\n\n\tgraderharness %q\n", pkg, harness)
	qualify := ""
	if external && len(internalFile) > 0 {
		for _, t := range part.tests {
			if internalFile[au.tests[t.Name].file] {
				fmt.Fprintf(&sb, "\tgraderpkg %q\n", au.module)
				qualify = "graderpkg."
				break
			}
		}
	}
	sb.WriteString(")\n\nfunc TestMain(m *gradertesting.M) {\n\tgraderharness.Main(m, map[string]func(*gradertesting.T){\n")
	for _, t := range part.tests {
		q := ""
		if internalFile[au.tests[t.Name].file] {
			q = qualify
		}
		fmt.Fprintf(&sb, "\t\t%q: %s%s,\n", t.Name, q, t.Name)
	}
	sb.WriteString("\t})\n}\n")
	out := map[string][]byte{"zz_grader_main_test.go": []byte(sb.String())}
	if external {
		out["zz_grader_init_test.go"] = fmt.Appendf(nil, "package %s\n\nimport _ %q\n", au.pkg, harness)
	}
	return out
}

// gradeAuthored builds the two test binaries once and runs each test alone
// in its own sandboxed process.
func (g *Grader) gradeAuthored(ctx context.Context, a *Assignment, sub *Submission, slot int) (*Report, error) {
	start := time.Now()
	rep := &Report{Assignment: a.ID, Student: sub.Name, MaxScore: a.MaxScore(), Sandbox: g.sb.Mode.String()}
	defer func() { rep.Duration = time.Since(start) }()
	if !g.sb.Mode.PrivateFS && !g.opts.Insecure {
		for _, t := range a.Tests {
			if t.Visibility != Visible {
				return nil, ErrWeakSandbox
			}
		}
	}
	students, err := a.studentFiles(sub)
	if err != nil {
		rep.compileFailed(a, neutralise(err.Error()))
		return rep, nil
	}
	parts, err := a.parts()
	if err != nil {
		return nil, err
	}
	var stubs map[string]string
	results := map[string]*TestResult{}
	for _, t := range a.Tests {
		results[t.Name] = &TestResult{Name: t.Name, Doc: a.localDoc(t.Doc), Points: t.Points, Visibility: t.Visibility}
	}
	// One control group holds every run of the submission.
	grp, err := g.sb.NewGroup()
	if err != nil {
		return nil, err
	}
	defer grp.Close()
	for _, part := range parts {
		if part.secret && len(part.tests) == 0 {
			continue
		}
		// The shown binary is built even without a test of its own: its
		// compile errors are the student's feedback (and its per-part
		// credit), which the secret binary's may not be.
		srcs := map[string][]byte{}
		for n, s := range part.testFiles {
			srcs[n] = s
		}
		for _, n := range a.authored.given { // given code may start goroutines that call the student's
			srcs["given/"+n] = a.authored.sources[n]
		}
		for n, s := range students {
			srcs["student/"+n] = s
		}
		// The race detector needs a control group for its memory (it maps
		// terabytes of address space, which RLIMIT_AS would refuse).
		race := mayRace(srcs) && grp != nil && raceAvailable()
		if mayRace(srcs) && !race {
			rep.flag(lang.Sprintf("the code may run on several goroutines, but this sandbox cannot run the race detector: a data race could change the verdict"))
		}
		build := func() (string, string, error) {
			dir := filepath.Join(g.workDir, fmt.Sprintf("build-%d", g.builds.Add(1)))
			if err := os.MkdirAll(dir, 0o700); err != nil {
				return "", dir, err
			}
			built, err := g.buildPart(ctx, a, students, part, race, dir)
			return built, dir, err
		}
		built, dir, err := build()
		defer os.RemoveAll(dir)
		var be *BuildError
		// Per-part credit: the parts that do not compile with the visible
		// tests get the release's stub (see partial_credit.go).
		for round := 0; !part.secret && errors.As(err, &be) && round < maxStubRounds; round++ {
			if stubs == nil {
				stubs = a.authored.stubDecls()
			}
			patched, failed, ok := a.authored.stubFailingParts(students, be.Output, stubs)
			if !ok {
				break
			}
			students = patched
			rep.PartErrors = append(rep.PartErrors, failed...)
			built, dir, err = build()
			defer os.RemoveAll(dir)
		}
		if errors.As(err, &be) {
			if !part.secret {
				rep.CompileErr = be.Output
				break // the grade is 0: nothing else is built or run
			} else {
				rep.SecretCompileErr = be.Output
				for _, t := range part.tests {
					results[t.Name].Secret = true
					results[t.Name].Cases = []*CaseResult{{Label: t.Name, Verdict: fail("%s", secretCompileMessage())}}
				}
			}
			continue
		}
		if err != nil {
			return nil, err
		}
		if len(part.tests) == 0 {
			continue
		}
		program, err := g.sb.PrepareProgram(built, filepath.Base(dir))
		if err != nil {
			return nil, err
		}
		defer os.Remove(program)
		for _, t := range part.tests {
			tr := results[t.Name]
			tr.Secret = part.secret
			cr := g.runTest(ctx, a, t, program, slot, grp, race, rep, studentNames(students))
			tr.Cases = []*CaseResult{cr}
			if cr.Verdict.Pass {
				tr.Score = t.Points
			}
			if ctx.Err() != nil {
				return rep, ctx.Err()
			}
		}
	}
	if rep.CompileErr != "" {
		rep.Tests, rep.Score = nil, 0
		rep.compileFailed(a, rep.CompileErr)
		return rep, nil
	}
	for _, t := range a.Tests {
		rep.Score += results[t.Name].Score
		rep.Tests = append(rep.Tests, results[t.Name])
	}
	return rep, ctx.Err()
}

// raceSlowdown multiplies the time limits of a run under the race
// detector.
const raceSlowdown = 4

// runTest runs one test function in a fresh sandboxed process and believes
// only the harness's line framed with this run's secret.
func (g *Grader) runTest(ctx context.Context, a *Assignment, t *Test, program string, slot int, grp *sandbox.Group, race bool, rep *Report, names *strings.Replacer) *CaseResult {
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
	// The tests write their messages in the class's language (package
	// sudoku/lang/testmsg reads it from SUDOKIT_LANG).
	job := sandbox.Job{Program: program, Limits: lim, Slot: slot, Group: grp, Env: []string{"SUDOKIT_LANG=" + lang.CurrentTag().String()}}
	if race {
		lim = lim.WithDefaults()
		lim.Wall *= raceSlowdown
		lim.CPU *= raceSlowdown
		job.Limits = lim
	}
	secret := newSecret()
	job.Stdin = []byte(secret + "\n" + t.Name + "\n")
	res := g.sb.Run(ctx, job)
	result, rest, found := harnessResult(res.Stdout, secret)
	cr.Wall = res.Wall
	cr.Stdout = neutralise(names.Replace(unrename(truncate(testOutput(rest), 4000))))
	cr.Stderr = neutralise(names.Replace(unrename(truncate(string(res.Stderr), 2000))))
	switch {
	case res.Err != nil:
		cr.Problem = res.Err.Error()
		cr.Verdict = fail("%s", lang.Sprintf("the grader's sandbox failed: %v", res.Err))
	case res.TimedOut || res.CPUExceeded || res.OutputExceeded:
		cr.Problem = res.Problem(lim)
		cr.Verdict = fail("%s", cr.Problem)
	case race && (res.ExitCode == raceExitCode || strings.Contains(string(res.Stderr), "WARNING: DATA RACE") || strings.Contains(rest, "race detected during execution of test")):
		cr.Problem = lang.Sprintf("data race")
		cr.Verdict = fail("%s", lang.Sprintf("the race detector found a data race (two goroutines used the same variable without synchronisation): the test scores nothing"))
		rep.flag(lang.Sprintf("%s: a data race was found; the test scored nothing", t.Name))
	case res.Signal == syscall.SIGSYS:
		cr.Problem = lang.Sprintf("forbidden system call")
		cr.Verdict = fail("%s", lang.Sprintf("your code made a system call the grader does not allow (such as ptrace, unshare or mount): the test scores nothing"))
		rep.flag(lang.Sprintf("%s: the code made a forbidden system call; the test scored nothing", t.Name))
	case !found || result.Test != t.Name:
		cr.Problem = res.Problem(lim)
		if cr.Problem == "" {
			cr.Problem = lang.Sprintf("exit status %d", 0)
		}
		if p := panicLine(cr.Stderr); p != "" {
			cr.Verdict = fail("%s", lang.Sprintf("the test stopped with a panic: %s", p))
		} else {
			cr.Verdict = fail("%s", lang.Sprintf("the test did not finish (%s): did your code call os.Exit, panic in a goroutine, or crash?", cr.Problem))
		}
	case result.Code != 0 || res.ExitCode != 0 || !result.Ran:
		cr.Verdict = fail("%s", lang.Sprintf("the test failed"))
		cr.Verdict.Got, cr.Verdict.Want = loggedBoards(rest)
	default:
		cr.Verdict = pass()
	}
	return cr
}

// flag records a remark for the teacher, shown beside the score.
func (rep *Report) flag(s string) {
	for _, f := range rep.Flags {
		if f == s {
			return
		}
	}
	rep.Flags = append(rep.Flags, s)
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

// harnessLine is the harness's report (package harness, Result).
type harnessLine struct {
	Test string `json:"test"`
	Code int    `json:"code"`
	Ran  bool   `json:"ran"`
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

// studentFile is the name the grader compiles the student's i-th file
// (in name order) under.
func studentFile(i int) string { return fmt.Sprintf("student%d.go", i) }

// fromStudentFiles gives the student's own file names back in compiler
// output, in one pass (rename maps studentN.go to the student's name, which
// may itself be studentM.go).
func fromStudentFiles(s string, rename map[string]string) string {
	pairs := make([]string, 0, 2*len(rename))
	for file, n := range rename {
		pairs = append(pairs, file, n)
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// studentNames gives the student's own file names back in a test's
// output (stack frames, panics).
func studentNames(students map[string][]byte) *strings.Replacer {
	names := make([]string, 0, len(students))
	for n := range students {
		names = append(names, n)
	}
	sort.Strings(names)
	var pairs []string
	for i := len(names) - 1; i >= 0; i-- { // student10.go before student1.go
		pairs = append(pairs, "/"+studentFile(i), "/"+names[i], " "+studentFile(i), " "+names[i], "\t"+studentFile(i), "\t"+names[i])
	}
	return strings.NewReplacer(pairs...)
}

// panicLine is the message of the first panic a test's stderr reports
// ("" when none).
func panicLine(stderr string) string {
	for _, l := range strings.Split(stderr, "\n") {
		if rest, ok := strings.CutPrefix(l, "panic: "); ok {
			rest = strings.TrimSuffix(rest, " [recovered, repanicked]")
			rest = strings.TrimSuffix(rest, " [recovered]")
			return truncate(rest, 500)
		}
	}
	return ""
}

var (
	raceOnce sync.Once
	raceOK   bool
)

// raceAvailable reports whether the race detector can be built here: it
// needs cgo, so a C compiler in the sandbox's /usr (Gradescope's setup.sh
// installs gcc).
func raceAvailable() bool {
	raceOnce.Do(func() {
		_, err := os.Stat("/usr/bin/gcc")
		raceOK = err == nil
	})
	return raceOK
}
