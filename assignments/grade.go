package assignments

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudokit/sudokit/assignments/sandbox"
	"github.com/sudokit/sudokit/sudoku"
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

// Grader builds each submission with the assignment's tests into a test
// binary in a sandbox and runs every test in its own sandboxed process. One
// Grader may grade many submissions at once (see Batch); each concurrent
// Grade uses its own slot.
type Grader struct {
	opts    Options
	sb      *sandbox.Sandbox
	workDir string
	builds  atomic.Int64
	libOnce sync.Once // sudokit's packages, which tests and student code may import
	libDir  string
	libErr  error
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
	return &Grader{opts: opts, sb: sb, workDir: work}, nil
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
	CompileErr string // set when the submission did not compile
	// GraderErr is set when the grader could not grade the submission (a
	// failure of the grader, not the student's code): the score is 0.
	GraderErr string
	Duration  time.Duration // build and runs
	Sandbox   string        // the isolation used
	Note      string        // a remark for the teacher (a batch's renamed student)
	// Flags are what the grader noticed and the teacher should look at,
	// beside the score: a data race, a forbidden system call, a sandbox
	// without the race detector.
	Flags []string
	// SecretCompileErr is the compiler's output when the binary of the
	// hidden and after-due tests did not compile: for the teacher only (it
	// quotes the hidden tests).
	SecretCompileErr string
	// PartErrors are the parts of the student's code that did not compile
	// and were graded as the release's stubs (per-part credit).
	PartErrors []PartError
}

// TestResult is the grade of one test.
type TestResult struct {
	Name       string
	Doc        string
	Points     float64
	Score      float64
	Visibility Visibility
	Cases      []*CaseResult
	// Secret says the test ran in the binary that holds hidden tests and
	// data: a student sees its name, points and pass or fail, never what
	// it printed or its messages.
	Secret bool
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

// Verdict is the judgement of one run. Got and Want, when set, are drawn
// side by side in feedback.
type Verdict struct {
	Pass      bool
	Message   string
	Got, Want *sudoku.Board
}

func pass() Verdict                           { return Verdict{Pass: true} }
func fail(format string, args ...any) Verdict { return Verdict{Message: fmt.Sprintf(format, args...)} }

// Prepare makes what every grade of the assignment needs (sudokit's
// packages, copied once into the grader's work area), so a batch does not
// wait for it inside its first submissions.
func (g *Grader) Prepare(a *Assignment) error {
	_, err := g.libraryDir()
	return err
}

// Grade builds the submission with the assignment's tests once and runs
// each test in its own sandboxed process on the given slot.
func (g *Grader) Grade(ctx context.Context, a *Assignment, sub *Submission, slot int) (*Report, error) {
	return g.gradeAuthored(ctx, a, sub, slot)
}

// newSecret returns a fresh random frame secret.
func newSecret() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return "SUDOKIT-" + hex.EncodeToString(b)
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
