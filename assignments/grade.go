package assignments

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudokit/sudokit/assignments/sandbox"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// Options configures a Grader.
type Options struct {
	Go      string // the go command ("" finds it)
	WorkDir string // work area for builds and runs ("" makes a temporary one)
	BaseUID int    // sandbox uid of slot 0 when root; slot k runs as BaseUID+k (see sandbox.Options)
	// NoNamespaces turns off the namespaces (for tests of the fallback).
	NoNamespaces bool
	// MaxTime, when set, caps every test's wall and CPU time (tests of the
	// grader use it to stay fast).
	MaxTime time.Duration
	// Insecure grades hidden and after-due tests even when the sandbox has
	// no private filesystem (the grader is not root, or the kernel refuses
	// namespaces), where the student's code can read the assignment's
	// solution and the hidden tests' seeds. Without it such a Grade fails
	// with ErrWeakSandbox.
	Insecure bool
}

// ErrWeakSandbox is a refusal to grade hidden tests in a sandbox without a
// private filesystem (see Options.Insecure).
var ErrWeakSandbox = errors.New("refusing to grade hidden tests: the sandbox has no private filesystem, so the student's code could read the solution and the hidden tests' seeds (run the grader as root on Linux with namespaces, or pass --insecure to grade anyway)")

// Grader builds and runs submissions in a sandbox and judges their answers
// against reference answers it computes itself. One Grader may grade many
// submissions at once (see Batch); each concurrent Grade uses its own slot.
type Grader struct {
	opts    Options
	sb      *sandbox.Sandbox
	workDir string
	builds  atomic.Int64
	mu      sync.Mutex
	cases   map[string]casesEntry // "assignment/test" → inputs and expected answers
	libOnce sync.Once             // sudokit's packages for authored assignments
	libDir  string
	libErr  error
}

type casesEntry struct {
	cases []*Case
	err   error
	once  *sync.Once
}

// NewGrader prepares the sandbox (building its launcher).
func NewGrader(opts Options) (*Grader, error) {
	work := opts.WorkDir
	if work == "" {
		dir, err := os.MkdirTemp("", "sudokit-grade-")
		if err != nil {
			return nil, err
		}
		work = dir
	}
	sb, err := sandbox.New(sandbox.Options{Go: opts.Go, WorkDir: work, BaseUID: opts.BaseUID, NoNamespaces: opts.NoNamespaces})
	if err != nil {
		return nil, err
	}
	return &Grader{opts: opts, sb: sb, workDir: work, cases: map[string]casesEntry{}}, nil
}

// Close gives back the sandbox's uid range and control groups and removes
// the grader's work area when it made it.
func (g *Grader) Close() error {
	g.sb.Close()
	if g.opts.WorkDir == "" {
		return os.RemoveAll(g.workDir)
	}
	return nil
}

// Isolation describes the sandbox the kernel granted.
func (g *Grader) Isolation() sandbox.Isolation { return g.sb.Mode }

// Report is the grade of one submission.
type Report struct {
	Assignment string
	Student    string
	Score      float64
	MaxScore   float64
	Tests      []*TestResult
	CompileErr string        // set when the submission did not compile
	Duration   time.Duration // build and runs
	Sandbox    string        // the isolation used
	Note       string        // a remark for the teacher (a batch's renamed student)
}

// TestResult is the grade of one test.
type TestResult struct {
	Name       string
	Doc        string
	Points     float64
	Score      float64
	Visibility Visibility
	Cases      []*CaseResult
}

// Passed reports whether every case passed.
func (t *TestResult) Passed() bool { return t.Score == t.Points && len(t.Cases) > 0 }

// CaseResult is the judgement of one input.
type CaseResult struct {
	Label   string
	Verdict Verdict
	Problem string // the run ended badly: timeout, crash, output limit…
	Stdout  string // what the student's code printed itself (truncated)
	Stderr  string
	Wall    time.Duration
}

// casesOf returns the inputs of a test, made once per grader.
func (g *Grader) casesOf(a *Assignment, t *Test) ([]*Case, error) {
	key := a.ID + "/" + t.Name
	g.mu.Lock()
	e, ok := g.cases[key]
	if !ok {
		e = casesEntry{once: new(sync.Once)}
		g.cases[key] = e
	}
	g.mu.Unlock()
	e.once.Do(func() {
		cases, err := ops[t.Op].cases(a, t)
		g.mu.Lock()
		g.cases[key] = casesEntry{cases: cases, err: err, once: e.once}
		g.mu.Unlock()
	})
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.cases[key].cases, g.cases[key].err
}

// Prepare computes every test's inputs and reference answers now, so a
// batch does not wait for them inside its first submissions.
func (g *Grader) Prepare(a *Assignment) error {
	if a.authored != nil {
		_, err := g.libraryDir()
		return err
	}
	for i := range a.Tests {
		if _, err := g.casesOf(a, &a.Tests[i]); err != nil {
			return err
		}
	}
	return nil
}

// Grade builds the submission once and runs every case of every test in
// its own sandboxed process on the given slot.
func (g *Grader) Grade(ctx context.Context, a *Assignment, sub *Submission, slot int) (*Report, error) {
	if a.authored != nil {
		return g.gradeAuthored(ctx, a, sub, slot)
	}
	start := time.Now()
	rep := &Report{Assignment: a.ID, Student: sub.Name, MaxScore: a.MaxScore(), Sandbox: g.sb.Mode.String()}
	defer func() { rep.Duration = time.Since(start) }()
	if err := g.Prepare(a); err != nil {
		return nil, err
	}
	if !g.sb.Mode.PrivateFS && !g.opts.Insecure {
		for _, t := range a.Tests {
			if t.Visibility != Visible {
				return nil, ErrWeakSandbox
			}
		}
	}
	dir := filepath.Join(g.workDir, fmt.Sprintf("build-%d", g.builds.Add(1)))
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	built, err := g.build(ctx, a, sub, dir)
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
	// One control group holds every run of the submission: memory, tasks
	// and CPU are bounded for all it starts together.
	grp, err := g.sb.NewGroup()
	if err != nil {
		return nil, err
	}
	defer grp.Close()

	done := runs{grp: grp, outcomes: map[string]*runOutcome{}}
	for i := range a.Tests {
		t := &a.Tests[i]
		tr := &TestResult{Name: t.Name, Doc: t.Doc, Points: t.Points, Visibility: t.Visibility}
		cases, _ := g.casesOf(a, t)
		all := true
		for _, c := range cases {
			cr := g.runCase(ctx, a, t, c, program, slot, done)
			tr.Cases = append(tr.Cases, cr)
			if !cr.Verdict.Pass {
				all = false
				break // one failing input fails the test; save the time of the rest
			}
		}
		if all && len(cases) > 0 {
			tr.Score = t.Points
		}
		rep.Score += tr.Score
		rep.Tests = append(rep.Tests, tr)
	}
	return rep, ctx.Err()
}

// runOutcome is what one run of the student's program gave.
type runOutcome struct {
	res   *sandbox.Result
	resp  response
	stray string
	found bool
}

// runs remembers the outcomes of one submission's runs by request and
// limits: tests that ask the runner the same question (a3's "count" and
// "stored" tests of one board both run "solve") share one process.
type runs struct {
	grp      *sandbox.Group
	outcomes map[string]*runOutcome
}

// runCase runs one input in a fresh process (or reuses the outcome of the
// same request) and judges the answer.
func (g *Grader) runCase(ctx context.Context, a *Assignment, t *Test, c *Case, program string, slot int, done runs) *CaseResult {
	cr := &CaseResult{Label: c.Label}
	input, err := json.Marshal(c.Input)
	if err != nil {
		cr.Verdict = fail("%s", lang.Sprintf("grader error: %v", err))
		return cr
	}
	req, _ := json.Marshal(request{Op: ops[t.Op].runnerOp, Input: input})
	lim := a.limitsFor(t)
	if m := g.opts.MaxTime; m > 0 {
		if lim.Wall == 0 || lim.Wall > m {
			lim.Wall = m
		}
		if lim.CPU == 0 || lim.CPU > m {
			lim.CPU = m
		}
	}
	key := fmt.Sprintf("%s %v", req, lim)
	out, ok := done.outcomes[key]
	if !ok {
		secret := newSecret()
		stdin := append([]byte(secret+"\n"), req...)
		res := g.sb.Run(ctx, sandbox.Job{Program: program, Stdin: stdin, Limits: lim, Slot: slot, Group: done.grp})
		out = &runOutcome{res: res}
		out.resp, out.stray, out.found = parseFrame(res.Stdout, secret)
		if ctx.Err() == nil { // a cancelled run says nothing about the code
			done.outcomes[key] = out
		}
	}
	res := out.res
	cr.Wall = res.Wall
	cr.Stdout = truncate(out.stray, 2000)
	cr.Stderr = truncate(string(res.Stderr), 2000)
	resp := out.resp
	switch {
	case res.Err != nil:
		cr.Problem = res.Err.Error()
		cr.Verdict = fail("%s", lang.Sprintf("the grader's sandbox failed: %v", res.Err))
	case res.TimedOut || res.CPUExceeded || res.OutputExceeded || res.MemoryExceeded && !out.found:
		cr.Problem = res.Problem(lim)
		cr.Verdict = fail("%s", cr.Problem)
	case !out.found:
		cr.Problem = res.Problem(lim)
		if cr.Problem == "" {
			cr.Problem = "exit status 0"
		}
		cr.Verdict = fail("%s", lang.Sprintf("your program ended (%s) before answering: did your code call os.Exit, or crash?", cr.Problem))
	case resp.Panic != "":
		cr.Verdict = fail("%s", lang.Sprintf("your code panicked: %[1]s%[2]s", resp.Panic, studentFrames(resp.Stack)))
	case resp.Error != "":
		cr.Verdict = fail("%s", resp.Error)
	default:
		output, _ := json.Marshal(resp.Output)
		cr.Verdict = ops[t.Op].judge(c, output)
	}
	return cr
}

// newSecret returns a fresh random frame secret.
func newSecret() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return "SUDOKIT-" + hex.EncodeToString(b)
}

// parseFrame finds the runner's framed line. Everything else is the
// student's own output.
func parseFrame(stdout []byte, secret string) (resp response, stray string, found bool) {
	prefix := []byte(secret + " ")
	var rest [][]byte
	for _, line := range bytes.Split(stdout, []byte("\n")) {
		if !found && bytes.HasPrefix(line, prefix) {
			if json.Unmarshal(line[len(prefix):], &resp) == nil {
				found = true
				continue
			}
		}
		rest = append(rest, line)
	}
	return resp, strings.TrimSpace(string(bytes.Join(rest, []byte("\n")))), found
}

// studentFrames keeps the stack lines that point into the student's files.
func studentFrames(stack string) string {
	var keep []string
	lines := strings.Split(stack, "\n")
	for i, l := range lines {
		if strings.Contains(l, "student") && strings.Contains(l, ".go:") && i > 0 {
			keep = append(keep, strings.TrimSpace(lines[i-1])+" at "+strings.TrimSpace(l))
		}
	}
	if len(keep) == 0 {
		return ""
	}
	return "\n" + strings.Join(keep, "\n")
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("\n… (%d more bytes)", len(s)-n)
}

// boardText prints a board for text feedback.
func boardText(b *sudoku.Board) string {
	if b == nil {
		return "(no board)"
	}
	return sudoku.FormatPretty(b)
}

// compileFailed records a submission that did not compile: the compiler's
// output, and every test of a with no points.
func (rep *Report) compileFailed(a *Assignment, output string) {
	rep.CompileErr = output
	for _, t := range a.Tests {
		rep.Tests = append(rep.Tests, &TestResult{Name: t.Name, Doc: t.Doc, Points: t.Points, Visibility: t.Visibility})
	}
}
