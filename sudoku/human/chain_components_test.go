package human

import "testing"

// TestComponents checks the components of link graphs against plain
// reachability: two states share a component exactly when each reaches the
// other, and a component reaching another has the larger number (which
// findDiscontinuous relies on).
func TestComponents(t *testing.T) {
	for _, g := range advGrids(t, 97, 8) {
		for _, opt := range []graphOptions{{}, {groups: true}} {
			lg := newLinkGraph(g, opt)
			comp := lg.components()
			reach := make([][]bool, len(comp))
			for x := range comp {
				reach[x] = reachable(lg, x)
			}
			for x := range comp {
				for y := range comp {
					both := reach[x][y] && reach[y][x]
					if both != (comp[x] == comp[y]) {
						t.Fatalf("states %d and %d: mutually reachable %v, components %d and %d", x, y, both, comp[x], comp[y])
					}
					if reach[x][y] && comp[x] < comp[y] {
						t.Fatalf("state %d reaches %d, but its component %d is smaller than %d", x, y, comp[x], comp[y])
					}
				}
			}
		}
	}
}

// reachable returns the states the walk's links lead to from state x (x
// itself included), by plain breadth-first search.
func reachable(lg *linkGraph, x int) []bool {
	seen := make([]bool, 2*len(lg.nodes))
	seen[x] = true
	queue := []int32{int32(x)}
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		for _, o := range lg.successors(st) {
			w := 2 * o
			if st&1 == 0 {
				w++
			}
			if !seen[w] {
				seen[w] = true
				queue = append(queue, w)
			}
		}
	}
	return seen
}
