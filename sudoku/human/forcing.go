package human

import (
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Forcing chains and nets are the last resort of the step solver: assume a
// candidate and follow what it forces.
//
//   - Contradiction: if assuming r1c2=5 forces a clash (a cell without
//     candidates, a value without a place in a house, two values for one
//     cell), r1c2 is not 5. Assuming r1c2≠5 and reaching a clash places 5.
//   - Verity: if every candidate of a cell (or every place of a value in a
//     house) forces the same fact, that fact is true.
//
// Chains follow only binary implications (bivalue cells, conjugate pairs);
// nets follow every single. Both are bounded by the grid: each propagation
// places each cell at most once.

const forcingFamily = "Forcing Chains and Nets"

// ForcingChainContradiction removes (or places) a candidate whose assumption
// leads, through chains of binary implications, to a contradiction.
var ForcingChainContradiction = forcing(&Technique{
	Name: "Forcing Chain Contradiction", Family: forcingFamily, Code: "1301", SE: 8.0, Score: 500,
}, findForcingContradiction, true)

// ForcingChainVerity proves a fact that every candidate of a cell, or every
// place of a value in a house, forces through binary implications.
var ForcingChainVerity = forcing(&Technique{
	Name: "Forcing Chain Verity", Family: forcingFamily, Code: "1302", SE: 8.0, Score: 500,
}, findForcingVerity, true)

// ForcingNetContradiction is a forcing chain contradiction that may use any
// single (a net): a fact may follow from several earlier ones.
var ForcingNetContradiction = forcing(&Technique{
	Name: "Forcing Net Contradiction", Family: forcingFamily, Code: "1303", SE: 8.5, Score: 700,
}, findForcingContradiction, false)

// ForcingNetVerity is a forcing chain verity that may use any single.
var ForcingNetVerity = forcing(&Technique{
	Name: "Forcing Net Verity", Family: forcingFamily, Code: "1304", SE: 8.5, Score: 700,
}, findForcingVerity, false)

// forcing makes t the forcing technique that find finds, following only
// binary implications when chain (else every single), its steps named
// after t.
func forcing(t *Technique, find func(g *trace.Grid, chain bool, name stepName, yield func(trace.Step) bool), chain bool) *Technique {
	t.Find = func(g *trace.Grid, yield func(trace.Step) bool) {
		find(g, chain, stepName{t.Name, t.Family}, yield)
	}
	return t
}

// findForcingContradiction tries every candidate true (and, in cells with
// more than two candidates, false) and reports the clashes.
func findForcingContradiction(g *trace.Grid, chain bool, t stepName, yield func(trace.Step) bool) {
	st := newNetState(g, chain)
	geo := g.Geo
	batch := newStepBatch(forcingBatch, yield)
	for cell, cs := range g.Cands {
		if g.Values[cell] != 0 {
			continue
		}
		for v := range cs.All() {
			for _, on := range []bool{true, false} {
				if !on && cs.Count() == 2 {
					continue // same as assuming the other candidate
				}
				st.reset()
				st.assume(cell, v, on)
				if !st.broken {
					continue
				}
				s := trace.Step{Technique: t.name, Family: t.family}
				facts := st.trail(st.brokenFact)
				s.Links = trailLinks(geo, facts)
				s.Cells = []sudoku.Pos{geo.Pos(cell)}
				for _, f := range facts {
					s.Highlights = appendCand(s.Highlights, geo, f.cell, f.v)
				}
				if on {
					s.Eliminations = []trace.Candidate{cand(g, cell, v)}
				} else {
					s.Placements = []trace.Candidate{cand(g, cell, v)}
				}
				finish(&s, "")
				name, pos, vc, why := LocalName(t.name), geo.Pos(cell), sudoku.ValueChar(v), st.brokenWhy.words(geo)
				switch {
				case on && len(facts) > 1:
					s.Explanation = tr("%[1]s: if %[2]s were %[3]c, then %[4]s, and %[5]s, which is impossible; so %[6]s.",
						name, pos, vc, trailWords(geo, facts), why, actionWords(&s))
				case on:
					s.Explanation = tr("%[1]s: if %[2]s were %[3]c, %[4]s, which is impossible; so %[5]s.",
						name, pos, vc, why, actionWords(&s))
				case len(facts) > 1:
					s.Explanation = tr("%[1]s: if %[2]s were not %[3]c, then %[4]s, and %[5]s, which is impossible; so %[6]s.",
						name, pos, vc, trailWords(geo, facts), why, actionWords(&s))
				default:
					s.Explanation = tr("%[1]s: if %[2]s were not %[3]c, %[4]s, which is impossible; so %[5]s.",
						name, pos, vc, why, actionWords(&s))
				}
				if !batch.add(s) {
					return
				}
			}
		}
	}
	batch.flush()
}

// forcingBatch is how many contradictions are gathered before the shortest
// is handed out.
const forcingBatch = 8

// maxVerityBranches bounds the branches of a verity (cells or places).
const maxVerityBranches = 4

// branchResult is the marks after assuming one candidate.
type branchResult struct {
	values []int
	cands  []sudoku.Values
	broken bool
}

// findForcingVerity looks for facts forced by every candidate of a cell or
// every place of a value in a house.
func findForcingVerity(g *trace.Grid, chain bool, t stepName, yield func(trace.Step) bool) {
	geo := g.Geo
	n := geo.N
	st := newNetState(g, chain)
	st.record = false
	results := make([]*branchResult, len(g.Cands)*n)
	branch := func(cell, v int) *branchResult {
		k := cell*n + v - 1
		if results[k] == nil {
			st.reset()
			st.assume(cell, v, true)
			results[k] = &branchResult{
				values: append([]int(nil), st.values...),
				cands:  append([]sudoku.Values(nil), st.cands...),
				broken: st.broken,
			}
		}
		return results[k]
	}
	seen := map[string]bool{}
	var cells []int
	var vals []int
	tryBranches := func(what verityBranches) bool {
		rs := make([]*branchResult, len(cells))
		for i := range cells {
			rs[i] = branch(cells[i], vals[i])
			if rs[i].broken {
				return true // a contradiction: left to the contradiction finder
			}
		}
		s := trace.Step{Technique: t.name, Family: t.family}
		for c := range g.Cands {
			if g.Values[c] != 0 {
				continue
			}
			v := rs[0].values[c]
			same := v != 0
			for _, r := range rs[1:] {
				same = same && r.values[c] == v
			}
			if same {
				s.Placements = append(s.Placements, cand(g, c, v))
			}
		}
		if len(s.Placements) == 0 {
			for c, cs := range g.Cands {
				for d := range cs.All() {
					gone := true
					for _, r := range rs {
						gone = gone && !r.cands[c].Has(d) && r.values[c] != d
					}
					if gone {
						s.Eliminations = append(s.Eliminations, cand(g, c, d))
					}
				}
			}
		}
		if len(s.Placements) == 0 && len(s.Eliminations) == 0 {
			return true
		}
		finish(&s, "")
		key := candKey(s.Placements) + "|" + candKey(s.Eliminations)
		if seen[key] {
			return true
		}
		seen[key] = true
		verityDetails(g, chain, &s, cells, vals, what)
		return yield(s)
	}
	// Cells: every candidate of the cell.
	for c, cs := range g.Cands {
		if g.Values[c] != 0 || cs.Count() < 2 || cs.Count() > maxVerityBranches {
			continue
		}
		cells, vals = cells[:0], vals[:0]
		for v := range cs.All() {
			cells = append(cells, c)
			vals = append(vals, v)
		}
		if !tryBranches(verityBranches{cell: c, house: -1}) {
			return
		}
	}
	// Houses: every place of a value.
	for h, hc := range geo.Houses {
		for v := 1; v <= n; v++ {
			cells, vals = cells[:0], vals[:0]
			for _, c := range hc {
				if g.Cands[c].Has(v) {
					cells = append(cells, c)
					vals = append(vals, v)
				}
			}
			if len(cells) < 2 || len(cells) > maxVerityBranches {
				continue
			}
			if !tryBranches(verityBranches{cell: -1, house: h, v: v, places: cells}) {
				return
			}
		}
	}
}

// verityBranches says what a verity branches on: every candidate of a cell,
// or every place of value v in a house.
type verityBranches struct {
	cell   int   // the cell, or -1
	house  int   // the house, or -1
	v      int   // the value placed in the house
	places []int // its places there
}

// verityDetails adds cells, links and the sentence of a verity step: the
// trail of each branch to the first conclusion.
func verityDetails(g *trace.Grid, chain bool, s *trace.Step, cells, vals []int, what verityBranches) {
	geo := g.Geo
	target := trace.Candidate{}
	place := len(s.Placements) > 0
	if place {
		target = s.Placements[0]
	} else {
		target = s.Eliminations[0]
	}
	st := newNetState(g, chain)
	var trails []string
	for i := range cells {
		st.reset()
		st.assume(cells[i], vals[i], true)
		s.Cells = appendPos(s.Cells, geo.Pos(cells[i]))
		tc := geo.Index(target.Pos)
		for k := len(st.facts) - 1; k >= 0; k-- {
			f := st.facts[k]
			if f.cell == tc && f.v == target.Value && f.place == place ||
				(!place && f.place && f.cell == tc && f.v != target.Value) {
				facts := st.trail(int32(k))
				s.Links = append(s.Links, trailLinks(geo, facts)...)
				for _, f := range facts {
					s.Highlights = appendCand(s.Highlights, geo, f.cell, f.v)
				}
				trails = append(trails, trailWords(geo, facts))
				break
			}
		}
	}
	trail := ""
	for k, t := range trails {
		if k == 0 {
			trail = t
		} else {
			trail = tr("%[1]s; %[2]s", trail, t)
		}
	}
	name, tc, tv, action := LocalName(s.Technique), target.Pos, sudoku.ValueChar(target.Value), actionWords(s)
	switch {
	case what.cell >= 0 && place:
		s.Explanation = tr("%[1]s: whichever of %[2]s %[3]s holds, %[4]s is %[5]c (%[6]s), so %[7]s.",
			name, valueOrWords(g.Cands[what.cell]), geo.Pos(what.cell), tc, tv, trail, action)
	case what.cell >= 0:
		s.Explanation = tr("%[1]s: whichever of %[2]s %[3]s holds, %[4]s is not %[5]c (%[6]s), so %[7]s.",
			name, valueOrWords(g.Cands[what.cell]), geo.Pos(what.cell), tc, tv, trail, action)
	case place:
		s.Explanation = tr("%[1]s: wherever %[2]c goes in %[3]s (%[4]s), %[5]s is %[6]c (%[7]s), so %[8]s.",
			name, sudoku.ValueChar(what.v), houseIn(geo.HouseRef(what.house)), cellWords(positions(g, what.places)), tc, tv, trail, action)
	default:
		s.Explanation = tr("%[1]s: wherever %[2]c goes in %[3]s (%[4]s), %[5]s is not %[6]c (%[7]s), so %[8]s.",
			name, sudoku.ValueChar(what.v), houseIn(geo.HouseRef(what.house)), cellWords(positions(g, what.places)), tc, tv, trail, action)
	}
}

func appendPos(ps []sudoku.Pos, p sudoku.Pos) []sudoku.Pos {
	if containsPos(ps, p) {
		return ps
	}
	return append(ps, p)
}
