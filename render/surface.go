package render

import "image"

// surface is what a picture is painted on. The painter lays a scene out
// once (see Layout) and draws it through this interface, so every format
// shows the same picture: the raster surface paints pixels (gg and fast
// rectangle fills), the SVG surface writes elements, the PDF surface writes
// page operators. Coordinates are the layout's pixels, y downwards.
type surface interface {
	// layer starts a named group of elements ("lines", "values"…); the
	// SVG surface writes it as <g id="name">, the others ignore it.
	layer(name string)
	// rect fills an axis-aligned rectangle (lines, tints, backgrounds).
	rect(r image.Rectangle, c Color)
	// disc fills a circle.
	disc(x, y, r float64, c Color)
	// ring strokes a circle.
	ring(x, y, r, width float64, c Color)
	// line strokes a segment with round caps.
	line(x0, y0, x1, y1, width float64, c Color)
	// curve strokes the quadratic Bézier curve from (x0, y0) through the
	// control point (cx, cy) to (x1, y1) with butt caps, dashed when dash
	// (lengths of dash and gap) is not nil.
	curve(x0, y0, cx, cy, x1, y1, width float64, dash []float64, c Color)
	// polygon fills a closed polygon.
	polygon(pts []point, c Color)
	// text writes s in tf at size pixels with its baseline starting at
	// (x, y).
	text(tf typeface, size int, c Color, x, y float64, s string)
	// ink writes s in tf at size pixels with the middle of its ink at
	// (cx, cy): a value or pencil mark centred in its cell or slot.
	ink(tf typeface, size int, c Color, cx, cy float64, s string)
}

// point is a point of a polygon, in pixels.
type point struct{ x, y float64 }

// inkOrigin returns where the baseline of s starts when the middle of its
// ink is to be at (cx, cy): exactly where the raster surface puts the
// cached glyph mask, so vector and raster text line up to the pixel.
func inkOrigin(tf typeface, size int, s string, cx, cy float64) (x, y float64) {
	b := inkOf(tf, size, s).mask.Bounds()
	left := int(cx - float64(b.Dx())/2 + 0.5)
	top := int(cy - float64(b.Dy())/2 + 0.5)
	return float64(left - b.Min.X), float64(top - b.Min.Y)
}

// shifted draws on another surface with every coordinate moved by (dx, dy):
// a board placed on a print page.
type shifted struct {
	s      surface
	dx, dy int
}

func (s shifted) layer(name string) { s.s.layer(name) }
func (s shifted) rect(r image.Rectangle, c Color) {
	s.s.rect(r.Add(image.Pt(s.dx, s.dy)), c)
}
func (s shifted) disc(x, y, r float64, c Color) { s.s.disc(x+s.fx(), y+s.fy(), r, c) }
func (s shifted) ring(x, y, r, w float64, c Color) {
	s.s.ring(x+s.fx(), y+s.fy(), r, w, c)
}
func (s shifted) line(x0, y0, x1, y1, w float64, c Color) {
	s.s.line(x0+s.fx(), y0+s.fy(), x1+s.fx(), y1+s.fy(), w, c)
}
func (s shifted) curve(x0, y0, cx, cy, x1, y1, w float64, dash []float64, c Color) {
	s.s.curve(x0+s.fx(), y0+s.fy(), cx+s.fx(), cy+s.fy(), x1+s.fx(), y1+s.fy(), w, dash, c)
}
func (s shifted) polygon(pts []point, c Color) {
	moved := make([]point, len(pts))
	for i, p := range pts {
		moved[i] = point{p.x + s.fx(), p.y + s.fy()}
	}
	s.s.polygon(moved, c)
}
func (s shifted) text(tf typeface, size int, c Color, x, y float64, str string) {
	s.s.text(tf, size, c, x+s.fx(), y+s.fy(), str)
}
func (s shifted) ink(tf typeface, size int, c Color, cx, cy float64, str string) {
	s.s.ink(tf, size, c, cx+s.fx(), cy+s.fy(), str)
}
func (s shifted) fx() float64 { return float64(s.dx) }
func (s shifted) fy() float64 { return float64(s.dy) }
