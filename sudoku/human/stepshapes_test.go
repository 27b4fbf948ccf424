package human

import (
	"math/rand/v2"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// makePuzzle returns a puzzle of shape s with a unique solution: a random
// full grid from which up to `remove` clues are taken away, in random order,
// as long as the solution stays unique.
func makePuzzle(tb testing.TB, s sudoku.Shape, seed uint64, remove int) *sudoku.Board {
	tb.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+1))
	sv, err := bitboard.NewSolver(s)
	if err != nil {
		tb.Fatal(err)
	}
	vals := make([]int, s.Cells())
	full := make([]int, s.Cells())
	if !sv.SolveRandom(vals, rng, full) {
		tb.Fatal("no random grid")
	}
	copy(vals, full)
	sv.Dig(vals, rng, remove)
	b, err := sudoku.FromValues(s, vals)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// TestStepSolveShapes solves puzzles of other box shapes: every finder works
// from the Geometry, never from a fixed 9.
func TestStepSolveShapes(t *testing.T) {
	for _, c := range []struct {
		shape  sudoku.Shape
		count  int
		remove int
	}{
		{sudoku.Shape{BoxRows: 2, BoxCols: 2}, 20, 16},
		{sudoku.Shape{BoxRows: 2, BoxCols: 3}, 20, 36},
		{sudoku.Shape{BoxRows: 3, BoxCols: 2}, 10, 36},
		{sudoku.Shape{BoxRows: 2, BoxCols: 4}, 10, 64},
		{sudoku.Shape{BoxRows: 3, BoxCols: 4}, 5, 100},
		{sudoku.Shape{BoxRows: 4, BoxCols: 4}, 2, 150},
	} {
		counts := map[string]int{}
		for k := 0; k < c.count; k++ {
			b := makePuzzle(t, c.shape, uint64(k+1), c.remove)
			tr, err := StepSolve(b)
			if err != nil {
				t.Fatalf("%v puzzle %d: %v\n%v", c.shape, k, err, b)
			}
			if !tr.Solved {
				t.Fatalf("%v puzzle %d not solved", c.shape, k)
			}
			if _, err := tr.Replay(); err != nil {
				t.Fatalf("%v puzzle %d: %v", c.shape, k, err)
			}
			for name, n := range tr.Counts() {
				counts[name] += n
			}
		}
		t.Logf("%v: %v", c.shape, counts)
	}
}

// TestFindersOnShapes runs every finder on positions of other shapes taken
// halfway through a solve, checking each step against the solution.
func TestFindersOnShapes(t *testing.T) {
	for _, s := range []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 3}, {BoxRows: 4, BoxCols: 4}} {
		for k := 0; k < 3; k++ {
			b := makePuzzle(t, s, uint64(100+k), s.Cells()/2)
			g := trace.NewGrid(b)
			sol, unique, err := solutionOf(g)
			if err != nil || !unique {
				t.Fatalf("%v: puzzle not unique: %v", s, err)
			}
			for _, tech := range Techniques() {
				if tech.Family == "Forcing Chains and Nets" || tech.Family == "Last Resort" {
					continue
				}
				n := 0
				tech.Find(g, func(st trace.Step) bool {
					if err := checkStep(g, st, sol); err != nil {
						t.Errorf("%v: %v", s, err)
						return false
					}
					n++
					return n < 200
				})
			}
		}
	}
}
