package exact

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
)

// Solve returns the first solution of the board as a new board. The board's
// givens stay givens; every other cell, including values a player entered,
// holds a plain value (entered values are kept as constraints, so a wrong
// entry makes the board unsolvable). Solve returns a *ConflictError when the
// board already breaks a rule, and an error wrapping ErrNoSolution when no
// solution exists. The board itself is not changed.
func Solve(b *sudoku.Board) (*sudoku.Board, error) {
	if err := b.CheckGivens(); err != nil {
		return nil, err
	}
	s := bitboard.GetSolver(b.Shape())
	defer bitboard.PutSolver(s)
	out := make([]int, b.Shape().Cells())
	if !s.Solve(b.Values(), out) {
		return nil, fmt.Errorf("sudoku: %w", sudoku.ErrNoSolution)
	}
	sol, _ := sudoku.NewBoard(b.Shape()) // the shape is valid: b exists
	for c := range b.Cells() {
		i := c.Index()
		if c.Given() {
			_ = sol.CellAt(i).SetGiven(out[i]) // out[i] is in 1–N
		} else {
			_ = sol.CellAt(i).Set(out[i])
		}
	}
	return sol, nil
}

// Count returns the number of solutions of the board, stopping at limit
// (limit 2 is enough to decide uniqueness; 0 or less means no limit). Values
// a player entered count as constraints like the givens. A board that
// already breaks a rule has no solution.
func Count(b *sudoku.Board, limit int) int {
	s := bitboard.GetSolver(b.Shape())
	defer bitboard.PutSolver(s)
	return s.Count(b.Values(), limit)
}

// Unique reports whether the board has exactly one solution, the mark of a
// proper puzzle.
func Unique(b *sudoku.Board) bool { return Count(b, 2) == 1 }
