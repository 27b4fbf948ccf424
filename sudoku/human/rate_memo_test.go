package human

import (
	"github.com/sudokit/sudokit/sudoku/trace"
	"testing"
)

// TestStateMemoSameRating checks that the SE path gives the same rating and
// hardest step whether or not it borrows the step solver's findings, and
// that it does borrow them: the two paths share most of their states.
func TestStateMemoSameRating(t *testing.T) {
	lines := sample(dataLines(t, "rated/se-diabolical-sample.txt"), 40)
	shared := 0
	for _, l := range lines {
		p, _, ok := ratedLine(l)
		if !ok {
			continue
		}
		g := trace.NewGrid(board81(t, p))
		memo := newStateMemo()
		if _, err := (&StepSolver{}).solve(g, false, memo); err != nil {
			t.Fatal(err)
		}
		se, hardest := SERating(g)
		seMemo, hardestMemo := seRating(g, memo)
		if se != seMemo || hardest != hardestMemo {
			t.Errorf("%s: SE %.1f (%s) alone, %.1f (%s) with the memo", p, se, hardest, seMemo, hardestMemo)
		}
		cur := g.Clone()
		for !cur.Solved() {
			i, v, _, _, ok := seSingle(cur)
			if !ok {
				break
			}
			cur.Place(i, v)
		}
		if memo.lookup(cur) != nil {
			shared++
		}
	}
	if shared == 0 {
		t.Error("the SE path never met a state of the step solver's trace")
	}
}

func TestStateMemoLookup(t *testing.T) {
	g := trace.NewGrid(board81(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."))
	memo := newStateMemo()
	st := trace.Step{Technique: "Pointing"}
	memo.record(g, firstAfterSingles, st)
	if e := memo.lookup(g); e == nil || e.step.Technique != "Pointing" || e.index != firstAfterSingles {
		t.Fatalf("lookup of a recorded state = %+v", e)
	}
	other := g.Clone()
	for i, v := range other.Cands {
		if v.Count() > 1 {
			other.Eliminate(i, v.Slice()[0])
			break
		}
	}
	if memo.lookup(other) != nil {
		t.Error("lookup found a state that was not recorded")
	}
	memo.record(other, firstAfterSingles-1, st) // a single: not recorded
	if memo.lookup(other) != nil {
		t.Error("a state where a single was found was recorded")
	}
	var none *stateMemo
	if none.lookup(g) != nil {
		t.Error("a nil memo found a state")
	}
}
