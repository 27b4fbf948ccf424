package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// ErrGiveUp reports that a generator used up its attempts (see
// Options.MaxAttempts) without finding a puzzle that meets every
// wish.
var ErrGiveUp = errors.New("no puzzle met the options within the attempts allowed")

// Options says what puzzle to make. The zero value asks for a 9×9
// puzzle of any level, without symmetry, from seed 0.
type Options struct {
	Shape    sudoku.Shape // box shape; the zero Shape means Classic (3×3 boxes)
	Symmetry Symmetry     // symmetry of the clue pattern

	// Level, when set, is the difficulty wanted. Boards up to 9×9 are rated
	// by Rate (the human-style step solver). Larger boards are too slow to
	// rate that way and get ClueLevel, a level read from the share of
	// empty cells (see ClueLevel).
	Level human.Level

	// SEMin and SEMax, when SEMax > 0, ask for a Sudoku Explainer rating
	// in [SEMin, SEMax] (boards up to 9×9 only).
	SEMin, SEMax float64

	// Minimal asks that no single clue can be taken away without losing
	// uniqueness. Without symmetry the generator's puzzles are minimal
	// anyway (unless MinClues or an easy ClueLevel stops it early); with a
	// symmetry it only guarantees that no symmetric group of clues can go,
	// and Minimal makes it check every single clue too.
	Minimal bool

	// MinClues and MaxClues bound the number of givens when above zero.
	// Boards above 16×16 always keep at least 55% of their cells (see
	// ClueLevel), and a clue stays when the solver cannot prove within a
	// small budget that the puzzle is unique without it: proving
	// uniqueness on emptier big boards can take the solver minutes. Their
	// puzzles are unique, but not minimal.
	MinClues, MaxClues int

	// Seed chooses the puzzle: the same options and seed give the same
	// puzzle on every machine.
	Seed uint64

	// MaxAttempts bounds the number of candidate puzzles tried before
	// ErrGiveUp; zero means no bound (the context still stops the search).
	MaxAttempts int
}

// Generated is one puzzle from a Generator, with what is known about it.
type Generated struct {
	Puzzle   *sudoku.Board // the puzzle: givens only
	Solution *sudoku.Board // its unique solution
	Rated    bool          // Rating holds Rate's verdict (boards up to 9×9 with a level or SE wish)
	Rating   human.Rating  // the rating, when Rated
	Level    human.Level   // the level: Rating.Level, or ClueLevel for large boards (0 when not computed)
	Attempts int           // candidate puzzles tried for this one
}

// A Generator makes puzzles one after another. It owns a Solver and its
// buffers, so after the first puzzle it allocates only for the boards it
// returns (and for rating). Not safe for concurrent use: make one per
// goroutine, each with its own seed.
//
// # How it works
//
//  1. Fill an empty grid with a random solution: the exact Solver, trying
//     candidates in an order drawn from the seeded random source.
//  2. Visit the cells in random order (with a symmetry: the groups of cells
//     the symmetry ties together, see Symmetry.Orbits) and take the clue
//     away when the puzzle still has exactly one solution, which
//     Solver.Count(values, 2) decides. Removing clues only ever adds
//     solutions, so a clue that had to stay once must stay for good: one
//     pass gives a minimal puzzle.
//  3. Check the wishes (clue bounds, level, SE band) and start again from 1
//     when one fails.
//
// On boards above 16×16 the check in step 2 is a count bounded by a small
// budget of guesses (see carveBudget): a clue the solver cannot prove
// removable within it stays. These puzzles are unique but not minimal, and
// a 64×64 one takes a few seconds.
//
// Next watches its context while the solver searches, so it returns
// ctx.Err() within milliseconds of the context's end on every board size.
//
// Many clues of a full grid can go without any search: when the remaining
// clues force the cell back with a naked single (its houses show every
// other value) or a hidden single (no other empty cell of one of its
// houses can take the value), the puzzle stays unique, and the solver need
// not be asked.
//
// For a wished level the puzzle is rated after the pass and the attempt is
// thrown away when the level is wrong (rejection sampling). On 9×9 random
// minimal puzzles are Easy about 45% of the time and Extreme about 15%.
// Rating an Extreme puzzle (forcing chains) takes far longer than making
// it, so below Extreme a quick pre-rating with only the techniques of the
// wished level (and below) weeds out puzzles that need more before the
// full Rate runs; the level reported is always the full Rate's.
type Generator struct {
	opts   Options
	n      int
	solver *bitboard.Solver
	rng    *rand.Rand
	orbits [][]int
	order  []int
	grid   []int // the solution being worked on
	puzzle []int // the puzzle being carved out of grid
	geo    *trace.Geometry
	houses []uint64          // houses[h]: the values (bits) of the clues in house h
	all    uint64            // bits of the values 1…N
	filter *human.StepSolver // a quick pre-rating with the wished level's techniques only, or nil
	// filterPrefix: the filter's techniques start the registry, so its
	// trace is Rate's trace
	filterPrefix bool
}

// New checks the options and returns a generator, or an error: a
// *ShapeError for a bad shape, an *OptionError naming the field for any
// other option that cannot work.
func New(opts Options) (*Generator, error) {
	if opts.Shape == (sudoku.Shape{}) {
		opts.Shape = sudoku.Classic
	}
	if err := opts.check(); err != nil {
		return nil, err
	}
	s, err := bitboard.NewSolver(opts.Shape)
	if err != nil {
		return nil, err
	}
	n := opts.Shape.N()
	g := &Generator{
		opts:   opts,
		n:      n,
		solver: s,
		rng:    rand.New(rand.NewPCG(opts.Seed, seedStream)),
		orbits: opts.Symmetry.Orbits(n),
		geo:    trace.GeometryOf(opts.Shape),
		houses: make([]uint64, 3*n),
		all:    uint64(sudoku.AllValues(n)),
		grid:   make([]int, n*n),
		puzzle: make([]int, n*n),
	}
	g.order = make([]int, len(g.orbits))
	g.filter = levelFilter(opts)
	g.filterPrefix = g.filter != nil && isPrefix(g.filter.Techniques)
	return g, nil
}

// seedStream is the second word of the PCG state; any fixed value will do.
const seedStream = 0x5d0c_1e57_9a7e_c0de

// OptionError reports a Options field with a value that cannot
// work.
type OptionError struct {
	Field  string // "Level", "SEMax", "MaxClues", …
	Detail string
}

func (e *OptionError) Error() string {
	return fmt.Sprintf("sudoku: generate option %s: %s", e.Field, e.Detail)
}

// check validates the options (the shape was defaulted already).
func (o Options) check() error {
	if err := o.Shape.Validate(); err != nil {
		return err
	}
	cells := o.Shape.Cells()
	switch {
	case o.Symmetry < NoSymmetry || o.Symmetry > Diagonal:
		return &OptionError{"Symmetry", fmt.Sprintf("unknown symmetry %d", int(o.Symmetry))}
	case o.Level != 0 && (o.Level < human.Easy || o.Level > human.Extreme):
		return &OptionError{"Level", fmt.Sprintf("unknown level %d", int(o.Level))}
	case o.SEMax < 0 || o.SEMin < 0 || (o.SEMax > 0 && o.SEMin > o.SEMax):
		return &OptionError{"SEMax", fmt.Sprintf("SE band [%g, %g] is empty", o.SEMin, o.SEMax)}
	case o.SEMax > 0 && o.Shape.N() > maxRatedSide:
		return &OptionError{"SEMax", fmt.Sprintf("SE ratings are computed for boards up to %d×%d only", maxRatedSide, maxRatedSide)}
	case o.MinClues < 0 || o.MinClues > cells:
		return &OptionError{"MinClues", fmt.Sprintf("%d is outside 0–%d", o.MinClues, cells)}
	case o.MaxClues < 0 || o.MaxClues > cells:
		return &OptionError{"MaxClues", fmt.Sprintf("%d is outside 0–%d", o.MaxClues, cells)}
	case o.MaxClues > 0 && o.MaxClues < o.MinClues:
		return &OptionError{"MaxClues", fmt.Sprintf("%d is below MinClues %d", o.MaxClues, o.MinClues)}
	case o.Minimal && safetyFloor(o.Shape) > 0:
		return &OptionError{"Minimal", fmt.Sprintf("%s boards keep %d%% of their clues and are not minimal", o.Shape, largeBoardFloor)}
	case o.MaxAttempts < 0:
		return &OptionError{"MaxAttempts", "must not be negative"}
	}
	return o.checkReachable()
}

// maxRatedSide is the largest board side Rate is used on while generating;
// larger boards get ClueLevel.
const maxRatedSide = 9

// Generate returns one puzzle made to the options, or ctx.Err() when the
// context ends first, or an error wrapping ErrGiveUp after MaxAttempts
// tries. Every puzzle has exactly one solution.
func Generate(ctx context.Context, opts Options) (*sudoku.Board, error) {
	g, err := New(opts)
	if err != nil {
		return nil, err
	}
	p, err := g.Next(ctx)
	if err != nil {
		return nil, err
	}
	return p.Puzzle, nil
}

// Options returns the generator's options, with the shape filled in.
func (g *Generator) Options() Options { return g.opts }

// Next makes the next puzzle. The sequence of puzzles depends only on the
// options (including the seed).
func (g *Generator) Next(ctx context.Context) (Generated, error) {
	defer g.solver.Watch(ctx)() // long searches stop soon after ctx ends
	for attempt := 1; g.opts.MaxAttempts == 0 || attempt <= g.opts.MaxAttempts; attempt++ {
		if err := ctx.Err(); err != nil {
			return Generated{}, err
		}
		res, ok, err := g.try(ctx)
		if err != nil {
			return Generated{}, err
		}
		if ok {
			res.Attempts = attempt
			return res, nil
		}
	}
	return Generated{}, fmt.Errorf("sudoku: %d attempts: %w", g.opts.MaxAttempts, ErrGiveUp)
}

// try makes one candidate puzzle and reports whether it meets the options.
func (g *Generator) try(ctx context.Context) (Generated, bool, error) {
	if err := g.fill(ctx); err != nil {
		return Generated{}, false, err
	}
	if err := g.carve(ctx); err != nil {
		return Generated{}, false, err
	}
	givens := bitboard.Filled(g.puzzle)
	o := g.opts
	if (o.MaxClues > 0 && givens > o.MaxClues) || givens < o.MinClues {
		return Generated{}, false, nil
	}
	if o.Minimal && !g.minimal(ctx) {
		return Generated{}, false, ctx.Err()
	}
	res := Generated{Puzzle: boardOf(o.Shape, g.puzzle), Solution: boardOf(o.Shape, g.grid)}
	if o.Level == 0 && o.SEMax == 0 {
		return res, true, nil
	}
	if g.n > maxRatedSide {
		res.Level = ClueLevel(o.Shape, givens)
		return res, res.Level == o.Level, nil
	}
	r, ok, err := g.rate(res.Puzzle)
	if err != nil || !ok {
		return Generated{}, false, err
	}
	res.Rated, res.Rating, res.Level = true, r, r.Level
	ok = (o.Level == 0 || r.Level == o.Level) && r.Solved &&
		(o.SEMax == 0 || (r.SE >= o.SEMin && r.SE <= o.SEMax))
	return res, ok, nil
}

// rate rates puzzle p, first with the quick filter when there is one. It
// reports false when the filter shows p needs harder techniques than
// wished.
func (g *Generator) rate(p *sudoku.Board) (human.Rating, bool, error) {
	if g.filter != nil {
		t, err := g.filter.Solve(trace.NewGrid(p))
		if err != nil || !t.Solved {
			return human.Rating{}, false, nil // needs a harder technique than wished
		}
		if g.filterPrefix {
			r := human.RateTrace(t) // the very trace Rate would make
			r.Givens = p.Givens()
			r.FewestGivens, r.MostEmpty = human.LineCounts(p)
			return r, true, nil
		}
	}
	r, pending, err := human.RateLevel(p)
	if err != nil {
		return human.Rating{}, false, fmt.Errorf("sudoku: rating a generated puzzle: %w", err)
	}
	if o := g.opts; o.SEMax == 0 && r.Level != o.Level {
		return r, true, nil // the wrong level: its SE number does not matter
	}
	pending.AddSE(&r)
	return r, true, nil
}

// fill writes a random complete grid into g.grid.
func (g *Generator) fill(ctx context.Context) error {
	clear(g.puzzle)
	found, ok := g.solver.SolveWithin(g.puzzle, g.rng, g.grid, 0)
	switch {
	case !ok:
		return ctx.Err() // only the context cuts an unbounded search short
	case !found:
		return fmt.Errorf("sudoku: the solver found no grid for shape %s", g.opts.Shape) // cannot happen
	}
	return nil
}

// minimal reports whether no single given of g.puzzle can be removed
// without losing uniqueness.
func (g *Generator) minimal(ctx context.Context) bool {
	for c, v := range g.puzzle {
		if v == 0 {
			continue
		}
		if c%64 == 0 && ctx.Err() != nil {
			return false
		}
		g.puzzle[c] = 0
		n, ok := g.solver.CountOtherWithin(g.puzzle, c, v, 1, 0)
		g.puzzle[c] = v
		if !ok || n == 0 { // cut short by ctx, or unique without c
			return false
		}
	}
	return true
}

// IsMinimal reports whether b has a unique solution and no given can be
// taken away without losing it.
func IsMinimal(b *sudoku.Board) bool {
	s := bitboard.GetSolver(b.Shape())
	defer bitboard.PutSolver(s)
	values := b.Values()
	if s.Count(values, 2) != 1 {
		return false
	}
	for c, v := range values {
		if v == 0 {
			continue
		}
		values[c] = 0
		unique := s.Count(values, 2) == 1
		values[c] = v
		if unique {
			return false
		}
	}
	return true
}

// boardOf makes a board of givens from values known to be valid.
func boardOf(s sudoku.Shape, values []int) *sudoku.Board {
	b, err := sudoku.FromValues(s, values)
	if err != nil {
		panic("sudoku: generator built an invalid board: " + err.Error()) // a bug, not bad input
	}
	return b
}
