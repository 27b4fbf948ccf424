package human

import (
	"slices"
	"sync/atomic"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Several techniques in a row often need the same derived structure of one
// grid state: the nice loops and AICs share a link graph, the four colouring
// techniques the colour clusters. A stateCache keeps the last few built,
// keyed by the grid (the same *Grid, with the same values and candidates)
// and a small key of the caller's. Entries are immutable once stored and
// swapped atomically, so concurrent solvers are safe.
type stateCache[K comparable, V any] struct {
	slots [cacheSlots]atomic.Pointer[stateEntry[K, V]]
	// last is the entry found or stored last: a technique asking for one
	// state's structure again and again (per value, say) finds it here
	// without hashing the grid.
	last atomic.Pointer[stateEntry[K, V]]
}

// cacheSlots is the number of entries of each state cache.
const cacheSlots = 1 << slotBits

const slotBits = 6

type stateEntry[K comparable, V any] struct {
	state *gridState
	key   K
	v     V
}

// gridState is a copy of a grid's values and candidates, taken when a
// cache stores something derived from them.
type gridState struct {
	g      *trace.Grid
	values []int
	cands  []sudoku.Values
}

// is reports whether g is the copy's grid and has not changed since.
func (s *gridState) is(g *trace.Grid) bool {
	return s.g == g && slices.Equal(s.cands, g.Cands) && slices.Equal(s.values, g.Values)
}

// lastState is the copy taken last. The caches store several things of
// one state one after the other (link graphs, colour clusters, fish
// tables…); they share its copy.
var lastState atomic.Pointer[gridState]

// stateCopy returns a copy of g's state: the last one taken if g has not
// changed since, else a new one.
func stateCopy(g *trace.Grid) *gridState {
	if s := lastState.Load(); s != nil && s.is(g) {
		return s
	}
	s := &gridState{g: g, values: slices.Clone(g.Values), cands: slices.Clone(g.Cands)}
	lastState.Store(s)
	return s
}

// get returns the value stored for g and key, or builds, stores and
// returns it. keyHash mixes the key into the slot choice (0 when the cache
// has a single key).
func (c *stateCache[K, V]) get(g *trace.Grid, key K, keyHash uint64, build func() V) V {
	if e := c.last.Load(); e != nil && e.key == key && e.state.is(g) {
		return e.v
	}
	slot := &c.slots[stateSlot(g, keyHash)]
	if e := slot.Load(); e != nil && e.key == key && e.state.is(g) {
		c.last.Store(e)
		return e.v
	}
	e := &stateEntry[K, V]{state: stateCopy(g), key: key, v: build()}
	slot.Store(e)
	c.last.Store(e)
	return e.v
}

// stateSlot mixes g's candidates and a caller's key hash into a cache slot
// (FNV-1a over whole words). The slot is the hash's top bits: a product
// carries each bit only upwards, so the low bits depend on nothing but the
// low bits of the candidate masks, and states differing in values 7–9
// alone would share a slot.
func stateSlot(g *trace.Grid, keyHash uint64) int {
	h := uint64(14695981039346656037) ^ keyHash
	for _, m := range g.Cands {
		h = (h ^ uint64(m)) * 1099511628211
	}
	return int(h >> (64 - slotBits))
}
