package human

import (
	"math/bits"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Uniqueness techniques assume the puzzle has exactly one solution. Four
// cells in two rows, two columns and two boxes that could all hold only x
// and y form a "deadly pattern": x and y could be swapped in them, giving a
// second solution. So the puzzle must break the pattern somewhere, and that
// tells us something. The step solver uses these techniques only after it
// checked that the puzzle is unique.

// UniqueRectangle1: three corners hold only {x,y}, so the fourth is not x or y.
var UniqueRectangle1 = uniqueRect("Unique Rectangle Type 1", "0600", 1, 4.5)

// UniqueRectangle2: two corners hold only {x,y}, the other two (in a line)
// {x,y,z}; one of them is z, so cells seeing both lose z.
var UniqueRectangle2 = uniqueRect("Unique Rectangle Type 2", "0601", 2, 4.6)

// UniqueRectangle3: the two extra corners act as one cell holding their
// extra values, which forms a naked subset with other cells of their house.
var UniqueRectangle3 = uniqueRect("Unique Rectangle Type 3", "0602", 3, 4.6)

// UniqueRectangle4: the two extra corners share a house in which x can only
// go in them; then neither can be y.
var UniqueRectangle4 = uniqueRect("Unique Rectangle Type 4", "0603", 4, 4.5)

// HiddenRectangle: a corner holds only {x,y}; if x has only rectangle places
// in both the row and the column of the opposite corner, that corner is not y.
var HiddenRectangle = uniqueRect("Hidden Rectangle", "0606", 5, 4.8)

// BUGPlusOne: every unsolved cell but one has two candidates (a bivalue
// universal grave, which would have two solutions). The extra cell must
// take the value that appears three times in its houses, so it loses its
// other candidates (HoDoKu's form of the step).
var BUGPlusOne = &Technique{
	Name: "BUG+1", Family: "Uniqueness", Code: "0610", SE: 5.6, Score: 100, Uniqueness: true,
	Find: findBUG,
}

func uniqueRect(name, code string, typ int, se float64) *Technique {
	return &Technique{Name: name, Family: "Uniqueness", Code: code, SE: se, Score: 100, Uniqueness: true,
		Find: func(g *trace.Grid, yield func(trace.Step) bool) { findRect(g, name, typ, yield) }}
}

// rect is a candidate deadly pattern: corners in reading order (top-left,
// top-right, bottom-left, bottom-right) and the pair {x,y}.
type rect struct {
	c    [4]int
	x, y int
}

// findRect yields the steps of unique rectangle type typ (5: hidden
// rectangle) named name.
func findRect(g *trace.Grid, name string, typ int, yield func(trace.Step) bool) {
	for _, r := range rectCache.get(g, struct{}{}, 0, func() []rect { return rectangles(g) }) {
		if !rectTypes(g, name, typ, r, yield) {
			return
		}
	}
}

// rectCache keeps the rectangles of a grid state: every unique rectangle
// type looks at the same ones, one after the other.
var rectCache stateCache[struct{}, []rect]

// rectangles returns every possible deadly pattern of g: four corners in
// two rows, two columns and two boxes, and a pair {x,y} held by one corner
// alone that every corner still holds some of.
func rectangles(g *trace.Grid) []rect {
	geo := g.Geo
	n := geo.N
	var out []rect
	for r1 := 0; r1 < n; r1++ {
		for c1 := 0; c1 < n; c1++ {
			a := r1*n + c1
			if g.Cands[a] == 0 {
				continue
			}
			for c2 := c1 + 1; c2 < n; c2++ {
				b := r1*n + c2
				if g.Cands[b] == 0 {
					continue
				}
				for r2 := r1 + 1; r2 < n; r2++ {
					cs := [4]int{a, b, r2*n + c1, r2*n + c2}
					if g.Cands[cs[2]] == 0 || g.Cands[cs[3]] == 0 || !twoBoxes(geo, cs) {
						continue
					}
					// The pair {x,y} comes from a corner holding only x
					// and y; every corner must still hold x or y (a corner
					// may have lost one of them: HoDoKu's "missing
					// candidates").
					var pairs [4]sudoku.Values
					np := 0
					for _, c := range cs {
						if cc := g.Cands[c]; cc.Count() == 2 && !slicesHas(pairs[:np], cc) {
							pairs[np] = cc
							np++
						}
					}
					for _, pair := range pairs[:np] {
						ok := true
						for _, c := range cs {
							ok = ok && g.Cands[c]&pair != 0
						}
						if ok {
							x := pair.Min()
							out = append(out, rect{cs, x, pair.Without(x).Min()})
						}
					}
				}
			}
		}
	}
	return out
}

// twoBoxes reports whether the four corners (top-left, top-right,
// bottom-left, bottom-right) lie in exactly two boxes.
func twoBoxes(geo *trace.Geometry, cs [4]int) bool {
	b0, b1 := geo.CellHouses[cs[0]][2], geo.CellHouses[cs[1]][2]
	b2, b3 := geo.CellHouses[cs[2]][2], geo.CellHouses[cs[3]][2]
	return (b0 == b1 && b2 == b3 && b0 != b2) || (b0 == b2 && b1 == b3 && b0 != b1)
}

// slicesHas reports whether vs holds v.
func slicesHas(vs []sudoku.Values, v sudoku.Values) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// rectTypes checks rectangle r for the one type asked for.
func rectTypes(g *trace.Grid, name string, typ int, r rect, yield func(trace.Step) bool) bool {
	pair := sudoku.ValuesOf(r.x, r.y)
	var floor, roof []int // corners holding only {x,y}, and the others
	for _, c := range r.c {
		if g.Cands[c] == pair {
			floor = append(floor, c)
		} else {
			roof = append(roof, c)
		}
	}
	switch typ {
	case 1:
		if len(roof) != 1 {
			return true
		}
		var elims []trace.Candidate
		for v := range (g.Cands[roof[0]] & pair).All() {
			elims = append(elims, cand(g, roof[0], v))
		}
		return rectStep(g, name, r, roof, elims, nil,
			tr("%[1]s: %[2]s hold only %[3]s, so %[4]s must break the deadly pattern and cannot be %[5]s",
				rectWhat(g, name, r), cellWords(positions(g, floor)), valueWords(pair), g.Geo.Pos(roof[0]), orValues(pair)), yield)
	case 2:
		if len(roof) != 2 || !shareLine(g.Geo, roof) {
			return true
		}
		extra := g.Cands[roof[0]] &^ pair
		if extra.Count() != 1 || g.Cands[roof[1]]&^pair != extra || g.Cands[roof[0]]&pair == 0 {
			return true
		}
		z := extra.Min()
		elims := eliminationsSeeing(g, z, roof)
		return rectStep(g, name, r, roof, elims, nil,
			tr("%[1]s: one of %[2]s must be %[3]c to break the deadly pattern", rectWhat(g, name, r),
				cellWords(positions(g, roof)), sudoku.ValueChar(z)), yield)
	case 3:
		if len(roof) != 2 || !shareLine(g.Geo, roof) {
			return true
		}
		return rectType3(g, name, r, roof, yield)
	case 4:
		if len(roof) != 2 || !shareLine(g.Geo, roof) {
			return true
		}
		for _, h := range g.Geo.CommonHouses(roof) {
			for _, xy := range [2][2]int{{r.x, r.y}, {r.y, r.x}} {
				x, y := xy[0], xy[1]
				if !onlyIn(g, h, x, roof) {
					continue
				}
				var elims []trace.Candidate
				for _, c := range roof {
					if g.Cands[c].Has(y) {
						elims = append(elims, cand(g, c, y))
					}
				}
				if !rectStep(g, name, r, roof, elims, []sudoku.HouseRef{g.Geo.HouseRef(h)},
					tr("%[1]s: in %[2]s, %[3]c can go only in %[4]s, so one of them is %[3]c, and %[5]c in the other would complete a deadly pattern",
						rectWhat(g, name, r), houseIn(g.Geo.HouseRef(h)), sudoku.ValueChar(x), cellWords(positions(g, roof)), sudoku.ValueChar(y)), yield) {
					return false
				}
			}
		}
		return true
	case 5:
		return hiddenRect(g, name, r, yield)
	}
	return true
}

// rectWhat starts a rectangle's sentence: "Unique rectangle type 1 on {3,8}
// (r1c1, r1c4, r5c1, r5c4)".
func rectWhat(g *trace.Grid, name string, r rect) string {
	return tr("%[1]s on %[2]s (%[3]s)", LocalName(name), sudoku.ValuesOf(r.x, r.y), cellCommas(positions(g, r.c[:])))
}

// orValues returns "3 or 8".
func orValues(vs sudoku.Values) string {
	var words []string
	for v := range vs.All() {
		words = append(words, string(sudoku.ValueChar(v)))
	}
	return orList(words)
}

// shareLine reports whether two cells lie in the same row or column.
func shareLine(geo *trace.Geometry, cs []int) bool {
	a, b := geo.CellHouses[cs[0]], geo.CellHouses[cs[1]]
	return a[0] == b[0] || a[1] == b[1]
}

// rectType3 looks, in each house shared by the two roof corners, for other
// cells that together with the roof's extra values form a naked subset.
func rectType3(g *trace.Grid, name string, r rect, roof []int, yield func(trace.Step) bool) bool {
	pair := sudoku.ValuesOf(r.x, r.y)
	extra := (g.Cands[roof[0]] | g.Cands[roof[1]]) &^ pair
	for _, h := range g.Geo.CommonHouses(roof) {
		var pool []int
		for _, i := range g.Geo.Houses[h] {
			if g.Cands[i] != 0 && !slices.Contains(roof, i) {
				pool = append(pool, i)
			}
		}
		for k := 1; k <= 3 && k < len(pool); k++ {
			ok := eachCombination(pool, k, func(pick []int) bool {
				u := extra
				for _, i := range pick {
					u |= g.Cands[i]
				}
				if u.Count() != k+1 {
					return true
				}
				all := append(append([]int(nil), roof...), pick...)
				elims, refs := subsetEliminations(g, h, all, u)
				if len(elims) == 0 {
					return true
				}
				s := rectBase(g, name, r, elims)
				s.Cells = append(s.Cells, positions(g, pick)...)
				s.Highlights = append(s.Highlights, highlights(g, pick, u)...)
				s.Cover = refs
				finish(&s, tr("%[1]s: to break the deadly pattern, %[2]s must hold one of their other values %[3]s, so together they act as one cell that forms a naked subset %[4]s with %[5]s in %[6]s",
					rectWhat(g, name, r), cellWords(positions(g, roof)), extra, u, cellWords(positions(g, pick)), housesIn(refs)))
				return yield(s)
			})
			if !ok {
				return false
			}
		}
	}
	return true
}

// hiddenRect: corner a holds only {x,y}; d is the opposite corner. If, in
// d's row and in d's column, x can go only in rectangle cells, then d = y
// would force x into the other two corners and a = x... a deadly pattern. So
// d is not y.
func hiddenRect(g *trace.Grid, name string, r rect, yield func(trace.Step) bool) bool {
	geo := g.Geo
	pair := sudoku.ValuesOf(r.x, r.y)
	for k, a := range r.c {
		if g.Cands[a] != pair {
			continue
		}
		d := r.c[3-k] // the opposite corner
		for _, xy := range [2][2]int{{r.x, r.y}, {r.y, r.x}} {
			x, y := xy[0], xy[1]
			row, col := geo.CellHouses[d][0], geo.CellHouses[d][1]
			if !g.Cands[d].Has(y) || !onlyIn(g, row, x, r.c[:]) || !onlyIn(g, col, x, r.c[:]) {
				continue
			}
			s := rectBase(g, name, r, []trace.Candidate{cand(g, d, y)})
			s.Cover = []sudoku.HouseRef{geo.HouseRef(row), geo.HouseRef(col)}
			finishSo(&s, tr("%[1]s: %[2]s holds only %[3]s, and in %[4]s and %[5]s, %[6]c can go only in the rectangle; %[7]c in %[8]s would force a deadly pattern",
				rectWhat(g, name, r), geo.Pos(a), pair, houseIn(geo.HouseRef(row)), houseIn(geo.HouseRef(col)), sudoku.ValueChar(x), sudoku.ValueChar(y), geo.Pos(d)))
			if !yield(s) {
				return false
			}
		}
	}
	return true
}

// onlyIn reports whether x still has a place in house h and every place is
// one of cells.
func onlyIn(g *trace.Grid, h, x int, cells []int) bool {
	some := false
	for _, i := range g.Geo.Houses[h] {
		if g.Cands[i].Has(x) {
			if !slices.Contains(cells, i) {
				return false
			}
			some = true
		}
	}
	return some
}

// rectBase returns a rectangle step with its cells, highlights and
// eliminations.
func rectBase(g *trace.Grid, name string, r rect, elims []trace.Candidate) trace.Step {
	return trace.Step{
		Technique: name, Family: "Uniqueness",
		Eliminations: elims,
		Cells:        positions(g, r.c[:]),
		Highlights:   highlights(g, r.c[:], sudoku.ValuesOf(r.x, r.y)),
	}
}

func rectStep(g *trace.Grid, name string, r rect, roof []int, elims []trace.Candidate, cover []sudoku.HouseRef, what string, yield func(trace.Step) bool) bool {
	if len(elims) == 0 {
		return true
	}
	s := rectBase(g, name, r, elims)
	s.Cover = cover
	finish(&s, what)
	return yield(s)
}

func findBUG(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	extra := -1
	for i, c := range g.Cands {
		switch n := c.Count(); {
		case n == 0 || n == 2:
		case n == 3 && extra < 0:
			extra = i
		default:
			return
		}
	}
	if extra < 0 {
		return
	}
	// The extra value is the one appearing three times in the cell's row;
	// every other value of every house must appear exactly twice (or not).
	v := 0
	for w := range g.Cands[extra].All() {
		if bits.OnesCount64(places(g, geo.CellHouses[extra][0], w)) == 3 {
			v = w
		}
	}
	if v == 0 {
		return
	}
	for h := range geo.Houses {
		mine := slices.Contains(geo.Houses[h], extra)
		for w := 1; w <= geo.N; w++ {
			c := bits.OnesCount64(places(g, h, w))
			if mine && w == v {
				if c != 3 {
					return
				}
			} else if c != 0 && c != 2 {
				return
			}
		}
	}
	var elims []trace.Candidate
	for w := range g.Cands[extra].Without(v).All() {
		elims = append(elims, cand(g, extra, w))
	}
	s := trace.Step{
		Technique: "BUG+1", Family: "Uniqueness",
		Eliminations: elims,
		Cells:        []sudoku.Pos{geo.Pos(extra)},
		Highlights:   []trace.Candidate{cand(g, extra, v)},
	}
	finish(&s, "")
	s.Explanation = tr("BUG+1: every unsolved cell but %[1]s has two candidates; without %[2]c there the grid would be a deadly pattern with two solutions, so %[3]s.",
		geo.Pos(extra), sudoku.ValueChar(v), actionWords(&s))
	yield(s)
}
