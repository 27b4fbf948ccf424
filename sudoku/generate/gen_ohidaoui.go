package generate

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
)

// OhidaouiPuzzle is what Ohidaoui returns: the puzzle, the grid it
// was cut from, and whether the puzzle happens to have a unique solution.
type OhidaouiPuzzle struct {
	Puzzle   *sudoku.Board
	Solution *sudoku.Board // the grid the clues were kept from
	Unique   bool          // the puzzle has exactly one solution (often false!)
}

// Ohidaoui makes a puzzle the way the ohidaoui Qt Sudoku does (after
// the well-known GeeksforGeeks recipe), keeping clues givens:
//
//  1. Fill the boxes on the main diagonal with random values. These boxes
//     share no row or column, so each needs only its own box checked.
//  2. Complete the grid by backtracking, trying values in increasing order
//     (the package's exact Solver plays the backtracking search).
//  3. Remove random cells until only clues givens are left.
//
// Step 3 never asks whether the puzzle still has a unique solution, so it
// often has several (see the Unique field and OhidaouiNonUniqueRate): this
// generator is a lesson in why real generators check uniqueness. The
// randomness of the grid comes only from the diagonal boxes.
//
// The original is 9×9; any shape works here (with non-square boxes, the
// diagonal boxes are those in box row i and box column i). The same shape,
// clues and seed give the same puzzle.
func Ohidaoui(s sudoku.Shape, clues int, seed uint64) (OhidaouiPuzzle, error) {
	if err := s.Validate(); err != nil {
		return OhidaouiPuzzle{}, err
	}
	if clues < 0 || clues > s.Cells() {
		return OhidaouiPuzzle{}, &OptionError{"clues", fmt.Sprintf("%d is outside 0–%d", clues, s.Cells())}
	}
	rng := rand.New(rand.NewPCG(seed, seedStream))
	sv := bitboard.GetSolver(s)
	defer bitboard.PutSolver(sv)
	return ohidaoui(s, clues, rng, sv)
}

// ohidaoui is Ohidaoui with the random source and solver supplied.
func ohidaoui(s sudoku.Shape, clues int, rng *rand.Rand, sv *bitboard.Solver) (OhidaouiPuzzle, error) {
	n := s.N()
	grid := make([]int, n*n)
	// Step 1: the diagonal boxes, each a random permutation of 1…N.
	for k := 0; k < min(n/s.BoxRows, n/s.BoxCols); k++ {
		perm := rng.Perm(n)
		for i := 0; i < n; i++ {
			r, c := k*s.BoxRows+i/s.BoxCols, k*s.BoxCols+i%s.BoxCols
			grid[r*n+c] = perm[i] + 1
		}
	}
	// Step 2: complete by backtracking in a fixed value order.
	sol := make([]int, n*n)
	if !sv.Solve(grid, sol) {
		return OhidaouiPuzzle{}, fmt.Errorf("sudoku: no grid completes the diagonal boxes: %w", sudoku.ErrNoSolution) // cannot happen
	}
	// Step 3: empty random cells, without any check, until clues are left.
	puzzle := append([]int(nil), sol...)
	for left := n*n - clues; left > 0; {
		if i := rng.IntN(n * n); puzzle[i] != 0 {
			puzzle[i] = 0
			left--
		}
	}
	return OhidaouiPuzzle{
		Puzzle:   boardOf(s, puzzle),
		Solution: boardOf(s, sol),
		Unique:   sv.Count(puzzle, 2) == 1,
	}, nil
}

// OhidaouiNonUniqueRate runs Ohidaoui's recipe runs times (seeds
// drawn from seed) and returns the share of puzzles with more than one
// solution, between 0 and 1. It stops early with ctx.Err() when the
// context ends.
func OhidaouiNonUniqueRate(ctx context.Context, s sudoku.Shape, clues, runs int, seed uint64) (float64, error) {
	if err := s.Validate(); err != nil {
		return 0, err
	}
	if clues < 0 || clues > s.Cells() {
		return 0, &OptionError{"clues", fmt.Sprintf("%d is outside 0–%d", clues, s.Cells())}
	}
	if runs <= 0 {
		return 0, &OptionError{"runs", "must be at least 1"}
	}
	rng := rand.New(rand.NewPCG(seed, seedStream))
	sv, _ := bitboard.NewSolver(s)
	bad := 0
	for i := 0; i < runs; i++ {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		p, err := ohidaoui(s, clues, rng, sv)
		if err != nil {
			return 0, err
		}
		if !p.Unique {
			bad++
		}
	}
	return float64(bad) / float64(runs), nil
}
