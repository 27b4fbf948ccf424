package sudoku

import (
	"fmt"
	"math/bits"
	"strings"
)

// ALSXYWing is the ALS-XY-Wing: a pivot set C shares restricted common
// candidate x with set A and y with set B. C keeps x or y, which locks A or
// B, so a value z common to A and B lies in one of them: cells seeing every
// z of A and B lose z.
var ALSXYWing = &Technique{
	Name: "ALS-XY-Wing", Family: alsFamily, Code: "0902", SE: 7.8, Score: 320,
	Find: func(g *Grid, yield func(Step) bool) { findALSChains(g, 3, 3, yield) },
}

// ALSChain is the ALS-XY-Chain: almost locked sets linked one after another
// by restricted common candidates, two consecutive ones different. If the
// first set lacks z, each set in turn is locked, down to the last, which then
// holds z; so z is in the first set or the last.
var ALSChain = &Technique{
	Name: "ALS-XY-Chain", Family: alsFamily, Code: "0903", SE: 8.0, Score: 340,
	Find: func(g *Grid, yield func(Step) bool) { findALSChains(g, 4, 6, yield) },
}

// alsChainBudget bounds the partial chains an ALS chain search tries from
// one start set, and alsChainTotal those of one call, so the finder stays
// fast on open grids (a few milliseconds at most on 9×9).
const (
	alsChainBudget = 20000
	alsChainTotal  = 300000
)

// alsGraph is the sets of a grid and the restricted common candidates of
// every pair. Sets may overlap as long as no cell holding the RCC is shared.
type alsGraph struct {
	sets []alsSet
	adj  [][]alsEdge
}

type alsEdge struct {
	to  int
	rcc Values
}

func newALSGraph(g *Grid) *alsGraph {
	sets := findALS(g, alsLimit(g.Geo))
	ag := &alsGraph{sets: sets, adj: make([][]alsEdge, len(sets))}
	for i := range sets {
		for j := i + 1; j < len(sets); j++ {
			if rc := rccs(&sets[i], &sets[j]); rc != 0 {
				ag.adj[i] = append(ag.adj[i], alsEdge{j, rc})
				ag.adj[j] = append(ag.adj[j], alsEdge{i, rc})
			}
		}
	}
	return ag
}

// findALSChains yields the chains of minLen to maxLen sets.
func findALSChains(g *Grid, minLen, maxLen int, yield func(Step) bool) {
	ag := newALSGraph(g)
	geo := g.Geo
	t := stepName{"ALS-XY-Wing", alsFamily}
	if minLen > 3 {
		t = stepName{"ALS-XY-Chain", alsFamily}
	}
	path := make([]int, 0, maxLen)
	rccPath := make([]int, 0, maxLen)
	inPath := make([]bool, len(ag.sets))
	targets := newCellSet(len(g.Cands))
	seen := map[string]bool{}
	budget, length, total := 0, 0, alsChainTotal
	useful := make([]Values, maxLen) // useful[k]: values z still worth a chain of k+2 sets
	zCells := make([]cellSet, geo.N)
	for d := 1; d <= geo.N; d++ {
		zCells[d-1] = newCellSet(len(g.Cands))
		for c, cs := range g.Cands {
			if cs.Has(d) {
				zCells[d-1].add(c)
			}
		}
	}
	stopped := false
	var elims []Candidate

	check := func() {
		first, last := &ag.sets[path[0]], &ag.sets[path[len(path)-1]]
		if path[0] > path[len(path)-1] {
			return // the reverse chain says the same
		}
		zs := first.cands & last.cands
		zs = zs.Without(rccPath[0]).Without(rccPath[len(rccPath)-1])
		elims = elims[:0]
		for zm := uint64(zs); zm != 0; zm &= zm - 1 {
			z := bits.TrailingZeros64(zm) + 1
			targets.copyFrom(first.seeAll[z-1])
			targets.and(last.seeAll[z-1])
			targets.andNot(first.set) // a target may lie in a middle set:
			targets.andNot(last.set)  // only the ends must hold z
			elims = candidatesIn(g, targets, z, elims)
		}
		if len(elims) == 0 {
			return
		}
		sortByCell(elims)
		key := candKey(elims)
		if seen[key] {
			return
		}
		seen[key] = true
		sets := make([]*alsSet, len(path))
		names := make([]string, len(path))
		for i, p := range path {
			sets[i] = &ag.sets[p]
			names[i] = alsName(geo, sets[i])
		}
		s := alsStep(t, g, sets...)
		s.Eliminations = append([]Candidate(nil), elims...)
		finish(&s, "")
		for i := 1; i < len(path); i++ {
			s.Links = append(s.Links, rccLink(g, sets[i-1], sets[i], rccPath[i-1]))
		}
		var via strings.Builder
		for i, name := range names {
			if i > 0 {
				fmt.Fprintf(&via, " -%c- ", ValueChar(rccPath[i-1]))
			}
			via.WriteString(name)
		}
		s.Explanation = fmt.Sprintf("%s %s: the first set or the last holds %s, so %s.",
			t.name, via.String(), valueOrWords(zs), removalWords(s.Eliminations))
		if !yield(s) {
			stopped = true
		}
	}

	var extend func()
	extend = func() {
		if stopped || budget <= 0 || total <= 0 {
			return
		}
		budget--
		total--
		if len(path) == length {
			check()
			return
		}
		cur := path[len(path)-1]
		for _, e := range ag.adj[cur] {
			if inPath[e.to] {
				continue
			}
			if len(path) == length-1 && len(path) >= 2 && ag.sets[e.to].cands&useful[len(path)-2] == 0 {
				continue // the last set must hold a value z that removes something
			}
			// (A plain bit loop: this is the search's innermost loop.)
			for m := uint64(e.rcc); m != 0; m &= m - 1 {
				x := bits.TrailingZeros64(m) + 1
				if len(rccPath) > 0 && rccPath[len(rccPath)-1] == x {
					continue
				}
				if len(path) == 1 {
					// The values z of the first set (other than x) that some
					// cell outside it could lose.
					first := &ag.sets[path[0]]
					useful[0] = 0
					for zm := uint64(first.cands.Without(x)); zm != 0; zm &= zm - 1 {
						z := bits.TrailingZeros64(zm) + 1
						if first.seeAll[z-1].intersects(zCells[z-1]) {
							useful[0] = useful[0].With(z)
						}
					}
					if useful[0] == 0 {
						continue
					}
				} else {
					useful[len(path)-1] = useful[len(path)-2]
				}
				path = append(path, e.to)
				rccPath = append(rccPath, x)
				inPath[e.to] = true
				extend()
				inPath[e.to] = false
				path = path[:len(path)-1]
				rccPath = rccPath[:len(rccPath)-1]
				if stopped {
					return
				}
			}
		}
	}
	// Shorter chains first: search each length in turn.
	for length = minLen; length <= maxLen; length++ {
		for start := range ag.sets {
			path = append(path[:0], start)
			rccPath = rccPath[:0]
			inPath[start] = true
			budget = alsChainBudget
			extend()
			inPath[start] = false
			if stopped {
				return
			}
		}
	}
}
