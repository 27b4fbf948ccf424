package human

import (
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Techniques whose pattern lies in one house — naked and hidden subsets,
// pointing, claiming — find the same nothing in a house as long as its
// candidates stay as they were: the pattern is read from that house alone,
// and what it could remove elsewhere only shrinks as candidates go. So a
// solve also counts the changes of each house (see valueSkip) and asks such
// a technique only about the houses that changed since it last found
// nothing there.

// houseSet is a set of house indices; a board has at most 3·64 houses.
type houseSet [3]uint64

func (s *houseSet) add(h int)      { s[h/64] |= 1 << uint(h%64) }
func (s *houseSet) has(h int) bool { return s[h/64]&(1<<uint(h%64)) != 0 }

// allHouses returns every house of geo.
func allHouses(geo *trace.Geometry) houseSet {
	var s houseSet
	for h := range geo.Houses {
		s.add(h)
	}
	return s
}

// houseFinder finds the steps of a one-house technique among the houses in
// only, in the order the technique's Find yields them.
type houseFinder func(g *trace.Grid, only *houseSet, yield func(trace.Step) bool)

// oneHouse makes t a one-house technique searched by f: its Find searches
// every house.
func oneHouse(t *Technique, f houseFinder) *Technique {
	t.houses = f
	t.Find = func(g *trace.Grid, yield func(trace.Step) bool) {
		all := allHouses(g.Geo)
		f(g, &all, yield)
	}
	return t
}

// firstInHouses is valueSkip.first for a one-house technique.
func (s *valueSkip) firstInHouses(t *Technique, g *trace.Grid) (trace.Step, bool) {
	seen := s.nothingIn[t]
	if seen == nil {
		seen = make([]uint32, len(s.houseChanges))
		s.nothingIn[t] = seen
	}
	var only houseSet
	none := true
	for h, n := range s.houseChanges {
		if seen[h] != n+1 {
			only.add(h)
			none = false
		}
	}
	if none {
		return trace.Step{}, false
	}
	k := takeFirst()
	t.houses(g, &only, k.yield)
	found, ok := k.result()
	if !ok {
		for h, n := range s.houseChanges {
			if only.has(h) {
				seen[h] = n + 1
			}
		}
	}
	return found, ok
}
