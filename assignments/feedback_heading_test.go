package assignments

import (
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// The heading over a failed case's output says what follows: the output of
// a test function of an authored assignment is the test's log (its
// t.Errorf messages) with the student's prints among it; the output of a
// built-in assignment's case is what the student's code printed.
func TestFeedbackOutputHeading(t *testing.T) {
	defer lang.UseTag(lang.CurrentTag())
	lang.UseTag(lang.English)
	authored := &TestResult{Name: "TestSolve", Cases: []*CaseResult{{Label: "TestSolve",
		Verdict: fail("the test failed"), Stdout: "solve_test.go:12: board 1 is not solved"}}}
	out := authored.Output()
	if !strings.Contains(out, "The test's messages and what your code printed:\n\n    solve_test.go:12") || strings.Contains(out, "Your code printed:") {
		t.Errorf("an authored test's output:\n%s", out)
	}
	builtin := &TestResult{Name: "solves", Cases: []*CaseResult{{Label: "the 6×6 example",
		Verdict: fail("not solved"), Stdout: "debug: trying 4"}}}
	out = builtin.Output()
	if !strings.Contains(out, "Your code printed:\n\n    debug: trying 4") || strings.Contains(out, "The test's messages") {
		t.Errorf("a built-in case's output:\n%s", out)
	}
}
