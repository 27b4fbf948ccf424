// Package humanval carries the human solver's values — grids, traces and
// trace steps, the data types of package trace — from a cell program to the
// sudokit Jupyter kernel, which draws them, as package sudokuval carries
// boards. A program imports it only when it shows such a value (it links
// package trace anyway then, and humanval links nothing more: not the
// solver); a program showing a board imports sudokuval alone.
//
// It is not meant to be imported by notebook code.
package humanval

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/sudokit/sudokit/kernel/cellrt/sudokuval"
	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Drawable is a type whose values the kernel draws, a row of Drawables.
type Drawable struct {
	// Type is the named type; the kernel draws its values and pointers
	// to them.
	Type reflect.Type
	// Carried is the type name of its carried form (wire.Value.Type).
	Carried string
	// Solver is true for the human solver's data (package trace): a
	// program showing one is given Encode of this package, which links
	// package trace; otherwise sudokuval.Encode, which links package
	// sudoku alone.
	Solver bool

	encode func(any) (wire.Value, bool)
	decode func(wire.Value) (any, error)
}

// Drawables is the one table of the types the kernel draws: cell programs
// carry their values to the kernel (Encode), the kernel rebuilds them
// (Decode) and draws them with render.Inline, and the kernel's checker
// picks the carrier a cell's result needs from it (by Type's package path
// and name) without linking anything to find out.
var Drawables = []Drawable{
	{Type: reflect.TypeFor[sudoku.Board](), Carried: sudokuval.TypeBoard,
		encode: sudokuval.Encode, decode: func(v wire.Value) (any, error) { return sudokuval.Decode(v) }},
	solverValue(sudokuval.TypeGrid, true, func(g *trace.Grid) bool { return g.Geo != nil }),
	solverValue(sudokuval.TypeTrace, false, func(*trace.Trace) bool { return true }),
	solverValue(sudokuval.TypeTraceStep, true, func(*trace.TraceStep) bool { return true }),
}

// solverValue is the row of a type of package trace, carried as its JSON
// form: pointers to it and, when byValue, its values (render.Inline draws
// a trace through a pointer only); values for which ok is false are not
// drawn.
func solverValue[T any](carried string, byValue bool, ok func(*T) bool) Drawable {
	return Drawable{
		Type: reflect.TypeFor[T](), Carried: carried, Solver: true,
		encode: func(v any) (wire.Value, bool) {
			var p *T
			switch x := v.(type) {
			case T:
				if byValue {
					p = &x
				}
			case *T:
				p = x
			}
			if p == nil || !ok(p) {
				return wire.Value{}, false
			}
			return sudokuval.Carry(carried, p)
		},
		decode: func(v wire.Value) (any, error) { return unmarshal(v, new(T)) },
	}
}

// Encode returns the carried form of v when v is a value of a type in
// Drawables, or a pointer to one. Nil pointers, empty values and other
// types give false.
func Encode(v any) (wire.Value, bool) {
	for _, d := range Drawables {
		if w, ok := d.encode(v); ok {
			return w, true
		}
	}
	return wire.Value{}, false
}

// Decode rebuilds a value carried by Encode or sudokuval.Encode, as a
// pointer: a *sudoku.Board, *trace.Grid, *trace.Trace or *trace.TraceStep.
func Decode(v wire.Value) (any, error) {
	for _, d := range Drawables {
		if d.Carried == v.Type {
			return d.decode(v)
		}
	}
	return nil, fmt.Errorf("humanval: unknown value type %q", v.Type)
}

func unmarshal[T any](v wire.Value, dst *T) (any, error) {
	if err := json.Unmarshal(v.Data, dst); err != nil {
		return nil, fmt.Errorf("humanval: %s: %w", v.Type, err)
	}
	return dst, nil
}
