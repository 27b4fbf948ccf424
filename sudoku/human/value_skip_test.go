package human

import (
	"slices"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// TestValueSkipSameSteps solves puzzles step by step and checks, in every
// state, that the solver asking one-value techniques only about changed
// values, and one-house techniques only about changed houses, takes the
// same step as the solver asking everything.
func TestValueSkipSameSteps(t *testing.T) {
	var grids []*trace.Grid
	for _, l := range sample(dataLines(t, "rated/se-diabolical-sample.txt"), 60) {
		if p, _, ok := ratedLine(l); ok {
			grids = append(grids, trace.NewGrid(board81(t, p)))
		}
	}
	// Two puzzles of package generate (Seed 7), a 6×6 and a 16×16.
	for _, line := range []string{
		"1...5...63.....2..2.5....4.......4.1",
		"B.7CA5G2.......9.83...........1C.6..B....9.7.A.F..F.......DA8.7.......4.1..3F.67..A6.2CF.D.B.4.1.E.3....4..6.8........3..F..92..A..7.6.5.2...9....2.8.E.......D.G1.....3.A9E47.B...D4...56..E.......G.67...FCE..7F9.E....G..B..63.C.19A...B4......8E.D5.........",
	} {
		b, err := sudoku.Parse(line, sudoku.FormatLine)
		if err != nil {
			t.Fatal(err)
		}
		grids = append(grids, trace.NewGrid(b))
	}
	s := &StepSolver{}
	skipped, skippedHouses := 0, 0
	for gi, g := range grids {
		cur := g.Clone()
		var skip valueSkip
		for steps := 0; !cur.Solved(); steps++ {
			skip.sync(cur)
			got, _, ok := s.next(cur, true, &skip)
			want, _, wantOK := s.next(cur, true, nil)
			if ok != wantOK || got.Technique != want.Technique ||
				!slices.Equal(got.Eliminations, want.Eliminations) || !slices.Equal(got.Placements, want.Placements) {
				t.Fatalf("grid %d step %d: with the skip %q %v %v, without %q %v %v",
					gi, steps, got.Technique, got.Placements, got.Eliminations, want.Technique, want.Placements, want.Eliminations)
			}
			if !ok {
				t.Fatalf("grid %d: stuck after %d steps", gi, steps)
			}
			cur.Apply(got)
		}
		for _, seen := range skip.nothing {
			for v := 1; v < len(seen); v++ {
				if seen[v] == skip.changes[v]+1 {
					skipped++
				}
			}
		}
		for _, seen := range skip.nothingIn {
			for h, n := range skip.houseChanges {
				if seen[h] == n+1 {
					skippedHouses++
				}
			}
		}
	}
	if skipped == 0 {
		t.Error("the skip never knew a value to leave out")
	}
	if skippedHouses == 0 {
		t.Error("the skip never knew a house to leave out")
	}
}

func TestOwnTechniques(t *testing.T) {
	copied := *XWing
	for _, c := range []struct {
		techs []*Technique
		want  bool
	}{
		{nil, true},
		{[]*Technique{HiddenSingle, XWing}, true},
		{[]*Technique{HiddenSingle, &copied}, false},
	} {
		if got := ownTechniques(c.techs); got != c.want {
			t.Errorf("ownTechniques(%d techniques) = %v, want %v", len(c.techs), got, c.want)
		}
	}
}
