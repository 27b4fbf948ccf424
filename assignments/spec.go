package assignments

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sudokit/sudokit/assignments/sandbox"
)

// Visibility says when a student sees a test's result, as Gradescope does.
type Visibility string

// The visibilities of a test.
const (
	Visible      Visibility = "visible"        // shown at once; released
	Hidden       Visibility = "hidden"         // never shown, never released
	AfterDueDate Visibility = "after_due_date" // shown once the due date has passed; not released
)

// Spec is what an assignment declares: its id, title and summary, its
// limits, and its tests (read from assignment.yaml and the tests'
// //grade:points directives).
type Spec struct {
	ID       string
	Title    string
	Summary  string    // Markdown shown at the top of the release
	Solution string    // the student's file, when there is one
	Limits   LimitSpec // per test
	Tests    []Test
}

// LimitSpec holds the per-test limits as written in YAML ("2s", "2GiB").
type LimitSpec struct {
	Wall      time.Duration
	CPU       time.Duration
	Memory    string
	Processes int
	Output    string
}

// Test is one graded test: a test function of the assignment.
type Test struct {
	Name       string
	Points     float64
	Visibility Visibility
	Timeout    time.Duration // wall and CPU time; 0 uses the assignment's
	Doc        string        // what the test checks, shown to the student
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
