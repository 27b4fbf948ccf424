package human

import (
	"math/bits"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Singles place a value: the last empty cell of a house (full house), the
// only candidate of a cell (naked single) or the only place for a value in a
// house (hidden single).

// FullHouse places the last missing value of a house with one empty cell.
var FullHouse = &Technique{
	Name: "Full House", Family: "Singles", Code: "0000", SE: 1.0, Score: 4,
	Find: findFullHouse,
}

// HiddenSingle places a value that has only one place left in a house.
// Boxes are searched first: a hidden single in a box is easier to see
// (SE 1.2) than one in a row or column (SE 1.5).
var HiddenSingle = &Technique{
	Name: "Hidden Single", Family: "Singles", Code: "0002", SE: 1.5, Score: 14,
	Find: findHiddenSingle,
}

// NakedSingle places the only candidate left in a cell.
var NakedSingle = &Technique{
	Name: "Naked Single", Family: "Singles", Code: "0003", SE: 2.3, Score: 4,
	Find: findNakedSingle,
}

func findFullHouse(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	for h, cells := range geo.Houses {
		empty, missing := -1, sudoku.AllValues(geo.N)
		for _, i := range cells {
			if g.Values[i] == 0 {
				if empty >= 0 {
					empty = -2 // two empty cells: not a full house
					break
				}
				empty = i
			} else {
				missing = missing.Without(g.Values[i])
			}
		}
		if empty < 0 {
			continue
		}
		v, ok := missing.Single()
		if !ok || !g.Cands[empty].Has(v) {
			continue
		}
		s := placeStep(g, "Full House", "Singles", empty, v)
		s.Base = []sudoku.HouseRef{geo.HouseRef(h)}
		s.Explanation = tr("Full house: %[1]s is the last empty cell of %[2]s, so it takes the missing value %[3]c.",
			geo.Pos(empty), houseIn(geo.HouseRef(h)), sudoku.ValueChar(v))
		finish(&s, "")
		if !yield(s) {
			return
		}
	}
}

func findNakedSingle(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	for i, cs := range g.Cands {
		v, ok := cs.Single()
		if !ok || g.Values[i] != 0 {
			continue
		}
		s := placeStep(g, "Naked Single", "Singles", i, v)
		s.Explanation = tr("Naked single: %[1]c is the only candidate left in %[2]s, so place it there.",
			sudoku.ValueChar(v), geo.Pos(i))
		finish(&s, "")
		if !yield(s) {
			return
		}
	}
}

func findHiddenSingle(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	n := geo.N
	// Boxes first, then rows, then columns.
	for k := 0; k < 3*n; k++ {
		h := (k + 2*n) % (3 * n) // boxes 2n…3n-1, then rows and columns 0…2n-1
		// The values with one place: seen once and never again.
		var once, more sudoku.Values
		for _, i := range geo.Houses[h] {
			more |= once & g.Cands[i]
			once |= g.Cands[i]
		}
		for v := range (once &^ more).All() {
			m := places(g, h, v)
			i := geo.Houses[h][bits.TrailingZeros64(m)]
			s := placeStep(g, "Hidden Single", "Singles", i, v)
			s.Base = []sudoku.HouseRef{geo.HouseRef(h)}
			// The fourth argument, the house's kind (0 row, 1 column, 2
			// box), lets a language name the single by its house, as
			// Chinese does (行排除, 列排除, 宫排除).
			s.Explanation = tr("Hidden single in %[1]s: %[2]c can go only in %[3]s, so place it there.",
				houseIn(geo.HouseRef(h)), sudoku.ValueChar(v), geo.Pos(i), int(geo.HouseRef(h).Kind))
			finish(&s, "")
			if !yield(s) {
				return
			}
		}
	}
}

// placeStep is a step of a technique that places v in cell i: the
// placement, its cell, and the candidate highlighted.
func placeStep(g *trace.Grid, technique, family string, i, v int) trace.Step {
	return trace.Step{
		Technique: technique, Family: family,
		Placements: []trace.Candidate{cand(g, i, v)},
		Cells:      []sudoku.Pos{g.Geo.Pos(i)},
		Highlights: []trace.Candidate{cand(g, i, v)},
	}
}
