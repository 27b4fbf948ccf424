package human

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// This file holds the propagation engine of the forcing chains and nets: it
// assumes one candidate true (or false) on a scratch copy of the pencil
// marks and follows the singles that result, remembering for every fact the
// fact that triggered it, until nothing more follows or two facts clash.
//
// In chain mode only binary implications are followed: a cell gets its last
// value only if it had two candidates in the grid, and a house places a
// value only if it had two places for it; each fact then has one cause, and
// the facts form chains. In net mode every single counts, so a fact may need
// several earlier ones (the net).

// netFact is one derived fact: value v placed in (place) or removed from cell.
type netFact struct {
	cell, v int
	place   bool
	parent  int32 // index of the fact that caused it, -1 for the assumption
}

// netState is the scratch state of one propagation.
type netState struct {
	g      *trace.Grid
	chain  bool // chain mode: only binary implications
	record bool // keep facts (for explanations); off inside nested searches
	values []int
	cands  []sudoku.Values
	facts  []netFact
	queue  []netFact // pending placements

	broken     bool     // a contradiction was reached
	brokenWhy  netClash // what went wrong
	brokenFact int32    // the fact that caused it
}

// A netClash is the contradiction a propagation ran into: a cell that
// cannot take its value, a cell without candidates or a house without a
// place for a value. It is put into words only for the step explained
// (words), not each time a branch breaks.
type netClash struct {
	kind  uint8 // clashValue, clashCell or clashHouse
	at, v int   // the cell (or the house) and the value
}

const (
	clashValue = iota + 1 // the cell at cannot be v
	clashCell             // the cell at has no candidate left
	clashHouse            // the house at has no place left for v
)

// words says what went wrong: "r3c4 has no candidate left".
func (c netClash) words(geo *trace.Geometry) string {
	switch c.kind {
	case clashValue:
		return tr("%[1]s cannot be %[2]c", geo.Pos(c.at), sudoku.ValueChar(c.v))
	case clashCell:
		return tr("%[1]s has no candidate left", geo.Pos(c.at))
	}
	return tr("%[1]s has no place left for %[2]c", houseIn(geo.HouseRef(c.at)), sudoku.ValueChar(c.v))
}

func newNetState(g *trace.Grid, chain bool) *netState {
	return &netState{
		g: g, chain: chain, record: true,
		values: make([]int, len(g.Values)),
		cands:  make([]sudoku.Values, len(g.Cands)),
	}
}

// reset loads the grid's marks into the scratch state.
func (st *netState) reset() {
	copy(st.values, st.g.Values)
	copy(st.cands, st.g.Cands)
	st.facts = st.facts[:0]
	st.queue = st.queue[:0]
	st.broken, st.brokenWhy, st.brokenFact = false, netClash{}, -1
}

// loadFrom copies another state's marks (for nested searches).
func (st *netState) loadFrom(o *netState) {
	copy(st.values, o.values)
	copy(st.cands, o.cands)
	st.facts = st.facts[:0]
	st.queue = st.queue[:0]
	st.broken, st.brokenWhy, st.brokenFact = false, netClash{}, -1
}

func (st *netState) fail(why netClash, cause int32) {
	if !st.broken {
		st.broken, st.brokenWhy, st.brokenFact = true, why, cause
	}
}

// addFact records a fact and returns its index.
func (st *netState) addFact(f netFact) int32 {
	if !st.record {
		return -1
	}
	st.facts = append(st.facts, f)
	return int32(len(st.facts) - 1)
}

// assume makes cell=v true (on) or false, then propagates.
func (st *netState) assume(cell, v int, on bool) {
	if on {
		st.queue = append(st.queue, netFact{cell: cell, v: v, place: true, parent: -1})
	} else {
		st.eliminate(cell, v, -1)
	}
	st.run()
}

// run places the pending values until none are left or the state breaks.
func (st *netState) run() {
	for head := 0; head < len(st.queue) && !st.broken; head++ {
		f := st.queue[head]
		st.place(f.cell, f.v, f.parent)
	}
	st.queue = st.queue[:0]
}

// place puts v in cell and removes what it rules out.
func (st *netState) place(cell, v int, parent int32) {
	geo := st.g.Geo
	if st.values[cell] == v {
		return
	}
	if st.values[cell] != 0 || !st.cands[cell].Has(v) {
		st.fail(netClash{clashValue, cell, v}, parent)
		return
	}
	id := st.addFact(netFact{cell: cell, v: v, place: true, parent: parent})
	others := st.cands[cell].Without(v)
	st.values[cell] = v
	st.cands[cell] = 0
	for e := range others.All() {
		st.afterRemoval(cell, e, id)
		if st.broken {
			return
		}
	}
	for _, p := range geo.Peers[cell] {
		if st.cands[p].Has(v) {
			st.eliminate(p, v, id)
			if st.broken {
				return
			}
		}
	}
}

// eliminate removes v from cell and looks for the singles that follow.
func (st *netState) eliminate(cell, v int, parent int32) {
	if !st.cands[cell].Has(v) {
		return
	}
	st.cands[cell] = st.cands[cell].Without(v)
	id := st.addFact(netFact{cell: cell, v: v, parent: parent})
	left := st.cands[cell]
	switch left.Count() {
	case 0:
		st.fail(netClash{kind: clashCell, at: cell}, id)
		return
	case 1:
		if !st.chain || st.g.Cands[cell].Count() == 2 {
			w, _ := left.Single()
			st.queue = append(st.queue, netFact{cell: cell, v: w, place: true, parent: id})
		}
	}
	st.afterRemoval(cell, v, id)
}

// afterRemoval checks the houses of cell for the last place of v.
func (st *netState) afterRemoval(cell, v int, id int32) {
	geo := st.g.Geo
	for _, h := range geo.CellHouses[cell] {
		last, count := -1, 0
		for _, c := range geo.Houses[h] {
			if st.values[c] == v {
				count = -1
				break
			}
			if st.cands[c].Has(v) {
				count++
				last = c
			}
		}
		switch {
		case count == 0:
			st.fail(netClash{clashHouse, h, v}, id)
			return
		case count == 1:
			if st.chain && placesIn(st.g, h, v) != 2 {
				continue
			}
			st.queue = append(st.queue, netFact{cell: last, v: v, place: true, parent: id})
		}
	}
}

// placesIn counts the places of v in house h of the grid.
func placesIn(g *trace.Grid, h, v int) int {
	n := 0
	for _, c := range g.Geo.Houses[h] {
		if g.Cands[c].Has(v) {
			n++
		}
	}
	return n
}

// trail returns the facts leading to fact i, from the assumption on.
func (st *netState) trail(i int32) []netFact {
	var out []netFact
	for ; i >= 0; i = st.facts[i].parent {
		out = append(out, st.facts[i])
	}
	for a, b := 0, len(out)-1; a < b; a, b = a+1, b-1 {
		out[a], out[b] = out[b], out[a]
	}
	return out
}

// trailWords writes facts in Eureka style: "(5)r1c2-(5)r1c7=(3)r1c7".
// A placement is written after "=", a removal after "-".
func trailWords(geo *trace.Geometry, facts []netFact) string {
	var b []byte
	for i, f := range facts {
		if i > 0 {
			if f.place {
				b = append(b, '=')
			} else {
				b = append(b, '-')
			}
		}
		b = fmt.Appendf(b, "(%c)%s", sudoku.ValueChar(f.v), geo.Pos(f.cell))
	}
	return string(b)
}

// trailLinks turns facts into links: a placement causing a removal is a weak
// link, a removal causing a placement a strong one.
func trailLinks(geo *trace.Geometry, facts []netFact) []trace.Link {
	var out []trace.Link
	for i := 1; i < len(facts); i++ {
		a, b := facts[i-1], facts[i]
		out = append(out, trace.Link{
			From:   []trace.Candidate{{Pos: geo.Pos(a.cell), Value: a.v}},
			To:     []trace.Candidate{{Pos: geo.Pos(b.cell), Value: b.v}},
			Strong: b.place,
		})
	}
	return out
}
