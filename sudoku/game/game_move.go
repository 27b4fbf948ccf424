package game

import (
	"fmt"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// MoveKind says what a move does to its cell.
type MoveKind int

// The moves a player can make. Each changes one cell.
const (
	PlaceMove MoveKind = iota + 1 // enter a value (the cell's marks go)
	EraseMove                     // take the entered value out
	MarkMove                      // add or remove one pencil mark
	ClearMove                     // empty the cell: value and marks
)

var moveKindNames = [...]string{PlaceMove: "place", EraseMove: "erase", MarkMove: "mark", ClearMove: "clear"}

// String returns "place", "erase", "mark" or "clear".
func (k MoveKind) String() string {
	if k >= PlaceMove && k <= ClearMove {
		return moveKindNames[k]
	}
	return fmt.Sprintf("MoveKind(%d)", int(k))
}

// parseMoveKind is the inverse of MoveKind.String.
func parseMoveKind(s string) (MoveKind, bool) {
	for k := PlaceMove; k <= ClearMove; k++ {
		if moveKindNames[k] == s {
			return k, true
		}
	}
	return 0, false
}

// CellState is what a cell shows: a value, or pencil marks, or nothing.
type CellState struct {
	Value int           // 0 when empty
	Marks sudoku.Values // pencil marks of an empty cell
}

// A Move is one change a player made to one cell, with the cell's state
// before and after it, so it can be undone (Before comes back) and redone
// (After comes back) without thinking again.
type Move struct {
	Kind   MoveKind
	Cell   sudoku.Pos
	Value  int // the value placed or the mark toggled; 0 for erase and clear
	Before CellState
	After  CellState
}

// String describes the move: "place 5 in r1c3", "mark 7 in r2c2",
// "erase r4c4", "clear r9c1".
func (m Move) String() string {
	switch m.Kind {
	case PlaceMove, MarkMove:
		return fmt.Sprintf("%s %c in %s", m.Kind, sudoku.ValueChar(m.Value), m.Cell)
	}
	return fmt.Sprintf("%s %s", m.Kind, m.Cell)
}

// Place enters value v in row r, column c, replacing what the cell showed
// (its value or its marks). Placing a value the rules forbid is allowed —
// players make mistakes — and shows in Status, Check and Conflicts.
func (g *Game) Place(r, c, v int) error {
	if err := g.checkMove(r, c, v); err != nil {
		return err
	}
	if v == 0 {
		return &sudoku.ValueError{Cell: sudoku.CellName(r, c), Value: v, N: g.shape.N()}
	}
	return g.do(PlaceMove, r, c, v, CellState{Value: v})
}

// Erase takes the value out of row r, column c, leaving it empty. An empty
// cell stays as it is (its marks too) and no move is recorded.
func (g *Game) Erase(r, c int) error {
	if err := g.checkMove(r, c, 0); err != nil {
		return err
	}
	return g.do(EraseMove, r, c, 0, CellState{Marks: g.marks[g.index(r, c)]})
}

// ToggleMark adds pencil mark v to the empty cell in row r, column c, or
// removes it when it is there. A cell holding a value cannot take marks
// (ErrFilled): erase it first.
func (g *Game) ToggleMark(r, c, v int) error {
	if err := g.checkMove(r, c, v); err != nil {
		return err
	}
	if v == 0 {
		return &sudoku.ValueError{Cell: sudoku.CellName(r, c), Value: v, N: g.shape.N()}
	}
	i := g.index(r, c)
	if g.values[i] != 0 {
		return &MoveError{Move: "mark", Cell: sudoku.CellName(r, c), Err: ErrFilled}
	}
	marks := g.marks[i]
	if marks.Has(v) {
		marks = marks.Without(v)
	} else {
		marks = marks.With(v)
	}
	return g.do(MarkMove, r, c, v, CellState{Marks: marks})
}

// ClearCell empties row r, column c: no value, no marks.
func (g *Game) ClearCell(r, c int) error {
	if err := g.checkMove(r, c, 0); err != nil {
		return err
	}
	return g.do(ClearMove, r, c, 0, CellState{})
}

// checkMove returns why a move on row r, column c with value v (0 for
// none) may not be made: the game is unplayable or paused, the cell is off
// the board or a given, or the value is out of range.
func (g *Game) checkMove(r, c, v int) error {
	switch {
	case g.err != nil:
		return g.err
	case g.timer.paused:
		return ErrPaused
	case !g.onBoard(r, c):
		return &MoveError{Move: "move", Cell: sudoku.CellName(r, c), Err: ErrOffBoard,
			Detail: lang.Sprintf("the board has %d rows and columns", g.shape.N())}
	case g.puzzle[g.index(r, c)] != 0:
		return &sudoku.GivenError{Cell: sudoku.CellName(r, c)}
	case v < 0 || v > g.shape.N():
		return &sudoku.ValueError{Cell: sudoku.CellName(r, c), Value: v, N: g.shape.N()}
	}
	return nil
}

// do records and carries out a move that turns cell (r, c) into after.
// A move that changes nothing is not recorded. A new move clears the redo
// list: the undone moves belong to another line of play.
func (g *Game) do(kind MoveKind, r, c, v int, after CellState) error {
	i := g.index(r, c)
	before := CellState{Value: g.values[i], Marks: g.marks[i]}
	if before == after {
		return nil
	}
	m := Move{Kind: kind, Cell: sudoku.Pos{Row: r, Col: c}, Value: v, Before: before, After: after}
	g.history = append(g.history, m)
	if len(g.history) > g.limit {
		g.history = append(g.history[:0:0], g.history[len(g.history)-g.limit:]...)
	}
	g.redo = g.redo[:0]
	g.setCell(i, after)
	return nil
}

// setCell shows state s in cell i and keeps the timer in step.
func (g *Game) setCell(i int, s CellState) {
	g.values[i], g.marks[i] = s.Value, s.Marks
	g.syncTimer()
}

// Undo takes back the last move. It returns ErrNothingToUndo when there is
// none, ErrPaused while the game is paused.
func (g *Game) Undo() error {
	return g.shiftMove(&g.history, &g.redo, ErrNothingToUndo, func(m Move) CellState { return m.Before })
}

// Redo makes again the last move Undo took back. It returns
// ErrNothingToRedo when there is none, ErrPaused while the game is paused.
func (g *Game) Redo() error {
	return g.shiftMove(&g.redo, &g.history, ErrNothingToRedo, func(m Move) CellState { return m.After })
}

// shiftMove is Undo and Redo: it moves the last move of from onto to and
// shows its cell in the state shown(move). It returns none when from is
// empty, and why the game takes no undo or redo now (a failed load, a
// pause) before anything.
func (g *Game) shiftMove(from, to *[]Move, none error, shown func(Move) CellState) error {
	if g.err != nil {
		return g.err
	}
	if g.timer.paused {
		return ErrPaused
	}
	if len(*from) == 0 {
		return none
	}
	m := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, m)
	g.setCell(g.index(m.Cell.Row, m.Cell.Col), shown(m))
	return nil
}

// CanUndo reports whether there is a move to undo.
func (g *Game) CanUndo() bool { return len(g.history) > 0 }

// CanRedo reports whether there is an undone move to redo.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// History returns the moves Undo can take back, oldest first (a copy).
func (g *Game) History() []Move { return append([]Move(nil), g.history...) }

// Restart takes the game back to the puzzle: entries and marks go, the
// history is forgotten and the timer starts from zero.
func (g *Game) Restart() {
	if g.err != nil {
		return
	}
	copy(g.values, g.puzzle)
	clear(g.marks)
	g.history, g.redo = nil, nil
	g.timer.total, g.timer.running = 0, false
	g.syncTimer()
}

// Moves returns the history as text, one move per line.
func (g *Game) Moves() string {
	var b strings.Builder
	for k, m := range g.history {
		fmt.Fprintf(&b, "%d. %s\n", k+1, m)
	}
	return b.String()
}
