package kernel

import (
	"image"

	"github.com/fogleman/gg"
)

// drawLogo draws the kernelspec logo at size×size pixels: a Go-blue tile
// holding a sudoku grid with a few given cells.
func drawLogo(size int) image.Image {
	s := float64(size)
	dc := gg.NewContext(size, size)
	dc.DrawRoundedRectangle(0, 0, s, s, s*0.18)
	dc.SetHexColor("#00ADD8")
	dc.Fill()

	m := s * 0.14
	cell := (s - 2*m) / 9
	// Given cells, as a small pattern of filled squares.
	dc.SetHexColor("#FDDD00")
	for _, rc := range [][2]int{{0, 0}, {1, 4}, {2, 8}, {4, 2}, {4, 6}, {6, 0}, {7, 4}, {8, 8}, {3, 3}, {5, 5}} {
		dc.DrawRectangle(m+float64(rc[1])*cell, m+float64(rc[0])*cell, cell, cell)
		dc.Fill()
	}
	dc.SetRGB(1, 1, 1)
	for i := 0; i <= 9; i++ {
		w := s / 64
		if i%3 == 0 {
			w = s / 24
		}
		if w < 1 {
			w = 1
		}
		dc.SetLineWidth(w)
		p := m + float64(i)*cell
		dc.DrawLine(m, p, s-m, p)
		dc.DrawLine(p, m, p, s-m)
		dc.Stroke()
	}
	return dc.Image()
}
