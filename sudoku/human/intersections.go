package human

import (
	"math/bits"

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
	n := g.Geo.N
	var where [sudoku.MaxSize + 1]uint64
	var cellBuf [sudoku.MaxSize]int
	var houseBuf [3]int
	for box := 2 * n; box < 3*n; box++ {
		if !only.has(box) {
			continue
		}
		housePlaces(g, box, &where)
		for v := 1; v <= n; v++ {
			m := where[v]
			if bits.OnesCount64(m) < 2 {
				continue
			}
			cells := appendCellsOf(g, cellBuf[:0], box, m)
			for _, line := range g.Geo.AppendCommonHouses(houseBuf[:0], cells) {
				if line == box {
					continue
				}
				if !locked(g, "Pointing", box, line, v, cells, yield) {
					return
				}
			}
		}
	}
}

// findClaiming yields the claiming steps of the rows and columns in only.
func findClaiming(g *trace.Grid, only *houseSet, yield func(trace.Step) bool) {
	n := g.Geo.N
	var where [sudoku.MaxSize + 1]uint64
	var cellBuf [sudoku.MaxSize]int
	var houseBuf [3]int
	for line := 0; line < 2*n; line++ {
		if !only.has(line) {
			continue
		}
		housePlaces(g, line, &where)
		for v := 1; v <= n; v++ {
			m := where[v]
			if bits.OnesCount64(m) < 2 {
				continue
			}
			cells := appendCellsOf(g, cellBuf[:0], line, m)
			box := g.Geo.CellHouses[cells[0]][2]
			if cellIn(g.Geo.AppendCommonHouses(houseBuf[:0], cells), box) {
				if !locked(g, "Claiming", line, box, v, cells, yield) {
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
		if g.Cands[i].Has(v) && !cellIn(cells, i) {
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
