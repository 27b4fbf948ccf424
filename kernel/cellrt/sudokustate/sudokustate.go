// Package sudokustate carries sudoku boards between the cells of a sudokit
// notebook in a compact form: a board is its shape, its values and which of
// them are givens.
//
// Written field by field, a board is a graph of cells and houses with some
// 560 pointers; this package registers a cellrt.Owner for sudoku.Board
// instead, which writes about 90 bytes for a 9×9 board and rebuilds it with
// sudoku.NewBoard. The arrays a board owns (its cells, rows, columns, boxes
// and the houses' cell lists) are reported to the codec, so a *Cell, a
// *House or a House's Cells() kept in another variable comes back pointing
// into the restored board.
//
// Cell programs of notebooks that link package sudoku import it for its
// side effect. It is not meant to be imported by notebook code.
package sudokustate

import (
	"encoding/binary"
	"errors"
	"fmt"
	"unsafe"

	"github.com/sudokit/sudokit/kernel/cellrt"
	"github.com/sudokit/sudokit/sudoku"
)

func init() {
	cellrt.RegisterOwner(cellrt.Owner[sudoku.Board]{Arrays: arrays, Append: appendBoard, Restore: restore})
}

// arrays returns the arrays board b owns: its cells, rows, columns and
// boxes, and the cell lists of its houses (one array, the rows' lists, then
// the columns', then the boxes'). It reports false for a board that was
// not made by NewBoard or is a copy of another board's header: those are
// written field by field.
func arrays(b *sudoku.Board) ([]cellrt.Array, bool) {
	n := b.N()
	if n <= 0 {
		return nil, false
	}
	cells := unsafe.Slice(b.CellAt(0), n*n)
	for i := range cells {
		if cells[i].Board() != b {
			return nil, false
		}
	}
	lists := b.Row(0).Cells()
	if len(lists) != n {
		return nil, false
	}
	members := unsafe.Slice(unsafe.SliceData(lists), 3*n*n)
	houses := [3]func(int) *sudoku.House{b.Row, b.Column, b.Box}
	for k, house := range houses {
		for i := range n {
			cs := house(i).Cells()
			if len(cs) != n || unsafe.SliceData(cs) != &members[(k*n+i)*n] {
				return nil, false
			}
		}
	}
	return []cellrt.Array{
		cellrt.ArrayOf(cells),
		cellrt.ArrayOf(unsafe.Slice(b.Row(0), n)),
		cellrt.ArrayOf(unsafe.Slice(b.Column(0), n)),
		cellrt.ArrayOf(unsafe.Slice(b.Box(0), n)),
		cellrt.ArrayOf(members),
	}, true
}

// appendBoard appends the compact form of b: the box shape, then for every
// cell in reading order its value times two, plus one for a given.
func appendBoard(buf []byte, b *sudoku.Board) []byte {
	s := b.Shape()
	buf = binary.AppendUvarint(buf, uint64(s.BoxRows))
	buf = binary.AppendUvarint(buf, uint64(s.BoxCols))
	n := b.N()
	for i := range n * n {
		c := b.CellAt(i)
		v := uint64(c.Value()) << 1
		if c.Given() {
			v |= 1
		}
		buf = binary.AppendUvarint(buf, v)
	}
	return buf
}

var errShort = errors.New("compact board: data ends early")

// restore rebuilds a board from its compact form.
func restore(data []byte) (*sudoku.Board, error) {
	next := func() (uint64, error) {
		u, k := binary.Uvarint(data)
		if k <= 0 {
			return 0, errShort
		}
		data = data[k:]
		return u, nil
	}
	r, err := next()
	if err != nil {
		return nil, err
	}
	c, err := next()
	if err != nil {
		return nil, err
	}
	if r > 64 || c > 64 {
		return nil, fmt.Errorf("compact board: bad shape %dx%d", r, c)
	}
	b, err := sudoku.New(int(r), int(c))
	if err != nil {
		return nil, err
	}
	for i := range b.N() * b.N() {
		u, err := next()
		if err != nil {
			return nil, err
		}
		v := int(u >> 1)
		cell := b.CellAt(i)
		switch {
		case u&1 != 0:
			row, col := cell.Position()
			err = b.SetGiven(row, col, v)
		case v != 0:
			err = cell.Set(v)
		}
		if err != nil {
			return nil, err
		}
	}
	if len(data) != 0 {
		return nil, errors.New("compact board: trailing data")
	}
	return b, nil
}
