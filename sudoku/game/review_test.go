package game

import (
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// A game played to the end by following the solver, with a mistake
// corrected on the way and a cell filled out of the solver's order,
// reviews as it was played.
func TestReviewWholeGame(t *testing.T) {
	puzzle, err := sudoku.Parse("..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..", sudoku.FormatLine)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	// A wrong value in r1c1, with two pencil marks first, then put right.
	_ = g.ToggleMark(0, 0, 2)
	_ = g.ToggleMark(0, 0, 3)
	_ = g.Place(0, 0, 3)
	_ = g.Erase(0, 0)
	for !g.Solved() {
		h, err := g.Hint(3)
		if err != nil {
			t.Fatal(err)
		}
		if h.Step == nil || len(h.Step.Placements) == 0 {
			t.Fatalf("hint without a placement: %+v", h)
		}
		p := h.Step.Placements[0]
		if err := g.Place(p.Row, p.Col, p.Value); err != nil {
			t.Fatal(err)
		}
	}
	r, err := g.Review()
	if err != nil {
		t.Fatal(err)
	}
	if !r.Solved || r.Wrong != 1 || r.Corrected != 1 || r.Marks != 2 || r.Right != r.Cells || r.Filled != r.Cells {
		t.Errorf("review %+v: want solved, 1 wrong corrected, 2 marks, every empty cell right once", r)
	}
	if r.Forgotten {
		t.Errorf("a %d-move game counted as forgotten (limit %d)", len(g.history), g.limit)
	}
	for _, p := range r.Placements {
		switch {
		case p.Right && (p.Technique == "" || p.Steps < 1):
			t.Errorf("move %d (%v): right, but no technique found (%q in %d steps)", p.Number, p.Move, p.Technique, p.Steps)
		case !p.Right && p.Instead == nil:
			t.Errorf("move %d (%v): wrong, but nothing to find instead", p.Number, p.Move)
		}
	}
	if r.Techniques["Hidden Single"] == 0 || r.Hardest == "" {
		t.Errorf("techniques %v, hardest %q", r.Techniques, r.Hardest)
	}
}

// A review survives a save and load (the board's state comes back to the
// kernel in the save format) and starts where the history starts.
func TestReviewAfterForgetting(t *testing.T) {
	puzzle, err := sudoku.Parse("..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..", sudoku.FormatLine)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := New(puzzle)
	g.limit = 3
	for k := 0; k < 5; k++ {
		h, _ := g.Hint(3)
		p := h.Step.Placements[0]
		_ = g.Place(p.Row, p.Col, p.Value)
	}
	r, err := g.Review()
	if err != nil {
		t.Fatal(err)
	}
	if !r.Forgotten || len(r.Placements) != 3 || r.Right != 3 {
		t.Errorf("review of a game that forgot 2 of 5 moves: forgotten %v, %d placements, %d right", r.Forgotten, len(r.Placements), r.Right)
	}
	for _, p := range r.Placements {
		if p.Technique == "" {
			t.Errorf("move %d: no technique from the remembered start", p.Number)
		}
	}
}
