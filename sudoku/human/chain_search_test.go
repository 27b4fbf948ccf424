package human

import "testing"

// TestMayRemoveExact: mayRemove, the chain searches' quick test, must say
// yes exactly when orEliminations removes something, for every pair of
// nodes of grouped graphs.
func TestMayRemoveExact(t *testing.T) {
	for _, g := range advGrids(t, 97, 8) {
		lg := new(linkGraph)
		lg.build(g, groupedOptions)
		for a := range lg.nodes {
			for b := range lg.nodes {
				if a == b {
					continue
				}
				want := len(lg.orEliminations(a, b, nil)) > 0
				if got := lg.mayRemove(a, b); got != want {
					t.Fatalf("%s or %s: mayRemove %v, orEliminations %v", lg.nodeName(a), lg.nodeName(b), got, want)
				}
			}
		}
	}
}
