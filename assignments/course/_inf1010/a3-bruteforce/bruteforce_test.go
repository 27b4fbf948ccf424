package main

import (
	"fmt"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/lang/testmsg"
)

// solved is what SolveAll gave for one puzzle: the container's count and
// the boards taken out of it (at most one more than MaxStored, so a Take
// that never runs dry cannot loop forever), next to the puzzle as the
// sudoku package reads it.
type solved struct {
	puzzle *sudoku.Board
	count  int
	boards []*Board
}

// solveFile reads a puzzle with ReadFile, builds its structure and solves
// it with SolveAll.
func solveFile(t *testing.T, file string) solved {
	t.Helper()
	p := puzzleFile(t, file)
	b := readBoard(t, file)
	b.BuildStructure()
	found := SolveAll(b)
	if found == nil {
		testmsg.Fatalf(t, "SolveAll returned nil")
	}
	s := solved{puzzle: p, count: found.Count()}
	for len(s.boards) <= MaxStored {
		x := found.Take()
		if x == nil {
			break
		}
		s.boards = append(s.boards, x)
	}
	return s
}

// solveText writes a puzzle into a file and solves it as solveFile does.
func solveText(t *testing.T, text string) solved {
	t.Helper()
	return solveFile(t, writeBoard(t, text))
}

// checkCount checks hentAntallLosninger: every solution counted, even
// past the 3500 the container stores.
func checkCount(t *testing.T, s solved) {
	t.Helper()
	if want := exact.Count(s.puzzle, 0); s.count != want {
		testmsg.Errorf(t, "Count() returned %d; the puzzle has %d solution(s)", s.count, want)
	}
}

// checkStored checks the boards taken out: min(count, 3500) of them, each
// a different solution that keeps the givens. A wrong board is shown next
// to the puzzle's solution nearest to it.
func checkStored(t *testing.T, s solved) {
	t.Helper()
	p := s.puzzle
	stored := min(exact.Count(p, 0), MaxStored)
	if len(s.boards) != stored {
		testmsg.Errorf(t, "Take() gave %d board(s); the container should hold %d (the first %d solutions, at most %d)", len(s.boards), stored, stored, MaxStored)
		return
	}
	seen := make(map[string]bool, len(s.boards))
	for k, x := range s.boards {
		b := toSudoku(x, p.Shape())
		switch {
		case b == nil:
			testmsg.Errorf(t, "board %d taken out has %d cells or a bad value", k+1, len(x.Cells))
			return
		case !b.IsSolved():
			testmsg.Errorf(t, "board %d taken out is not a solved board", k+1)
			showBoards(t, b, nearestSolution(p, b))
			return
		case !keepsGivens(b, p):
			testmsg.Errorf(t, "board %d taken out changes a given of the puzzle", k+1)
			showBoards(t, b, nearestSolution(p, b))
			return
		}
		key := fmt.Sprint(b.Values())
		if seen[key] {
			testmsg.Errorf(t, "board %d taken out is the same solution as an earlier one (store a copy, not the board the solver keeps changing)", k+1)
			return
		}
		seen[key] = true
	}
}

// toSudoku converts a board of the student's types (nil when its cells do
// not fit the shape).
func toSudoku(x *Board, shape sudoku.Shape) *sudoku.Board {
	if x == nil {
		return nil
	}
	b, err := sudoku.FromValues(shape, boardValues(x))
	if err != nil {
		return nil
	}
	return b
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

// nearestSolution is the solution of puzzle p (among its first 3500) that
// differs from b in the fewest cells: the "expected" board of feedback.
// Nil when p has no solution.
func nearestSolution(p, b *sudoku.Board) *sudoku.Board {
	var best *sudoku.Board
	bestDiff := -1
	k := 0
	for s := range sudoku.AllSolutions(p) {
		diff := 0
		for i, v := range s.Values() {
			if v != b.CellAt(i).Value() {
				diff++
			}
		}
		if bestDiff < 0 || diff < bestDiff {
			best, bestDiff = s.Clone(), diff
		}
		if k++; k == MaxStored || diff == 0 {
			break
		}
	}
	return best
}

// The 6×6 example has one solution.
//
//grade:points 1
func TestCountSix(t *testing.T) { checkCount(t, solveFile(t, "testdata/six.txt")) }

//grade:points 1
func TestStoredSix(t *testing.T) { checkStored(t, solveFile(t, "testdata/six.txt")) }

//grade:points 1
func TestCountNine(t *testing.T) { checkCount(t, solveFile(t, "testdata/nine.txt")) }

// An empty 4×4 board has 288 solutions.
//
//grade:points 1
func TestCountEmpty4x4(t *testing.T) { checkCount(t, solveFile(t, "testdata/empty4.txt")) }

//grade:points 1
func TestStoredEmpty4x4(t *testing.T) { checkStored(t, solveFile(t, "testdata/empty4.txt")) }

//grade:points 1
func TestCountNoSolution(t *testing.T) { checkCount(t, solveFile(t, "testdata/nosolution.txt")) }

// More than 3500 solutions: all counted.
//
//grade:points 2
func TestCountOver3500(t *testing.T) { checkCount(t, solveFile(t, "testdata/many.txt")) }

// More than 3500 solutions: only 3500 stored, each a different copy.
//
//grade:points 2
func TestStoredOver3500(t *testing.T) { checkStored(t, solveFile(t, "testdata/many.txt")) }

// Two 6×6 puzzles with one solution each.
//
//grade:points 2 hidden timeout=6s
func TestHiddenUnique(t *testing.T) {
	for _, text := range hiddenUnique {
		checkCount(t, solveText(t, text))
	}
}

// A 9×9 puzzle with more than 3500 solutions: the boards taken out.
//
//grade:points 2 hidden
func TestHiddenMany(t *testing.T) { checkStored(t, solveText(t, hiddenMany[0])) }

// A 9×9 puzzle whose givens do not clash but that has no solution.
//
//grade:points 1 hidden
func TestHiddenNoSolution(t *testing.T) { checkCount(t, solveText(t, hiddenNoSolution[0])) }

// A 12×12 puzzle with one solution.
//
//grade:points 1 after-due
func TestAfterDue12x12(t *testing.T) { checkCount(t, solveText(t, afterDue12x12[0])) }

// The hidden puzzles (made once from the seeds 301–304 of the grader's
// former generator).
var hiddenUnique = []string{
	`2
3
1..652
.564.1
....63
..12..
..53..
.2...4
`,
	`2
3
.413.5
23....
.63.1.
1.4...
3...42
4..1..
`,
}

var hiddenMany = []string{
	`3
3
9....1..5
7..5..4..
.8.9.3...
.1..2.3..
6........
..5..9...
......78.
...3..9..
...2.8.4.
`,
}

var hiddenNoSolution = []string{
	`3
3
839.....4
.164..9..
.2.8...17
58.9..14.
.4..8..79
.73..128.
2.136.4..
...1...92
..4..8.6.
`,
}

var afterDue12x12 = []string{
	`3
4
375..2C..41A
14AB85.7...2
.926B.148735
4B.A51782693
781.2.96AB4C
9.32A..B.8..
..B.7.239C.6
.C..4.5.7328
.387.6AC4.5B
..73.9BA1584
B.9C1485326.
8.4.376.CAB9
`,
}
