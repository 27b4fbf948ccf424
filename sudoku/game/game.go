package game

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// A Game is a puzzle being played: the values the player entered, the
// pencil marks they wrote, the moves they made (with undo and redo), a timer
// that can be paused, and the puzzle's solution for checking and hints.
//
// Make one with New, or with Play in a notebook cell: a *Game has an
// HTML method, so a cell whose value is a game shows an interactive board
// (see HTML). Save and load games with Save, SaveFile, Load and
// LoadFile.
//
// A Game keeps only plain data (numbers and sets), never pointers into a
// Board, so it can be copied, stored and restored between notebook cells.
// Cells are addressed with 0-based row and column, as on a Board.
type Game struct {
	id       string // names the game to the kernel (see ID)
	shape    sudoku.Shape
	puzzle   []int           // the givens, 0 for a cell the player fills
	values   []int           // givens and entered values, 0 for an empty cell
	marks    []sudoku.Values // pencil marks of empty cells
	solution []int           // the puzzle's only solution

	history []Move // moves made, oldest first; Undo takes the last one
	redo    []Move // moves undone, Redo takes the last one
	limit   int    // how many moves history keeps

	timer timer
	err   error // why the game cannot be played (Play only)
}

// HistoryLimit is how many moves a game remembers for Undo: enough to undo
// the last 100 moves. Older moves are forgotten one by one.
const HistoryLimit = 100

// New starts a game on the puzzle b: its givens are the puzzle, every
// other value on b is ignored. The timer starts running at once. It returns
// an error when the puzzle cannot be played: a *ConflictError when givens
// break a rule, an error wrapping ErrNoSolution when there is no solution,
// and one wrapping ErrNotUnique when there is more than one (checking and
// hints need the one solution).
func New(b *sudoku.Board) (*Game, error) {
	if b == nil {
		return nil, fmt.Errorf("sudoku: new game: %w", sudoku.ErrNoSolution)
	}
	p := b.Puzzle()
	if err := p.CheckGivens(); err != nil {
		return nil, err
	}
	puzzle := p.Values()
	solution, err := uniqueSolution(p.Shape(), puzzle)
	if err != nil {
		return nil, err
	}
	g := newGame(p.Shape(), puzzle, solution)
	g.timer.start(g.timer.now())
	return g, nil
}

// Play is New for notebook cells: the value of a cell ending in
// game.Play(puzzle) is a board the student can play. A puzzle that cannot
// be played gives a game that shows why (see Err) and refuses every move.
func Play(b *sudoku.Board) *Game {
	g, err := New(b)
	if err != nil {
		shape := sudoku.Classic
		if b != nil {
			shape = b.Shape()
		}
		g = newGame(shape, make([]int, shape.Cells()), nil)
		if b != nil {
			copy(g.puzzle, b.Puzzle().Values())
			copy(g.values, g.puzzle)
		}
		g.err = err
	}
	return g
}

// newGame returns a game at the start of the puzzle, timer stopped.
func newGame(s sudoku.Shape, puzzle, solution []int) *Game {
	return &Game{
		id:       newGameID(),
		shape:    s,
		puzzle:   puzzle,
		values:   append([]int(nil), puzzle...),
		marks:    make([]sudoku.Values, len(puzzle)),
		solution: solution,
		limit:    HistoryLimit,
	}
}

// uniqueSolution returns the only solution of the puzzle values, or an
// error wrapping ErrNoSolution or ErrNotUnique.
func uniqueSolution(s sudoku.Shape, puzzle []int) ([]int, error) {
	sv := bitboard.GetSolver(s)
	defer bitboard.PutSolver(sv)
	switch sv.Count(puzzle, 2) {
	case 0:
		return nil, fmt.Errorf("sudoku: new game: %w", sudoku.ErrNoSolution)
	case 2:
		return nil, fmt.Errorf("sudoku: new game: %w", human.ErrNotUnique)
	}
	sol := make([]int, len(puzzle))
	sv.Solve(puzzle, sol)
	return sol, nil
}

// newGameID returns a random game id, "game-" and 16 hex digits.
func newGameID() string {
	return fmt.Sprintf("game-%016x", rand.Uint64())
}

// ID returns the game's id, chosen at random when the game is made (by
// New, Play or Load) and kept for its life, across HTML calls and
// notebook cells. In classic Jupyter Notebook the interactive board sends
// its state to the sudokit kernel under this id after every move, and a
// later cell reads it back as a Go game:
//
//	state, ok := display.CommState(g.ID()) // package kernel/display
//	if ok {
//		g2, err := game.Load(bytes.NewReader(state))
//		…
//	}
//
// A loaded game gets an id of its own: the id is not part of the saved
// game. A Game made some other way (the zero Game) gets its id at the
// first call.
func (g *Game) ID() string {
	if g.id == "" {
		g.id = newGameID()
	}
	return g.id
}

// Err returns why the game cannot be played, or nil. Only Play makes games
// with an error; New and Load return the error instead.
func (g *Game) Err() error { return g.err }

// Shape returns the board's box shape.
func (g *Game) Shape() sudoku.Shape { return g.shape }

// N returns the side of the board.
func (g *Game) N() int { return g.shape.N() }

// Value returns the value in row r, column c: a given, an entered value,
// or 0 for an empty cell (also for a cell off the board).
func (g *Game) Value(r, c int) int {
	if !g.onBoard(r, c) {
		return 0
	}
	return g.values[g.index(r, c)]
}

// Given reports whether the cell in row r, column c holds a given.
func (g *Game) Given(r, c int) bool {
	return g.onBoard(r, c) && g.puzzle[g.index(r, c)] != 0
}

// Marks returns the pencil marks of the cell in row r, column c.
func (g *Game) Marks(r, c int) sudoku.Values {
	if !g.onBoard(r, c) {
		return 0
	}
	return g.marks[g.index(r, c)]
}

// Board returns the current position as a new board: givens as givens,
// entered values as plain values. Draw it, solve it or count its solutions;
// changing it does not change the game.
func (g *Game) Board() *sudoku.Board {
	b, _ := sudoku.NewBoard(g.shape) // the game's shape is valid
	for i, v := range g.values {
		if g.puzzle[i] != 0 {
			_ = b.CellAt(i).SetGiven(v) // v is in 0–N
		} else {
			_ = b.CellAt(i).Set(v)
		}
	}
	return b
}

// Puzzle returns the puzzle the game started from.
func (g *Game) Puzzle() *sudoku.Board {
	b, _ := sudoku.NewBoard(g.shape)
	for i, v := range g.puzzle {
		_ = b.CellAt(i).SetGiven(v)
	}
	return b
}

// Grid returns the current position as a pencil-mark grid: the values, and
// for every empty cell the player's marks, or when the player wrote none
// there, every value no peer holds.
func (g *Game) Grid() *trace.Grid {
	grid := trace.NewGrid(g.Board())
	for i, m := range g.marks {
		if grid.Values[i] == 0 && m != 0 {
			grid.Cands[i] = m
		}
	}
	return grid
}

// String returns the current position in INF1010's pretty print, followed
// by the elapsed time.
func (g *Game) String() string {
	if g.err != nil {
		return lang.Current().Sprintf("unplayable game: %v", g.err)
	}
	return sudoku.FormatPretty(g.Board()) + lang.Sprintf("%[1]s, %[2]d of %[3]d cells filled",
		g.Elapsed().Round(time.Second).String(), g.filled(), len(g.values))
}

// filled counts the cells holding a value.
func (g *Game) filled() int {
	n := 0
	for _, v := range g.values {
		if v != 0 {
			n++
		}
	}
	return n
}

// onBoard reports whether row r and column c are on the board.
func (g *Game) onBoard(r, c int) bool {
	n := g.shape.N()
	return r >= 0 && r < n && c >= 0 && c < n
}

// index returns the reading-order index of row r, column c.
func (g *Game) index(r, c int) int { return r*g.shape.N() + c }
