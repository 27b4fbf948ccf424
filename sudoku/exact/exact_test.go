package exact

import (
	"errors"
	"fmt"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/puzzlefile"
)

// loadSet reads a file of one-line 9×9 puzzles of the shared data set
// ('#' comments and blank lines skipped, only the first field of a line
// counts). It skips the test when the shared data directory is missing.
func loadSet(tb testing.TB, name string) [][]int {
	tb.Helper()
	path := "../../../shared/data/puzzles/" + name
	var puzzles [][]int
	for _, l := range puzzlefile.Load(tb, path) {
		b, err := sudoku.Parse(l.Text, sudoku.FormatLine)
		if err != nil {
			tb.Fatalf("%s:%d: %v", path, l.No, err)
		}
		puzzles = append(puzzles, b.Values())
	}
	return puzzles
}

func TestNoSolution(t *testing.T) {
	s, _ := NewSolver(sudoku.Classic)
	unsolvable := func(name string, v []int) {
		t.Helper()
		if s.Solve(v, make([]int, 81)) || s.Count(v, 0) != 0 {
			t.Fatalf("%s: the solver found a solution", name)
		}
		b, err := sudoku.FromValues(sudoku.Classic, v)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Solve(b); !errors.Is(err, sudoku.ErrNoSolution) {
			t.Fatalf("%s: Solve: err = %v, want ErrNoSolution", name, err)
		}
		if Count(b, 2) != 0 || Unique(b) {
			t.Fatalf("%s: Count or Unique finds a solution", name)
		}
	}

	// A cell without candidates: row 1 holds 1–8, and 9 sits lower down
	// in column 9, so r1c9 can hold nothing. No two givens clash.
	v := make([]int, 81)
	for c := range 8 {
		v[c] = c + 1
	}
	v[4*9+8] = 9
	unsolvable("empty cell", v)

	// A value without a place: 1 cannot go in row 1 (boxes 1 and 2 hold
	// it lower down, columns 7 and 8 hold it, r1c9 holds 5), although
	// every cell of the row still has candidates.
	v = make([]int, 81)
	v[1*9+0], v[2*9+4], v[3*9+6], v[6*9+7], v[0*9+8] = 1, 1, 1, 1, 5
	unsolvable("value without a place", v)

	// Contradictions that only search finds: add to a puzzle with a
	// unique solution a given that differs from that solution but clashes
	// with no given.
	puzzles := loadSet(t, "17clue.txt")
	out := make([]int, 81)
	for k := 0; k < len(puzzles); k += 1000 {
		p := append([]int(nil), puzzles[k]...)
		if !s.Solve(p, out) {
			t.Fatalf("17clue #%d: no solution", k+1)
		}
		b, _ := sudoku.FromValues(sudoku.Classic, p)
		i := (k * 7) % 81
		for p[i] != 0 {
			i = (i + 1) % 81
		}
		for w := 1; w <= 9; w++ {
			if w != out[i] && b.CellAt(i).CanPlace(w) {
				p[i] = w
				break
			}
		}
		unsolvable(fmt.Sprintf("17clue #%d with a wrong given", k+1), p)
	}

	// Clashing givens: a *ConflictError from Solve, 0 from Count.
	v = make([]int, 81)
	v[0], v[10] = 4, 4 // r1c1 and r2c2 share box 1
	b, _ := sudoku.FromValues(sudoku.Classic, v)
	var ce *sudoku.ConflictError
	if _, err := Solve(b); !errors.As(err, &ce) {
		t.Fatalf("Solve with clashing givens: err = %v, want *ConflictError", err)
	}
	if Count(b, 2) != 0 || Unique(b) || s.Count(v, 2) != 0 {
		t.Fatal("a board with clashing givens has solutions")
	}
}

func TestSolveKeepsGivens(t *testing.T) {
	p := loadSet(t, "top1465.txt")[0]
	b, _ := sudoku.FromValues(sudoku.Classic, p)
	// An entered (not given) value that belongs to the solution.
	sol, err := Solve(b)
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	for p[i] != 0 {
		i++
	}
	if err := b.CellAt(i).Set(sol.CellAt(i).Value()); err != nil {
		t.Fatal(err)
	}
	again, err := Solve(b)
	if err != nil {
		t.Fatal(err)
	}
	for k := range 81 {
		if again.CellAt(k).Given() != (p[k] != 0) {
			t.Fatalf("cell %d: given = %v, want %v", k, again.CellAt(k).Given(), p[k] != 0)
		}
	}
	if !again.Equal(sol) || !again.IsSolved() || b.IsComplete() {
		t.Fatal("Solve changed the board or gave a different solution")
	}
}
