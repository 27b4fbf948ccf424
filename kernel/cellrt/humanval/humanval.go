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

	"github.com/sudokit/sudokit/kernel/cellrt/sudokuval"
	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Encode returns the carried form of v when v is a value the kernel draws:
// a board (see sudokuval.Encode), *trace.Grid, trace.Grid, *trace.Trace,
// trace.TraceStep or *trace.TraceStep. Nil pointers, empty values and other
// types give false.
func Encode(v any) (wire.Value, bool) {
	switch x := v.(type) {
	case *trace.Grid:
		if x != nil && x.Geo != nil {
			return sudokuval.Carry(sudokuval.TypeGrid, x)
		}
	case trace.Grid:
		if x.Geo != nil {
			return sudokuval.Carry(sudokuval.TypeGrid, &x)
		}
	case *trace.Trace:
		if x != nil {
			return sudokuval.Carry(sudokuval.TypeTrace, x)
		}
	case trace.TraceStep:
		return sudokuval.Carry(sudokuval.TypeTraceStep, &x)
	case *trace.TraceStep:
		if x != nil {
			return sudokuval.Carry(sudokuval.TypeTraceStep, x)
		}
	default:
		return sudokuval.Encode(v)
	}
	return wire.Value{}, false
}

// Decode rebuilds a value carried by Encode or sudokuval.Encode: a
// *sudoku.Board, *trace.Grid, *trace.Trace or *trace.TraceStep.
func Decode(v wire.Value) (any, error) {
	switch v.Type {
	case sudokuval.TypeBoard:
		return sudokuval.Decode(v)
	case sudokuval.TypeGrid:
		return unmarshal(v, new(trace.Grid))
	case sudokuval.TypeTrace:
		return unmarshal(v, new(trace.Trace))
	case sudokuval.TypeTraceStep:
		return unmarshal(v, new(trace.TraceStep))
	}
	return nil, fmt.Errorf("humanval: unknown value type %q", v.Type)
}

func unmarshal[T any](v wire.Value, dst *T) (any, error) {
	if err := json.Unmarshal(v.Data, dst); err != nil {
		return nil, fmt.Errorf("humanval: %s: %w", v.Type, err)
	}
	return dst, nil
}
