package render

import "fmt"

// OptionError reports an Options (or SheetOptions) field whose value cannot
// be used, for example a negative scale or an unknown theme name.
type OptionError struct {
	Field  string // the field's config name, "cell_size"
	Value  any    // the value given
	Reason string // what is wrong with it
}

func (e *OptionError) Error() string {
	return fmt.Sprintf("render: option %s = %v: %s", e.Field, e.Value, e.Reason)
}

// ColorError reports text that is not a colour (see ParseColor).
type ColorError struct {
	Text   string // the text given
	Reason string
}

func (e *ColorError) Error() string {
	return fmt.Sprintf("render: colour %q: %s", e.Text, e.Reason)
}

// InputError reports something to draw that cannot be drawn: a nil board, a
// grid whose size does not match its geometry, a step naming a cell off the
// board.
type InputError struct {
	What   string // "board", "grid", "step 3"
	Reason string
}

func (e *InputError) Error() string {
	return fmt.Sprintf("render: %s: %s", e.What, e.Reason)
}
