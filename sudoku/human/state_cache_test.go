package human

import "testing"

// TestStateSlotsSpread: states one elimination apart, of the values 7–9
// only, must not all share a cache slot. (Slots taken from the hash's low
// bits did: they depend on the low bits of the candidate masks alone.)
func TestStateSlotsSpread(t *testing.T) {
	g := advGrids(t, 47, 1)[0]
	slots := map[int]bool{}
	states := 0
	for i := range g.Cands {
		for v := 7; v <= 9; v++ {
			if g.Cands[i].Has(v) && g.Cands[i].Count() > 2 && g.Eliminate(i, v) {
				slots[stateSlot(g, 0)] = true
				states++
			}
		}
	}
	if states < 20 {
		t.Fatalf("only %d states to compare", states)
	}
	if len(slots) < cacheSlots/4 {
		t.Errorf("%d states fell into %d of %d slots", states, len(slots), cacheSlots)
	}
}
