package human

import (
	"errors"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// solveAll step-solves puzzles, checking every step against the solution
// (StepSolve does that and fails with a *StepError) and replaying the trace.
func solveAll(t *testing.T, puzzles []string) map[string]int {
	t.Helper()
	counts := map[string]int{}
	for _, p := range puzzles {
		b := board81(t, p)
		tr, err := StepSolve(b)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if !tr.Solved {
			t.Fatalf("%s: not solved", p)
		}
		if _, err := tr.Replay(); err != nil {
			t.Fatalf("%s: replay: %v", p, err)
		}
		for k, v := range tr.Counts() {
			counts[k] += v
		}
	}
	return counts
}

func TestStepSolveTop1465(t *testing.T) {
	lines := dataLines(t, "puzzles/top1465.txt")
	if !longTests() {
		lines = sample(lines, 25)
	}
	t.Logf("%d puzzles: %v", len(lines), solveAll(t, lines))
}

func TestStepSolve17Clue(t *testing.T) {
	lines := dataLines(t, "puzzles/17clue.txt")
	n := 60
	if longTests() {
		n = 3000
	}
	lines = sample(lines, n)
	t.Logf("%d puzzles: %v", len(lines), solveAll(t, lines))
}

func TestStepSolveDiabolical(t *testing.T) {
	lines := dataLines(t, "rated/se-diabolical-sample.txt")
	if !longTests() {
		lines = sample(lines, 60)
	}
	var puzzles []string
	for _, l := range lines {
		if p, _, ok := ratedLine(l); ok {
			puzzles = append(puzzles, p)
		}
	}
	t.Logf("%d puzzles: %v", len(puzzles), solveAll(t, puzzles))
}

func TestStepSolveNotUnique(t *testing.T) {
	// A solved grid without the four cells of a deadly pattern (r1c1,
	// r1c2, r4c1, r4c2 hold 1 and 2 crosswise): two solutions.
	b := board81(t, "..3456789456789123789123456..4365897365897214897214365531642978642978531978531642")
	tr, err := StepSolve(b)
	if !errors.Is(err, ErrNotUnique) {
		t.Fatalf("err = %v, want ErrNotUnique", err)
	}
	if tr.Solved || tr.Unique {
		t.Errorf("trace of a puzzle with two solutions: solved %v, unique %v", tr.Solved, tr.Unique)
	}
	for _, st := range tr.Steps {
		if TechniqueNamed(st.Technique).Uniqueness {
			t.Errorf("uniqueness technique %s used on a puzzle with several solutions", st.Technique)
		}
	}
}

func TestStepSolveNoSolution(t *testing.T) {
	b := board81(t, "12.......3........................................................................")
	_ = b.Cell(0, 2).Set(3) // r1c3 = 3 clashes with r2c1 in box 1
	if _, err := StepSolve(b); !errors.Is(err, sudoku.ErrNoSolution) {
		t.Fatalf("err = %v, want ErrNoSolution", err)
	}
}
