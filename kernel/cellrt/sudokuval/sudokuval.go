// Package sudokuval carries sudoku values from a cell program to the
// sudokit Jupyter kernel, which draws them.
//
// Drawing a board takes the render package with its fonts and PNG
// encoder, which would make every cell program that shows a board slower to
// link. Instead the cell program sends the value itself, in a compact JSON
// form, and the kernel (which links render anyway) decodes it and draws the
// picture. This package carries boards; package humanval carries the
// human solver's grids, traces and trace steps, so that a program showing a
// board does not link the solver.
//
// It is not meant to be imported by notebook code.
package sudokuval

import (
	"encoding/json"
	"fmt"

	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku"
)

// The types a wire.Value may carry.
const (
	TypeBoard     = "sudoku.Board"
	TypeGrid      = "sudoku.Grid"
	TypeTrace     = "sudoku.Trace"
	TypeTraceStep = "sudoku.TraceStep"
)

// boardJSON is the carried form of a board: its shape as "3x3", the
// values in reading order (0 = empty) and the indices of the givens.
type boardJSON struct {
	Shape  string `json:"shape"`
	Values []int  `json:"values"`
	Givens []int  `json:"givens,omitempty"`
}

// Encode returns the carried form of v when v is a board the kernel draws:
// a *sudoku.Board or sudoku.Board. Nil pointers, empty boards and other
// types give false.
func Encode(v any) (wire.Value, bool) {
	var b *sudoku.Board
	switch x := v.(type) {
	case *sudoku.Board:
		b = x
	case sudoku.Board:
		b = &x
	}
	if b == nil || b.N() == 0 {
		return wire.Value{}, false
	}
	return Carry(TypeBoard, boardOf(b))
}

// Carry returns data, in its JSON form, as a carried value of type typ.
func Carry(typ string, data any) (wire.Value, bool) {
	b, err := json.Marshal(data)
	if err != nil {
		return wire.Value{}, false
	}
	return wire.Value{Type: typ, Data: b}, true
}

// boardOf returns the carried form of b.
func boardOf(b *sudoku.Board) boardJSON {
	out := boardJSON{Shape: b.Shape().String(), Values: b.Values()}
	for c := range b.Cells() {
		if c.Given() {
			out.Givens = append(out.Givens, c.Index())
		}
	}
	return out
}

// Decode rebuilds a board carried by Encode. (humanval.Decode rebuilds
// every carried value.)
func Decode(v wire.Value) (*sudoku.Board, error) {
	if v.Type != TypeBoard {
		return nil, fmt.Errorf("sudokuval: unknown value type %q", v.Type)
	}
	var in boardJSON
	if err := json.Unmarshal(v.Data, &in); err != nil {
		return nil, fmt.Errorf("sudokuval: %s: %w", v.Type, err)
	}
	return in.board()
}

// board rebuilds the board: givens with SetGiven, the other values with
// Set (which, like the board that was sent, allows conflicts).
func (in boardJSON) board() (*sudoku.Board, error) {
	shape, err := sudoku.ParseShape(in.Shape)
	if err != nil {
		return nil, fmt.Errorf("sudokuval: board shape: %w", err)
	}
	b, err := sudoku.NewBoard(shape)
	if err != nil {
		return nil, fmt.Errorf("sudokuval: board shape: %w", err)
	}
	n := shape.N()
	if len(in.Values) != n*n {
		return nil, fmt.Errorf("sudokuval: board of shape %s with %d values", in.Shape, len(in.Values))
	}
	given := make([]bool, n*n)
	for _, i := range in.Givens {
		if i < 0 || i >= n*n {
			return nil, fmt.Errorf("sudokuval: given index %d out of range", i)
		}
		given[i] = true
	}
	for i, v := range in.Values {
		set := b.Set
		if given[i] {
			set = b.SetGiven
		}
		if err := set(i/n, i%n, v); err != nil {
			return nil, fmt.Errorf("sudokuval: %w", err)
		}
	}
	return b, nil
}
