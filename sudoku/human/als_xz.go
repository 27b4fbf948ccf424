package human

import (
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// alsFamily is the family of the almost locked set techniques.
const alsFamily = "Almost Locked Sets"

// ALSXZ is the ALS-XZ rule: two almost locked sets A and B share a restricted
// common candidate x, so x is in at most one of them and the other is locked.
// Either way a second common value z lies in A or in B, so cells seeing every
// z of both lose z. With two restricted common candidates (doubly linked)
// both sets are locked and remove even more.
var ALSXZ = &Technique{
	Name: "ALS-XZ", Family: alsFamily, Code: "0901", SE: 7.5, Score: 300,
	Find: findALSXZ,
}

func findALSXZ(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	ag := sharedALSGraph(g)
	sets := ag.sets
	targets := newCellSet(len(g.Cands))
	var elims []trace.Candidate
	for i := range sets {
		for _, e := range ag.adj[i] {
			if e.to < i {
				continue // each pair once
			}
			a, b, rc := &sets[i], &sets[e.to], e.rcc
			common := a.cands & b.cands
			if common.Count() < 2 {
				continue
			}
			elims = elims[:0]
			doubly := rc.Count() >= 2 && !a.set.intersects(b.set)
			if doubly {
				// Each RCC is in exactly one set; every other value of a set
				// is locked in it.
				for x := range rc.All() {
					targets.copyFrom(a.seeAll[x-1])
					targets.and(b.seeAll[x-1])
					targets.andNot(b.set)
					elims = candidatesIn(g, targets, x, elims)
				}
				for _, s := range []*alsSet{a, b} {
					for d := range (s.cands &^ rc).All() {
						elims = candidatesIn(g, s.seeAll[d-1], d, elims)
					}
				}
			} else {
				for z := range (common &^ rc).All() {
					targets.copyFrom(a.seeAll[z-1])
					targets.and(b.seeAll[z-1])
					targets.andNot(a.set)
					targets.andNot(b.set)
					elims = candidatesIn(g, targets, z, elims)
				}
			}
			if len(elims) == 0 {
				continue
			}
			x := rc.Min()
			s := alsStep(stepName{"ALS-XZ", alsFamily}, g, a, b)
			s.Eliminations = append([]trace.Candidate(nil), elims...)
			finish(&s, "")
			for d := range rc.All() {
				s.Links = append(s.Links, rccLink(g, a, b, d))
			}
			if doubly {
				s.Explanation = tr("ALS-XZ (doubly linked): the almost locked sets %[1]s and %[2]s share the restricted common candidates %[3]s, so both are locked; %[4]s.",
					alsName(geo, a), alsName(geo, b), valueWords(rc), removalWords(s.Eliminations))
			} else {
				s.Explanation = tr("ALS-XZ: %[1]c can be in only one of the almost locked sets %[2]s and %[3]s, so the other is locked and one of them holds %[4]s; %[5]s.",
					sudoku.ValueChar(x), alsName(geo, a), alsName(geo, b), valueOrWords(common&^rc), removalWords(s.Eliminations))
			}
			if !yield(s) {
				return
			}
		}
	}
}

// valueOrWords returns "3 or 7" for the set {3,7}.
func valueOrWords(vs sudoku.Values) string {
	var words []string
	for v := range vs.All() {
		words = append(words, string(sudoku.ValueChar(v)))
	}
	return orList(words)
}
