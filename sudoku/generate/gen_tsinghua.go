package generate

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// TsinghuaLevels is the number of difficulty levels of the Tsinghua
// generator: 1 is the easiest, 10 the hardest.
const TsinghuaLevels = 10

// TsinghuaPuzzle is what Tsinghua returns.
type TsinghuaPuzzle struct {
	Puzzle    *sudoku.Board
	Solution  *sudoku.Board
	Level     int // 1 (easiest) … 10 (hardest)
	MinGivens int // the level's fewest givens
	MaxEmpty  int // the level's most empty cells in a row or column
	Attempts  int // grids tried
}

// TsinghuaLimits returns the two numbers that define a level of the
// Tsinghua generator on shape s: the fewest givens allowed and the most
// empty cells allowed in any row or column. On 9×9, level 1 keeps at least
// 50 givens and at most 4 empty cells per line; level 10 goes down to 20
// givens and allows empty rows and columns; the levels between move
// evenly from one to the other. Other sizes scale the numbers to the board.
func TsinghuaLimits(s sudoku.Shape, level int) (minGivens, maxEmpty int) {
	t := float64(level-1) / float64(TsinghuaLevels-1) // 0 at level 1, 1 at level 10
	n := float64(s.N())
	minGivens = int(math.Round((50 - 30*t) / 81 * n * n))
	maxEmpty = int(math.Round((4 + 5*t) / 9 * n))
	return minGivens, maxEmpty
}

// tsinghuaSlack is how far above MinGivens a finished puzzle may stay and
// still count as "enough clues removed".
const tsinghuaSlack = 3

// Tsinghua makes a puzzle with the ten-level method of the
// Tsinghua University Sudoku (Zhou Yuhao, 2017). Its idea: a puzzle is
// harder when it gives fewer numbers and when its rows and columns can be
// emptier, because the player has less information (see TsinghuaLimits).
//
//  1. Put a dozen or so random values on random cells of an empty grid.
//  2. Solve it (the original uses Dancing Links; here the package's exact
//     Solver). If there is no solution, go back to 1.
//  3. Make a random order of the cells.
//  4. In that order try to delete each number: keep the deletion when the
//     solution stays unique and the level's limits still hold (no fewer
//     givens than MinGivens, no row or column with more than MaxEmpty
//     empty cells).
//  5. If enough numbers were deleted (at most MinGivens+3 givens left),
//     return the puzzle; otherwise go back to 1.
//
// The hardest levels ask for fewer givens than most unique puzzles can
// get down to, so they restart often. The same shape, level and seed give
// the same puzzle.
func Tsinghua(ctx context.Context, s sudoku.Shape, level int, seed uint64) (TsinghuaPuzzle, error) {
	if err := s.Validate(); err != nil {
		return TsinghuaPuzzle{}, err
	}
	if level < 1 || level > TsinghuaLevels {
		return TsinghuaPuzzle{}, &OptionError{"level", fmt.Sprintf("%d is outside 1–%d", level, TsinghuaLevels)}
	}
	rng := rand.New(rand.NewPCG(seed, seedStream))
	sv := bitboard.GetSolver(s)
	defer bitboard.PutSolver(sv)
	n := s.N()
	minGivens, maxEmpty := TsinghuaLimits(s, level)
	geo := trace.GeometryOf(s)
	for attempt := 1; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return TsinghuaPuzzle{}, err
		}
		// Steps 1 and 2: random values, then a solution.
		start := make([]int, n*n)
		for placed := 0; placed < max(1, 12*n*n/81); {
			i, v := rng.IntN(n*n), rng.IntN(n)+1
			if start[i] == 0 && canPlace(start, geo.Peers[i], v) {
				start[i] = v
				placed++
			}
		}
		sol := make([]int, n*n)
		if !sv.Solve(start, sol) {
			continue
		}
		// Steps 3 and 4: delete in random order within the limits.
		puzzle := slices.Clone(sol)
		givens := n * n
		emptyRow, emptyCol := make([]int, n), make([]int, n)
		for _, i := range rng.Perm(n * n) {
			r, c := i/n, i%n
			if givens-1 < minGivens || emptyRow[r]+1 > maxEmpty || emptyCol[c]+1 > maxEmpty {
				continue
			}
			puzzle[i] = 0
			if sv.Count(puzzle, 2) != 1 {
				puzzle[i] = sol[i]
				continue
			}
			givens--
			emptyRow[r]++
			emptyCol[c]++
		}
		// Step 5: enough deleted?
		if givens <= minGivens+tsinghuaSlack {
			return TsinghuaPuzzle{
				Puzzle: boardOf(s, puzzle), Solution: boardOf(s, sol), Level: level,
				MinGivens: minGivens, MaxEmpty: maxEmpty, Attempts: attempt,
			}, nil
		}
	}
}
