package human

import (
	"github.com/sudokit/sudokit/sudoku/trace"
	"sync"
	"sync/atomic"
)

// Link graphs are the largest structures the solver builds, and a rating
// builds many: one per state for each kind of chain it looks for. Two
// things keep that cheap.
//
//   - Sharing: the nice loop and AIC techniques (plain and grouped) search
//     the same graph of the same state one after the other. The graph is
//     immutable once built, so a small cache keeps it while the grid has
//     not changed.
//   - Recycling: a graph nobody uses any more goes to graphPool, and the
//     next graph is built in its arrays. A cached graph is in use while a
//     search holds it (acquireLinkGraph to release) and while it is in the
//     cache; it is recycled when both have let go.

// graphPool keeps link graphs that nothing uses, for building into.
var graphPool = sync.Pool{New: func() any { return new(linkGraph) }}

// pooledLinkGraph builds the link graph of g under opt in a recycled
// graph. Give it back with recycle when done.
func pooledLinkGraph(g *trace.Grid, opt graphOptions) *linkGraph {
	lg := graphPool.Get().(*linkGraph)
	lg.build(g, opt)
	return lg
}

// recycle hands the graph to graphPool. Nothing may use it afterwards.
func (lg *linkGraph) recycle() {
	lg.g, lg.als = nil, nil
	graphPool.Put(lg)
}

// sharedGraph is a cached link graph of one grid state.
type sharedGraph struct {
	state *gridState
	opt   graphOptions
	lg    *linkGraph
	// users counts the searches holding the graph; the evicted bit is set
	// when the cache lets go of it.
	users atomic.Int64
}

const evicted = 1 << 62

// graphSlots is the cache: a graph lives in the slot its state and
// options hash to, until another replaces it.
var graphSlots [cacheSlots]atomic.Pointer[sharedGraph]

// acquireLinkGraph returns the link graph of g under opt, reused from the
// cache or built and stored there. The caller must release it.
func acquireLinkGraph(g *trace.Grid, opt graphOptions) *sharedGraph {
	key := uint64(opt.digits) * 31
	if opt.groups {
		key ^= 0x9e3779b97f4a7c15
	}
	slot := &graphSlots[stateSlot(g, key)]
	if sg := slot.Load(); sg != nil && sg.opt == opt && sg.state.is(g) {
		for {
			u := sg.users.Load()
			if u&evicted != 0 {
				break // being replaced: build anew
			}
			if sg.users.CompareAndSwap(u, u+1) {
				return sg
			}
		}
	}
	sg := &sharedGraph{state: stateCopy(g), opt: opt, lg: pooledLinkGraph(g, opt)}
	sg.users.Store(1)
	if old := slot.Swap(sg); old != nil && old.users.Or(evicted) == 0 {
		old.lg.recycle()
	}
	return sg
}

// release ends a search's use of the graph.
func (sg *sharedGraph) release() {
	if sg.users.Add(-1) == evicted {
		sg.lg.recycle()
	}
}

// findSharedChains runs findChains on the shared link graph of g under opt.
func findSharedChains(g *trace.Grid, opt graphOptions, kind chainKind, grouped bool, name stepName, yield func(trace.Step) bool) {
	sg := acquireLinkGraph(g, opt)
	defer sg.release()
	findChains(sg.lg, kind, grouped, name, yield)
}
