package render

import (
	"math"
	"slices"

	"github.com/sudokit/sudokit/sudoku/trace"
)

// links draws a chain's links as arrows between candidates: solid for
// strong links, dashed for weak ones, bent a little so that arrows running
// along one row do not hide each other or the marks between them.
//
// A node may be a group of candidates (a grouped chain's cells, an almost
// locked set's cells holding the linking value). Every candidate of a group
// gets a ring in the link colour, and an arrow runs between the two
// candidates of its ends that are nearest each other, so it always starts
// and ends on a candidate of the chain, never in the empty middle of a
// group.
func (p *painter) links() {
	s := p.sc.step
	if len(s.Links) == 0 {
		return
	}
	lw := p.linkWidth()
	slot := p.slotSide()
	p.groupRings(lw)
	for _, link := range s.Links {
		x0, y0, x1, y1 := p.nearestEnds(link.From, link.To)
		dx, dy := x1-x0, y1-y0
		d := math.Hypot(dx, dy)
		if d < slot {
			continue
		}
		ux, uy := dx/d, dy/d
		// Bend the arrow a little; links between near candidates (two
		// marks of one cell) more, so they still show as an arc.
		bend := math.Min(d*0.12, float64(p.l.Cell)*0.6)
		if d < 2.5*slot {
			bend = math.Max(bend, slot*0.6)
		}
		bend = p.bestBend(x0, y0, x1, y1, bend)
		cx, cy := (x0+x1)/2-uy*bend, (y0+y1)/2+ux*bend
		// Start and end where the curve leaves the candidates' discs (or
		// rings).
		gap := slot*0.5 + lw*0.5
		x0, y0 = towards(x0, y0, cx, cy, gap)
		x1, y1 = towards(x1, y1, cx, cy, gap)
		// The arrowhead follows the curve's direction at its end, and
		// shrinks on short arrows so that some shaft shows.
		tx, ty := x1-cx, y1-cy
		tl := math.Hypot(tx, ty)
		tx, ty = tx/tl, ty/tl
		head := math.Min(math.Max(lw*3.2, slot*0.42), 0.4*math.Hypot(x1-x0, y1-y0))
		bx, by := x1-tx*head*0.8, y1-ty*head*0.8

		var dash []float64
		if !link.Strong {
			dash = []float64{lw * 3, lw * 2}
		}
		p.s.curve(x0, y0, cx, cy, bx, by, lw, dash, p.t.Link)
		p.s.polygon([]point{
			{x1, y1},
			{x1 - tx*head - ty*head*0.45, y1 - ty*head + tx*head*0.45},
			{x1 - tx*head + ty*head*0.45, y1 - ty*head - tx*head*0.45},
		}, p.t.Link)
	}
}

// bestBend picks how far, and to which side, the arrow from (x0, y0) to
// (x1, y1) bends: of a few bends around the usual one, the one whose curve
// crosses the fewest pencil marks and values (an arrow drawn over a mark
// can read as a strike), preferring the usual bend on a tie.
func (p *painter) bestBend(x0, y0, x1, y1, bend float64) float64 {
	d := math.Hypot(x1-x0, y1-y0)
	ux, uy := (x1-x0)/d, (y1-y0)/d
	limit := float64(p.l.Cell) * 0.9
	best, bestCost := bend, math.MaxInt
	for _, f := range []float64{1, -1, 1.6, -1.6, 0.5, -0.5} {
		b := math.Max(-limit, math.Min(limit, bend*f))
		cx, cy := (x0+x1)/2-uy*b, (y0+y1)/2+ux*b
		if c := p.curveCost(x0, y0, cx, cy, x1, y1); c < bestCost {
			best, bestCost = b, c
		}
	}
	return best
}

// curveCost counts the sample points of the quadratic curve from (x0, y0)
// through control point (cx, cy) to (x1, y1) that fall on a pencil mark,
// on a value or outside the grid. The ends, which sit on the linked
// candidates themselves, are left out.
func (p *painter) curveCost(x0, y0, cx, cy, x1, y1 float64) int {
	const samples = 32
	slot := p.slotSide()
	cost := 0
	for k := 1; k < samples; k++ {
		t := float64(k) / samples
		x := (1-t)*(1-t)*x0 + 2*(1-t)*t*cx + t*t*x1
		y := (1-t)*(1-t)*y0 + 2*(1-t)*t*cy + t*t*y1
		if math.Hypot(x-x0, y-y0) < slot*0.6 || math.Hypot(x-x1, y-y1) < slot*0.6 {
			continue
		}
		cost += p.inkAt(x, y)
	}
	return cost
}

// inkAt says what lies at a point of the picture: 0 for empty space and
// lines, 1 for a pencil mark or a value, 2 for outside the grid.
func (p *painter) inkAt(x, y float64) int {
	g := p.l.Grid
	if x < float64(g.Min.X) || x >= float64(g.Max.X) || y < float64(g.Min.Y) || y >= float64(g.Max.Y) {
		return 2
	}
	n := p.sc.shape.N()
	r, c := -1, -1
	for i := 0; i < n; i++ {
		cell := p.l.CellRect(i, i)
		if y >= float64(cell.Min.Y) && y < float64(cell.Max.Y) {
			r = i
		}
		if x >= float64(cell.Min.X) && x < float64(cell.Max.X) {
			c = i
		}
	}
	if r < 0 || c < 0 {
		return 0 // on a line between cells
	}
	cell := p.l.CellRect(r, c)
	if v := p.sc.values[r*n+c]; v != 0 {
		cx, cy := center(cell)
		if math.Abs(x-cx) < float64(p.l.Cell)*0.3 && math.Abs(y-cy) < float64(p.l.Cell)*0.36 {
			return 1
		}
		return 0
	}
	if p.sc.cands == nil {
		return 0
	}
	pad := float64(p.l.candPad())
	side := float64(p.l.Cell) - 2*pad
	j := int((x - float64(cell.Min.X) - pad) * float64(p.l.CandCols) / side)
	i := int((y - float64(cell.Min.Y) - pad) * float64(p.l.CandRows) / side)
	if i < 0 || j < 0 || i >= p.l.CandRows || j >= p.l.CandCols {
		return 0
	}
	if v := i*p.l.CandCols + j + 1; v <= n && p.sc.cands[r*n+c].Has(v) {
		return 1
	}
	return 0
}

// towards returns the point at distance gap from (x, y) in the direction
// of (tx, ty).
func towards(x, y, tx, ty, gap float64) (float64, float64) {
	dx, dy := tx-x, ty-y
	d := math.Hypot(dx, dy)
	if d == 0 {
		return x, y
	}
	return x + dx/d*gap, y + dy/d*gap
}

// linkWidth is the width of a link's line.
func (p *painter) linkWidth() float64 { return math.Max(1.5, float64(p.l.Cell)/26) }

// slotSide is the side of one pencil-mark slot.
func (p *painter) slotSide() float64 {
	return float64(p.l.Cell) / float64(max(p.l.CandRows, p.l.CandCols))
}

// candCenter is the middle of a candidate's slot.
func (p *painter) candCenter(c trace.Candidate) (x, y float64) {
	return center(p.l.CandidateRect(c.Row, c.Col, c.Value))
}

// nearestEnds returns the centres of the candidate of from and the
// candidate of to that are nearest each other: where the arrow of a link
// between two groups starts and ends.
func (p *painter) nearestEnds(from, to []trace.Candidate) (x0, y0, x1, y1 float64) {
	best := math.Inf(1)
	for _, a := range from {
		ax, ay := p.candCenter(a)
		for _, b := range to {
			bx, by := p.candCenter(b)
			if d := math.Hypot(bx-ax, by-ay); d < best {
				best, x0, y0, x1, y1 = d, ax, ay, bx, by
			}
		}
	}
	return x0, y0, x1, y1
}

// groupRings rings, in the link colour, every candidate of the chain's
// group nodes (nodes of more than one candidate), so the reader sees which
// candidates an arrow into the group stands for.
func (p *painter) groupRings(lw float64) {
	ringed := map[trace.Candidate]bool{}
	for _, l := range p.sc.step.Links {
		for _, node := range [][]trace.Candidate{l.From, l.To} {
			if len(node) < 2 {
				continue
			}
			for _, c := range node {
				ringed[c] = true
			}
		}
	}
	if len(ringed) == 0 {
		return
	}
	cands := make([]trace.Candidate, 0, len(ringed))
	for c := range ringed {
		cands = append(cands, c)
	}
	slices.SortFunc(cands, func(a, b trace.Candidate) int { // draw in a fixed order
		return (a.Row-b.Row)*1e6 + (a.Col-b.Col)*1e3 + a.Value - b.Value
	})
	rad := p.slotSide() * 0.5
	for _, c := range cands {
		x, y := p.candCenter(c)
		p.s.ring(x, y, rad, lw*0.8, p.t.Link)
	}
}
