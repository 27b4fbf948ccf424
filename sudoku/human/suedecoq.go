package human

import (
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// SueDeCoq works on the intersection of a line and a box. Take cells C of the
// intersection, cells L of the rest of the line and cells B of the rest of
// the box, such that L and B share no candidate and all these cells together
// hold exactly as many candidates as there are cells. No value can then
// appear twice among them (two cells that do not see each other are one in L
// and one in B, which share no value), so each value is there exactly once:
// a value not in B is in the line part, and leaves the rest of the line; a
// value not in L leaves the rest of the box.
var SueDeCoq = &Technique{
	Name: "Sue de Coq", Family: "Miscellaneous", Code: "1101", SE: 7.5, Score: 250,
	Find: findSueDeCoq,
}

// sdcPart is a subset of cells with the union of their candidates.
type sdcPart struct {
	cells []int
	cands sudoku.Values
}

// subsetsOf returns the non-empty subsets of cells with up to max cells.
func subsetsOf(g *trace.Grid, cells []int, max int) []sdcPart {
	var out []sdcPart
	var pick []int
	var walk func(from int, cands sudoku.Values)
	walk = func(from int, cands sudoku.Values) {
		if len(pick) > 0 {
			out = append(out, sdcPart{cells: append([]int(nil), pick...), cands: cands})
		}
		if len(pick) == max {
			return
		}
		for i := from; i < len(cells); i++ {
			pick = append(pick, cells[i])
			walk(i+1, cands|g.Cands[cells[i]])
			pick = pick[:len(pick)-1]
		}
	}
	walk(0, 0)
	return out
}

func findSueDeCoq(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	n := geo.N
	maxPart := n - 1
	if n > 9 {
		maxPart = 3
	}
	seen := map[string]bool{}
	for line := 0; line < 2*n; line++ {
		for box := 2 * n; box < 3*n; box++ {
			var inter, lineRest, boxRest []int
			for _, c := range geo.Houses[line] {
				if g.Values[c] != 0 {
					continue
				}
				if geo.CellHouses[c][2] == box {
					inter = append(inter, c)
				} else {
					lineRest = append(lineRest, c)
				}
			}
			if len(inter) < 2 {
				continue
			}
			for _, c := range geo.Houses[box] {
				if g.Values[c] == 0 && geo.CellHouses[c][line/n] != line {
					boxRest = append(boxRest, c)
				}
			}
			lineParts := subsetsOf(g, lineRest, maxPart)
			boxParts := subsetsOf(g, boxRest, maxPart)
			for _, core := range subsetsOf(g, inter, len(inter)) {
				if len(core.cells) < 2 || core.cands.Count() < len(core.cells)+2 {
					continue
				}
				for _, lp := range lineParts {
					if lp.cands&core.cands == 0 {
						continue
					}
					withLine := core.cands | lp.cands
					extra := withLine.Count() - len(core.cells) - len(lp.cells)
					if extra < 1 {
						continue
					}
					for _, bp := range boxParts {
						if bp.cands&lp.cands != 0 || bp.cands&core.cands == 0 {
							continue
						}
						all := withLine | bp.cands
						if all.Count() != len(core.cells)+len(lp.cells)+len(bp.cells) {
							continue
						}
						s, ok := sueDeCoqStep(g, line, box, core, lp, bp, inter, lineRest, boxRest, seen)
						if ok && !yield(s) {
							return
						}
					}
				}
			}
		}
	}
}

// sueDeCoqStep builds the step. The cells of the intersection outside the
// core belong to the rest of the line and to the rest of the box.
func sueDeCoqStep(g *trace.Grid, line, box int, core, lp, bp sdcPart, inter, lineRest, boxRest []int, seen map[string]bool) (trace.Step, bool) {
	geo := g.Geo
	s := trace.Step{Technique: "Sue de Coq", Family: "Miscellaneous"}
	all := core.cands | lp.cands | bp.cands
	remove := func(d int, cells, keep []int) {
		for _, c := range cells {
			if !slices.Contains(keep, c) && !slices.Contains(core.cells, c) && g.Cands[c].Has(d) {
				s.Eliminations = appendCand(s.Eliminations, geo, c, d)
			}
		}
	}
	for d := range all.All() {
		if !bp.cands.Has(d) {
			remove(d, lineRest, lp.cells)
			remove(d, inter, nil)
		}
		if !lp.cands.Has(d) {
			remove(d, boxRest, bp.cells)
			remove(d, inter, nil)
		}
	}
	if !finishNew(&s, seen) {
		return s, false
	}
	for _, part := range [][]int{core.cells, lp.cells, bp.cells} {
		s.Cells = append(s.Cells, positions(g, part)...)
		for _, c := range part {
			for d := range g.Cands[c].All() {
				s.Highlights = append(s.Highlights, cand(g, c, d))
			}
		}
	}
	s.Base = []sudoku.HouseRef{geo.HouseRef(line), geo.HouseRef(box)}
	s.Explanation = tr("Sue de Coq in %[1]s and %[2]s: %[3]s (%[4]s) with %[5]s (%[6]s) in the line and %[7]s (%[8]s) in the box hold exactly one of each of %[9]s, so %[10]s.",
		houseIn(geo.HouseRef(line)), houseIn(geo.HouseRef(box)),
		cellWords(positions(g, core.cells)), core.cands, cellWords(positions(g, lp.cells)), lp.cands,
		cellWords(positions(g, bp.cells)), bp.cands, valueWords(all), removalWords(s.Eliminations))
	return s, true
}
