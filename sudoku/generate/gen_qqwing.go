package generate

import (
	"fmt"
	"math/rand/v2"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
)

// CzechPuzzle is what Czech returns.
type CzechPuzzle struct {
	Puzzle   *sudoku.Board
	Solution *sudoku.Board
	Removed  int // clues taken away from the full grid
}

// Czech makes a puzzle the way the Czech SudokuApp (and QQWing, the
// popular open-source generator) do:
//
//  1. Fill an empty grid by backtracking, trying the values of every cell
//     in random order, so the first solution found is a random grid.
//  2. Visit the cells in random order and take each clue away if the
//     puzzle still has exactly one solution; put it back otherwise.
//  3. Stop after remove clues are gone (remove ≤ 0: when every cell was
//     visited, which leaves a minimal puzzle).
//
// SudokuApp sets the difficulty purely by the number of clues removed;
// its author notes that this is a poor measure ("it depends more on the
// links between the clues"), which Rate lets students check. The same
// shape, remove and seed give the same puzzle.
func Czech(s sudoku.Shape, remove int, seed uint64) (CzechPuzzle, error) {
	if err := s.Validate(); err != nil {
		return CzechPuzzle{}, err
	}
	if remove > s.Cells() {
		return CzechPuzzle{}, &OptionError{"remove", fmt.Sprintf("%d is more than the %d cells", remove, s.Cells())}
	}
	rng := rand.New(rand.NewPCG(seed, seedStream))
	sv := bitboard.GetSolver(s)
	defer bitboard.PutSolver(sv)

	n := s.N()
	grid := make([]int, n*n)
	sv.SolveRandom(make([]int, n*n), rng, grid) // step 1: an empty grid always has solutions

	puzzle := append([]int(nil), grid...)
	removed := sv.Dig(puzzle, rng, remove) // steps 2 and 3
	return CzechPuzzle{Puzzle: boardOf(s, puzzle), Solution: boardOf(s, grid), Removed: removed}, nil
}
