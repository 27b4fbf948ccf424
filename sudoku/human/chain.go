package human

import (
	"math/bits"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Chain techniques: X-Chain, XY-Chain, nice loops and AICs, plain and
// grouped. They all walk the link graph of chain_graph.go; they differ in the
// nodes and links they may use and in how the chain ends.

// XChain is an alternating chain on one value: one of its two ends holds the
// value, so cells seeing both ends lose it.
var XChain = oneValue(&Technique{
	Name: "X-Chain", Family: chainFamily, Code: "0701", SE: 6.6, Score: 260,
}, func(g *trace.Grid, only sudoku.Values, yield func(trace.Step) bool) {
	// One graph holds the values asked about: without links inside
	// cells, a chain never leaves its value, so each is searched alone.
	lg := pooledLinkGraph(g, graphOptions{noCells: true, digits: only})
	defer lg.recycle()
	for d := range only.All() {
		if !findChainsOf(lg, chainAIC, false, d, stepName{"X-Chain", chainFamily}, yield) {
			return
		}
	}
})

// XYChain is a chain of bivalue cells: the value left over at one end or the
// other is true, so cells seeing both ends lose it.
var XYChain = &Technique{
	Name: "XY-Chain", Family: chainFamily, Code: "0702", SE: 6.6, Score: 260,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) {
		lg := pooledLinkGraph(g, graphOptions{xyOnly: true})
		defer lg.recycle()
		findChains(lg, chainXY, false, stepName{"XY-Chain", chainFamily}, yield)
	},
}

// NiceLoop is a continuous nice loop: a closed alternating chain, in which
// every weak link must also be strong, so each weak link removes candidates.
var NiceLoop = &Technique{
	Name: "Continuous Nice Loop", Family: chainFamily, Code: "0706", SE: 7.0, Score: 280,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) {
		findSharedChains(g, graphOptions{}, chainLoop, false, stepName{"Continuous Nice Loop", chainFamily}, yield)
	},
}

// DiscontinuousNiceLoop is a loop that fails at one candidate: assuming the
// candidate leads back to a contradiction (it is removed) or its denial leads
// back to it (it is placed).
var DiscontinuousNiceLoop = &Technique{
	Name: "Discontinuous Nice Loop", Family: chainFamily, Code: "0707", SE: 7.0, Score: 280,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) {
		findSharedChains(g, graphOptions{}, chainDiscontinuous, false, stepName{"Discontinuous Nice Loop", chainFamily}, yield)
	},
}

// AIC is an alternating inference chain between two different cells: one of
// its ends is true, so candidates that contradict both ends go.
var AIC = &Technique{
	Name: "AIC", Family: chainFamily, Code: "0708", SE: 7.0, Score: 280,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) {
		findSharedChains(g, graphOptions{}, chainAIC, false, stepName{"AIC", chainFamily}, yield)
	},
}

// groupedOptions are the graph options of the grouped chains: group nodes and
// almost locked sets.
var groupedOptions = graphOptions{groups: true, als: true, maxALS: 5}

// GroupedNiceLoop is a continuous nice loop that may use groups and almost
// locked sets as nodes.
var GroupedNiceLoop = &Technique{
	Name: "Grouped Continuous Nice Loop", Family: chainFamily, Code: "0709", SE: 7.3, Score: 300,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) {
		findSharedChains(g, groupedOptions, chainLoop, true, stepName{"Grouped Continuous Nice Loop", chainFamily}, yield)
	},
}

// GroupedDiscontinuousNiceLoop is a discontinuous nice loop that may use
// groups and almost locked sets as nodes.
var GroupedDiscontinuousNiceLoop = &Technique{
	Name: "Grouped Discontinuous Nice Loop", Family: chainFamily, Code: "0710", SE: 7.3, Score: 300,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) {
		findSharedChains(g, groupedOptions, chainDiscontinuous, true, stepName{"Grouped Discontinuous Nice Loop", chainFamily}, yield)
	},
}

// GroupedAIC is an AIC that may use groups and almost locked sets as nodes.
var GroupedAIC = &Technique{
	Name: "Grouped AIC", Family: chainFamily, Code: "0711", SE: 7.3, Score: 300,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) {
		findSharedChains(g, groupedOptions, chainAIC, true, stepName{"Grouped AIC", chainFamily}, yield)
	},
}

// chainFamily is the family of the chain techniques.
const chainFamily = "Chains and Loops"

// chainKind is the shape of chain a finder reports.
type chainKind int

const (
	chainAIC           chainKind = iota // open chain between two cells
	chainXY                             // open chain of bivalue cells, same value at both ends
	chainLoop                           // continuous nice loop
	chainDiscontinuous                  // discontinuous nice loop
)

// findChains yields every chain of the kind in lg that removes or places
// something, shortest first; of chains with the same effect only the
// shortest is kept. With grouped set, only chains using a group or ALS node
// count. It returns false when yield asked to stop.
func findChains(lg *linkGraph, kind chainKind, grouped bool, t stepName, yield func(trace.Step) bool) bool {
	return findChainsOf(lg, kind, grouped, 0, t, yield)
}

// findChainsOf is findChains for the chains starting at a node of value
// digit, or at any node when digit is 0.
func findChainsOf(lg *linkGraph, kind chainKind, grouped bool, digit int, t stepName, yield func(trace.Step) bool) bool {
	cs := newChainSearch(lg)
	defer cs.release()
	// Discontinuous loops leave the forced exits of ALS nodes out: walking
	// them makes these searches up to 75% slower on hard states, and
	// HoDoKu's discontinuous loops (its regression library) need none.
	if kind == chainDiscontinuous {
		cs.leaveOutExits()
	}
	batch := newStepBatch(chainBatch, yield)
	var elims []trace.Candidate
	cs.closes = resize(cs.closes, len(lg.nodes))
	closes := cs.closes // weak neighbours of the start
	clear(closes)
	closeMark := uint32(0)
	var comp []int32
	if (kind == chainLoop || kind == chainDiscontinuous) && keepToComponents {
		comp = lg.components() // a loop keeps to its start's component
	}
	for start := range lg.nodes {
		startNode := &lg.nodes[start]
		if digit != 0 && startNode.digit != digit {
			continue
		}
		if startNode.kind == alsNode {
			continue // chains start at a candidate or a group
		}
		if kind == chainDiscontinuous && startNode.kind != candNode {
			continue
		}
		if kind == chainLoop || kind == chainDiscontinuous {
			closeMark++
			for _, o := range lg.weak[start] {
				closes[o] = closeMark
			}
		}
		// A walk meets each state once: a loop's stops when it has met
		// every weak neighbour of start it can close through.
		left := len(lg.nodes)
		if kind == chainLoop && comp != nil {
			if left = closersWithin(lg, comp, start); left == 0 {
				continue
			}
			c := comp[offState(start)]
			cs.within, cs.lo, cs.hi = comp, c, c
		}
		if kind == chainDiscontinuous {
			weakToStart := func(id int) bool { return closes[id] == closeMark }
			if !findDiscontinuous(cs, comp, start, weakToStart, grouped, t, batch) {
				return false
			}
			continue
		}
		cs.walkToTrue(start, grouped, func(st, end int, viaGroup bool) bool {
			if end == start {
				return true
			}
			endNode := &lg.nodes[end]
			switch kind {
			case chainXY:
				if endNode.digit != startNode.digit || end < start {
					return true
				}
			case chainAIC:
				if end < start || overlaps(startNode.cells, endNode.cells) {
					return true
				}
			case chainLoop:
				if closes[end] != closeMark {
					return true // the loop cannot close
				}
			}
			if kind != chainLoop && !lg.mayRemove(start, end) {
				return true // the ends see no candidate to remove
			}
			left--
			if grouped && !viaGroup {
				return left > 0
			}
			path := cs.path(st)
			if len(path) < 4 {
				return left > 0 // one strong link alone is a locked candidate, not a chain
			}
			elims = elims[:0]
			if kind == chainLoop {
				for i := 1; i < len(path); i++ {
					if path[i]&1 == 0 { // a weak link path[i-1] → path[i]
						elims = lg.orEliminations(path[i-1]/2, path[i]/2, elims)
					} else {
						a, b := path[i-1]/2, path[i]/2
						elims = lg.lockedALSEliminations(a, b, elims)
						elims = lg.forcedExitEliminations(a, b, elims)
						elims = lg.forcedExitEliminations(b, a, elims)
					}
				}
				elims = lg.orEliminations(end, start, elims)
				elims = lg.orEliminations(start, end, elims)
			} else {
				elims = lg.orEliminations(start, end, elims)
			}
			if len(elims) == 0 {
				return left > 0
			}
			sortByCell(elims)
			elims = slices.Compact(elims)
			links := len(path) - 1
			if kind == chainLoop {
				links++ // the weak link closing the loop
			}
			// The step is built only if the solver takes it.
			return batch.addLazy(elims, nil, links, chainBuilder(lg, t, kind, slices.Clone(path), slices.Clone(elims))) && left > 0
		})
		if batch.stopped {
			return false
		}
	}
	return batch.flush()
}

// keepToComponents lets the loop searches keep to components (see
// components); tests turn it off to check that this changes nothing.
var keepToComponents = true

// closersWithin counts the weak neighbours of start through which a loop
// can close: those whose on state lies in the component of start's off
// state.
func closersWithin(lg *linkGraph, comp []int32, start int) int {
	c := comp[offState(start)]
	count := 0
	for _, y := range lg.weak[start] {
		if comp[onState(int(y))] == c {
			count++
		}
	}
	return count
}

// chainBuilder returns the function that builds the step of an AIC, XY-chain
// or continuous nice loop along the states of path, removing elims.
func chainBuilder(lg *linkGraph, t stepName, kind chainKind, path []int, elims []trace.Candidate) func() trace.Step {
	return func() trace.Step {
		start, end := path[0]/2, path[len(path)-1]/2
		s := lg.chainStep(t, path, kind == chainLoop)
		s.Eliminations = elims
		finish(&s, "")
		chain := lg.eureka(path)
		switch kind {
		case chainLoop:
			s.Explanation = tr("%[1]s %[2]s: every weak link of the loop is also strong, so %[3]s.",
				LocalName(t.name), chain, removalWords(s.Eliminations))
		default:
			s.Explanation = tr("%[1]s %[2]s: %[3]s or %[4]s, so %[5]s.",
				LocalName(t.name), chain, lg.nodeTruth(start), lg.nodeTruth(end), removalWords(s.Eliminations))
		}
		s.Explanation = lg.withForcedExits(s.Explanation, path)
		return s
	}
}

// chainBatch is how many chains a finder gathers before it hands out the
// shortest: enough to prefer short chains, few enough to stop early.
const chainBatch = 16

// findDiscontinuous looks for discontinuous nice loops through candidate
// start (weakToStart tells its weak neighbours): "if start is true, start
// is false" removes it, "if start is false, start is true" places it, and
// "if start is false, another candidate of its cell is true" leaves the
// cell only those two values.
//
// A walk keeps to the components (see components) whose states can lie on
// its loops; a component reaching another has the larger number. Every
// loop but one closes back into the component of start's off state: the
// one that places start goes from its off state to its on state. So,
// assuming start false, the walk keeps to the components numbered from the
// smaller of its two states' up to the off state's. Assuming it true, the
// chain ends at the off state or at a weak neighbour's on state, which
// leads there: the walk keeps to the components from the off state's up to
// the on state's (for a start without strong links, see below).
func findDiscontinuous(cs *chainSearch, comp []int32, start int, weakToStart func(id int) bool, grouped bool, t stepName, batch *stepBatch) bool {
	lg := cs.lg
	geo := lg.g.Geo
	sn := &lg.nodes[start]
	cell := sn.cells[0]
	ok := true
	var cOff, cOn int32
	if cs.within = comp; comp != nil {
		cOff, cOn = comp[offState(start)], comp[onState(start)]
		cs.lo, cs.hi = min(cOn, cOff), cOff
	}
	// Assume the candidate is false. The walk ends at the candidates of
	// the cell, each met once: it stops when it has met them all.
	left := 0
	for m := uint64(lg.g.Cands[cell]); m != 0; m &= m - 1 {
		if lg.cand[cell*geo.N+bits.TrailingZeros64(m)] >= 0 {
			left++
		}
	}
	cs.walkToTrue(start, grouped, func(st, end int, viaGroup bool) bool {
		en := &lg.nodes[end]
		if en.kind != candNode || en.cells[0] != cell {
			return true
		}
		left--
		if grouped && !viaGroup {
			return left > 0
		}
		path := cs.path(st)
		path = slices.Clone(path)
		if end == start {
			place := []trace.Candidate{{Pos: geo.Pos(cell), Value: sn.digit}}
			ok = batch.addLazy(nil, place, len(path)-1, func() trace.Step {
				s := lg.chainStep(t, path, false)
				s.Placements = place
				s.Explanation = tr("%[1]s %[2]s: if %[3]s were not %[4]c it would be %[4]c, so place %[4]c in %[3]s.",
					LocalName(t.name), lg.eureka(path), geo.Pos(cell), sudoku.ValueChar(sn.digit))
				return s
			})
			return ok && left > 0
		}
		elims := lg.orEliminations(start, end, nil)
		if len(elims) == 0 {
			return left > 0
		}
		sortByCell(elims)
		elims = slices.Compact(elims)
		ok = batch.addLazy(elims, nil, len(path)-1, func() trace.Step {
			s := lg.chainStep(t, path, false)
			s.Eliminations = elims
			finish(&s, "")
			s.Explanation = tr("%[1]s %[2]s: %[3]s holds %[4]c or %[5]c, so %[6]s.",
				LocalName(t.name), lg.eureka(path), geo.Pos(cell), sudoku.ValueChar(sn.digit), sudoku.ValueChar(en.digit), removalWords(s.Eliminations))
			return s
		})
		return ok && left > 0
	})
	if !ok {
		return false
	}
	if cOn < cOff {
		return true // the on state cannot reach the off state
	}
	// Assuming start true, a chain ends at its off state or at the on
	// state of a weak neighbour, which leads to the off state — unless
	// start has no strong link: then no link leads to its off state.
	if comp != nil {
		cs.lo, cs.hi = cOff, cOn
		if len(cs.strong[start]) == 0 {
			cs.lo = cOn + 1
			for _, y := range lg.weak[start] {
				cs.lo = min(cs.lo, comp[onState(int(y))])
			}
		}
		if cs.lo > cs.hi {
			return true // no end can be reached
		}
	}
	// Assume the candidate is true. A chain that ends turning start off
	// passes a candidate Y weakly linked to start and on: the search
	// already took the loop closing at Y, of the same length, which is why
	// walkFrom may skip an off start without strong links. Every
	// contradiction removes start, and the first met is the shortest
	// (breadth first, an on state closes one link later but is met at an
	// even distance, an off state at an odd one): the walk stops there.
	if grouped {
		cs.startGroups(onState(start))
	}
	cs.walkFrom(onState(start), func(st int) bool {
		viaGroup := grouped && cs.noteGroups(st)
		end := st / 2
		contradiction := (st&1 == 0 && end == start) || (st&1 == 1 && weakToStart(end))
		if !contradiction {
			return true
		}
		if grouped && !viaGroup {
			return true
		}
		path := cs.path(st)
		path = slices.Clone(path)
		closing := st&1 == 1
		links := len(path) - 1
		if closing {
			links++
		}
		elims := []trace.Candidate{{Pos: geo.Pos(cell), Value: sn.digit}}
		ok = batch.addLazy(elims, nil, links, func() trace.Step {
			s := lg.chainStep(t, path, closing)
			s.Eliminations = elims
			s.Explanation = tr("%[1]s %[2]s: if %[3]s were %[4]c, then %[5]s, a contradiction, so remove %[4]c from %[3]s.",
				LocalName(t.name), lg.eureka(path), geo.Pos(cell), sudoku.ValueChar(sn.digit), lg.stateTruth(st))
			return s
		})
		return false
	})
	return ok
}

// stateTruth says in words what a state claims: its node is on ("r1c2 is
// 5") or off ("r1c2 is not 5").
func (lg *linkGraph) stateTruth(st int) string {
	if st&1 == 1 {
		return lg.nodeTruth(st / 2)
	}
	return lg.nodeFalse(st / 2)
}

func overlaps(a, b []int) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// lockedALSEliminations handles a strong link inside an ALS that is part of
// a continuous loop: in the loop exactly one of its two values is in the set,
// so the set is locked on all its other values, which leave every cell that
// sees all their places in the set.
func (lg *linkGraph) lockedALSEliminations(a, b int, out []trace.Candidate) []trace.Candidate {
	na, nb := &lg.nodes[a], &lg.nodes[b]
	if na.kind != alsNode || nb.kind != alsNode || na.als != nb.als {
		return out
	}
	set := &lg.als[na.als]
	for f := range set.cands.Without(na.digit).Without(nb.digit).All() {
		out = candidatesIn(lg.g, set.seeAll[f-1], f, out)
	}
	return out
}
