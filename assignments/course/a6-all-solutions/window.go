// Package window is the model behind INF1010's part 11 window: it steps
// through the solutions of a board, one at a time.
package window

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
)

// A Window shows one solution of a board at a time, with how many there
// are, and steps through them: Next after the last one shows the first
// again, Previous before the first shows the last.
type Window struct {
	//solution:begin
	found *sudoku.Solutions
	at    int // the solution shown, from 0
	prev  int // the solution shown before the last step, or -1
	//solution:end
}

// NewWindow finds every solution of b with sudoku.BruteForce and shows the
// first one. A board without a solution gives an error wrapping
// sudoku.ErrNoSolution.
func NewWindow(b *sudoku.Board) (*Window, error) {
	//solution:begin
	found := sudoku.BruteForce(b)
	if found.Stored() == 0 {
		return nil, fmt.Errorf("window: %w", sudoku.ErrNoSolution)
	}
	return &Window{found: found, prev: -1}, nil
	//solution:stub
	// return nil, fmt.Errorf("window: NewWindow is not written yet")
	//solution:end
}

// Shown returns the solution the window shows.
func (w *Window) Shown() *sudoku.Board {
	//solution:begin
	return w.found.Boards()[w.at]
	//solution:stub
	// return nil
	//solution:end
}

// Label is the line above the board: "Solution 3 of 28", or, when the
// container kept fewer solutions than were found, "Solution 3 of 3500
// (20130 found)".
func (w *Window) Label() string {
	//solution:begin
	label := fmt.Sprintf("Solution %d of %d", w.at+1, w.found.Stored())
	if w.found.Count() > w.found.Stored() {
		label += fmt.Sprintf(" (%d found)", w.found.Count())
	}
	return label
	//solution:stub
	// return ""
	//solution:end
}

// Next shows the next solution, or the first after the last.
func (w *Window) Next() {
	//solution:begin
	w.prev = w.at
	w.at = (w.at + 1) % w.found.Stored()
	//solution:end
}

// Previous shows the previous solution, or the last before the first.
func (w *Window) Previous() {
	//solution:begin
	w.prev = w.at
	w.at = (w.at + w.found.Stored() - 1) % w.found.Stored()
	//solution:end
}

// Changed returns the cells, in reading order, whose value differs between
// the solution shown and the one shown before the last step: the cells the
// window highlights. Before the first step it returns nothing.
func (w *Window) Changed() []sudoku.Pos {
	//solution:begin
	if w.prev < 0 {
		return nil
	}
	before, now := w.found.Boards()[w.prev], w.Shown()
	var changed []sudoku.Pos
	for r := 0; r < now.N(); r++ {
		for c := 0; c < now.N(); c++ {
			if before.Value(r, c) != now.Value(r, c) {
				changed = append(changed, sudoku.Pos{Row: r, Col: c})
			}
		}
	}
	return changed
	//solution:stub
	// return nil
	//solution:end
}
