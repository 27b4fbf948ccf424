package assignments

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/viper"
	"github.com/sudokit/sudokit/assignments/sandbox"
)

// Visibility says when a student sees a test's result, as Gradescope does.
type Visibility string

// The visibilities of a test.
const (
	Visible      Visibility = "visible"        // shown at once; its input ships with the release
	Hidden       Visibility = "hidden"         // never shown; its input is generated at grading time
	AfterDueDate Visibility = "after_due_date" // shown once the due date has passed
)

// Spec is an assignment's assignment.yaml.
type Spec struct {
	ID        string     `mapstructure:"id"`
	Title     string     `mapstructure:"title"`
	Stage     string     `mapstructure:"stage"`    // the INF1010 part it mirrors
	Summary   string     `mapstructure:"summary"`  // Markdown shown at the top of the release
	Solution  string     `mapstructure:"solution"` // the reference solution file
	Runner    string     `mapstructure:"runner"`   // the runner file (package main, calls the student's code)
	Files     []string   `mapstructure:"files"`    // data files shipped with the release
	Functions []Function `mapstructure:"functions"`
	Limits    LimitSpec  `mapstructure:"limits"`
	Tests     []Test     `mapstructure:"tests"`
}

// Function is one function or method the student implements.
type Function struct {
	Signature string `mapstructure:"signature"`
	Doc       string `mapstructure:"doc"`
}

// LimitSpec holds the per-test limits as written in YAML ("2s", "2GiB").
type LimitSpec struct {
	Wall      time.Duration `mapstructure:"wall"`
	CPU       time.Duration `mapstructure:"cpu"`
	Memory    string        `mapstructure:"memory"`
	Processes int           `mapstructure:"processes"`
	Output    string        `mapstructure:"output"`
}

// Test is one graded test: an operation of the assignment on inputs from a
// file, inline text or a seeded generator.
type Test struct {
	Name       string         `mapstructure:"name"`
	Points     float64        `mapstructure:"points"`
	Visibility Visibility     `mapstructure:"visibility"`
	Op         string         `mapstructure:"op"`
	File       string         `mapstructure:"file"`     // input file in the assignment folder
	Input      string         `mapstructure:"input"`    // inline input text
	Missing    bool           `mapstructure:"missing"`  // the input file does not exist (op read)
	Generate   *Generator     `mapstructure:"generate"` // generated inputs (hidden tests)
	Args       map[string]any `mapstructure:"args"`     // op-specific settings
	Timeout    time.Duration  `mapstructure:"timeout"`  // wall and CPU time per case; 0 uses the assignment's
	Doc        string         `mapstructure:"doc"`      // what the test checks, shown to the student
}

// Generator describes seeded inputs: Cases puzzles of Shape ("3x3") from
// Seed. Kind, Holes and MaxSolutions are read by the operation.
type Generator struct {
	Seed  int64  `mapstructure:"seed"`
	Cases int    `mapstructure:"cases"`
	Shape string `mapstructure:"shape"`
	Kind  string `mapstructure:"kind"`
	Holes int    `mapstructure:"holes"`
	// MaxSolutions bounds the solutions of kind "many" (more than 3500, at
	// most this; 0 means 20000).
	MaxSolutions int `mapstructure:"max_solutions"`
}

// SpecError names the assignment and the field of a bad spec.
type SpecError struct {
	Assignment string
	Field      string
	Problem    string
}

func (e *SpecError) Error() string {
	return fmt.Sprintf("assignment %s: %s: %s", e.Assignment, e.Field, e.Problem)
}

// parseSpec reads assignment.yaml from the folder dir of fsys and checks it.
func parseSpec(fsys fs.FS, dir string) (*Spec, error) {
	data, err := fs.ReadFile(fsys, path.Join(dir, "assignment.yaml"))
	if err != nil {
		return nil, err
	}
	v := viper.New()
	v.SetConfigType("yaml")
	if err := v.ReadConfig(bytes.NewReader(data)); err != nil {
		return nil, &SpecError{Assignment: dir, Field: "assignment.yaml", Problem: err.Error()}
	}
	var s Spec
	if err := v.Unmarshal(&s); err != nil {
		return nil, &SpecError{Assignment: dir, Field: "assignment.yaml", Problem: err.Error()}
	}
	return &s, s.check(fsys, dir)
}

// check validates the spec against the files in the folder.
func (s *Spec) check(fsys fs.FS, dir string) error {
	bad := func(field, format string, args ...any) error {
		return &SpecError{Assignment: dir, Field: field, Problem: fmt.Sprintf(format, args...)}
	}
	if s.ID != dir {
		return bad("id", "%q does not match the folder name %q", s.ID, dir)
	}
	for field, name := range map[string]string{"solution": s.Solution, "runner": s.Runner} {
		if _, err := fs.Stat(fsys, path.Join(dir, name)); err != nil {
			return bad(field, "%v", err)
		}
	}
	for i, f := range s.Files {
		if _, err := fs.Stat(fsys, path.Join(dir, f)); err != nil {
			return bad(fmt.Sprintf("files[%d]", i), "%v", err)
		}
	}
	if _, err := s.Limits.sandbox(); err != nil {
		return bad("limits", "%v", err)
	}
	seen := map[string]bool{}
	for i, t := range s.Tests {
		field := fmt.Sprintf("tests[%d]", i)
		switch {
		case t.Name == "":
			return bad(field+".name", "missing")
		case seen[t.Name]:
			return bad(field+".name", "%q used twice", t.Name)
		case t.Points < 0:
			return bad(field+".points", "negative")
		case t.Visibility != Visible && t.Visibility != Hidden && t.Visibility != AfterDueDate:
			return bad(field+".visibility", "%q is not one of visible, hidden, after_due_date", t.Visibility)
		case ops[t.Op] == nil:
			return bad(field+".op", "unknown operation %q", t.Op)
		}
		seen[t.Name] = true
		sources := 0
		if t.File != "" {
			sources++
			if _, err := fs.Stat(fsys, path.Join(dir, t.File)); err != nil {
				return bad(field+".file", "%v", err)
			}
		}
		if t.Input != "" {
			sources++
		}
		if t.Generate != nil {
			sources++
			if t.Generate.Cases < 1 {
				t.Generate.Cases = 1
			}
		}
		if t.Missing {
			sources++
		}
		if sources != 1 && !ops[t.Op].noInput {
			return bad(field, "give exactly one of file, input, generate and missing")
		}
	}
	return nil
}

// sandbox converts the YAML limits to sandbox limits.
func (l LimitSpec) sandbox() (sandbox.Limits, error) {
	mem, err := parseBytes(l.Memory)
	if err != nil {
		return sandbox.Limits{}, fmt.Errorf("memory: %v", err)
	}
	out, err := parseBytes(l.Output)
	if err != nil {
		return sandbox.Limits{}, fmt.Errorf("output: %v", err)
	}
	return sandbox.Limits{Wall: l.Wall, CPU: l.CPU, Memory: mem, Procs: l.Processes, Output: out}, nil
}

// parseBytes reads "512MiB", "4MiB", "2GiB", "1000" ("" is 0).
func parseBytes(text string) (int64, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, nil
	}
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"B", 1}} {
		if strings.HasSuffix(text, u.suffix) {
			text, mult = strings.TrimSpace(strings.TrimSuffix(text, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%q is not a size such as 512MiB", text)
	}
	return n * mult, nil
}

// limitsFor returns the sandbox limits of one test.
func (s *Spec) limitsFor(t *Test) sandbox.Limits {
	l, _ := s.Limits.sandbox() // checked by check
	if t.Timeout > 0 {
		l.Wall, l.CPU = t.Timeout, t.Timeout
	}
	return l
}

// MaxScore is the sum of the tests' points.
func (s *Spec) MaxScore() float64 {
	total := 0.0
	for _, t := range s.Tests {
		total += t.Points
	}
	return total
}
