package sudoku

import (
	"slices"
	"sync/atomic"
)

// The nice loop and AIC techniques (plain and grouped) search the same link
// graph of the same grid one after the other. The graph is immutable once
// built, so the last graphs built are kept in a small table and reused while
// the grid (the same *Grid, with the same values and candidates) has not
// changed. Entries are swapped atomically, so concurrent solvers are safe.

type graphCacheEntry struct {
	g      *Grid
	opt    graphOptions
	values []int
	cands  []Values
	lg     *linkGraph
}

var graphCache [64]atomic.Pointer[graphCacheEntry]

// sharedLinkGraph returns the link graph of g under opt, built or reused.
func sharedLinkGraph(g *Grid, opt graphOptions) *linkGraph {
	h := uint64(14695981039346656037)
	for _, c := range g.Cands {
		h = (h ^ uint64(c)) * 1099511628211
	}
	h ^= uint64(opt.digits) * 31
	if opt.groups {
		h ^= 0x9e3779b97f4a7c15
	}
	slot := &graphCache[h%uint64(len(graphCache))]
	if e := slot.Load(); e != nil && e.g == g && e.opt == opt &&
		slices.Equal(e.cands, g.Cands) && slices.Equal(e.values, g.Values) {
		return e.lg
	}
	lg := newLinkGraph(g, opt)
	slot.Store(&graphCacheEntry{g: g, opt: opt, values: slices.Clone(g.Values), cands: slices.Clone(g.Cands), lg: lg})
	return lg
}
