package human

import (
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// NestedForcingNet is the final resort: a forcing net contradiction in which
// the propagation may itself use forcing nets. Assume a candidate; follow the
// singles; then, inside that assumption, remove every candidate whose own
// assumption breaks down, follow the singles again, and so on. If the
// assumption still ends in a clash, it was false.
//
// Level 1 (nets inside a net, "trial and error of depth 2") settles every
// known puzzle with one solution; level 2 is tried only when level 1 finds
// nothing. The work is bounded (nestedBudget assumptions per call), so on a
// grid with several solutions, where some candidates can never be refuted,
// the finder gives up in about a second instead of searching forever.
var NestedForcingNet = &Technique{
	Name: "Nested Forcing Net", Family: forcingFamily, Code: "", SE: 10.0, Score: 1000,
	Find: findNestedForcingNet,
}

// nestedMaxLevel and nestedBudget bound the search: the deepest nesting
// tried, and the assumptions one call may make.
const (
	nestedMaxLevel = 2
	nestedBudget   = 200000
)

// nester holds one scratch state per nesting level and the work left.
type nester struct {
	g      *trace.Grid
	levels []*netState
	budget int
}

func (ns *nester) level(k int) *netState {
	for len(ns.levels) <= k {
		st := newNetState(ns.g, false)
		st.record = false
		ns.levels = append(ns.levels, st)
	}
	return ns.levels[k]
}

// refute reports whether the propagated state st, at nesting depth, leads to
// a contradiction.
func (ns *nester) refute(st *netState, depth int) bool {
	if st.broken {
		return true
	}
	if depth == 0 {
		return false
	}
	for changed := true; changed; {
		changed = false
		for size := 2; size <= ns.g.Geo.N; size++ {
			for c, cs := range st.cands {
				if st.values[c] != 0 || cs.Count() != size {
					continue
				}
				for v := range cs.All() {
					if !st.cands[c].Has(v) {
						continue
					}
					if ns.budget <= 0 {
						return false
					}
					ns.budget--
					child := ns.level(depth - 1)
					child.loadFrom(st)
					child.assume(c, v, true)
					if !ns.refute(child, depth-1) {
						continue
					}
					st.eliminate(c, v, -1)
					st.run()
					if st.broken {
						return true
					}
					changed = true
				}
			}
		}
	}
	return false
}

func findNestedForcingNet(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	ns := &nester{g: g, budget: nestedBudget}
	for depth := 1; depth <= nestedMaxLevel && ns.budget > 0; depth++ {
		found := false
		top := newNetState(g, false)
		top.record = false
		for cell, cs := range g.Cands {
			if g.Values[cell] != 0 {
				continue
			}
			for v := range cs.All() {
				if ns.budget <= 0 {
					return
				}
				top.reset()
				top.assume(cell, v, true)
				// Scratch levels below depth are used by the recursion.
				if !ns.refute(top, depth) {
					continue
				}
				found = true
				s := trace.Step{Technique: "Nested Forcing Net", Family: forcingFamily,
					Eliminations: []trace.Candidate{cand(g, cell, v)},
					Cells:        []sudoku.Pos{geo.Pos(cell)},
					Highlights:   []trace.Candidate{cand(g, cell, v)},
				}
				finish(&s, "")
				s.Explanation = tr("Nested forcing net (level %[1]d): if %[2]s were %[3]c, then after removing every candidate that breaks down on its own, the grid would still break down, so remove %[3]c from %[2]s.",
					depth, geo.Pos(cell), sudoku.ValueChar(v))
				if !yield(s) {
					return
				}
			}
		}
		if found {
			return
		}
	}
}
