package render

import (
	"image"
	"image/color"
	"image/draw"
	"strconv"

	"github.com/sudokit/sudokit/sudoku"
)

// fill paints rectangle r in colour c: a plain copy for an opaque colour,
// blending for a translucent one. Lines and cell tints are drawn this way,
// which is much faster than stroking paths.
func fill(dst *image.RGBA, r image.Rectangle, c Color) {
	if c.A == 0 {
		return
	}
	op := draw.Over
	if c.A == 0xff {
		op = draw.Src
	}
	draw.Draw(dst, r, image.NewUniform(color.NRGBA(c)), image.Point{}, op)
}

// valueLabel is how value v is written: its INF1010 character, or its number
// when numbers is set.
func valueLabel(v int, numbers bool) string {
	if numbers && v > 9 {
		return strconv.Itoa(v)
	}
	return string(rune(sudoku.ValueChar(v)))
}
