package human

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Single-digit patterns look at one value only. They join two strong links
// (houses where the value has exactly two places) by a weak link (two cells
// that see each other): at one end or the other of such a chain the value
// must be placed, so every cell that sees both ends loses it. Their SE
// ratings (4.0 to 4.2) are Sukaku Explainer's, the SE version that rated the
// calibration sample.

// Skyscraper joins two parallel strong links whose bases share a line.
var Skyscraper = turbot(&Technique{
	Name: "Skyscraper", Family: "Single Digit Patterns", Code: "0400", SE: 4.0, Score: 130,
})

// TwoStringKite joins a row and a column strong link through a box.
var TwoStringKite = turbot(&Technique{
	Name: "2-String Kite", Family: "Single Digit Patterns", Code: "0401", SE: 4.1, Score: 150,
})

// TurbotFish joins any two strong links by a weak link (skyscrapers and
// kites are special turbot fish).
var TurbotFish = turbot(&Technique{
	Name: "Turbot Fish", Family: "Single Digit Patterns", Code: "0403", SE: 4.2, Score: 120,
})

// EmptyRectangle uses a box whose places for a value form a cross, with a
// strong link outside the box.
var EmptyRectangle = oneValue(&Technique{
	Name: "Empty Rectangle", Family: "Single Digit Patterns", Code: "0402", SE: 4.2, Score: 120,
}, findEmptyRectangle)

// turbot makes t a single-digit pattern that findTurbot finds under t's
// name, which selects the shape of its links.
func turbot(t *Technique) *Technique {
	return oneValue(t, func(g *trace.Grid, only sudoku.Values, yield func(trace.Step) bool) {
		findTurbot(g, t.Name, only, yield)
	})
}

// findTurbot finds chains strong–weak–strong of one value: links a=b and
// c=d with b seeing c. The name selects the shape: a Skyscraper has two
// parallel line links, a 2-String Kite a row and a column link meeting in a
// box; a Turbot Fish may be any two links.
func findTurbot(g *trace.Grid, name string, only sudoku.Values, yield func(trace.Step) bool) {
	geo := g.Geo
	n := geo.N
	peers := peerSets(geo)
	var near []uint64
	for v := range only.All() {
		links := conjugates(g, v)
		hold := holding(g, v)
		// near[x]: the cells seeing an end of link x. Two links join only
		// if an end of one sees an end of the other.
		words := len(hold)
		near = resize(near, words*len(links))
		for x, l := range links {
			for w := range words {
				near[x*words+w] = peers[l.a][w] | peers[l.b][w]
			}
		}
		for x := range links {
			nx := cellSet(near[x*words : (x+1)*words])
			for y := x + 1; y < len(links); y++ {
				l1, l2 := links[x], links[y]
				if !nx.has(l2.a) && !nx.has(l2.b) {
					continue
				}
				k1, k2 := l1.h/n, l2.h/n // house kinds
				switch name {
				case "Skyscraper":
					if k1 != k2 || k1 == int(sudoku.BoxHouse) {
						continue
					}
				case "2-String Kite":
					if k1 == k2 || k1 == int(sudoku.BoxHouse) || k2 == int(sudoku.BoxHouse) {
						continue
					}
				}
				// Try the four ways to join them: b (end of l1) weakly
				// linked to c (end of l2).
				ends1 := [2][2]int{{l1.a, l1.b}, {l1.b, l1.a}}
				ends2 := [2][2]int{{l2.a, l2.b}, {l2.b, l2.a}}
				for _, e1 := range ends1 {
					for _, e2 := range ends2 {
						a, b, c, d := e1[0], e1[1], e2[0], e2[1]
						if !geo.Sees(b, c) || !turbotShape(g, name, a, b, c, d, l1.h, l2.h) || !seenByEnds(peers, hold, a, d, b, c) {
							continue
						}
						if !turbotStep(g, name, v, a, b, c, d, l1.h, l2.h, yield) {
							return
						}
					}
				}
			}
		}
	}
}

// seenByEnds reports whether a cell of hold other than b and c sees both
// ends a and d: only then does the chain a=b-c=d remove anything.
func seenByEnds(peers []cellSet, hold cellSet, a, d, b, c int) bool {
	pa, pd := peers[a], peers[d]
	for w := range hold {
		m := hold[w] & pa[w] & pd[w]
		for _, x := range [2]int{b, c} {
			if x/64 == w {
				m &^= 1 << uint(x%64)
			}
		}
		if m != 0 {
			return true
		}
	}
	return false
}

// turbotShape checks that a=b (house h1), c=d (house h2) with b seeing c
// makes a proper pattern of the named kind.
func turbotShape(g *trace.Grid, name string, a, b, c, d, h1, h2 int) bool {
	geo := g.Geo
	if a == c || a == d || b == c || b == d || !geo.Sees(b, c) {
		return false
	}
	// The weak link must not lie in one of the strong links' houses, or
	// the chain folds back on itself.
	if geo.CellHouses[c][h1/geo.N] == h1 || geo.CellHouses[b][h2/geo.N] == h2 {
		return false
	}
	hb, hc := geo.CellHouses[b], geo.CellHouses[c]
	switch name {
	case "Skyscraper":
		// Bases b and c share the line crossing both links; the tops a
		// and d must not (that would be an X-Wing).
		kind := h1 / geo.N // 0 rows, 1 columns
		cross := 1 - kind
		ha, hd := geo.CellHouses[a], geo.CellHouses[d]
		return hb[cross] == hc[cross] && ha[cross] != hd[cross]
	case "2-String Kite":
		// b and c share a box; a and d lie outside it.
		box := hb[2]
		return hb[2] == hc[2] && geo.CellHouses[a][2] != box && geo.CellHouses[d][2] != box
	}
	return true
}

func turbotStep(g *trace.Grid, name string, v, a, b, c, d, h1, h2 int, yield func(trace.Step) bool) bool {
	elims := eliminationsSeeing(g, v, []int{a, d})
	var keep []trace.Candidate
	for _, e := range elims {
		i := g.Geo.Index(e.Pos)
		if i != b && i != c {
			keep = append(keep, e)
		}
	}
	if len(keep) == 0 {
		return true
	}
	geo := g.Geo
	cells := []int{a, b, c, d}
	s := trace.Step{
		Technique: name, Family: "Single Digit Patterns",
		Eliminations: keep,
		Cells:        positions(g, cells),
		Highlights:   highlights(g, cells, sudoku.ValuesOf(v)),
		Base:         []sudoku.HouseRef{geo.HouseRef(h1), geo.HouseRef(h2)},
		Links:        []trace.Link{strongLink(g, a, b, v), weakLink(g, b, c, v), strongLink(g, c, d, v)},
	}
	pa, pb, pc, pd := geo.Pos(a), geo.Pos(b), geo.Pos(c), geo.Pos(d)
	finish(&s, tr("%[1]s on %[2]c: %[2]c goes in %[3]s or %[4]s (%[5]s) and in %[6]s or %[7]s (%[8]s); %[4]s and %[6]s see each other, so at least one of %[3]s and %[7]s is %[2]c",
		LocalName(name), sudoku.ValueChar(v), pa, pb, houseName(geo.HouseRef(h1)), pc, pd, houseName(geo.HouseRef(h2))))
	return yield(s)
}

// findEmptyRectangle finds boxes whose places for v lie on one row and one
// column of the box (a cross). If a strong link elsewhere has one end on the
// cross's row, its other end's row meets the cross's column in a cell that
// cannot hold v: if it did, the box's v would be on the cross's row, which
// would force the strong link's far end — in that very row. The same holds
// with rows and columns swapped.
func findEmptyRectangle(g *trace.Grid, only sudoku.Values, yield func(trace.Step) bool) {
	geo := g.Geo
	n := geo.N
	rows, cols := crossingLines(geo)
	for v := range only.All() {
		var links []conjugate
		for _, l := range conjugates(g, v) {
			if l.h < 2*n {
				links = append(links, l)
			}
		}
		if len(links) == 0 {
			continue
		}
		for box := 2 * n; box < 3*n; box++ {
			m := places(g, box, v)
			if bits.OnesCount64(m) < 2 {
				continue
			}
			cells := cellsOf(g, box, m)
			for _, r := range rows[box-2*n] {
				for _, c := range cols[box-2*n] {
					if !erCross(g, cells, r, c) {
						continue
					}
					for _, l := range links {
						if !erStep(g, v, box, cells, r, c, l, yield) {
							return
						}
					}
				}
			}
		}
	}
}

// crossingLines returns the rows and the columns crossing each box (by box
// number), computed once per shape.
func crossingLines(geo *trace.Geometry) (rows, cols [][]int) {
	v, ok := crossingLinesCache.Load(geo.Shape)
	if !ok {
		n := geo.N
		lines := [2][][]int{make([][]int, n), make([][]int, n)}
		for b := range n {
			lines[0][b], lines[1][b] = boxLines(geo, 2*n+b, sudoku.RowHouse), boxLines(geo, 2*n+b, sudoku.ColumnHouse)
		}
		v, _ = crossingLinesCache.LoadOrStore(geo.Shape, lines)
	}
	lines := v.([2][][]int)
	return lines[0], lines[1]
}

// crossingLinesCache keeps crossingLines of each shape (Shape → [2][][]int).
var crossingLinesCache sync.Map

// boxLines returns the rows (or columns), as house numbers, crossing box.
func boxLines(geo *trace.Geometry, box int, kind sudoku.HouseKind) []int {
	var out []int
	for _, i := range geo.Houses[box] {
		h := geo.CellHouses[i][kind]
		if !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	return out
}

// erCross reports whether cells all lie on row r or column c and are not all
// on one of them.
func erCross(g *trace.Grid, cells []int, r, c int) bool {
	onlyR, onlyC := true, true
	for _, i := range cells {
		hs := g.Geo.CellHouses[i]
		inR, inC := hs[0] == r, hs[1] == c
		if !inR && !inC {
			return false
		}
		onlyR = onlyR && inR
		onlyC = onlyC && inC
	}
	return !onlyR && !onlyC
}

// erStep tries the strong link l (a row or column outside the box) against
// the cross (r, c) of box.
func erStep(g *trace.Grid, v, box int, cells []int, r, c int, l conjugate, yield func(trace.Step) bool) bool {
	geo := g.Geo
	n := geo.N
	for _, e := range [2][2]int{{l.a, l.b}, {l.b, l.a}} {
		near, far := e[0], e[1]
		if geo.CellHouses[near][2] == box || geo.CellHouses[far][2] == box {
			return true
		}
		var target int
		if l.h >= n { // a column link: near end on row r, target on column c
			if geo.CellHouses[near][0] != r {
				continue
			}
			target = (geo.CellHouses[far][0])*n + (c - n)
		} else { // a row link: near end on column c, target on row r
			if geo.CellHouses[near][1] != c {
				continue
			}
			target = r*n + (geo.CellHouses[far][1] - n)
		}
		if !g.Cands[target].Has(v) || geo.CellHouses[target][2] == box {
			continue
		}
		pattern := append(append([]int(nil), cells...), near, far)
		s := trace.Step{
			Technique: "Empty Rectangle", Family: "Single Digit Patterns",
			Eliminations: []trace.Candidate{cand(g, target, v)},
			Cells:        positions(g, pattern),
			Highlights:   highlights(g, pattern, sudoku.ValuesOf(v)),
			Base:         []sudoku.HouseRef{geo.HouseRef(box)},
			Cover:        []sudoku.HouseRef{geo.HouseRef(r), geo.HouseRef(c)},
			Links:        []trace.Link{strongLink(g, near, far, v)},
		}
		vc := sudoku.ValueChar(v)
		finishSo(&s, tr("Empty rectangle on %[1]c in %[2]s (there %[1]c lies only on %[3]s and %[4]s) with the strong link %[5]s–%[6]s in %[7]s: %[1]c in %[8]s would push the box's %[1]c onto %[9]s, rule out %[5]s and force %[6]s, which sees %[8]s",
			vc, houseIn(geo.HouseRef(box)), houseIn(geo.HouseRef(r)), houseIn(geo.HouseRef(c)),
			geo.Pos(near), geo.Pos(far), houseIn(geo.HouseRef(l.h)), geo.Pos(target), houseName(erLine(geo, l.h, r, c))))
		if !yield(s) {
			return false
		}
	}
	return true
}

// erLine names the cross line that the strong link's near end lies on: the
// cross's row for a column link, its column for a row link.
func erLine(geo *trace.Geometry, link, r, c int) sudoku.HouseRef {
	if link >= geo.N {
		return geo.HouseRef(r)
	}
	return geo.HouseRef(c)
}
