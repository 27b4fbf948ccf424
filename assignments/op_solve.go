package assignments

import (
	"encoding/json"
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
)

// solveOutput is the runner's answer to "solve": the container's count and
// every board taken out of it, as INF1010 characters in reading order.
type solveOutput struct {
	Count     int      `json:"count"`
	Solutions []string `json:"solutions"`
}

// solveWant is the reference: the puzzle and its true number of solutions.
type solveWant struct {
	puzzle *sudoku.Board
	count  int
}

func init() {
	prepare := func(_ string, b *sudoku.Board) (any, error) {
		if b == nil {
			return nil, fmt.Errorf("not a valid board")
		}
		return solveWant{puzzle: b, count: exact.Count(b, 0)}, nil
	}
	ops["count"] = &op{runnerOp: "solve", cases: boardCases(prepare), judge: judgeCount}
	ops["stored"] = &op{runnerOp: "solve", cases: boardCases(prepare), judge: judgeStored}
}

// judgeCount checks hentAntallLosninger: every solution counted, even past
// the 3500 the container stores.
func judgeCount(c *Case, output json.RawMessage) Verdict {
	want := c.want.(solveWant)
	var got solveOutput
	if err := decode(output, &got); err != nil {
		return fail("%v", err)
	}
	if got.Count != want.count {
		return fail("Count() returned %d; the puzzle has %d solution(s)", got.Count, want.count)
	}
	return pass()
}

// judgeStored checks the boards taken out: min(count, 3500) of them, each a
// different solution that keeps the givens.
func judgeStored(c *Case, output json.RawMessage) Verdict {
	want := c.want.(solveWant)
	var got solveOutput
	if err := decode(output, &got); err != nil {
		return fail("%v", err)
	}
	stored := min(want.count, sudoku.MaxStoredSolutions)
	if len(got.Solutions) != stored {
		return fail("Take() gave %d board(s); the container should hold %d (the first %d solutions, at most %d)",
			len(got.Solutions), stored, stored, sudoku.MaxStoredSolutions)
	}
	p := want.puzzle
	n := p.N()
	seen := make(map[string]bool, len(got.Solutions))
	for k, text := range got.Solutions {
		values, ok := valuesOf(text, n)
		if !ok {
			return fail("board %d taken out has %d cells or a bad character", k+1, len(text))
		}
		b := boardFromValues(p.Shape(), values)
		switch {
		case b == nil || !b.IsSolved():
			v := fail("board %d taken out is not a solved board", k+1)
			v.Got, v.Want = b, nearestSolution(p, b)
			return v
		case !keepsGivens(b, p):
			v := fail("board %d taken out changes a given of the puzzle", k+1)
			v.Got, v.Want = b, nearestSolution(p, b)
			return v
		case seen[text]:
			return fail("board %d taken out is the same solution as an earlier one (store a copy, not the board the solver keeps changing)", k+1)
		}
		seen[text] = true
	}
	return pass()
}

// nearestSolution is the solution of puzzle p (among its first 3500) that
// differs from the student's board in the fewest cells: the "expected"
// board of feedback. Nil when p has no solution.
func nearestSolution(p, got *sudoku.Board) *sudoku.Board {
	var best *sudoku.Board
	bestDiff := -1
	k := 0
	for s := range sudoku.AllSolutions(p) {
		diff := 0
		if got != nil {
			for i := range s.N() * s.N() {
				if s.CellAt(i).Value() != got.CellAt(i).Value() {
					diff++
				}
			}
		}
		if bestDiff < 0 || diff < bestDiff {
			best, bestDiff = s.Clone(), diff
		}
		if k++; k == sudoku.MaxStoredSolutions || diff == 0 {
			break
		}
	}
	return best
}

// valuesOf reads n·n INF1010 characters.
func valuesOf(text string, n int) ([]int, bool) {
	if len(text) != n*n {
		return nil, false
	}
	values := make([]int, len(text))
	for i := 0; i < len(text); i++ {
		v, ok := inf1010Value(text[i])
		if !ok || v > n {
			return nil, false
		}
		values[i] = v
	}
	return values, true
}

// keepsGivens reports whether b has every given of puzzle.
func keepsGivens(b, puzzle *sudoku.Board) bool {
	for i, v := range puzzle.Values() {
		if v != 0 && b.CellAt(i).Value() != v {
			return false
		}
	}
	return true
}
