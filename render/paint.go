package render

import (
	"image"
	"math"
	"strconv"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// painter draws one scene with one style on one layout, through a surface.
type painter struct {
	sc *scene
	st *style
	l  *Layout
	t  *Theme
	s  surface
}

// paint draws the scene onto a new image of the layout's size.
func paint(sc *scene, st *style, l *Layout) *image.RGBA {
	r := newRaster(l.Width, l.Height)
	paintOn(r, sc, st, l)
	return r.img
}

// paintOn draws the scene on s, which covers the layout's picture.
func paintOn(s surface, sc *scene, st *style, l *Layout) {
	p := &painter{sc: sc, st: st, l: l, t: &st.theme, s: s}
	p.draw()
}

// draw draws everything, back to front.
func (p *painter) draw() {
	if !p.st.Transparent {
		p.s.layer("background")
		p.s.rect(image.Rect(0, 0, p.l.Width, p.l.Height), p.t.Background)
	}
	p.s.layer("tints")
	p.tints()
	p.s.layer("lines")
	p.lines()
	p.s.layer("values")
	p.values()
	if p.sc.cands != nil {
		p.s.layer("candidates")
		p.candidates()
	}
	if p.sc.step != nil && len(p.sc.step.Links) > 0 {
		p.s.layer("links")
		p.links()
	}
	p.s.layer("texts")
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
			p.s.rect(l.CellRect(r, col), c)
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
		p.s.rect(l.CellRect(c.Row, c.Col), t.Highlight)
	}
	if s := p.sc.step; s != nil {
		for _, ps := range [][]sudoku.Pos{s.Cells, s.Pivot} {
			for _, c := range ps {
				p.s.rect(l.CellRect(c.Row, c.Col), t.Highlight)
			}
		}
		fin := mix(t.Fin, t.Background, 0.72)
		for _, ps := range [][]sudoku.Pos{s.Fins, s.Pincers} {
			for _, c := range ps {
				p.s.rect(l.CellRect(c.Row, c.Col), fin)
			}
		}
	}
	conflict := mix(t.Conflict, t.Background, 0.82)
	for i, bad := range p.sc.conflicts() {
		if bad {
			r, c := p.pos(i)
			p.s.rect(l.CellRect(r, c), conflict)
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
				p.s.rect(image.Rect(x0, g.Min.Y, x1, g.Max.Y), c)
			}
			if (i%p.sc.shape.BoxRows == 0) == thick {
				y0, y1 := l.HorizontalLine(i)
				p.s.rect(image.Rect(g.Min.X, y0, g.Max.X, y1), c)
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
		p.s.ink(tf, p.l.valueSize, c, x, y, valueLabel(v, p.st.Numbers))
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
func (p *painter) stepMarks() map[trace.Candidate]markKind {
	s := p.sc.step
	if s == nil {
		return nil
	}
	marks := map[trace.Candidate]markKind{}
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
	// Chain nodes and colour groups are part of the pattern.
	var nodes []trace.Candidate
	for _, l := range s.Links {
		nodes = append(append(nodes, l.From...), l.To...)
	}
	for _, group := range s.Colors {
		nodes = append(nodes, group...)
	}
	for _, c := range nodes {
		if _, ok := marks[c]; !ok {
			marks[c] = patternMark
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

// colorClasses maps every candidate of the step's colour groups to its
// group's number (0-based). A candidate in two groups keeps the first.
func (p *painter) colorClasses() map[trace.Candidate]int {
	s := p.sc.step
	if s == nil || len(s.Colors) == 0 {
		return nil
	}
	classes := map[trace.Candidate]int{}
	for k, group := range s.Colors {
		for _, c := range group {
			if _, ok := classes[c]; !ok {
				classes[c] = k
			}
		}
	}
	return classes
}

// candidates writes the pencil marks of empty cells in their slots. A step's
// candidates get a coloured disc: pattern, fin, placement, or the colour
// class of a colouring step; eliminations are also struck through.
func (p *painter) candidates() {
	marks := p.stepMarks()
	classes := p.colorClasses()
	n := p.sc.shape.N()
	for i, cs := range p.sc.cands {
		if p.sc.values[i] != 0 {
			continue
		}
		r, c := p.pos(i)
		for v := 1; v <= n; v++ {
			key := trace.Candidate{Pos: sudoku.Pos{Row: r, Col: c}, Value: v}
			k, marked := marks[key]
			if !cs.Has(v) && !marked {
				continue
			}
			class, colored := classes[key]
			if !colored {
				class = -1
			}
			p.candidate(r, c, v, k, class)
		}
	}
}

// candidate draws pencil mark v of the cell in row r and column c as the
// step treats it (k), in colour class class of a colouring step (-1 for
// none).
func (p *painter) candidate(r, c, v int, k markKind, class int) {
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
		disc := mix(accent, p.t.Background, 0.68)
		if p.t.IsDark() {
			disc = mix(accent, p.t.Background, 0.5)
			ink = mix(accent, Color{255, 255, 255, 255}, 0.6)
		}
		if class >= 0 {
			// A colour class is told by its disc, so the disc is strong
			// and the digit on it dark (light on dark themes) to stay
			// readable; an eliminated one is still struck through.
			cc := p.t.colorClass(class)
			disc = mix(cc, p.t.Background, 0.4)
			ink = mix(cc, p.t.Given, 0.7)
		}
		rad := 0.5 * math.Min(float64(slot.Dx()), float64(slot.Dy()))
		p.s.disc(x, y, rad*0.98, disc)
	}
	tf := regular
	if k != plainMark {
		tf = bold
	}
	p.s.ink(tf, p.l.candSize, ink, x, y, valueLabel(v, p.st.Numbers))
	if k == eliminateMark {
		h := 0.36 * math.Min(float64(slot.Dx()), float64(slot.Dy()))
		p.s.line(x-h, y+h, x+h, y-h, math.Max(1.2, float64(p.l.candSize)/7), p.t.Eliminate)
	}
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
		p.s.text(bold, l.titleSize, t.Text, x, float64(l.titleTop)+asc+float64(i)*l.titleLead, line)
	}
	asc, _ = lineMetrics(regular, l.capSize)
	// The caption is wrapped to the picture's width inside its margins
	// (row labels included), so it starts at the left margin.
	margin := float64(l.Width - g.Max.X)
	for i, line := range l.caption {
		x := margin
		if len(l.caption) == 1 { // a one-line caption sits under the grid's middle, if it fits
			w := textWidth(regular, l.capSize, line)
			x = math.Max(margin, math.Min(float64(g.Min.X+g.Max.X)/2-w/2, float64(l.Width)-margin-w))
		}
		p.s.text(regular, l.capSize, t.Text, x, float64(l.captionTop)+asc+float64(i)*l.capLead, line)
	}
	if p.st.Coordinates {
		n := p.sc.shape.N()
		label := mix(t.Text, t.Background, 0.25)
		for i := 0; i < n; i++ {
			num := strconv.Itoa(i + 1)
			x, _ := center(l.CellRect(0, i))
			p.s.ink(medium, l.labelSize, label, x, float64(g.Min.Y)-float64(l.labelSize)*0.75, num)
			_, y := center(l.CellRect(i, 0))
			w := inkOf(medium, l.labelSize, num).mask.Bounds().Dx()
			p.s.ink(medium, l.labelSize, label, float64(g.Min.X)-float64(w)/2-float64(l.labelSize)*0.6, y, num)
		}
	}
}
