package human

import (
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
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
var SimpleColorsTrap = coloring(&Technique{
	Name: "Simple Colors Trap", Family: colorFamily, Code: "0500", SE: 6.6, Score: 150,
}, colorTrap)

// SimpleColorsWrap removes a whole colour when two of its cells see each
// other: they cannot both hold the value, so that colour is false.
var SimpleColorsWrap = coloring(&Technique{
	Name: "Simple Colors Wrap", Family: colorFamily, Code: "0501", SE: 6.6, Score: 150,
}, colorWrap)

// MultiColors1 uses two clusters: if a colour of one sees a colour of the
// other, those two are not both true, so one of their opposite colours is;
// cells seeing both opposite colours lose the value.
var MultiColors1 = coloring(&Technique{
	Name: "Multi Colors 1", Family: colorFamily, Code: "0502", SE: 7.0, Score: 200,
}, colorMulti1)

// MultiColors2 uses two clusters: a colour that sees both colours of another
// cluster cannot be true (one of those is), so it is removed.
var MultiColors2 = coloring(&Technique{
	Name: "Multi Colors 2", Family: colorFamily, Code: "0503", SE: 7.0, Score: 200,
}, colorMulti2)

// coloring makes t the coloring technique that removes what rule rules
// out.
func coloring(t *Technique, rule colorRule) *Technique {
	return oneValue(t, func(g *trace.Grid, only sudoku.Values, yield func(trace.Step) bool) {
		findColors(g, rule, only, yield)
	})
}

// A colorRule is what a coloring technique looks for in its clusters.
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
	pairs [][2]int   // the conjugate pairs, as the colouring walked them
	set   [2]cellSet // the cells of each colour
	sees  [2]cellSet // the cells seeing some cell of each colour
}

// links returns the cluster's conjugate pairs as strong links of value d.
func (cl *cluster) links(g *trace.Grid, d int) []trace.Link {
	out := make([]trace.Link, len(cl.pairs))
	for i, p := range cl.pairs {
		out[i] = strongLink(g, p[0], p[1], d)
	}
	return out
}

// colorCache keeps the clusters of a grid state: the four colouring
// techniques run one after the other on the same state.
var colorCache stateCache[struct{}, *stateClusters]

// stateClusters are the clusters of one grid state, each value's coloured
// when a technique first asks for them (most ask only about the values
// whose places changed).
type stateClusters struct {
	once []sync.Once
	of   [][]cluster // of[d-1]: the clusters of value d
}

// clustersOf returns the clusters of value d, built once per grid state.
func clustersOf(g *trace.Grid, d int) []cluster {
	sc := colorCache.get(g, struct{}{}, 0, func() *stateClusters {
		return &stateClusters{once: make([]sync.Once, g.Geo.N), of: make([][]cluster, g.Geo.N)}
	})
	sc.once[d-1].Do(func() { sc.of[d-1] = clusters(g, d) })
	return sc.of[d-1]
}

// clusters colours the conjugate pairs of value d.
func clusters(g *trace.Grid, d int) []cluster {
	geo := g.Geo
	total := len(g.Cands)
	peers := peerSets(geo)
	color := make([]int8, total) // 0 uncoloured, 1 or 2
	// adj[c]: the cells linked to c, in the order of the links. All lists
	// share one array: ends[at[c]:at[c+1]].
	links := conjugates(g, d)
	at := make([]int32, total+1)
	for _, cp := range links {
		at[cp.a+1]++
		at[cp.b+1]++
	}
	for c := range total {
		at[c+1] += at[c]
	}
	ends, fill := make([]int, 2*len(links)), append([]int32(nil), at[:total]...)
	for _, cp := range links {
		ends[fill[cp.a]], ends[fill[cp.b]] = cp.b, cp.a
		fill[cp.a]++
		fill[cp.b]++
	}
	adj := func(c int) []int { return ends[at[c]:at[c+1]] }
	words := (total + 63) / 64
	var out []cluster
	var queue []int
	for start := range total {
		if len(adj(start)) == 0 || color[start] != 0 {
			continue
		}
		back := make([]uint64, 4*words)
		part := func(k int) cellSet { return cellSet(back[k*words : (k+1)*words : (k+1)*words]) }
		cl := cluster{
			set:  [2]cellSet{part(0), part(1)},
			sees: [2]cellSet{part(2), part(3)},
		}
		color[start] = 1
		queue = append(queue[:0], start)
		for head := 0; head < len(queue); head++ {
			c := queue[head]
			k := color[c] - 1
			cl.color[k] = append(cl.color[k], c)
			cl.set[k].add(c)
			cl.sees[k].or(peers[c])
			for _, o := range adj(c) {
				if color[o] == 0 {
					color[o] = 3 - color[c]
					queue = append(queue, o)
					cl.pairs = append(cl.pairs, [2]int{c, o})
				}
			}
		}
		out = append(out, cl)
	}
	return out
}

// holding returns the cells of g holding candidate d.
func holding(g *trace.Grid, d int) cellSet {
	s := newCellSet(len(g.Cands))
	for c, m := range g.Cands {
		if m.Has(d) {
			s.add(c)
		}
	}
	return s
}

// seenByBoth returns the cells holding candidate d (in has) that see some
// cell of colour a and some cell of colour b, outside both colours.
func seenByBoth(g *trace.Grid, d int, has cellSet, a, b *cluster, ka, kb int) []trace.Candidate {
	t := newCellSet(len(g.Cands)).intersect(has, a.sees[ka])
	t.and(b.sees[kb])
	t.andNot(a.set[ka])
	t.andNot(b.set[kb])
	var out []trace.Candidate
	t.each(func(c int) { out = append(out, cand(g, c, d)) })
	return out
}

// colorStep builds the step of a colouring pattern over the given clusters.
func colorStep(g *trace.Grid, name string, d int, cls ...*cluster) trace.Step {
	s := trace.Step{Technique: name, Family: colorFamily}
	for _, cl := range cls {
		for _, cells := range cl.color {
			for _, c := range cells {
				s.Cells = append(s.Cells, g.Geo.Pos(c))
				s.Highlights = append(s.Highlights, cand(g, c, d))
			}
		}
		s.Links = append(s.Links, cl.links(g, d)...)
		for _, cells := range cl.color {
			var group []trace.Candidate
			for _, c := range cells {
				group = append(group, cand(g, c, d))
			}
			s.Colors = append(s.Colors, group)
		}
	}
	return s
}

// nameFirst puts the cluster's colour k first in s.Colors, because the
// explanation names it first.
func nameFirst(s *trace.Step, k int) {
	if k == 1 {
		s.Colors[0], s.Colors[1] = s.Colors[1], s.Colors[0]
	}
}

// colorWords names a colour: "{r1c2, r5c7}".
func colorWords(g *trace.Grid, cells []int) string {
	return "{" + cellCommas(positions(g, cells)) + "}"
}

func findColors(g *trace.Grid, rule colorRule, only sudoku.Values, yield func(trace.Step) bool) {
	for d := range only.All() {
		cls := clustersOf(g, d)
		var has cellSet
		if len(cls) > 0 && (rule == colorTrap || rule == colorMulti1) {
			has = holding(g, d)
		}
		for i := range cls {
			a := &cls[i]
			switch rule {
			case colorTrap:
				elims := seenByBoth(g, d, has, a, a, 0, 1)
				if len(elims) == 0 {
					continue
				}
				s := colorStep(g, "Simple Colors Trap", d, a)
				s.Eliminations = elims
				finish(&s, "")
				s.Explanation = tr("Simple colors trap on %[1]c: one of the colours %[2]s and %[3]s is true, so %[4]s.",
					sudoku.ValueChar(d), colorWords(g, a.color[0]), colorWords(g, a.color[1]), removalWords(s.Eliminations))
				if !yield(s) {
					return
				}
			case colorWrap:
				for k := 0; k < 2; k++ {
					if !a.set[k].intersects(a.sees[k]) {
						continue // no two cells of the colour see each other
					}
					s := colorStep(g, "Simple Colors Wrap", d, a)
					nameFirst(&s, k)
					for _, c := range a.color[k] {
						s.Eliminations = append(s.Eliminations, cand(g, c, d))
					}
					finish(&s, "")
					s.Explanation = tr("Simple colors wrap on %[1]c: two cells of the colour %[2]s see each other, so that colour is false: %[3]s.",
						sudoku.ValueChar(d), colorWords(g, a.color[k]), removalWords(s.Eliminations))
					if !yield(s) {
						return
					}
				}
			default:
				for j := range cls {
					if j == i {
						continue
					}
					if !multiColors(g, rule, d, has, a, &cls[j], yield) {
						return
					}
				}
			}
		}
	}
}

// multiColors applies the multi-colour rule to clusters a and b.
func multiColors(g *trace.Grid, rule colorRule, d int, has cellSet, a, b *cluster, yield func(trace.Step) bool) bool {
	if rule == colorMulti2 {
		return multiColors2(g, d, a, b, yield)
	}
	return multiColors1(g, d, has, a, b, yield)
}

// bothColors returns the cells of both colours of a cluster.
func bothColors(cl *cluster) []int {
	return append(append([]int(nil), cl.color[0]...), cl.color[1]...)
}

// multiColors2 removes a colour of a that sees both colours of b.
func multiColors2(g *trace.Grid, d int, a, b *cluster, yield func(trace.Step) bool) bool {
	for i := 0; i < 2; i++ {
		if !a.set[i].intersects(b.sees[0]) || !a.set[i].intersects(b.sees[1]) {
			continue
		}
		s := colorStep(g, "Multi Colors 2", d, a, b)
		nameFirst(&s, i)
		for _, c := range a.color[i] {
			s.Eliminations = append(s.Eliminations, cand(g, c, d))
		}
		finish(&s, "")
		s.Explanation = tr("Multi colors on %[1]c: the colour %[2]s sees both colours of the cluster %[3]s, one of which is true, so %[4]s.",
			sudoku.ValueChar(d), colorWords(g, a.color[i]), colorWords(g, bothColors(b)), removalWords(s.Eliminations))
		if !yield(s) {
			return false
		}
	}
	return true
}

// multiColors1 uses every link between a colour of a and a colour of b:
// those two are not both true, so one of their opposite colours is, and
// cells seeing both opposite colours lose the value.
func multiColors1(g *trace.Grid, d int, has cellSet, a, b *cluster, yield func(trace.Step) bool) bool {
	var elims []trace.Candidate
	var why []string
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			if !a.set[i].intersects(b.sees[j]) {
				continue
			}
			more := seenByBoth(g, d, has, a, b, 1-i, 1-j)
			if len(more) == 0 {
				continue
			}
			elims = append(elims, more...)
			why = append(why, tr("%[1]s or %[2]s is true", colorWords(g, a.color[1-i]), colorWords(g, b.color[1-j])))
		}
	}
	if len(elims) == 0 {
		return true
	}
	s := colorStep(g, "Multi Colors 1", d, a, b)
	s.Eliminations = elims
	finish(&s, "")
	reasons := why[0]
	for _, w := range why[1:] {
		reasons = tr("%[1]s and %[2]s", reasons, w)
	}
	s.Explanation = tr("Multi colors on %[1]c: the clusters %[2]s and %[3]s see each other, so %[4]s; %[5]s.",
		sudoku.ValueChar(d), colorWords(g, bothColors(a)), colorWords(g, bothColors(b)), reasons, removalWords(s.Eliminations))
	return yield(s)
}
