package human

import "sync"

// A loop through a node is a closed walk: from the node off (or on), along
// the links, back to where it began. So every state of the loop can reach
// every other — they lie in one strongly connected component of the
// walk's state graph (off → on along strong links, on → off along weak
// links). A node whose start state shares its component with none of the
// states that close a loop into it starts no loop, and a search for loops
// may keep to the component: a state outside it cannot lead back. The nice
// loops (findChainsOf, findDiscontinuous) and Sudoku Explainer's cycles
// (seUnary.cycles) search this way.

// stateGraph is a directed graph of walk states in compressed rows: the
// successors of state v are adj[start[v]:start[v+1]]. It keeps the scratch
// space of components, so a graph reused for many states allocates once.
type stateGraph struct {
	start, adj []int32
	index, low []int32 // Tarjan's visit order and low links (index 0: unvisited)
	stack      []int32
	calls      []sccFrame
}

// sccFrame is a state on the depth-first path of components and the next
// of its successors to look at.
type sccFrame struct{ st, edge int32 }

// reset empties the graph; then add the successors of states 0, 1, … in
// turn with addEdge and endState.
func (sg *stateGraph) reset() {
	sg.start, sg.adj = append(sg.start[:0], 0), sg.adj[:0]
}

// addEdge adds a successor to the state being filled.
func (sg *stateGraph) addEdge(w int32) { sg.adj = append(sg.adj, w) }

// endState closes the successors of the state being filled.
func (sg *stateGraph) endState() { sg.start = append(sg.start, int32(len(sg.adj))) }

// components fills comp (one entry per state) with the number of each
// state's strongly connected component, found with Tarjan's algorithm
// (written without recursion: graphs have thousands of states). A component
// that can reach another has the larger number.
func (sg *stateGraph) components(comp []int32) {
	n := len(sg.start) - 1
	sg.index = append(sg.index[:0], make([]int32, n)...)
	sg.low = append(sg.low[:0], make([]int32, n)...)
	index, low := sg.index, sg.low
	for i := range comp {
		comp[i] = -1
	}
	next, count := int32(1), int32(0)
	for root := range int32(n) {
		if index[root] != 0 {
			continue
		}
		index[root], low[root] = next, next
		next++
		if sg.start[root] == sg.start[root+1] {
			comp[root] = count // no successors: a component of its own
			count++
			continue
		}
		sg.stack = append(sg.stack[:0], root)
		sg.calls = append(sg.calls[:0], sccFrame{root, sg.start[root]})
		for len(sg.calls) > 0 {
			f := &sg.calls[len(sg.calls)-1]
			st := f.st
			if f.edge < sg.start[st+1] {
				w := sg.adj[f.edge]
				f.edge++
				switch {
				case index[w] == 0:
					index[w], low[w] = next, next
					next++
					sg.stack = append(sg.stack, w)
					sg.calls = append(sg.calls, sccFrame{w, sg.start[w]})
				case comp[w] < 0: // still on the stack
					low[st] = min(low[st], index[w])
				}
				continue
			}
			sg.calls = sg.calls[:len(sg.calls)-1]
			if len(sg.calls) > 0 {
				p := sg.calls[len(sg.calls)-1].st
				low[p] = min(low[p], low[st])
			}
			if low[st] == index[st] {
				for {
					w := sg.stack[len(sg.stack)-1]
					sg.stack = sg.stack[:len(sg.stack)-1]
					comp[w] = count
					if w == st {
						break
					}
				}
				count++
			}
		}
	}
}

// components returns, for every state of the link graph's walk (see
// walkFrom), the number of its strongly connected component. They are
// found once per graph.
func (lg *linkGraph) components() []int32 {
	lg.compOnce.Do(lg.findComponents)
	return lg.comp
}

// stateGraphPool keeps state graphs for reuse by link graphs' components.
var stateGraphPool = sync.Pool{New: func() any { return new(stateGraph) }}

func (lg *linkGraph) findComponents() {
	sg := stateGraphPool.Get().(*stateGraph)
	defer stateGraphPool.Put(sg)
	sg.reset()
	for st := range int32(2 * len(lg.nodes)) {
		for _, o := range lg.successors(st) {
			w := 2 * o
			if st&1 == 0 {
				w++ // a strong link turns off into on
			}
			sg.addEdge(w)
		}
		sg.endState()
	}
	lg.buf.comp = resize(lg.buf.comp, 2*len(lg.nodes))
	lg.comp = lg.buf.comp
	sg.components(lg.comp)
}

// successors returns the nodes the walk goes on to from state st: along
// strong links from an off state, along live weak links from an on state.
func (lg *linkGraph) successors(st int32) []int32 {
	if st&1 == 1 {
		return lg.live[st/2]
	}
	return lg.strong[st/2]
}
