package sudoku

import (
	"fmt"
	"strconv"
)

// A Cell is one square of the board (INF1010's Rute). It holds a value (0 when
// empty), remembers whether that value was given by the puzzle, and links to
// its row, column and box.
type Cell struct {
	board  *Board
	index  int // row*N + col
	row    int
	col    int
	value  int
	given  bool
	houses [3]*House // indexed by HouseKind
}

// Index is the cell's position in reading order, row*N + column (0-based).
func (c *Cell) Index() int { return c.index }

// Position returns the cell's 0-based row and column.
func (c *Cell) Position() (row, col int) { return c.row, c.col }

// Name returns the cell's name with 1-based numbers, "r1c1" for the top-left
// cell.
func (c *Cell) Name() string { return CellName(c.row, c.col) }

// String returns the cell's name and value, for example "r1c3=5" or "r2c2=.".
func (c *Cell) String() string {
	return fmt.Sprintf("%s=%c", c.Name(), ValueChar(c.value))
}

// CellName returns the name of the cell in 0-based row r and column c:
// CellName(0, 0) is "r1c1".
func CellName(r, c int) string {
	return "r" + strconv.Itoa(r+1) + "c" + strconv.Itoa(c+1) // one allocation: solvers name cells in every step
}

// Value returns the cell's value, 0 when the cell is empty.
func (c *Cell) Value() int { return c.value }

// IsEmpty reports whether the cell has no value.
func (c *Cell) IsEmpty() bool { return c.value == 0 }

// Given reports whether the cell's value is a clue of the puzzle rather than
// a value entered while solving.
func (c *Cell) Given() bool { return c.given }

// Row returns the row the cell belongs to.
func (c *Cell) Row() *House { return c.houses[RowHouse] }

// Column returns the column the cell belongs to.
func (c *Cell) Column() *House { return c.houses[ColumnHouse] }

// Box returns the box the cell belongs to.
func (c *Cell) Box() *House { return c.houses[BoxHouse] }

// Houses returns the cell's row, column and box, in that order.
func (c *Cell) Houses() [3]*House { return c.houses }

// Board returns the board the cell belongs to.
func (c *Cell) Board() *Board { return c.board }

// Candidates returns the values that may still go in an empty cell: those
// that none of its three houses holds (INF1010's finnAlleMuligeTall). A
// filled cell has no candidates.
func (c *Cell) Candidates() Values {
	if c.value != 0 {
		return 0
	}
	used := c.houses[RowHouse].held | c.houses[ColumnHouse].held | c.houses[BoxHouse].held
	return AllValues(c.board.shape.N()) &^ used
}

// CanPlace reports whether v may go in the cell without breaking a rule: the
// cell is empty and none of its houses holds v yet. It takes constant time.
func (c *Cell) CanPlace(v int) bool {
	return c.value == 0 && v >= 1 && v <= c.board.shape.N() &&
		!c.houses[RowHouse].held.Has(v) && !c.houses[ColumnHouse].held.Has(v) && !c.houses[BoxHouse].held.Has(v)
}

// Set enters value v in the cell (0 clears it). It refuses to change a given
// and returns a *ValueError for a value outside 1–N. Setting a value that
// breaks a rule is allowed — players make mistakes — and shows up in
// Board.Conflicts.
func (c *Cell) Set(v int) error {
	if c.given {
		return &GivenError{Cell: c.Name()}
	}
	return c.set(v, false)
}

// SetGiven makes value v a given of the puzzle (0 empties the cell, given or
// not). It returns a *ValueError for a value outside 0–N.
func (c *Cell) SetGiven(v int) error { return c.set(v, true) }

// Clear empties the cell, unless it holds a given.
func (c *Cell) Clear() error { return c.Set(0) }

// set changes the value and keeps the three houses in step.
func (c *Cell) set(v int, given bool) error {
	if v < 0 || v > c.board.shape.N() {
		return &ValueError{Cell: c.Name(), Value: v, N: c.board.shape.N()}
	}
	if c.value != 0 {
		for _, h := range c.houses {
			h.remove(c.value)
		}
	}
	c.value, c.given = v, given && v != 0
	if v != 0 {
		for _, h := range c.houses {
			h.add(v)
		}
	}
	return nil
}

// Peers returns the other cells that share a row, column or box with c, each
// once, in reading order.
func (c *Cell) Peers() []*Cell {
	b := c.board
	var peers []*Cell
	for i := range b.cells {
		if p := &b.cells[i]; c.Sees(p) {
			peers = append(peers, p)
		}
	}
	return peers
}

// Sees reports whether d is a peer of c: a different cell in the same row,
// column or box.
func (c *Cell) Sees(d *Cell) bool {
	return c.index != d.index && (c.row == d.row || c.col == d.col || c.houses[BoxHouse].index == d.houses[BoxHouse].index)
}

// Pos is a cell position, 0-based. Its String is the 1-based name "r1c1".
type Pos struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// String returns the cell's name, "r1c1" for Pos{0, 0}.
func (p Pos) String() string { return CellName(p.Row, p.Col) }
