package sudoku

import (
	"iter"
	"sync"
)

// A Board is an N×N grid of cells divided into rows, columns and boxes
// (INF1010's Brett). The zero value is not usable: make boards with NewBoard,
// New or FromValues, or read them with Read and Parse.
type Board struct {
	shape Shape
	cells []Cell
	rows  []House
	cols  []House
	boxes []House
}

// NewBoard returns an empty board of the given shape, or a *ShapeError.
func NewBoard(s Shape) (*Board, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	n := s.N()
	b := &Board{
		shape: s,
		cells: make([]Cell, n*n),
		rows:  make([]House, n),
		cols:  make([]House, n),
		boxes: make([]House, n),
	}
	counts := make([]uint8, 3*n*(n+1))
	members := make([]*Cell, 3*n*n)
	for i := range b.cells {
		c := &b.cells[i]
		c.board, c.index, c.row, c.col = b, i, i/n, i%n
	}
	table := houseCells(s)
	for k, houses := range [3][]House{b.rows, b.cols, b.boxes} {
		for i := range houses {
			h := &houses[i]
			h.kind, h.index = HouseKind(k), i
			h.count, counts = counts[:n+1:n+1], counts[n+1:]
			h.cells, members = members[:n:n], members[n:]
			for j, cell := range table[k*n+i] {
				h.cells[j] = &b.cells[cell]
				b.cells[cell].houses[k] = h
			}
		}
	}
	return b, nil
}

// New returns an empty board with r×c boxes, for example New(2, 3) for a 6×6
// board.
func New(r, c int) (*Board, error) {
	s, err := NewShape(r, c)
	if err != nil {
		return nil, err
	}
	return NewBoard(s)
}

// FromValues returns a board of shape s whose cells hold values, given in
// reading order (0 = empty). Every non-zero value is a given. It returns a
// *ShapeError, a *SizeError when len(values) is not N², or a *ValueError for a
// value outside 0–N. It does not check the rules; see Conflicts.
func FromValues(s Shape, values []int) (*Board, error) {
	b, err := NewBoard(s)
	if err != nil {
		return nil, err
	}
	if len(values) != s.Cells() {
		return nil, &SizeError{Want: s.Cells(), Got: len(values)}
	}
	for i, v := range values {
		if err := b.cells[i].set(v, true); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// Shape returns the board's box shape.
func (b *Board) Shape() Shape { return b.shape }

// N returns the side of the board.
func (b *Board) N() int { return b.shape.N() }

// Cell returns the cell in 0-based row r and column c.
func (b *Board) Cell(r, c int) *Cell { return &b.cells[r*b.shape.N()+c] }

// CellAt returns the cell with reading-order index i (row*N + column).
func (b *Board) CellAt(i int) *Cell { return &b.cells[i] }

// Cells yields every cell in reading order.
func (b *Board) Cells() iter.Seq[*Cell] {
	return func(yield func(*Cell) bool) {
		for i := range b.cells {
			if !yield(&b.cells[i]) {
				return
			}
		}
	}
}

// Row returns row r (0-based).
func (b *Board) Row(r int) *House { return &b.rows[r] }

// Column returns column c (0-based).
func (b *Board) Column(c int) *House { return &b.cols[c] }

// Box returns box i (0-based, left to right and top to bottom).
func (b *Board) Box(i int) *House { return &b.boxes[i] }

// Houses yields every house: the rows, then the columns, then the boxes.
func (b *Board) Houses() iter.Seq[*House] {
	return func(yield func(*House) bool) {
		for _, houses := range [3][]House{b.rows, b.cols, b.boxes} {
			for i := range houses {
				if !yield(&houses[i]) {
					return
				}
			}
		}
	}
}

// Value returns the value in 0-based row r and column c (0 when empty).
func (b *Board) Value(r, c int) int { return b.cells[r*b.shape.N()+c].value }

// Set enters value v at 0-based row r and column c (0 clears); see Cell.Set.
func (b *Board) Set(r, c, v int) error { return b.Cell(r, c).Set(v) }

// SetGiven makes value v a given of the puzzle at row r and column c (0-based);
// v = 0 empties the cell.
func (b *Board) SetGiven(r, c, v int) error { return b.Cell(r, c).set(v, true) }

// Values returns the values of all cells in reading order (0 = empty).
func (b *Board) Values() []int {
	out := make([]int, len(b.cells))
	for i := range b.cells {
		out[i] = b.cells[i].value
	}
	return out
}

// Clone returns an independent copy of the board, givens included.
func (b *Board) Clone() *Board {
	c, _ := NewBoard(b.shape) // the shape is valid: b exists
	for i := range b.cells {
		_ = c.cells[i].set(b.cells[i].value, b.cells[i].given)
	}
	return c
}

// Equal reports whether two boards have the same shape and the same value in
// every cell. Whether a value is a given does not matter; see SameGivens.
func (b *Board) Equal(o *Board) bool {
	if b.shape != o.shape {
		return false
	}
	for i := range b.cells {
		if b.cells[i].value != o.cells[i].value {
			return false
		}
	}
	return true
}

// Givens returns the number of given cells.
func (b *Board) Givens() int {
	n := 0
	for i := range b.cells {
		if b.cells[i].given {
			n++
		}
	}
	return n
}

// Filled returns the number of cells that hold a value, givens included.
func (b *Board) Filled() int {
	n := 0
	for i := range b.cells {
		if b.cells[i].value != 0 {
			n++
		}
	}
	return n
}

// IsComplete reports whether every cell holds a value. A complete board is
// solved when it is also valid (see IsSolved).
func (b *Board) IsComplete() bool { return b.Filled() == len(b.cells) }

// IsSolved reports whether the board is complete and breaks no rule.
func (b *Board) IsSolved() bool { return b.IsComplete() && b.IsValid() }

// Puzzle returns a copy of the board holding only its givens.
func (b *Board) Puzzle() *Board {
	c, _ := NewBoard(b.shape)
	for i := range b.cells {
		if b.cells[i].given {
			_ = c.cells[i].set(b.cells[i].value, true)
		}
	}
	return c
}

// String returns the board in INF1010's pretty print, with box separators.
func (b *Board) String() string { return FormatPretty(b) }

var houseTables sync.Map // Shape → [][]int

// houseCells returns, for every house of shape s (rows, then columns, then
// boxes), its cells' reading-order indices in reading order. Tables are
// built once per shape and shared: NewBoard is called for every parsed
// puzzle, clone and solution. (Solvers have their own tables, with peers:
// package sudoku/trace's Geometry.)
func houseCells(s Shape) [][]int {
	if t, ok := houseTables.Load(s); ok {
		return t.([][]int)
	}
	n := s.N()
	t := make([][]int, 3*n)
	for i := range n * n {
		r, c := i/n, i%n
		for _, h := range [3]int{r, n + c, 2*n + s.BoxOf(r, c)} {
			t[h] = append(t[h], i)
		}
	}
	got, _ := houseTables.LoadOrStore(s, t)
	return got.([][]int)
}
