package render

import (
	"image"
	"io"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// TraceFrames turns a solver trace into frames: every step with the
// candidate state before it (the step's stored state, or the replayed one),
// the start state's values counting as the puzzle's givens.
func TraceFrames(t *trace.Trace) ([]StepFrame, error) {
	if t == nil || t.Start == nil {
		return nil, &InputError{What: "trace", Reason: "is nil or has no start state"}
	}
	grids, err := t.Grids()
	if err != nil {
		return nil, &InputError{What: "trace", Reason: err.Error()}
	}
	puzzle, err := sudoku.FromValues(t.Start.Geo.Shape, t.Start.Values)
	if err != nil {
		return nil, &InputError{What: "trace", Reason: "start state: " + err.Error()}
	}
	frames := make([]StepFrame, len(t.Steps))
	for k, st := range t.Steps {
		before := st.Before
		if before == nil {
			before = grids[k]
		}
		frames[k] = StepFrame{Grid: before, Step: st.Step, Puzzle: puzzle}
	}
	return frames, nil
}

// WriteTraceGIF writes a solver trace as an animated GIF, one frame per
// step (see TraceGIF), and a last frame with the board where the trace ends:
// solved, or stuck with the candidates left.
func WriteTraceGIF(w io.Writer, t *trace.Trace, opts Options) error {
	frames, err := closedFrames(t)
	if err != nil {
		return err
	}
	return TraceGIF(w, frames, opts)
}

// closedFrames is a frame for every step of t (see TraceFrames) and, when
// there is one, the closingFrame after them.
func closedFrames(t *trace.Trace) ([]StepFrame, error) {
	frames, err := TraceFrames(t)
	if err != nil || len(frames) == 0 {
		return frames, err
	}
	return append(frames, closingFrame(frames)), nil
}

// closingFrame is the frame where a trace ends: the grid after its last step,
// solved or stuck with the candidates left.
func closingFrame(frames []StepFrame) StepFrame {
	last := frames[len(frames)-1]
	final := last.Grid.Clone()
	final.Apply(last.Step)
	step := trace.Step{
		Technique:   tr(solvedIn, len(frames)),
		Explanation: tr("The solution: the givens in black, the values the steps placed in colour."),
	}
	if !final.Solved() {
		step = trace.Step{
			Technique:   tr(stuckAfter, len(frames)),
			Explanation: tr("No technique the solver knows applies here; the candidates left are shown."),
		}
	}
	return StepFrame{Grid: final, Step: step, Puzzle: last.Puzzle, End: true}
}

// WriteTracePDF writes a solver trace as a PDF, one page per step (see
// TracePDF), and a last page with the board where the trace ends.
func WriteTracePDF(w io.Writer, t *trace.Trace, opts Options) error {
	frames, err := closedFrames(t)
	if err != nil {
		return err
	}
	return TracePDF(w, frames, opts)
}

// TraceSheet draws every step of a solver trace on one picture (see
// ContactSheet).
func TraceSheet(t *trace.Trace, opts Options, columns int) (*image.RGBA, error) {
	frames, err := TraceFrames(t)
	if err != nil {
		return nil, err
	}
	return ContactSheet(frames, opts, columns)
}

// TraceResult draws where a trace ends: the final grid, givens bold and the
// solver's values in the entered colour (with the candidates left, if it got
// stuck), titled with the number of steps.
func TraceResult(t *trace.Trace, opts Options) (*image.RGBA, error) {
	final, puzzle, title, err := traceEnd(t)
	if err != nil {
		return nil, err
	}
	if opts.Title == "" {
		opts.Title = title
	}
	return Grid(final, puzzle, opts)
}

// traceEnd returns the grid a trace ends on, its puzzle (the start state's
// values as givens) and the title of the result's picture.
func traceEnd(t *trace.Trace) (final *trace.Grid, puzzle *sudoku.Board, title string, err error) {
	if t == nil || t.Start == nil {
		return nil, nil, "", &InputError{What: "trace", Reason: "is nil or has no start state"}
	}
	final, err = t.Replay()
	if err != nil {
		return nil, nil, "", &InputError{What: "trace", Reason: err.Error()}
	}
	puzzle, err = sudoku.FromValues(t.Start.Geo.Shape, t.Start.Values)
	if err != nil {
		return nil, nil, "", &InputError{What: "trace", Reason: "start state: " + err.Error()}
	}
	title = tr(solvedIn, len(t.Steps))
	if !final.Solved() {
		title = tr(stuckAfter, len(t.Steps))
	}
	return final, puzzle, title, nil
}
