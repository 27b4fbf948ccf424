package human

import (
	"github.com/sudokit/sudokit/sudoku/trace"
	"math/bits"
	"testing"
)

// TestForcingAllMatchesOneStart checks the shared forcing-chain search
// against the one-start search it replaces: for every start, assumed on and
// off, in the X and XY modes and at several depth limits, both find the
// same depth (or none), in every state the SE path passes on a sample of
// diabolical puzzles.
func TestForcingAllMatchesOneStart(t *testing.T) {
	var puzzles []string
	for _, l := range sample(dataLines(t, "rated/se-diabolical-sample.txt"), 40) {
		if p, _, ok := ratedLine(l); ok {
			puzzles = append(puzzles, p)
		}
	}
	u := new(seUnary)
	var cands [81]uint16
	checked := 0
	for _, p := range puzzles {
		g := trace.NewGrid(board81(t, p))
		// Walk the puzzle's step-solver trace and compare in each state.
		tr, err := (&StepSolver{}).solve(g, false, nil)
		if err != nil {
			t.Fatal(err)
		}
		cur := g.Clone()
		for k, st := range tr.Steps {
			if k%4 == 0 {
				for i, v := range cur.Cands {
					cands[i] = uint16(v)
				}
				u.cands = &cands
				u.link()
				var starts []int16
				for c := 0; c < 81; c++ {
					if bits.OnesCount16(cands[c]) >= 2 {
						for m := cands[c]; m != 0; m &= m - 1 {
							starts = append(starts, int16(c*9+bits.TrailingZeros16(m)))
						}
					}
				}
				for _, mode := range []seMode{{false, true}, {true, true}} {
					u.y, u.x = mode.y, mode.x
					for _, maxDepth := range []int32{4, 7, 1 << 20} {
						u.forcingAll(&u.all, starts, maxDepth)
						for _, s := range starts {
							for on := 0; on < 2; on++ {
								want := int32(-1)
								if last := u.forcing(int(s), on == 1, maxDepth); last >= 0 {
									want = u.inst[last].depth
								}
								if got := u.all.depth[on][s]; got != want {
									t.Fatalf("%s step %d, mode %+v, depth ≤ %d, start %d on=%d: shared search %d, one-start search %d",
										p, k, mode, maxDepth, s, on, got, want)
								}
								checked++
							}
						}
					}
				}
			}
			cur.Apply(st.Step)
		}
	}
	t.Logf("%d searches agree", checked)
}
