package render

import (
	"image"
	"math"
	"strconv"

	"github.com/fogleman/gg"
	"github.com/sudokit/sudokit/sudoku"
)

// painter draws one scene with one style on one layout.
type painter struct {
	sc  *scene
	st  *style
	l   *Layout
	t   *Theme
	img *image.RGBA
	gc  *gg.Context // for the few curved or slanted strokes; made on first use
}

// paint draws the scene onto a new image of the layout's size.
func paint(sc *scene, st *style, l *Layout) *image.RGBA {
	p := &painter{sc: sc, st: st, l: l, t: &st.theme, img: image.NewRGBA(image.Rect(0, 0, l.Width, l.Height))}
	p.draw()
	return p.img
}

// draw draws everything, back to front.
func (p *painter) draw() {
	if !p.st.Transparent {
		fill(p.img, p.img.Bounds(), p.t.Background)
	}
	p.tints()
	p.lines()
	p.values()
	if p.sc.cands != nil {
		p.candidates()
	}
	if p.sc.step != nil {
		p.links()
	}
	p.texts()
}

// pos returns the row and column of cell i (reading order).
func (p *painter) pos(i int) (r, c int) { n := p.sc.shape.N(); return i / n, i % n }

// tints fills highlighted houses, a step's base and cover houses, and the
// cells that are highlighted, form a pattern, are fins or hold a conflict.
func (p *painter) tints() {
	l, t := p.l, p.t
	houseFill := func(h sudoku.HouseRef, c Color) {
		n := p.sc.shape.N()
		for k := 0; k < n; k++ {
			var r, col int
			switch h.Kind {
			case sudoku.RowHouse:
				r, col = h.Index, k
			case sudoku.ColumnHouse:
				r, col = k, h.Index
			default:
				r0, c0 := p.sc.shape.BoxOrigin(h.Index)
				r, col = r0+k/p.sc.shape.BoxCols, c0+k%p.sc.shape.BoxCols
			}
			fill(p.img, l.CellRect(r, col), c)
		}
	}
	for _, h := range p.st.HighlightHouses {
		houseFill(h, t.House)
	}
	if s := p.sc.step; s != nil {
		for _, h := range s.Base {
			houseFill(h, t.Base)
		}
		cover := t.Cover
		if len(s.Base) > 0 {
			cover = withAlpha(cover, 0.7) // where base and cover cross, both show
		}
		for _, h := range s.Cover {
			houseFill(h, cover)
		}
	}
	for _, c := range p.st.Highlight {
		fill(p.img, l.CellRect(c.Row, c.Col), t.Highlight)
	}
	if s := p.sc.step; s != nil {
		for _, ps := range [][]sudoku.Pos{s.Cells, s.Pivot} {
			for _, c := range ps {
				fill(p.img, l.CellRect(c.Row, c.Col), t.Highlight)
			}
		}
		fin := mix(t.Fin, t.Background, 0.72)
		for _, ps := range [][]sudoku.Pos{s.Fins, s.Pincers} {
			for _, c := range ps {
				fill(p.img, l.CellRect(c.Row, c.Col), fin)
			}
		}
	}
	conflict := mix(t.Conflict, t.Background, 0.82)
	for i, bad := range p.sc.conflicts() {
		if bad {
			r, c := p.pos(i)
			fill(p.img, l.CellRect(r, c), conflict)
		}
	}
}

// lines draws the thin lines, then the thick box borders and frame over them.
func (p *painter) lines() {
	l, n := p.l, p.sc.shape.N()
	g := l.Grid
	for _, thick := range []bool{false, true} {
		c := p.t.Line
		if thick {
			c = p.t.BoxLine
		}
		for i := 0; i <= n; i++ {
			if (i%p.sc.shape.BoxCols == 0) == thick {
				x0, x1 := l.VerticalLine(i)
				fill(p.img, image.Rect(x0, g.Min.Y, x1, g.Max.Y), c)
			}
			if (i%p.sc.shape.BoxRows == 0) == thick {
				y0, y1 := l.HorizontalLine(i)
				fill(p.img, image.Rect(g.Min.X, y0, g.Max.X, y1), c)
			}
		}
	}
}

// values writes the value of every filled cell: givens bold, entered values
// in their own colour, values that break a rule in the conflict colour.
func (p *painter) values() {
	bad := p.sc.conflicts()
	for i, v := range p.sc.values {
		if v == 0 {
			continue
		}
		tf, c := regular, p.t.Entered
		if p.sc.given[i] {
			tf, c = bold, p.t.Given
		}
		if bad[i] {
			c = p.t.Conflict
		}
		r, col := p.pos(i)
		x, y := center(p.l.CellRect(r, col))
		drawInk(p.img, inkOf(tf, p.l.valueSize, valueLabel(v, p.st.Numbers)), c, x, y)
	}
}

// markKind says how a step treats one candidate.
type markKind int

const (
	plainMark markKind = iota
	patternMark
	finMark
	placeMark
	eliminateMark
)

// stepMarks collects, per cell and value, what the step does with it.
func (p *painter) stepMarks() map[sudoku.Candidate]markKind {
	s := p.sc.step
	if s == nil {
		return nil
	}
	marks := map[sudoku.Candidate]markKind{}
	fins := map[sudoku.Pos]bool{}
	for _, f := range s.Fins {
		fins[f] = true
	}
	for _, c := range s.Highlights {
		if fins[c.Pos] {
			marks[c] = finMark
		} else {
			marks[c] = patternMark
		}
	}
	for _, l := range s.Links { // chain nodes are part of the pattern
		for _, c := range append(append([]sudoku.Candidate(nil), l.From...), l.To...) {
			if _, ok := marks[c]; !ok {
				marks[c] = patternMark
			}
		}
	}
	for _, c := range s.Placements {
		marks[c] = placeMark
	}
	for _, c := range s.Eliminations {
		marks[c] = eliminateMark
	}
	return marks
}

// candidates writes the pencil marks of empty cells in their slots. A step's
// candidates get a coloured disc: pattern, fin, placement; eliminations are
// also struck through.
func (p *painter) candidates() {
	marks := p.stepMarks()
	n := p.sc.shape.N()
	for i, cs := range p.sc.cands {
		if p.sc.values[i] != 0 {
			continue
		}
		r, c := p.pos(i)
		for v := 1; v <= n; v++ {
			k, marked := marks[sudoku.Candidate{Pos: sudoku.Pos{Row: r, Col: c}, Value: v}]
			if !cs.Has(v) && !marked {
				continue
			}
			p.candidate(r, c, v, k)
		}
	}
}

func (p *painter) candidate(r, c, v int, k markKind) {
	slot := p.l.CandidateRect(r, c, v)
	x, y := center(slot)
	ink := p.t.Candidate
	var accent Color
	switch k {
	case patternMark:
		accent = p.t.Pattern
	case finMark:
		accent = p.t.Fin
	case placeMark:
		accent = p.t.Place
	case eliminateMark:
		accent = p.t.Eliminate
	}
	if k != plainMark {
		ink = accent
		rad := 0.5 * math.Min(float64(slot.Dx()), float64(slot.Dy()))
		gc := p.context()
		gc.DrawCircle(x, y, rad*0.98)
		fade := 0.68
		if p.t.IsDark() {
			fade = 0.5
		}
		gc.SetColor(mix(accent, p.t.Background, fade))
		gc.Fill()
		if p.t.IsDark() {
			ink = mix(accent, Color{255, 255, 255, 255}, 0.6)
		}
	}
	tf := regular
	if k != plainMark {
		tf = bold
	}
	drawInk(p.img, inkOf(tf, p.l.candSize, valueLabel(v, p.st.Numbers)), ink, x, y)
	if k == eliminateMark {
		gc := p.context()
		h := 0.36 * math.Min(float64(slot.Dx()), float64(slot.Dy()))
		gc.SetLineWidth(math.Max(1.2, float64(p.l.candSize)/7))
		gc.SetLineCap(gg.LineCapRound)
		gc.SetColor(p.t.Eliminate)
		gc.DrawLine(x-h, y+h, x+h, y-h)
		gc.Stroke()
	}
}

// context returns the vector-drawing context on the picture.
func (p *painter) context() *gg.Context {
	if p.gc == nil {
		p.gc = gg.NewContextForRGBA(p.img)
	}
	return p.gc
}

// links draws a chain's links as arrows between candidates: solid for
// strong links, dashed for weak ones, bent a little so that arrows running
// along one row do not hide each other or the marks between them.
func (p *painter) links() {
	s := p.sc.step
	if len(s.Links) == 0 {
		return
	}
	gc := p.context()
	lw := math.Max(1.5, float64(p.l.Cell)/26)
	slot := float64(p.l.Cell) / float64(max(p.l.CandRows, p.l.CandCols))
	for _, link := range s.Links {
		x0, y0 := p.nodeCenter(link.From)
		x1, y1 := p.nodeCenter(link.To)
		dx, dy := x1-x0, y1-y0
		d := math.Hypot(dx, dy)
		if d < slot {
			continue
		}
		ux, uy := dx/d, dy/d
		// Start and end at the edge of the candidates' discs.
		gap := slot * 0.5
		x0, y0, x1, y1 = x0+ux*gap, y0+uy*gap, x1-ux*gap, y1-uy*gap
		bend := math.Min(d*0.12, float64(p.l.Cell)*0.6)
		cx, cy := (x0+x1)/2-uy*bend, (y0+y1)/2+ux*bend
		// The arrowhead follows the curve's direction at its end.
		tx, ty := x1-cx, y1-cy
		tl := math.Hypot(tx, ty)
		tx, ty = tx/tl, ty/tl
		head := math.Max(lw*3.2, slot*0.42)
		bx, by := x1-tx*head*0.8, y1-ty*head*0.8

		gc.SetColor(p.t.Link)
		gc.SetLineWidth(lw)
		gc.SetLineCap(gg.LineCapButt)
		if link.Strong {
			gc.SetDash()
		} else {
			gc.SetDash(lw*3, lw*2)
		}
		gc.MoveTo(x0, y0)
		gc.QuadraticTo(cx, cy, bx, by)
		gc.Stroke()
		gc.SetDash()
		gc.MoveTo(x1, y1)
		gc.LineTo(x1-tx*head-ty*head*0.45, y1-ty*head+tx*head*0.45)
		gc.LineTo(x1-tx*head+ty*head*0.45, y1-ty*head-tx*head*0.45)
		gc.ClosePath()
		gc.Fill()
	}
}

// nodeCenter is the middle of a chain node's candidates.
func (p *painter) nodeCenter(cs []sudoku.Candidate) (x, y float64) {
	for _, c := range cs {
		cx, cy := center(p.l.CandidateRect(c.Row, c.Col, c.Value))
		x += cx
		y += cy
	}
	return x / float64(len(cs)), y / float64(len(cs))
}

// texts writes the title (centred above the grid), the caption (below it)
// and the row and column numbers.
func (p *painter) texts() {
	l, t := p.l, p.t
	g := l.Grid
	asc, _ := lineMetrics(bold, l.titleSize)
	for i, line := range l.title {
		w := textWidth(bold, l.titleSize, line)
		x := math.Max(2, float64(l.Width)/2-w/2)
		drawText(p.img, bold, l.titleSize, t.Text, x, float64(l.titleTop)+asc+float64(i)*l.titleLead, line)
	}
	asc, _ = lineMetrics(regular, l.capSize)
	left := float64(g.Min.X)
	for i, line := range l.caption {
		x := left
		if len(l.caption) == 1 { // a one-line caption sits in the middle
			x = float64(g.Min.X+g.Max.X)/2 - textWidth(regular, l.capSize, line)/2
		}
		drawText(p.img, regular, l.capSize, t.Text, x, float64(l.captionTop)+asc+float64(i)*l.capLead, line)
	}
	if p.st.Coordinates {
		n := p.sc.shape.N()
		label := mix(t.Text, t.Background, 0.25)
		for i := 0; i < n; i++ {
			ink := inkOf(medium, l.labelSize, strconv.Itoa(i+1))
			x, _ := center(l.CellRect(0, i))
			drawInk(p.img, ink, label, x, float64(g.Min.Y)-float64(l.labelSize)*0.75)
			_, y := center(l.CellRect(i, 0))
			drawInk(p.img, ink, label, float64(g.Min.X)-float64(ink.mask.Bounds().Dx())/2-float64(l.labelSize)*0.6, y)
		}
	}
}
