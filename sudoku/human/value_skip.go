package human

import (
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Techniques that look at one value at a time — fish, the single-digit
// patterns, colouring, X-Chains — find the same nothing again as long as
// that value's places stay as they were. Most steps of a solve touch one or
// two values, so a solve remembers, per technique and value, that the
// technique found nothing there, and asks the technique again only about
// the values whose places changed since.

// valueFinder finds the steps of a one-value technique among the values in
// only, in the order the technique's Find yields them.
type valueFinder func(g *trace.Grid, only sudoku.Values, yield func(trace.Step) bool)

// oneValue makes t a one-value technique searched by f: its Find searches
// every value.
func oneValue(t *Technique, f valueFinder) *Technique {
	t.values = f
	t.Find = func(g *trace.Grid, yield func(trace.Step) bool) { f(g, sudoku.AllValues(g.Geo.N), yield) }
	return t
}

// ownTechniques reports whether techs (nil: the registry) are all the
// package's own, whose Find and values search alike.
func ownTechniques(techs []*Technique) bool {
	own := registrySet()
	for _, t := range techs {
		if !own[t] {
			return false
		}
	}
	return true
}

var registrySet = sync.OnceValue(func() map[*Technique]bool {
	m := make(map[*Technique]bool, len(registry))
	for _, t := range registry {
		m[t] = true
	}
	return m
})

// valueSkip follows one grid through a solve: how often the places of
// each value, and the candidates of each house, changed, and where each
// one-value or one-house technique (see oneHouse) found nothing.
type valueSkip struct {
	prev    []sudoku.Values // the candidates when last synced
	changes []uint32        // changes[v]: how often v's places changed
	// nothing[t][v] is changes[v]+1 at the last time t found nothing
	// with v (0: never).
	nothing map[*Technique][]uint32
	// The same for houses and one-house techniques (see oneHouse).
	houseChanges []uint32
	nothingIn    map[*Technique][]uint32
}

// sync brings the change counts up to g, which is the grid of the previous
// sync with steps applied. A nil valueSkip does nothing.
func (s *valueSkip) sync(g *trace.Grid) {
	if s == nil {
		return
	}
	if s.prev == nil {
		s.prev = append([]sudoku.Values(nil), g.Cands...)
		s.changes = make([]uint32, g.Geo.N+1)
		s.nothing = map[*Technique][]uint32{}
		s.houseChanges = make([]uint32, len(g.Geo.Houses))
		s.nothingIn = map[*Technique][]uint32{}
		return
	}
	var changed sudoku.Values
	var houses houseSet
	for i, c := range g.Cands {
		if d := s.prev[i] ^ c; d != 0 {
			changed |= d
			s.prev[i] = c
			for _, h := range g.Geo.CellHouses[i] {
				houses.add(h)
			}
		}
	}
	for v := range changed.All() {
		s.changes[v]++
	}
	for h := range s.houseChanges {
		if houses.has(h) {
			s.houseChanges[h]++
		}
	}
}

// first returns the first step of t in g, the synced grid, asking a
// one-value technique only about the values that changed since it last
// found nothing with them. A nil valueSkip asks every technique everything.
func (s *valueSkip) first(t *Technique, g *trace.Grid) (trace.Step, bool) {
	if s == nil || (t.values == nil && t.houses == nil) {
		return t.First(g)
	}
	if t.houses != nil {
		return s.firstInHouses(t, g)
	}
	seen := s.nothing[t]
	if seen == nil {
		seen = make([]uint32, len(s.changes))
		s.nothing[t] = seen
	}
	only := s.changedSince(seen)
	if only == 0 {
		return trace.Step{}, false
	}
	k := takeFirst()
	t.values(g, only, k.yield)
	found, ok := k.result()
	if !ok {
		s.foundNothing(seen, only)
	}
	return found, ok
}

// changedSince returns the values whose places changed since seen recorded
// that a search found nothing with them (seen is indexed by value).
func (s *valueSkip) changedSince(seen []uint32) sudoku.Values {
	var only sudoku.Values
	for v := 1; v < len(s.changes); v++ {
		if seen[v] != s.changes[v]+1 {
			only = only.With(v)
		}
	}
	return only
}

// foundNothing records in seen that a search found nothing with the values
// vals in the grid as it is now.
func (s *valueSkip) foundNothing(seen []uint32, vals sudoku.Values) {
	for v := range vals.All() {
		seen[v] = s.changes[v] + 1
	}
}
