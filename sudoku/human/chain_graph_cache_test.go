package human

import (
	"sync"
	"testing"
)

// TestSharedGraphsConcurrent runs the chain techniques, which share and
// recycle link graphs, from several goroutines at once on the same grids:
// each call must find the step it finds alone. Graphs handed back while
// another search still used them would show up here (and under -race).
func TestSharedGraphsConcurrent(t *testing.T) {
	grids := advGrids(t, 47, 30)
	techs := []*Technique{XChain, XYChain, NiceLoop, DiscontinuousNiceLoop, AIC,
		GroupedNiceLoop, GroupedDiscontinuousNiceLoop, GroupedAIC}
	want := make([][]string, len(grids))
	for i, g := range grids {
		for _, tq := range techs {
			st, _ := tq.First(g)
			want[i] = append(want[i], st.Explanation)
		}
	}
	var wg sync.WaitGroup
	for w := range 3 {
		wg.Go(func() {
			for k := range grids {
				i := (k*7 + w*11) % len(grids) // each worker in its own order
				for j, tq := range techs {
					if st, _ := tq.First(grids[i]); st.Explanation != want[i][j] {
						t.Errorf("grid %d, %s: found %q, alone %q", i, tq.Name, st.Explanation, want[i][j])
					}
				}
			}
		})
	}
	wg.Wait()
}
