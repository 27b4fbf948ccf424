package render

import (
	"image"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Inline returns a picture of v in the default theme when v is something
// this package draws, and false otherwise. The Jupyter kernel calls it on
// every value a cell produces, so sudoku values show as pictures without
// the student asking — and without package sudoku importing render.
//
// It draws:
//   - *sudoku.Board and sudoku.Board: the board (givens bold, entered values
//     coloured, conflicts marked);
//   - *trace.Grid and trace.Grid: the values with their candidates;
//   - StepFrame and *StepFrame: the step on its grid (see Step);
//   - []StepFrame: a contact sheet of the steps (see ContactSheet);
//   - *trace.Trace: where the solve ends, titled with its number of steps
//     (see TraceResult; TraceSheet draws every step);
//   - trace.TraceStep and *trace.TraceStep: the step on its stored state.
//
// A nil pointer, or a value that cannot be drawn, gives false.
func Inline(v any) (image.Image, bool) {
	var img *image.RGBA
	var err error
	switch x := v.(type) {
	case *sudoku.Board:
		if x == nil {
			return nil, false
		}
		img, err = Board(x, Options{})
	case sudoku.Board:
		if x.N() == 0 {
			return nil, false
		}
		img, err = Board(&x, Options{})
	case *trace.Grid:
		if x == nil {
			return nil, false
		}
		img, err = Grid(x, nil, Options{})
	case trace.Grid:
		img, err = Grid(&x, nil, Options{})
	case StepFrame:
		img, err = Step(x.Grid, x.Puzzle, x.Step, Options{})
	case *StepFrame:
		if x == nil {
			return nil, false
		}
		img, err = Step(x.Grid, x.Puzzle, x.Step, Options{})
	case []StepFrame:
		img, err = ContactSheet(x, Options{}, 0)
	case *trace.Trace:
		img, err = TraceResult(x, Options{})
	case trace.TraceStep:
		img, err = Step(x.Before, nil, x.Step, Options{})
	case *trace.TraceStep:
		if x == nil {
			return nil, false
		}
		img, err = Step(x.Before, nil, x.Step, Options{})
	default:
		return nil, false
	}
	if err != nil {
		return nil, false
	}
	return img, true
}
