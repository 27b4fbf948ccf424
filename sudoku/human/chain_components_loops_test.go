package human

import (
	"github.com/sudokit/sudokit/sudoku/trace"
	"slices"
	"testing"
)

// TestLoopsKeepToComponents checks that the nice loop searches find the
// same steps, in the same order, whether they keep to components or walk
// the whole graph.
func TestLoopsKeepToComponents(t *testing.T) {
	loops := []*Technique{NiceLoop, DiscontinuousNiceLoop, GroupedNiceLoop, GroupedDiscontinuousNiceLoop}
	all := func(tq *Technique, g *trace.Grid) []trace.Step {
		var out []trace.Step
		tq.Find(g, func(s trace.Step) bool { out = append(out, s); return true })
		return out
	}
	steps := 0
	for _, g := range advGrids(t, 61, 24) {
		for _, tq := range loops {
			keepToComponents = true
			kept := all(tq, g)
			keepToComponents = false
			whole := all(tq, g)
			keepToComponents = true
			if !slices.EqualFunc(kept, whole, func(a, b trace.Step) bool { return a.Explanation == b.Explanation }) {
				t.Fatalf("%s on %v: %d steps keeping to components, %d walking the whole graph", tq.Name, g.Values, len(kept), len(whole))
			}
			steps += len(kept)
		}
	}
	if steps == 0 {
		t.Fatal("no loop found on the sample: the test checks nothing")
	}
	t.Logf("%d steps compared", steps)
}
