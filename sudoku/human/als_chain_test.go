package human

import "testing"

// TestALSEndSets checks the index endSets reads against the rule it
// stands for: a chain from s¬z may end in set e after s when e holds z and
// a cell outside both holds z and sees all their z-cells.
func TestALSEndSets(t *testing.T) {
	checked := 0
	for _, g := range advGrids(t, 97, 8) {
		ag := newALSGraph(g)
		ig := newALSImplications(ag, g)
		ends := make([]uint64, (len(ag.sets)+63)/64)
		for s := range ag.sets {
			for z := range ag.sets[s].cands.All() {
				ig.endSets(s, z, ends)
				for e := range ag.sets {
					b := &ag.sets[e]
					want := e > s && b.cands.Has(z) && ig.targets[s][z-1].intersects(b.seeAll[z-1])
					if got := ends[e/64]&(1<<uint(e%64)) != 0; got != want {
						t.Fatalf("chain from set %d without %d ending in set %d: %v, want %v", s, z, e, got, want)
					}
					if want {
						checked++
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no chain end to check")
	}
}
