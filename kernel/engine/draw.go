package engine

import (
	"fmt"
	"os"

	"github.com/sudokit/sudokit/kernel/cellrt/humanval"
	"github.com/sudokit/sudokit/kernel/display"
	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/render"
)

// drawValue turns a result frame carrying a sudoku value (see package
// sudokuval) into the value's picture, drawn by render.Inline exactly as
// the cell program would have drawn it, keeping the text the program sent.
// A value that cannot be drawn keeps its text only.
func drawValue(f *wire.Frame) {
	if f.Value == nil {
		return
	}
	carried := *f.Value
	f.Value = nil
	d, err := drawCarried(carried)
	if err != nil {
		fmt.Fprintf(os.Stderr, "sudokit kernel: cannot draw the cell's %s: %v\n", carried.Type, err)
		return
	}
	if text, ok := f.Data[display.MIMETypeText]; ok {
		d.Data[display.MIMETypeText] = text
	}
	f.Data, f.Metadata = d.Data, d.Metadata
}

// drawCarried decodes and draws a carried value. A panic while drawing
// (a value the program built in some unexpected way) is an error: it must
// not take the kernel down.
func drawCarried(v wire.Value) (d display.Data, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	x, err := humanval.Decode(v)
	if err != nil {
		return display.Data{}, err
	}
	img, ok := render.Inline(x)
	if !ok {
		return display.Data{}, fmt.Errorf("render.Inline cannot draw it")
	}
	return display.Image(img), nil
}
