package sudoku

import (
	"fmt"
	"strings"
)

// Coloring works on one value at a time. Cells joined by conjugate pairs
// (the only two places of the value in a house) form a cluster; colour the
// cluster with two colours so that every pair gets both. Exactly one colour
// of a cluster is true: all its cells hold the value, the other colour's
// cells do not.

// colorFamily is the family of the coloring techniques.
const colorFamily = "Coloring"

// SimpleColorsTrap removes the value from a cell that sees both colours of
// one cluster: whichever colour is true, that cell is ruled out.
var SimpleColorsTrap = &Technique{
	Name: "Simple Colors Trap", Family: colorFamily, Code: "0500", SE: 6.6, Score: 150,
	Find: func(g *Grid, yield func(Step) bool) { findColors(g, colorTrap, yield) },
}

// SimpleColorsWrap removes a whole colour when two of its cells see each
// other: they cannot both hold the value, so that colour is false.
var SimpleColorsWrap = &Technique{
	Name: "Simple Colors Wrap", Family: colorFamily, Code: "0501", SE: 6.6, Score: 150,
	Find: func(g *Grid, yield func(Step) bool) { findColors(g, colorWrap, yield) },
}

// MultiColors1 uses two clusters: if a colour of one sees a colour of the
// other, those two are not both true, so one of their opposite colours is;
// cells seeing both opposite colours lose the value.
var MultiColors1 = &Technique{
	Name: "Multi Colors 1", Family: colorFamily, Code: "0502", SE: 7.0, Score: 200,
	Find: func(g *Grid, yield func(Step) bool) { findColors(g, colorMulti1, yield) },
}

// MultiColors2 uses two clusters: a colour that sees both colours of another
// cluster cannot be true (one of those is), so it is removed.
var MultiColors2 = &Technique{
	Name: "Multi Colors 2", Family: colorFamily, Code: "0503", SE: 7.0, Score: 200,
	Find: func(g *Grid, yield func(Step) bool) { findColors(g, colorMulti2, yield) },
}

type colorRule int

const (
	colorTrap colorRule = iota
	colorWrap
	colorMulti1
	colorMulti2
)

// cluster is one coloured cluster: the cells of each colour and the
// conjugate pairs that join them.
type cluster struct {
	color [2][]int
	links []Link
}

// clusters colours the conjugate pairs of value d.
func clusters(g *Grid, d int) []cluster {
	geo := g.Geo
	total := len(g.Cands)
	color := make([]int8, total) // 0 uncoloured, 1 or 2
	adj := make([][]int, total)
	for _, cells := range geo.Houses {
		a, b, count := -1, -1, 0
		for _, c := range cells {
			if g.Cands[c].Has(d) {
				count++
				if a < 0 {
					a = c
				} else {
					b = c
				}
			}
		}
		if count == 2 {
			adj[a] = append(adj[a], b)
			adj[b] = append(adj[b], a)
		}
	}
	var out []cluster
	var queue []int
	for start := range adj {
		if len(adj[start]) == 0 || color[start] != 0 {
			continue
		}
		var cl cluster
		color[start] = 1
		queue = append(queue[:0], start)
		for head := 0; head < len(queue); head++ {
			c := queue[head]
			cl.color[color[c]-1] = append(cl.color[color[c]-1], c)
			for _, o := range adj[c] {
				if color[o] == 0 {
					color[o] = 3 - color[c]
					queue = append(queue, o)
					cl.links = append(cl.links, Link{
						From:   []Candidate{g.cand(c, d)},
						To:     []Candidate{g.cand(o, d)},
						Strong: true,
					})
				}
			}
		}
		out = append(out, cl)
	}
	return out
}

// seesAny reports whether cell c sees some cell of cells.
func seesAny(geo *Geometry, c int, cells []int) bool {
	for _, x := range cells {
		if geo.Sees(c, x) {
			return true
		}
	}
	return false
}

// setsSee reports whether some cell of a sees some cell of b.
func setsSee(geo *Geometry, a, b []int) bool {
	for _, x := range a {
		if seesAny(geo, x, b) {
			return true
		}
	}
	return false
}

// colorStep builds the step of a colouring pattern over the given clusters.
func colorStep(g *Grid, name string, d int, cls ...*cluster) Step {
	s := Step{Technique: name, Family: colorFamily}
	for _, cl := range cls {
		for _, cells := range cl.color {
			for _, c := range cells {
				s.Cells = append(s.Cells, g.Geo.Pos(c))
				s.Highlights = append(s.Highlights, g.cand(c, d))
			}
		}
		s.Links = append(s.Links, cl.links...)
		for _, cells := range cl.color {
			var group []Candidate
			for _, c := range cells {
				group = append(group, g.cand(c, d))
			}
			s.Colors = append(s.Colors, group)
		}
	}
	return s
}

// nameFirst puts the cluster's colour k first in s.Colors, because the
// explanation names it first.
func nameFirst(s *Step, k int) {
	if k == 1 {
		s.Colors[0], s.Colors[1] = s.Colors[1], s.Colors[0]
	}
}

// colorWords names a colour: "{r1c2, r5c7}".
func colorWords(g *Grid, cells []int) string {
	return "{" + cellCommas(g.positions(cells)) + "}"
}

func findColors(g *Grid, rule colorRule, yield func(Step) bool) {
	geo := g.Geo
	for d := 1; d <= geo.N; d++ {
		cls := clusters(g, d)
		for i := range cls {
			a := &cls[i]
			switch rule {
			case colorTrap:
				var elims []Candidate
				for c := range g.Cands {
					if g.Cands[c].Has(d) && !cellIn(a.color[0], c) && !cellIn(a.color[1], c) &&
						seesAny(geo, c, a.color[0]) && seesAny(geo, c, a.color[1]) {
						elims = append(elims, g.cand(c, d))
					}
				}
				if len(elims) == 0 {
					continue
				}
				s := colorStep(g, "Simple Colors Trap", d, a)
				s.Eliminations = elims
				finish(&s, "")
				s.Explanation = fmt.Sprintf("Simple colors trap on %c: one of the colours %s and %s is true, so %s.",
					ValueChar(d), colorWords(g, a.color[0]), colorWords(g, a.color[1]), removalWords(s.Eliminations))
				if !yield(s) {
					return
				}
			case colorWrap:
				for k := 0; k < 2; k++ {
					if !colorClashes(geo, a.color[k]) {
						continue
					}
					s := colorStep(g, "Simple Colors Wrap", d, a)
					nameFirst(&s, k)
					for _, c := range a.color[k] {
						s.Eliminations = append(s.Eliminations, g.cand(c, d))
					}
					finish(&s, "")
					s.Explanation = fmt.Sprintf("Simple colors wrap on %c: two cells of the colour %s see each other, so that colour is false: %s.",
						ValueChar(d), colorWords(g, a.color[k]), removalWords(s.Eliminations))
					if !yield(s) {
						return
					}
				}
			default:
				for j := range cls {
					if j == i {
						continue
					}
					if !multiColors(g, rule, d, a, &cls[j], yield) {
						return
					}
				}
			}
		}
	}
}

// colorClashes reports whether two cells of one colour see each other.
func colorClashes(geo *Geometry, cells []int) bool {
	for x := range cells {
		for y := x + 1; y < len(cells); y++ {
			if geo.Sees(cells[x], cells[y]) {
				return true
			}
		}
	}
	return false
}

// multiColors applies the multi-colour rule to clusters a and b.
func multiColors(g *Grid, rule colorRule, d int, a, b *cluster, yield func(Step) bool) bool {
	if rule == colorMulti2 {
		return multiColors2(g, d, a, b, yield)
	}
	return multiColors1(g, d, a, b, yield)
}

// bothColors returns the cells of both colours of a cluster.
func bothColors(cl *cluster) []int {
	return append(append([]int(nil), cl.color[0]...), cl.color[1]...)
}

// multiColors2 removes a colour of a that sees both colours of b.
func multiColors2(g *Grid, d int, a, b *cluster, yield func(Step) bool) bool {
	geo := g.Geo
	for i := 0; i < 2; i++ {
		if !setsSee(geo, a.color[i], b.color[0]) || !setsSee(geo, a.color[i], b.color[1]) {
			continue
		}
		s := colorStep(g, "Multi Colors 2", d, a, b)
		nameFirst(&s, i)
		for _, c := range a.color[i] {
			s.Eliminations = append(s.Eliminations, g.cand(c, d))
		}
		finish(&s, "")
		s.Explanation = fmt.Sprintf("Multi colors on %c: the colour %s sees both colours of the cluster %s, one of which is true, so %s.",
			ValueChar(d), colorWords(g, a.color[i]), colorWords(g, bothColors(b)), removalWords(s.Eliminations))
		if !yield(s) {
			return false
		}
	}
	return true
}

// multiColors1 uses every link between a colour of a and a colour of b:
// those two are not both true, so one of their opposite colours is, and
// cells seeing both opposite colours lose the value.
func multiColors1(g *Grid, d int, a, b *cluster, yield func(Step) bool) bool {
	geo := g.Geo
	var elims []Candidate
	var why []string
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			if !setsSee(geo, a.color[i], b.color[j]) {
				continue
			}
			oa, ob := a.color[1-i], b.color[1-j]
			why = append(why, fmt.Sprintf("%s or %s is true", colorWords(g, oa), colorWords(g, ob)))
			for c := range g.Cands {
				if g.Cands[c].Has(d) && !cellIn(oa, c) && !cellIn(ob, c) &&
					seesAny(geo, c, oa) && seesAny(geo, c, ob) {
					elims = append(elims, g.cand(c, d))
				}
			}
		}
	}
	if len(elims) == 0 {
		return true
	}
	s := colorStep(g, "Multi Colors 1", d, a, b)
	s.Eliminations = elims
	finish(&s, "")
	s.Explanation = fmt.Sprintf("Multi colors on %c: the clusters %s and %s see each other, so %s; %s.",
		ValueChar(d), colorWords(g, bothColors(a)), colorWords(g, bothColors(b)), strings.Join(why, " and "), removalWords(s.Eliminations))
	return yield(s)
}
