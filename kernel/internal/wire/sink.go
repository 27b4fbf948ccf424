package wire

import "errors"

// Sink receives what a running cell produces, as it happens. The engine
// writes to it; the Jupyter layer forwards it to IOPub (or, for a widget's
// run, to an Output widget). The engine calls Stream and Display from
// several goroutines at once (a program's stdout, its stderr and its
// frames are read by one each), so an implementation guards its state.
type Sink interface {
	// Stream forwards text printed on "stdout" or "stderr".
	Stream(name, text string)
	// Display forwards a display_data, update_display_data, clear_output
	// or widget frame.
	Display(f Frame)
	// Input asks the front end for a line of input; ok is false when
	// input is not allowed.
	Input(prompt string) (line string, ok bool)
}

// CellError is the error output of a failed cell.
type CellError struct {
	EName     string
	EValue    string
	Traceback []string
}

func (e *CellError) Error() string { return e.EName + ": " + e.EValue }

// Outcome is what executing a cell gives: the result frame of its
// trailing expression (nil for none) or its error.
type Outcome struct {
	Result *Frame
	Err    *CellError
}

// Discard is a Sink that drops output and refuses input.
type Discard struct{}

// Stream drops the text.
func (Discard) Stream(string, string) {}

// Display drops the frame.
func (Discard) Display(Frame) {}

// Input refuses input.
func (Discard) Input(string) (string, bool) { return "", false }

// ErrInterrupted is the cause with which the Jupyter layer cancels the
// context of a running cell when the front end interrupts it; the cell
// then fails as "Interrupted".
var ErrInterrupted = errors.New("interrupted")
