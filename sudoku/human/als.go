package human

import (
	"math/bits"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// An almost locked set (ALS) is n cells of one house that together hold
// exactly n+1 candidates. It can lose at most one of its values: if one value
// is kept out, the other n are locked in its cells. The ALS techniques chain
// such sets together through restricted common candidates (RCCs): a value in
// two sets whose cells all see each other, so at most one set holds it.

// alsSet is one almost locked set with its lookup tables.
type alsSet struct {
	cells  []int         // ascending
	cands  sudoku.Values // the n+1 values
	house  int           // a house holding all cells
	set    cellSet
	with   []cellSet // with[d-1]: the cells holding candidate d
	seeAll []cellSet // seeAll[d-1]: cells outside the set seeing every cell with d
}

// cellsWith returns the cells of the set holding candidate d.
func (a *alsSet) cellsWith(g *trace.Grid, d int) []int {
	var out []int
	for _, c := range a.cells {
		if g.Cands[c].Has(d) {
			out = append(out, c)
		}
	}
	return out
}

// findALS returns every ALS of up to maxSize cells, each set once.
func findALS(g *trace.Grid, maxSize int) []alsSet {
	geo := g.Geo
	var out []alsSet
	var empty, pick []int
	var peers []cellSet
	for h := range geo.Houses {
		empty = empty[:0]
		for _, c := range geo.Houses[h] {
			if g.Values[c] == 0 && g.Cands[c] != 0 {
				empty = append(empty, c)
			}
		}
		limit := min(maxSize, len(empty)-1)
		if peers == nil {
			peers = peerSets(geo)
		}
		var walk func(from int, union sudoku.Values)
		walk = func(from int, union sudoku.Values) {
			if len(pick) > 0 && union.Count() == len(pick)+1 && keepALS(geo, h, pick) {
				out = append(out, newALS(g, pick, union, h, peers))
			}
			if len(pick) == limit {
				return
			}
			for i := from; i < len(empty); i++ {
				u := union | g.Cands[empty[i]]
				if u.Count() > limit+1 {
					continue
				}
				pick = append(pick, empty[i])
				walk(i+1, u)
				pick = pick[:len(pick)-1]
			}
		}
		if limit >= 1 {
			walk(0, 0)
		}
	}
	return out
}

// keepALS makes each cell set count once: a one-cell set belongs to its row,
// and a box set lying in one row or column belongs to that line.
func keepALS(geo *trace.Geometry, h int, cells []int) bool {
	kind := h / geo.N
	if len(cells) == 1 {
		return kind == 0
	}
	if kind != 2 {
		return true
	}
	sameRow, sameCol := true, true
	for _, c := range cells[1:] {
		sameRow = sameRow && c/geo.N == cells[0]/geo.N
		sameCol = sameCol && c%geo.N == cells[0]%geo.N
	}
	return !sameRow && !sameCol
}

func newALS(g *trace.Grid, cells []int, cands sudoku.Values, h int, peers []cellSet) alsSet {
	geo := g.Geo
	words := (len(g.Cands) + 63) / 64
	// One backing array holds the set and two sets per value.
	back := make([]uint64, (1+2*cands.Count())*words)
	next := func() cellSet {
		s := cellSet(back[:words:words])
		back = back[words:]
		return s
	}
	a := alsSet{cells: append([]int(nil), cells...), cands: cands, house: h, set: next()}
	for _, c := range cells {
		a.set.add(c)
	}
	sets := make([]cellSet, 2*geo.N)
	a.with, a.seeAll = sets[:geo.N:geo.N], sets[geo.N:]
	for d := range cands.All() {
		w, s := next(), next()
		s.fill()
		for _, c := range cells {
			if g.Cands[c].Has(d) {
				w.add(c)
				s.and(peers[c])
			}
		}
		s.andNot(a.set)
		a.with[d-1], a.seeAll[d-1] = w, s
	}
	return a
}

// rccs returns the restricted common candidates of a and b: the values d
// both hold, with no d-cell in both sets and all their d-cells seeing each
// other. The last says it all: a cell does not see itself, so a d-cell of
// b seeing every d-cell of a is not one of them, and it is outside a, whose
// other cells lack d. The ALS graph asks this of every pair of sets.
func rccs(a, b *alsSet) sudoku.Values {
	var out sudoku.Values
	for m := uint64(a.cands & b.cands); m != 0; m &= m - 1 {
		k := bits.TrailingZeros64(m) // value k+1
		if b.with[k].subsetOf(a.seeAll[k]) {
			out |= 1 << uint(k)
		}
	}
	return out
}

// candidatesIn appends candidate d of every cell of targets.
func candidatesIn(g *trace.Grid, targets cellSet, d int, out []trace.Candidate) []trace.Candidate {
	targets.each(func(c int) {
		if g.Cands[c].Has(d) {
			out = appendCand(out, g.Geo, c, d)
		}
	})
	return out
}

// alsName writes an ALS as "{r1c2 r1c3}" for sentences.
func alsName(geo *trace.Geometry, a *alsSet) string {
	return "{" + cellList(geo, a.cells) + "}"
}

// alsStep fills cells and highlights of a step from its sets.
func alsStep(t stepName, g *trace.Grid, sets ...*alsSet) trace.Step {
	s := trace.Step{Technique: t.name, Family: t.family}
	geo := g.Geo
	for _, a := range sets {
		for _, c := range a.cells {
			p := geo.Pos(c)
			if !containsPos(s.Cells, p) {
				s.Cells = append(s.Cells, p)
			}
			for d := range g.Cands[c].All() {
				s.Highlights = appendCand(s.Highlights, geo, c, d)
			}
		}
	}
	return s
}

func containsPos(ps []sudoku.Pos, p sudoku.Pos) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// rccLink returns the link of restricted common candidate d between two sets,
// drawn as a weak link between their d-cells.
func rccLink(g *trace.Grid, a, b *alsSet, d int) trace.Link {
	from, to := []trace.Candidate{}, []trace.Candidate{}
	for _, c := range a.cellsWith(g, d) {
		from = append(from, trace.Candidate{Pos: g.Geo.Pos(c), Value: d})
	}
	for _, c := range b.cellsWith(g, d) {
		to = append(to, trace.Candidate{Pos: g.Geo.Pos(c), Value: d})
	}
	return trace.Link{From: from, To: to}
}

// peerSetCache keeps the peer sets of each shape (Shape → []cellSet).
var peerSetCache sync.Map

// peerSets returns, for every cell, the set of its peers. The sets are
// shared: treat them as read-only.
func peerSets(geo *trace.Geometry) []cellSet {
	if v, ok := peerSetCache.Load(geo.Shape); ok {
		return v.([]cellSet)
	}
	out := make([]cellSet, len(geo.Peers))
	for c, ps := range geo.Peers {
		out[c] = newCellSet(len(geo.Peers))
		for _, p := range ps {
			out[c].add(p)
		}
	}
	v, _ := peerSetCache.LoadOrStore(geo.Shape, out)
	return v.([]cellSet)
}

// alsLimit is the largest ALS the ALS techniques look at: every size on
// boards up to 9×9, four cells on larger boards to keep the search fast.
func alsLimit(geo *trace.Geometry) int {
	if geo.N <= 9 {
		return geo.N - 1
	}
	return 4
}
