package exact

import (
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/puzzlefile"
)

// BenchmarkSolverTop1465 measures the public Solver on the top1465 set, to
// compare with the engine's own BenchmarkSolveTop1465 in
// sudoku/internal/bitboard: the Solver adds one call per puzzle.
func BenchmarkSolverTop1465(b *testing.B) {
	puzzles := loadSet(b, "top1465.txt")
	s, err := NewSolver(sudoku.Classic)
	if err != nil {
		b.Fatal(err)
	}
	puzzlefile.BenchSolve(b, s, puzzles, 81)
}
