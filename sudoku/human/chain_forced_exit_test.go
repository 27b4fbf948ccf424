package human

import (
	"github.com/sudokit/sudokit/sudoku/trace"
	"strings"
	"testing"
)

// TestForcedExitsHold checks the forced exits of the grouped link graphs of
// hard puzzles against their solutions: one end of every link holds, and
// what a loop through the link would remove is never a true value.
func TestForcedExitsHold(t *testing.T) {
	step, max := 25, 60
	if testing.Short() {
		step, max = 100, 15
	}
	links, loopElims := 0, 0
	for i, p := range loadAdvPuzzles(t, "top1465.txt", step, max) {
		b, sol := advPuzzle(t, i, p)
		tr, err := (&StepSolver{}).Solve(trace.NewGrid(b))
		if err != nil {
			t.Fatalf("puzzle %d: %v", i, err)
		}
		for _, st := range tr.Steps {
			if st.Family == "Singles" {
				continue
			}
			lg := newLinkGraph(st.Before, groupedOptions)
			on := func(id int) bool {
				nd := &lg.nodes[id]
				for _, c := range nd.cells {
					if sol[c] == nd.digit {
						return true
					}
				}
				return false
			}
			for a := lg.candCount; a < len(lg.nodes); a++ {
				if lg.nodes[a].kind != alsNode {
					continue
				}
				strong := lg.strong[a]
				for _, o := range strong[len(strong)-int(lg.exits[a]):] {
					b := int(o)
					links++
					if lg.nodes[b].kind != candNode {
						t.Fatalf("puzzle %d: a forced exit of %s leads to %s", i, lg.nodeName(a), lg.nodeName(b))
					}
					if !on(a) && !on(b) {
						t.Fatalf("puzzle %d: neither end of the forced exit %s = %s holds", i, lg.nodeName(a), lg.nodeName(b))
					}
					if on(a) && on(b) {
						continue // no loop can pass this link: both ends hold
					}
					for _, e := range lg.forcedExitEliminations(a, b, nil) {
						loopElims++
						if sol[st.Before.Geo.Index(e.Pos)] == e.Value {
							t.Fatalf("puzzle %d: a loop through %s = %s removes the true %v", i, lg.nodeName(a), lg.nodeName(b), e)
						}
					}
				}
			}
		}
	}
	if links == 0 || loopElims == 0 {
		t.Fatalf("%d forced exits, %d loop eliminations: the test checked nothing", links, loopElims)
	}
	t.Logf("%d forced exits and %d loop eliminations checked", links, loopElims)
}

// TestForcedExitLoop is HoDoKu's case 0709-2 of its regression library: a
// continuous loop through two forced exits,
//
//	(1)r1c3=(3)r1c3-(3)r1c9=(5)ALS[r7c8 r7c9 r8c9 r9c9]-(5)r7c5=(5)r8c5-(5)r8c1=(1)ALS[r1c1 r2c1 r3c1 r6c1]
//
// r1c9 (1, 3 or 6) sees all the 1s and 6s of the first set, so when the set
// lacks 5 it keeps 1 and 6, and r1c9 is 3. The exits remove 6 from r4c9 and
// 2 from r9c1, and the weak link in row 1 removes 3 from r1c1 and r1c4.
func TestForcedExitLoop(t *testing.T) {
	c, err := parseReglib(":0709-2:236:.4..892...652+4...+9..9.+1...44..9.5...95.+4...17...1.8+4+956.+4...9...+9...174...789+4.3.:331 242 342 243 245 345 574 775 584 689:291 314 649::9", 1)
	if err != nil {
		t.Fatal(err)
	}
	var got trace.Step
	GroupedNiceLoop.Find(c.grid, func(s trace.Step) bool {
		got = s
		return !matches(s, c)
	})
	if !matches(got, c) {
		t.Fatalf("no loop removes %v; last found: %s", c.elims, got.Explanation)
	}
	const why = "If the almost locked set {r7c8 r7c9 r8c9 r9c9} lacks 5, it holds all its other values, 1 and 6 among them; r1c9 sees all their places there, so r1c9 is 3."
	if !strings.Contains(got.Explanation, why) {
		t.Errorf("the explanation does not say why r1c9 is forced:\n%s", got.Explanation)
	}
}
