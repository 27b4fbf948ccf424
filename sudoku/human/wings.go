package human

import (
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Wings join a few cells with two or three candidates. Each wing proves that
// one of two cells (the pincers) holds a value z, so any cell seeing both
// pincers loses z.

// XYWing: a pivot {x,y} sees pincers {x,z} and {y,z}. Whatever the pivot
// holds, one pincer becomes z.
var XYWing = &Technique{
	Name: "XY-Wing", Family: "Wings", Code: "0800", SE: 4.2, Score: 160,
	Find: findXYWing,
}

// XYZWing: a pivot {x,y,z} sees pincers {x,z} and {y,z}. One of the three
// holds z, so cells seeing all three lose z.
var XYZWing = &Technique{
	Name: "XYZ-Wing", Family: "Wings", Code: "0801", SE: 4.4, Score: 180,
	Find: findXYZWing,
}

// WWing: two cells {x,y} that do not see each other, joined by a strong link
// on x (each end sees one of them). One of the two cells must be y.
var WWing = &Technique{
	Name: "W-Wing", Family: "Wings", Code: "0803", SE: 6.7, Score: 150,
	Find: findWWing,
}

// RemotePair: a chain of cells all holding the same pair {x,y}, each seeing
// the next. The values alternate along the chain, so the two ends of a chain
// of an even number of cells hold x and y between them.
var RemotePair = &Technique{
	Name: "Remote Pair", Family: "Wings", Code: "0703", SE: 6.6, Score: 110,
	Find: findRemotePair,
}

func findXYWing(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	for _, pivot := range bivalueCells(g) {
		pc := g.Cands[pivot]
		var wings []int
		for _, p := range geo.Peers[pivot] {
			c := g.Cands[p]
			if c.Count() == 2 && (c&pc).Count() == 1 {
				wings = append(wings, p)
			}
		}
		for x := range wings {
			for y := x + 1; y < len(wings); y++ {
				a, b := wings[x], wings[y]
				ca, cb := g.Cands[a], g.Cands[b]
				// a = {x,z}, b = {y,z}: they share z, outside the pivot,
				// and between them cover the pivot's two values.
				z := ca & cb &^ pc
				if z.Count() != 1 || (ca|cb)&pc != pc {
					continue
				}
				if !wingStep(g, "XY-Wing", pivot, a, b, z.Min(), yield) {
					return
				}
			}
		}
	}
}

func findXYZWing(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	for pivot, pc := range g.Cands {
		if pc.Count() != 3 {
			continue
		}
		var wings []int
		for _, p := range geo.Peers[pivot] {
			if c := g.Cands[p]; c.Count() == 2 && c&pc == c {
				wings = append(wings, p)
			}
		}
		for x := range wings {
			for y := x + 1; y < len(wings); y++ {
				a, b := wings[x], wings[y]
				z := g.Cands[a] & g.Cands[b]
				if z.Count() != 1 || g.Cands[a] == g.Cands[b] {
					continue
				}
				if !wingStep(g, "XYZ-Wing", pivot, a, b, z.Min(), yield) {
					return
				}
			}
		}
	}
}

// wingStep yields the wing with the given pivot and pincers a and b proving
// that one of them (or, for the XYZ-Wing, the pivot) holds z.
func wingStep(g *trace.Grid, name string, pivot, a, b, z int, yield func(trace.Step) bool) bool {
	see := []int{a, b}
	if name == "XYZ-Wing" {
		see = []int{pivot, a, b}
	}
	elims := eliminationsSeeing(g, z, see)
	if len(elims) == 0 {
		return true
	}
	geo := g.Geo
	cells := []int{pivot, a, b}
	s := trace.Step{
		Technique: name, Family: "Wings",
		Eliminations: elims,
		Cells:        positions(g, cells),
		Highlights:   highlights(g, cells, g.Cands[pivot]|g.Cands[a]|g.Cands[b]),
		Pivot:        []sudoku.Pos{geo.Pos(pivot)},
		Pincers:      []sudoku.Pos{geo.Pos(a), geo.Pos(b)},
	}
	zc := sudoku.ValueChar(z)
	what := tr("%[1]s with pivot %[2]s %[3]s and pincers %[4]s %[5]s and %[6]s %[7]s: whatever the pivot holds, one pincer is %[8]c",
		LocalName(name), geo.Pos(pivot), g.Cands[pivot], geo.Pos(a), g.Cands[a], geo.Pos(b), g.Cands[b], zc)
	if name == "XYZ-Wing" {
		what = tr("%[1]s with pivot %[2]s %[3]s and pincers %[4]s %[5]s and %[6]s %[7]s: one of the three cells is %[8]c",
			LocalName(name), geo.Pos(pivot), g.Cands[pivot], geo.Pos(a), g.Cands[a], geo.Pos(b), g.Cands[b], zc)
	}
	finishSo(&s, what)
	return yield(s)
}

func findWWing(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	bi := bivalueCells(g)
	var links [sudoku.MaxSize + 1][]conjugate
	for x := range bi {
		for y := x + 1; y < len(bi); y++ {
			a, b := bi[x], bi[y]
			if g.Cands[a] != g.Cands[b] || geo.Sees(a, b) {
				continue
			}
			for v := range g.Cands[a].All() {
				if links[v] == nil {
					links[v] = conjugates(g, v)
				}
				other := (g.Cands[a].Without(v)).Min()
				for _, l := range links[v] {
					for _, e := range [2][2]int{{l.a, l.b}, {l.b, l.a}} {
						p, q := e[0], e[1]
						if p == a || p == b || q == a || q == b || !geo.Sees(p, a) || !geo.Sees(q, b) {
							continue
						}
						if !wWingStep(g, a, b, p, q, v, other, l.h, yield) {
							return
						}
					}
				}
			}
		}
	}
}

func wWingStep(g *trace.Grid, a, b, p, q, x, y, h int, yield func(trace.Step) bool) bool {
	elims := eliminationsSeeing(g, y, []int{a, b})
	if len(elims) == 0 {
		return true
	}
	geo := g.Geo
	cells := []int{a, p, q, b}
	s := trace.Step{
		Technique: "W-Wing", Family: "Wings",
		Eliminations: elims,
		Cells:        positions(g, cells),
		Highlights:   append(highlights(g, []int{a, b}, g.Cands[a]), cand(g, p, x), cand(g, q, x)),
		Pincers:      []sudoku.Pos{geo.Pos(a), geo.Pos(b)},
		Base:         []sudoku.HouseRef{geo.HouseRef(h)},
		Links: []trace.Link{
			{From: []trace.Candidate{cand(g, a, y)}, To: []trace.Candidate{cand(g, a, x)}, Strong: true},
			weakLink(g, a, p, x), strongLink(g, p, q, x), weakLink(g, q, b, x),
			{From: []trace.Candidate{cand(g, b, x)}, To: []trace.Candidate{cand(g, b, y)}, Strong: true},
		},
	}
	xc, yc := sudoku.ValueChar(x), sudoku.ValueChar(y)
	finish(&s, tr("W-Wing: %[1]s and %[2]s both hold %[3]s, and %[4]c must go in %[5]s or %[6]s (%[7]s), which see them; they cannot both be %[4]c, so one of them is %[8]c",
		geo.Pos(a), geo.Pos(b), g.Cands[a], xc, geo.Pos(p), geo.Pos(q), houseName(geo.HouseRef(h)), yc))
	return yield(s)
}

func findRemotePair(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	bi := bivalueCells(g)
	seen := map[sudoku.Values]bool{}
	for _, start := range bi {
		pair := g.Cands[start]
		if seen[pair] {
			continue
		}
		seen[pair] = true
		var cells []int
		for _, i := range bi {
			if g.Cands[i] == pair {
				cells = append(cells, i)
			}
		}
		if len(cells) < 4 {
			continue
		}
		// From every cell, walk the chain breadth-first; a cell at an odd
		// distance of 3 or more is a far end of opposite colour. Cells
		// are numbered by their place in cells.
		dist, parent := make([]int, len(cells)), make([]int, len(cells))
		var queue []int
		for si, s := range cells {
			for k := range dist {
				dist[k] = -1
			}
			dist[si], parent[si] = 0, -1
			queue = append(queue[:0], si)
			for qi := 0; qi < len(queue); qi++ {
				c := queue[qi]
				for k, d := range cells {
					if dist[k] >= 0 || !geo.Sees(cells[c], d) {
						continue
					}
					dist[k], parent[k] = dist[c]+1, c
					queue = append(queue, k)
				}
			}
			for k, t := range cells {
				if d := dist[k]; d < 0 || t < s || d < 3 || d%2 == 0 {
					continue
				}
				var path []int
				for c := k; c >= 0; c = parent[c] {
					path = append([]int{cells[c]}, path...)
				}
				if !remotePairStep(g, pair, path, yield) {
					return
				}
			}
		}
	}
}

func remotePairStep(g *trace.Grid, pair sudoku.Values, path []int, yield func(trace.Step) bool) bool {
	ends := []int{path[0], path[len(path)-1]}
	var elims []trace.Candidate
	for v := range pair.All() {
		for _, e := range eliminationsSeeing(g, v, ends) {
			if !slices.Contains(path, g.Geo.Index(e.Pos)) {
				elims = append(elims, e)
			}
		}
	}
	if len(elims) == 0 {
		return true
	}
	x, y := pair.Min(), pair.Without(pair.Min()).Min()
	s := trace.Step{
		Technique: "Remote Pair", Family: "Wings",
		Eliminations: elims,
		Cells:        positions(g, path),
		Highlights:   highlights(g, path, pair),
	}
	// The chain as alternating links: if the first cell is not y it is x,
	// so the next is not x and is y, and so on.
	for k, c := range path {
		s.Links = append(s.Links, trace.Link{From: []trace.Candidate{cand(g, c, y)}, To: []trace.Candidate{cand(g, c, x)}, Strong: true})
		if k+1 < len(path) {
			s.Links = append(s.Links, weakLink(g, c, path[k+1], x))
		}
		x, y = y, x
	}
	finishSo(&s, tr("Remote pair %[1]s along %[2]s: the values alternate, and %[3]s and %[4]s hold %[5]s between them",
		pair, cellCommas(s.Cells), s.Cells[0], s.Cells[len(s.Cells)-1], valueWords(pair)))
	return yield(s)
}
