// Package show shows the result of a notebook cell that may have a rich
// form: an image, a display bundle, a value implementing one of the
// display interfaces (HTML, PNG, …) or a sudoku value.
//
// The sudokit Jupyter kernel calls it from the programs it generates when
// the type of a cell's trailing expression allows such a value; otherwise
// it calls cellrt.Result, which shows text and keeps the program from
// linking package display and its image encoders. It is not meant to be
// imported by notebook code.
package show

import (
	"image"

	"github.com/sudokit/sudokit/kernel/cellrt"
	"github.com/sudokit/sudokit/kernel/display"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// Inliner draws values that have a picture of their own, such as the
// frames of package render; it reports false for other values.
type Inliner func(v any) (image.Image, bool)

// Result returns the function showing the values of a cell's trailing
// expression as the cell's execute_result. A single rich value (the
// others being nil) shows as itself: sent to the kernel to be drawn when
// encode accepts it, drawn by inline when that gives a picture, or as its
// display bundle. Anything else shows as text. encode and inline may be
// nil.
func Result(encode cellrt.Encoder, inline Inliner) func(vals ...any) {
	return func(vals ...any) {
		if f, ok := frame(encode, inline, vals); ok {
			cellrt.SendResult(f)
		}
	}
}

// frame returns the execute_result frame for vals, and false when there is
// nothing to show.
func frame(encode cellrt.Encoder, inline Inliner, vals []any) (wire.Frame, bool) {
	if v, ok := cellrt.Single(vals); ok {
		if encode != nil {
			if f, ok := cellrt.ResultFrame(encode, []any{v}); ok && f.Value != nil {
				return f, true
			}
		}
		if inline != nil {
			if img, ok := inline(v); ok {
				d := display.Image(img)
				d.Data[display.MIMETypeText] = cellrt.Text(v)
				return wire.Frame{Kind: wire.KindResult, Data: d.Data, Metadata: d.Metadata}, true
			}
		}
		if display.Renderable(v) {
			d := display.Auto(v)
			return wire.Frame{Kind: wire.KindResult, Data: d.Data, Metadata: d.Metadata}, true
		}
	}
	return cellrt.ResultFrame(nil, vals)
}
