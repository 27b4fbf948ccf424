package human

import (
	"math/bits"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Intersections (locked candidates) use the cells a box shares with a row or
// column. When a value's places in a box all lie in one row, the value must
// go in that part of the row, so the rest of the row loses it (pointing).
// When a value's places in a row all lie in one box, the rest of the box
// loses it (claiming). The same holds for columns.

// Pointing removes a value from a line when its places in a box all lie in
// that line (HoDoKu's Locked Candidates Type 1).
var Pointing = oneHouse(&Technique{
	Name: "Pointing", Family: "Intersections", Code: "0100", SE: 2.6, Score: 50,
}, findPointing)

// Claiming removes a value from a box when its places in a row or column all
// lie in that box (HoDoKu's Locked Candidates Type 2).
var Claiming = oneHouse(&Technique{
	Name: "Claiming", Family: "Intersections", Code: "0101", SE: 2.8, Score: 50,
}, findClaiming)

// findPointing yields the pointing steps of the boxes in only.
func findPointing(g *trace.Grid, only *houseSet, yield func(trace.Step) bool) {
	findLocked(g, "Pointing", 2*g.Geo.N, 3*g.Geo.N, only, yield)
}

// findClaiming yields the claiming steps of the rows and columns in only.
func findClaiming(g *trace.Grid, only *houseSet, yield func(trace.Step) bool) {
	findLocked(g, "Claiming", 0, 2*g.Geo.N, only, yield)
}

// findLocked yields the steps of technique name whose base is one of the
// houses from…to-1 in only: a value whose two or more places in the base
// all lie in one house of the other kind (a row or column for a box, the
// box for a row or column), the cover, which loses the value elsewhere.
func findLocked(g *trace.Grid, name string, from, to int, only *houseSet, yield func(trace.Step) bool) {
	n := g.Geo.N
	var where [sudoku.MaxSize + 1]uint64
	var cellBuf [sudoku.MaxSize]int
	var houseBuf [3]int
	for base := from; base < to; base++ {
		if !only.has(base) {
			continue
		}
		housePlaces(g, base, &where)
		for v := 1; v <= n; v++ {
			m := where[v]
			if bits.OnesCount64(m) < 2 {
				continue
			}
			cells := appendCellsOf(g, cellBuf[:0], base, m)
			for _, cover := range g.Geo.AppendCommonHouses(houseBuf[:0], cells) {
				if (cover >= 2*n) == (base >= 2*n) { // the base itself: boxes are houses 2n…3n-1
					continue
				}
				if !locked(g, name, base, cover, v, cells, yield) {
					return
				}
			}
		}
	}
}

// locked yields the step "v is locked in cells, the intersection of base and
// cover, so the rest of cover loses v", when it removes something. It
// returns false when the caller should stop.
func locked(g *trace.Grid, name string, base, cover, v int, cells []int, yield func(trace.Step) bool) bool {
	var elims []trace.Candidate
	for _, i := range g.Geo.Houses[cover] {
		if g.Cands[i].Has(v) && !slices.Contains(cells, i) {
			elims = append(elims, cand(g, i, v))
		}
	}
	if len(elims) == 0 {
		return true
	}
	bref, cref := g.Geo.HouseRef(base), g.Geo.HouseRef(cover)
	s := trace.Step{
		Technique: name, Family: "Intersections",
		Eliminations: elims,
		Cells:        positions(g, cells),
		Highlights:   highlights(g, cells, sudoku.ValuesOf(v)),
		Base:         []sudoku.HouseRef{bref},
		Cover:        []sudoku.HouseRef{cref},
	}
	what := tr("Pointing: in %[1]s, %[2]c can go only in %[3]s (%[4]s)",
		houseIn(bref), sudoku.ValueChar(v), houseIn(cref), cellCommas(s.Cells))
	if name == "Claiming" {
		what = tr("Claiming: in %[1]s, %[2]c can go only in %[3]s (%[4]s)",
			houseIn(bref), sudoku.ValueChar(v), houseIn(cref), cellCommas(s.Cells))
	}
	finishSo(&s, what)
	return yield(s)
}
