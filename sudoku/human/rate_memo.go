package human

import (
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Rate follows two paths through a puzzle: the step solver's trace and
// Sudoku Explainer's path. Up to the first step only one of them knows,
// both pass the same states — the singles lead to the same grid in any
// order, and the basic techniques come in nearly the same order — and at
// each they would run the same techniques to the same result. The state
// memo keeps what the step solver learned in every state, so the SE path
// need not learn it again.

// stateMemo records, for each grid state the step solver passed, the
// technique (by registry index) that took the step there and the step:
// every technique before it in the registry found nothing in that state.
type stateMemo struct {
	entries map[uint64][]memoEntry
}

// memoEntry is one recorded state.
type memoEntry struct {
	values []int
	cands  []sudoku.Values
	index  int // registry index of the technique that found step
	step   trace.Step
}

func newStateMemo() *stateMemo { return &stateMemo{entries: map[uint64][]memoEntry{}} }

// record remembers that in state g the registry's technique k found step
// st first. States where a single was found are left out: the SE path
// looks for its singles itself, before it would ask.
func (m *stateMemo) record(g *trace.Grid, k int, st trace.Step) {
	if k < firstAfterSingles {
		return
	}
	h := gridHash(g)
	// The state caches have most likely copied this state already.
	c := stateCopy(g)
	m.entries[h] = append(m.entries[h], memoEntry{values: c.values, cands: c.cands, index: k, step: st})
}

// lookup returns the entry of state g, or nil. A nil memo knows nothing.
func (m *stateMemo) lookup(g *trace.Grid) *memoEntry {
	if m == nil {
		return nil
	}
	es := m.entries[gridHash(g)]
	for i := range es {
		if sameState(&es[i], g) {
			return &es[i]
		}
	}
	return nil
}

func sameState(e *memoEntry, g *trace.Grid) bool {
	for i, v := range g.Values {
		if e.values[i] != v || e.cands[i] != g.Cands[i] {
			return false
		}
	}
	return true
}

// gridHash mixes a grid's values and candidates into one number (FNV-1a
// over whole words).
func gridHash(g *trace.Grid) uint64 {
	h := uint64(14695981039346656037)
	for i, v := range g.Values {
		h = (h ^ uint64(v)) * 1099511628211
		h = (h ^ uint64(g.Cands[i])) * 1099511628211
	}
	return h
}

// firstAfterSingles is the registry index of the first technique beyond
// the singles.
var firstAfterSingles = registryIndex(Pointing)

// seBasicIndex holds the registry index of each of SE's basic techniques.
var seBasicIndex = func() []int {
	out := make([]int, len(seBasic))
	for k, t := range seBasic {
		out[k] = registryIndex(t)
	}
	return out
}()

// registryIndex returns the position of t in the registry, or -1.
func registryIndex(t *Technique) int {
	for i, r := range registry {
		if r == t {
			return i
		}
	}
	return -1
}
