package human

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// DeathBlossom is a stem cell and one almost locked set (a petal) for each
// of its candidates d, every d of the petal seeing the stem. Whatever the
// stem holds, the petal of that value loses it and is locked, so a value z
// held by all petals (and not by the stem) lies in one of them: cells seeing
// every z of the petals lose z. One set may serve as the petal of several
// stem values.
var DeathBlossom = &Technique{
	Name: "Death Blossom", Family: alsFamily, Code: "0904", SE: 8.0, Score: 360,
	Find: findDeathBlossom,
}

// blossomBudget bounds the petal combinations tried per stem and value.
const blossomBudget = 5000

func findDeathBlossom(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	sets := sharedALSGraph(g).sets
	peers := peerSets(geo)
	total := len(g.Cands)
	zCells := make([]cellSet, geo.N)
	for d := 1; d <= geo.N; d++ {
		zCells[d-1] = newCellSet(total)
		for c, cs := range g.Cands {
			if cs.Has(d) {
				zCells[d-1].add(c)
			}
		}
	}
	seen := map[string]bool{}
	var candidates, petals [][]int
	// The cells that could lose z with the first k petals chosen.
	levels := make([]cellSet, geo.N+1)
	for k := range levels {
		levels[k] = newCellSet(total)
	}
	chosenBuf := make([]int, geo.N)
	for stem, cands := range g.Cands {
		if g.Values[stem] != 0 || cands.Count() < 2 {
			continue
		}
		digits := cands.Slice()
		// The sets that may be the petal of each stem value, whatever z:
		// they hold the value, all its cells see the stem, and they do not
		// contain the stem.
		candidates = resizeLists(candidates, len(digits))
		for k, d := range digits {
			for i := range sets {
				a := &sets[i]
				if a.cands.Has(d) && !a.set.has(stem) && a.with[d-1].subsetOf(peers[stem]) {
					candidates[k] = append(candidates[k], i)
				}
			}
		}
		for z := 1; z <= geo.N; z++ {
			if cands.Has(z) {
				continue
			}
			// The possible petals of each stem value: those holding z.
			petals = resizeLists(petals, len(digits))
			ok := true
			for k := range digits {
				for _, i := range candidates[k] {
					if sets[i].cands.Has(z) {
						petals[k] = append(petals[k], i)
					}
				}
				if len(petals[k]) == 0 {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			chosen := chosenBuf[:len(digits)]
			levels[0].copyFrom(zCells[z-1])
			budget := blossomBudget
			stopped := false
			var pick func(k int)
			pick = func(k int) {
				if stopped || budget <= 0 {
					return
				}
				budget--
				if k == len(digits) {
					if st, ok := blossomStep(g, stem, z, digits, chosen, sets, seen); ok && !yield(st) {
						stopped = true
					}
					return
				}
				for _, i := range petals[k] {
					lv := levels[k+1]
					lv.copyFrom(levels[k])
					lv.and(sets[i].seeAll[z-1])
					if lv.empty() {
						continue
					}
					chosen[k] = i
					pick(k + 1)
					if stopped {
						return
					}
				}
			}
			pick(0)
			if stopped {
				return
			}
		}
	}
}

// blossomStep builds the step, or reports false when it removes nothing or
// repeats the eliminations of an earlier blossom (seen).
func blossomStep(g *trace.Grid, stem, z int, digits, chosen []int, sets []alsSet, seen map[string]bool) (trace.Step, bool) {
	geo := g.Geo
	petals := make([]*alsSet, len(chosen))
	for k, i := range chosen {
		petals[k] = &sets[i]
	}
	s := alsStep(stepName{"Death Blossom", alsFamily}, g, petals...)
	s.Cells = append([]sudoku.Pos{geo.Pos(stem)}, s.Cells...)
	s.Pivot = []sudoku.Pos{geo.Pos(stem)}
	for d := range g.Cands[stem].All() {
		s.Highlights = append(s.Highlights, cand(g, stem, d))
	}
	// Every value held by all petals (and not by the stem) works like z.
	zs := sudoku.ValuesOf(z)
	for y := 1; y <= geo.N; y++ {
		held := y != z && !g.Cands[stem].Has(y)
		for _, p := range petals {
			held = held && p.cands.Has(y)
		}
		if held {
			zs = zs.With(y)
		}
	}
	for y := range zs.All() {
		ts := newCellSet(len(g.Cands))
		ts.fill()
		for _, p := range petals {
			ts.and(p.seeAll[y-1])
		}
		ts.each(func(c int) {
			for _, p := range petals {
				if p.set.has(c) {
					return
				}
			}
			if g.Cands[c].Has(y) {
				s.Eliminations = append(s.Eliminations, cand(g, c, y))
			}
		})
	}
	if !finishNew(&s, seen) {
		return s, false
	}
	var parts []string
	for k, d := range digits {
		link := trace.Link{From: []trace.Candidate{cand(g, stem, d)}}
		for _, c := range petals[k].cellsWith(g, d) {
			link.To = append(link.To, cand(g, c, d))
		}
		s.Links = append(s.Links, link)
		parts = append(parts, fmt.Sprintf("%c → %s", sudoku.ValueChar(d), alsName(geo, petals[k])))
	}
	s.Explanation = tr("Death blossom with stem %[1]s and petals %[2]s: whatever the stem holds, one petal is locked and holds %[3]s, so %[4]s.",
		geo.Pos(stem), joinList(parts, "%[1]s, %[2]s"), valueOrWords(zs), removalWords(s.Eliminations))
	return s, true
}

// resizeLists returns lists with n empty lists, reusing their arrays.
func resizeLists(lists [][]int, n int) [][]int {
	for len(lists) < n {
		lists = append(lists, nil)
	}
	lists = lists[:n]
	for k := range lists {
		lists[k] = lists[k][:0]
	}
	return lists
}
