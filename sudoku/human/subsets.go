package human

import (
	"math/bits"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Subsets: when k cells of a house hold only k values between them (naked
// subset), those values must fill those cells, so the rest of the house loses
// them. When k values of a house fit only in k cells (hidden subset), those
// cells must hold those values, so they lose every other candidate.

// NakedPair removes the two values of two cells holding only them.
var NakedPair = nakedSubset("Naked Pair", "0200", 2, 3.0, 60)

// NakedTriple removes the three values of three cells holding only them.
var NakedTriple = nakedSubset("Naked Triple", "0201", 3, 3.6, 80)

// NakedQuad removes the four values of four cells holding only them.
var NakedQuad = nakedSubset("Naked Quad", "0202", 4, 5.0, 120)

// HiddenPair clears two cells that are the only places of two values.
var HiddenPair = hiddenSubset("Hidden Pair", "0210", 2, 3.4, 70)

// HiddenTriple clears three cells that are the only places of three values.
var HiddenTriple = hiddenSubset("Hidden Triple", "0211", 3, 4.0, 100)

// HiddenQuad clears four cells that are the only places of four values.
var HiddenQuad = hiddenSubset("Hidden Quad", "0212", 4, 5.4, 150)

func nakedSubset(name, code string, k int, se float64, score int) *Technique {
	return oneHouse(&Technique{Name: name, Family: "Subsets", Code: code, SE: se, Score: score},
		func(g *trace.Grid, only *houseSet, yield func(trace.Step) bool) {
			findNakedSubset(g, name, k, only, yield)
		})
}

func hiddenSubset(name, code string, k int, se float64, score int) *Technique {
	return oneHouse(&Technique{Name: name, Family: "Subsets", Code: code, SE: se, Score: score},
		func(g *trace.Grid, only *houseSet, yield func(trace.Step) bool) {
			findHiddenSubset(g, name, k, only, yield)
		})
}

// nakedSubsetWords and hiddenSubsetWords are the descriptions of naked and
// hidden subsets, by size: whole phrases, since languages name a pair, a
// triple and a quad with words of different genders and cases.
var (
	nakedSubsetWords = [...]string{
		2: "naked pair %[1]s in %[2]s (%[3]s)",
		3: "naked triple %[1]s in %[2]s (%[3]s)",
		4: "naked quad %[1]s in %[2]s (%[3]s)",
	}
	hiddenSubsetWords = [...]string{
		2: "Hidden pair %[1]s in %[2]s: %[3]s can go only in %[4]s",
		3: "Hidden triple %[1]s in %[2]s: %[3]s can go only in %[4]s",
		4: "Hidden quad %[1]s in %[2]s: %[3]s can go only in %[4]s",
	}
)

// findNakedSubset yields the naked subsets of k cells in the houses of
// only.
func findNakedSubset(g *trace.Grid, name string, k int, only *houseSet, yield func(trace.Step) bool) {
	var pool [sudoku.MaxSize]int
	var masks [sudoku.MaxSize]uint64
	var found [8]lockedSet
	var cells [4]int
	for h, house := range g.Geo.Houses {
		if !only.has(h) {
			continue
		}
		np := 0
		for _, i := range house {
			if c := g.Cands[i].Count(); c >= 2 && c <= k {
				pool[np], masks[np] = i, uint64(g.Cands[i])
				np++
			}
		}
		for _, set := range lockedSets(masks[:np], k, found[:0]) {
			for j, p := range set.pick[:k] {
				cells[j] = pool[p]
			}
			if !nakedSubsetStep(g, name, h, cells[:k], sudoku.Values(set.union), yield) {
				return
			}
		}
	}
}

// lockedSet is k of a list of masks (their indices) whose union has k
// bits.
type lockedSet struct {
	pick  [4]uint8
	union uint64
}

// lockedSets appends to out every k of masks (k at most 4; in
// lexicographic order) whose union has exactly k bits: k cells holding k
// values, or k values held by k cells. Picks whose union already passes k
// bits are not extended.
func lockedSets(masks []uint64, k int, out []lockedSet) []lockedSet {
	n := len(masks)
	var pick [4]int
	var union [4]uint64 // union[d]: of the masks picked before pick d
	d := 0
	for {
		if pick[d] > n-(k-d) { // no room left for pick d: back up
			if d == 0 {
				return out
			}
			d--
			pick[d]++
			continue
		}
		u := union[d] | masks[pick[d]]
		switch {
		case bits.OnesCount64(u) > k:
			pick[d]++
		case d == k-1:
			if bits.OnesCount64(u) == k {
				set := lockedSet{union: u}
				for i, p := range pick[:k] {
					set.pick[i] = uint8(p)
				}
				out = append(out, set)
			}
			pick[d]++
		default:
			union[d+1], pick[d+1] = u, pick[d]+1
			d++
		}
	}
}

// nakedSubsetStep builds the step for the naked subset cells (holding the
// values vs) found in house h. A subset lying in a row and a box at once
// (HoDoKu's locked pair) clears both, and is reported once, from its first
// house.
func nakedSubsetStep(g *trace.Grid, name string, h int, cells []int, vs sudoku.Values, yield func(trace.Step) bool) bool {
	elims, refs := subsetEliminations(g, h, cells, vs)
	if len(elims) == 0 {
		return true
	}
	s := trace.Step{
		Technique: name, Family: "Subsets",
		Eliminations: elims,
		Cells:        positions(g, cells),
		Highlights:   highlights(g, cells, vs),
		Base:         refs,
	}
	finish(&s, tr(nakedSubsetWords[len(cells)], vs, housesIn(refs), cellCommas(s.Cells)))
	return yield(s)
}

// subsetEliminations returns what a naked subset (cells holding only the
// values vs) removes from every house the cells share, and those houses. A
// subset lying in a line and a box at once clears both; it is reported once,
// from its first house, so nothing is returned when h is not that house.
func subsetEliminations(g *trace.Grid, h int, cells []int, vs sudoku.Values) ([]trace.Candidate, []sudoku.HouseRef) {
	houses := g.Geo.CommonHouses(cells)
	if houses[0] != h {
		return nil, nil
	}
	var elims []trace.Candidate
	for _, hh := range houses {
		for _, i := range g.Geo.Houses[hh] {
			if slices.Contains(cells, i) {
				continue
			}
			for v := range (g.Cands[i] & vs).All() {
				elims = append(elims, cand(g, i, v))
			}
		}
	}
	refs := make([]sudoku.HouseRef, len(houses))
	for j, hh := range houses {
		refs[j] = g.Geo.HouseRef(hh)
	}
	return elims, refs
}

// findHiddenSubset yields the hidden subsets of k values in the houses of
// only.
func findHiddenSubset(g *trace.Grid, name string, k int, only *houseSet, yield func(trace.Step) bool) {
	n := g.Geo.N
	var pool [sudoku.MaxSize]int
	var masks [sudoku.MaxSize]uint64
	var where [sudoku.MaxSize + 1]uint64
	var found [8]lockedSet
	for h := range g.Geo.Houses {
		if !only.has(h) {
			continue
		}
		np := 0
		housePlaces(g, h, &where)
		for v := 1; v <= n; v++ {
			if c := bits.OnesCount64(where[v]); c >= 2 && c <= k {
				pool[np], masks[np] = v, where[v]
				np++
			}
		}
		for _, set := range lockedSets(masks[:np], k, found[:0]) {
			var vs sudoku.Values
			for _, p := range set.pick[:k] {
				vs = vs.With(pool[p])
			}
			if !hiddenSubsetStep(g, name, h, vs, set.union, yield) {
				return
			}
		}
	}
}

func hiddenSubsetStep(g *trace.Grid, name string, h int, vs sudoku.Values, where uint64, yield func(trace.Step) bool) bool {
	cells := cellsOf(g, h, where)
	var elims []trace.Candidate
	for _, i := range cells {
		for v := range (g.Cands[i] &^ vs).All() {
			elims = append(elims, cand(g, i, v))
		}
	}
	if len(elims) == 0 {
		return true
	}
	ref := g.Geo.HouseRef(h)
	s := trace.Step{
		Technique: name, Family: "Subsets",
		Eliminations: elims,
		Cells:        positions(g, cells),
		Highlights:   highlights(g, cells, vs),
		Base:         []sudoku.HouseRef{ref},
	}
	finishSo(&s, tr(hiddenSubsetWords[len(cells)],
		vs, houseIn(ref), valueWords(vs), cellWords(s.Cells)))
	return yield(s)
}
