package render

import (
	"image"

	"github.com/fogleman/gg"
)

// raster paints pixels: rectangles and cached glyph masks are composited
// directly (fast, crisp), curves and discs go through gg.
type raster struct {
	img *image.RGBA
	gc  *gg.Context // made on first use
}

func newRaster(w, h int) *raster { return &raster{img: image.NewRGBA(image.Rect(0, 0, w, h))} }

// context returns the gg context on the picture.
func (r *raster) context() *gg.Context {
	if r.gc == nil {
		r.gc = gg.NewContextForRGBA(r.img)
	}
	return r.gc
}

func (r *raster) layer(string)                     {}
func (r *raster) rect(rc image.Rectangle, c Color) { fill(r.img, rc, c) }

func (r *raster) disc(x, y, rad float64, c Color) {
	gc := r.context()
	gc.DrawCircle(x, y, rad)
	gc.SetColor(c)
	gc.Fill()
}

func (r *raster) ring(x, y, rad, width float64, c Color) {
	gc := r.context()
	gc.SetColor(c)
	gc.SetLineWidth(width)
	gc.SetDash()
	gc.DrawCircle(x, y, rad)
	gc.Stroke()
}

func (r *raster) line(x0, y0, x1, y1, width float64, c Color) {
	gc := r.context()
	gc.SetLineWidth(width)
	gc.SetLineCap(gg.LineCapRound)
	gc.SetDash()
	gc.SetColor(c)
	gc.DrawLine(x0, y0, x1, y1)
	gc.Stroke()
}

func (r *raster) curve(x0, y0, cx, cy, x1, y1, width float64, dash []float64, c Color) {
	gc := r.context()
	gc.SetColor(c)
	gc.SetLineWidth(width)
	gc.SetLineCap(gg.LineCapButt)
	gc.SetDash(dash...)
	gc.MoveTo(x0, y0)
	gc.QuadraticTo(cx, cy, x1, y1)
	gc.Stroke()
	gc.SetDash()
}

func (r *raster) polygon(pts []point, c Color) {
	gc := r.context()
	gc.SetColor(c)
	for i, p := range pts {
		if i == 0 {
			gc.MoveTo(p.x, p.y)
		} else {
			gc.LineTo(p.x, p.y)
		}
	}
	gc.ClosePath()
	gc.Fill()
}

func (r *raster) text(tf typeface, size int, c Color, x, y float64, s string) {
	drawText(r.img, tf, size, c, x, y, s)
}

func (r *raster) ink(tf typeface, size int, c Color, cx, cy float64, s string) {
	drawInk(r.img, inkOf(tf, size, s), c, cx, cy)
}
