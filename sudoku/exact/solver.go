package exact

import (
	"context"
	"math/rand/v2"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
)

// A Solver finds and counts the solutions of puzzles of one shape, fast. It
// keeps its working memory between puzzles, so a loop over many puzzles (a
// benchmark, a generator removing clues) allocates nothing per puzzle. A
// Solver is not safe for concurrent use; make one per goroutine. The
// package-level Solve, Count and Unique share a pool of Solvers.
//
// Puzzles are given as raw values in reading order (row*N + column), 0 for
// an empty cell, as Board.Values returns them.
type Solver struct {
	engine *bitboard.Solver
}

// NewSolver returns a Solver for boards of shape s, or a *sudoku.ShapeError.
func NewSolver(s sudoku.Shape) (*Solver, error) {
	e, err := bitboard.NewSolver(s)
	if err != nil {
		return nil, err
	}
	return &Solver{engine: e}, nil
}

// Shape returns the shape of the boards the solver works on.
func (s *Solver) Shape() sudoku.Shape { return s.engine.Shape() }

// Solve writes the first solution of the puzzle values into out and reports
// whether there is one. out must have room for N² values, or be nil when
// only solvability matters. Solve reports false, without touching out, when
// the puzzle has no solution, when its values clash or lie outside 0–N, when
// len(values) is not N², or when out is too short.
func (s *Solver) Solve(values, out []int) bool { return s.engine.Solve(values, out) }

// SolveRandom is Solve, but tries the candidates of every guess in an order
// drawn from rng, so that on an empty or sparse grid it finds a random
// solution. The result depends only on the puzzle and the state of rng: a
// seeded rng gives the same grid every time. A nil rng means Solve's fixed
// order.
func (s *Solver) SolveRandom(values []int, rng *rand.Rand, out []int) bool {
	return s.engine.SolveRandom(values, rng, out)
}

// Count returns the number of solutions of the puzzle values, stopping at
// limit: Count(values, 2) tells "no solution" (0), "unique" (1) and "more
// than one" (2). A limit of 0 or less means no limit, which can take very
// long on a puzzle with few givens. Clashing or out-of-range values, or a
// wrong len(values), give 0.
func (s *Solver) Count(values []int, limit int) int { return s.engine.Count(values, limit) }

// Unique reports whether the puzzle values has exactly one solution.
func (s *Solver) Unique(values []int) bool { return s.engine.Unique(values) }

// CountContext is Count, but returns ctx.Err() soon after ctx ends (a
// check every thousand or so search nodes, so within milliseconds on any
// board). A count cut short reports 0 with the error.
func (s *Solver) CountContext(ctx context.Context, values []int, limit int) (int, error) {
	return s.engine.CountContext(ctx, values, limit)
}

// SolveRandomContext is SolveRandom, but returns ctx.Err() soon after ctx
// ends. out is then left in an unspecified state.
func (s *Solver) SolveRandomContext(ctx context.Context, values []int, rng *rand.Rand, out []int) (bool, error) {
	return s.engine.SolveRandomContext(ctx, values, rng, out)
}
