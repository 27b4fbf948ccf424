package sudoku

import (
	"slices"
	"sync/atomic"
)

// Several techniques in a row often need the same derived structure of one
// grid state: the nice loops and AICs share a link graph, the four colouring
// techniques the colour clusters. A stateCache keeps the last few built,
// keyed by the grid (the same *Grid, with the same values and candidates)
// and a small key of the caller's. Entries are immutable once stored and
// swapped atomically, so concurrent solvers are safe.
type stateCache[K comparable, V any] struct {
	slots [64]atomic.Pointer[stateEntry[K, V]]
}

type stateEntry[K comparable, V any] struct {
	g      *Grid
	key    K
	values []int
	cands  []Values
	v      V
}

// get returns the value stored for g and key, or builds, stores and
// returns it. keyHash mixes the key into the slot choice (0 when the cache
// has a single key).
func (c *stateCache[K, V]) get(g *Grid, key K, keyHash uint64, build func() V) V {
	h := uint64(14695981039346656037) ^ keyHash
	for _, m := range g.Cands {
		h = (h ^ uint64(m)) * 1099511628211
	}
	slot := &c.slots[h%uint64(len(c.slots))]
	if e := slot.Load(); e != nil && e.g == g && e.key == key &&
		slices.Equal(e.cands, g.Cands) && slices.Equal(e.values, g.Values) {
		return e.v
	}
	v := build()
	slot.Store(&stateEntry[K, V]{g: g, key: key, values: slices.Clone(g.Values), cands: slices.Clone(g.Cands), v: v})
	return v
}
