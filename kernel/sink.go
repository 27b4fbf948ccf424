package kernel

import "github.com/sudokit/sudokit/kernel/internal/wire"

// sink receives what a running cell produces, as it happens.
type sink interface {
	// stream forwards text printed on "stdout" or "stderr".
	stream(name, text string)
	// display forwards a display_data, update_display_data or
	// clear_output frame.
	display(f wire.Frame)
	// input asks the front end for a line of input; ok is false when
	// input is not allowed.
	input(prompt string) (line string, ok bool)
}

// execError is the error output of a failed cell.
type execError struct {
	EName     string
	EValue    string
	Traceback []string
}

func (e *execError) Error() string { return e.EName + ": " + e.EValue }

// discard is a sink that drops output and refuses input.
type discard struct{}

func (discard) stream(string, string)       {}
func (discard) display(wire.Frame)          {}
func (discard) input(string) (string, bool) { return "", false }
