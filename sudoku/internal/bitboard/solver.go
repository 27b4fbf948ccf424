package bitboard

import (
	"math/rand/v2"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
)

// A Solver finds and counts the solutions of puzzles of one shape, fast. It
// keeps its working memory between puzzles, so a loop over many puzzles (a
// benchmark, a generator removing clues) allocates nothing per puzzle. A
// Solver is not safe for concurrent use; make one per goroutine.
// GetSolver and PutSolver share a pool of Solvers.
//
// Puzzles are given as raw values in reading order (row*N + column), 0 for
// an empty cell, as Board.Values returns them.
//
// # How it works
//
// Every exact solver does the same two things: it deduces what it can
// (propagation) and, when stuck, guesses and backtracks (search). Speed comes
// from making propagation strong enough that few guesses are needed, and
// cheap enough that each costs little. Both engines below propagate naked
// singles (a cell with one candidate left) and hidden singles (a value with
// one cell left in a house), and guess on a cell with the fewest candidates
// (two, almost always), the "minimum remaining values" rule.
//
// The classic 9×9 board with 3×3 boxes gets its own engine (solver_bands.go):
// candidates are stored per digit as three 27-bit words, one per band of three
// rows. One table lookup per word applies the rule that, inside a band, the
// three rows must take a digit in three different boxes; that finds hidden
// singles in rows and boxes and locked candidates in a handful of machine
// instructions, and the whole state is 174 bytes, so a guess is a copy and
// backtracking is a return. Which words a placement changes is as good as
// random, so the loops that clear a placed digit's peers run without
// branches: the mispredicted branches had cost a quarter of the time. The same matching rule on the three boxes of a
// stack handles the columns. This design (bitboards per digit and band) is
// the one the fastest scalar solvers use; a cell-by-cell design like the
// general engine below, run on 9×9 boards, needs many more instructions per
// deduction and never sees locked candidates. When it must guess, the 9×9
// engine branches, as tdoku does, on how a digit's rows meet the boxes of
// a band (the band and digit with the fewest ways left, two at best),
// which needs half the guesses of branching on a cell on the hardest
// puzzles; on sparse grids, where that can wander, it falls back to cells
// after a few hundred such branches. Measured with go test -bench on the
// shared data sets (2-core machine, one core): about 345,000 17-clue
// puzzles, 122,000 top1465 puzzles and 18,700 hardest1106 puzzles a second,
// beside tdoku's 311,000, 157,000 and 22,400 (first solution, SSE/AVX2) in
// the same run.
//
// Every other shape, up to 64×64, uses the general engine (solver_cells.go):
// one uint64 candidate set per cell, a queue of naked singles, hidden singles
// checked only in the houses that changed, and a trail of changes that is
// undone on backtracking, so deep searches on big boards need no copies. A
// search for one solution restarts with a new random candidate order when it
// has used up a growing budget of guesses, which cuts off the very long runs
// a depth-first search can fall into on big boards. The general engine has
// no locked candidates or subsets, so on 25×25 and larger boards puzzles with
// about half of the cells empty can still take it seconds; an empty 64×64
// board takes well under a second. Loading a puzzle computes each empty
// cell's candidates from the values of its three houses in one pass, rather
// than placing the givens one by one, so a check on a nearly full 64×64
// board costs well under a millisecond.
//
// A search can still run for hours (count the solutions of an empty board),
// so CountContext and SolveRandomContext stop soon after their context ends:
// the search counts its guesses and, every thousand or so, reads a flag the
// context sets (see solver_interrupt.go), which costs the 9×9 benchmarks
// nothing measurable.
type Solver struct {
	shape sudoku.Shape
	band  *bandSolver // the 9×9 engine, for the Classic shape
	state bandState
	cells *cellSolver // the general engine, for every other shape
	in    *interrupt  // what may cut a search short, the engine's (solver_interrupt.go)
}

// NewSolver returns a Solver for boards of shape s, or a *ShapeError.
func NewSolver(s sudoku.Shape) (*Solver, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	if s == sudoku.Classic {
		band := &bandSolver{}
		return &Solver{shape: s, band: band, in: &band.in}, nil
	}
	cells := newCellSolver(s)
	return &Solver{shape: s, cells: cells, in: &cells.in}, nil
}

// Shape returns the shape of the boards the solver works on.
func (s *Solver) Shape() sudoku.Shape { return s.shape }

// Solve writes the first solution of the puzzle values into out and reports
// whether there is one. out must have room for N² values, or be nil when
// only solvability matters. Solve reports false, without touching out, when
// the puzzle has no solution, when its values clash or lie outside 0–N, when
// len(values) is not N², or when out is too short.
func (s *Solver) Solve(values, out []int) bool {
	return s.SolveRandom(values, nil, out)
}

// SolveRandom is Solve, but tries the candidates of every guess in an order
// drawn from rng, so that on an empty or sparse grid it finds a random
// solution. The result depends only on the puzzle and the state of rng: a
// seeded rng gives the same grid every time. A nil rng means Solve's fixed
// order.
func (s *Solver) SolveRandom(values []int, rng *rand.Rand, out []int) bool {
	found, _ := s.SolveWithin(values, rng, out, 0)
	return found
}

// Count returns the number of solutions of the puzzle values, stopping at
// limit: Count(values, 2) tells "no solution" (0), "unique" (1) and "more
// than one" (2). A limit of 0 or less means no limit, which can take very
// long on a puzzle with few givens. Clashing or out-of-range values, or a
// wrong len(values), give 0.
func (s *Solver) Count(values []int, limit int) int {
	n, _ := s.CountWithin(values, limit, 0)
	return n
}

// Unique reports whether the puzzle values has exactly one solution.
func (s *Solver) Unique(values []int) bool { return s.Count(values, 2) == 1 }

// Dig takes clues out of values, a puzzle with one solution: it visits
// the cells in an order drawn from rng and empties each filled one as long
// as the solution stays unique (putting the clue back otherwise), until max
// cells are emptied (max ≤ 0: until every cell was visited, which leaves a
// minimal puzzle). It returns how many it emptied. Like SolveRandom, the
// result depends only on values and the state of rng.
func (s *Solver) Dig(values []int, rng *rand.Rand, max int) int {
	emptied := 0
	for _, i := range rng.Perm(len(values)) {
		if max > 0 && emptied == max {
			break
		}
		v := values[i]
		if v == 0 {
			continue
		}
		values[i] = 0
		if s.Count(values, 2) != 1 {
			values[i] = v
			continue
		}
		emptied++
	}
	return emptied
}

// run loads the puzzle into the engine of the shape and searches.
func (s *Solver) run(values []int, limit int, out []int, rng *rand.Rand) int {
	if len(values) != s.shape.Cells() {
		return 0
	}
	if s.band != nil {
		if !s.state.load(values) {
			return 0
		}
		return s.band.run(&s.state, limit, out, rng)
	}
	if !s.cells.load(values) {
		s.cells.undo(0)
		return 0
	}
	return s.cells.run(limit, out, rng)
}

// solvers keeps a pool of Solvers per shape for the package-level functions.
var solvers sync.Map // Shape → *sync.Pool

// GetSolver takes a Solver of the shape from the shared pool; give it back
// with PutSolver.
func GetSolver(shape sudoku.Shape) *Solver {
	p, ok := solvers.Load(shape)
	if !ok {
		p, _ = solvers.LoadOrStore(shape, &sync.Pool{New: func() any {
			s, _ := NewSolver(shape) // the shape comes from a board: valid
			return s
		}})
	}
	return p.(*sync.Pool).Get().(*Solver)
}

// PutSolver returns a Solver taken with GetSolver to the pool.
func PutSolver(s *Solver) {
	p, _ := solvers.Load(s.shape)
	p.(*sync.Pool).Put(s)
}
