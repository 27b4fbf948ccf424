package sudoku

// A continuous nice loop through a node is a closed walk: from the node off,
// along the links, back to it off. So every state of the loop can reach
// every other — they lie in one strongly connected component of the walk's
// state graph (off → on along strong links, on → off along live weak
// links). A node whose off state shares its component with none of its
// weak neighbours' on states starts no loop, and a walk looking for loops
// may keep to the component: a state outside it cannot lead back.

// components returns, for every state of the walk (see walkFrom), the
// number of its strongly connected component, found with Tarjan's
// algorithm (written without recursion: graphs have hundreds of nodes).
func (lg *linkGraph) components() []int32 {
	n := 2 * len(lg.nodes)
	back := make([]int32, 3*n)
	comp, index, low := back[:n], back[n:2*n], back[2*n:] // index 0: not yet visited
	for i := range comp {
		comp[i] = -1
	}
	type frame struct{ st, edge int32 }
	var calls []frame
	var stack []int32
	next, count := int32(1), int32(0)
	for root := range int32(n) {
		if index[root] != 0 {
			continue
		}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		calls = append(calls, frame{root, 0})
		for len(calls) > 0 {
			f := &calls[len(calls)-1]
			st := f.st
			if succ := lg.successors(st); int(f.edge) < len(succ) {
				w := 2 * succ[f.edge]
				if st&1 == 0 {
					w++ // a strong link turns off into on
				}
				f.edge++
				switch {
				case index[w] == 0:
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					calls = append(calls, frame{w, 0})
				case comp[w] < 0: // still on the stack
					low[st] = min(low[st], index[w])
				}
				continue
			}
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				p := calls[len(calls)-1].st
				low[p] = min(low[p], low[st])
			}
			if low[st] == index[st] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					comp[w] = count
					if w == st {
						break
					}
				}
				count++
			}
		}
	}
	return comp
}

// successors returns the nodes the walk goes on to from state st: along
// strong links from an off state, along live weak links from an on state.
func (lg *linkGraph) successors(st int32) []int32 {
	if st&1 == 1 {
		return lg.live[st/2]
	}
	return lg.strong[st/2]
}
