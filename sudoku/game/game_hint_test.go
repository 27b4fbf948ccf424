package game

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/generate"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

func TestGameHintLevels(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	var prev []sudoku.Pos
	var step *trace.Step
	for level := 1; level <= 3; level++ {
		h, err := g.Hint(level)
		must(t, err)
		if h.Step == nil || h.Level != level || len(h.Wrong) != 0 {
			t.Fatalf("level %d: %+v", level, h)
		}
		if step != nil && h.Step.Explanation != step.Explanation {
			t.Fatalf("level %d is about another step: %q, before %q", level, h.Step.Explanation, step.Explanation)
		}
		step = h.Step
		if want, _ := human.NextHint(g.Board(), nil, level); level < 3 && h.Text != want.Text {
			t.Errorf("level %d text %q, NextHint says %q", level, h.Text, want.Text) // the first step is the same
		}
		for _, p := range prev { // each level adds to the one before
			if !slices.Contains(h.Cells, p) {
				t.Errorf("level %d drops %s highlighted at level %d", level, p, level-1)
			}
		}
		prev = h.Cells
	}
	if h, _ := g.Hint(3); h.Text != step.Explanation {
		t.Errorf("level 3 of the first step: %q, want the explanation %q", h.Text, step.Explanation)
	}
	for _, level := range []int{-1, 0, 4, 99} { // clamped to 1–3
		if h, _ := g.Hint(level); h.Level < 1 || h.Level > 3 {
			t.Errorf("Hint(%d) has level %d", level, h.Level)
		}
	}
}

func TestGameHintNamesWrongValues(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	sol, _ := exact.Solve(g.Puzzle())
	must(t, g.Place(0, 0, sol.Value(0, 0)%9+1))
	must(t, g.Place(0, 1, sol.Value(0, 1))) // right: not named
	h, err := g.Hint(2)
	must(t, err)
	if h.Step != nil || !slices.Equal(h.Wrong, []sudoku.Pos{{Row: 0, Col: 0}}) || !slices.Equal(h.Cells, h.Wrong) {
		t.Fatalf("hint %+v, want r1c1 named wrong", h)
	}
	if want := "Cell r1c1 holds a wrong value."; h.Text != want {
		t.Errorf("text %q, want %q", h.Text, want)
	}
	h, _ = g.Hint(1) // level 1 names the row only
	if h.Text != "There is a mistake in row 1." || len(h.Cells) != 9 || h.Cells[8] != (sudoku.Pos{Row: 0, Col: 8}) {
		t.Errorf("level 1: %q, cells %v", h.Text, h.Cells)
	}
	must(t, g.Place(0, 1, sol.Value(0, 1)%9+1))
	if h, _ := g.Hint(3); h.Text != "Cells r1c1 and r1c2 hold a wrong value." {
		t.Errorf("two wrong values: %q", h.Text)
	}
	// The game's hint about mistakes is NextHint's.
	for level := 1; level <= 3; level++ {
		h, _ := g.Hint(level)
		want, err := human.NextHint(g.Board(), nil, level)
		must(t, err)
		if h.Text != want.Text || !slices.Equal(h.Wrong, want.Wrong) {
			t.Errorf("level %d: game %q, NextHint %q", level, h.Text, want.Text)
		}
	}
}

func TestGameHintNamesWrongMarks(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	sol, _ := exact.Solve(g.Puzzle())
	must(t, g.ToggleMark(0, 0, sol.Value(0, 0)%9+1)) // marks without the true value
	h, err := g.Hint(2)
	must(t, err)
	if !slices.Equal(h.WrongMarks, []sudoku.Pos{{Row: 0, Col: 0}}) || h.Step != nil {
		t.Fatalf("hint %+v, want r1c1's marks named", h)
	}
	if want := "Cell r1c1 has lost its true value from the pencil marks."; h.Text != want {
		t.Errorf("text %q, want %q", h.Text, want)
	}
	must(t, g.ToggleMark(0, 0, sol.Value(0, 0)))
	if h, _ := g.Hint(2); h.WrongMarks != nil {
		t.Errorf("marks holding the true value are named: %+v", h)
	}
}

// TestFollowingHintsSolves places what every level-3 hint says until the
// puzzle is solved: each hint must place right values in empty cells.
func TestGameFollowingHintsSolves(t *testing.T) {
	puzzles := []string{gamePuzzle9, gamePuzzle6, gamePuzzle4, gamePuzzleHard}
	for _, p := range puzzles {
		g := mustGame(t, p)
		sol, _ := exact.Solve(g.Puzzle())
		for moves := 0; !g.Solved(); moves++ {
			if moves > len(g.values) {
				t.Fatalf("%s: still not solved after %d hints", p, moves)
			}
			h, err := g.Hint(3)
			must(t, err)
			placed := false
			if h.Step == nil { // the techniques are stuck: level 3 names a value
				c := h.Cells[0]
				must(t, g.Place(c.Row, c.Col, sol.Value(c.Row, c.Col)))
				continue
			}
			for _, pl := range h.Step.Placements {
				if g.Value(pl.Row, pl.Col) != 0 {
					continue
				}
				if pl.Value != sol.Value(pl.Row, pl.Col) {
					t.Fatalf("%s: hint %q places a wrong value", p, h.Text)
				}
				must(t, g.Place(pl.Row, pl.Col, pl.Value))
				placed = true
			}
			if !placed {
				t.Fatalf("%s: hint %q places nothing", p, h.Text)
			}
		}
		if h, _ := g.Hint(1); h.Text != "The puzzle is solved." {
			t.Errorf("hint on a solved game: %q", h.Text)
		}
	}
}

// TestHintUsesEarlierRemovals follows the hints of a hard puzzle to a step
// that relies on eliminations, then writes the pencil marks those
// eliminations give: the hint stops naming them.
func TestGameHintUsesEarlierRemovals(t *testing.T) {
	g := mustGame(t, gamePuzzleHard)
	var h Hint
	for !g.Solved() {
		var err error
		h, err = g.Hint(3)
		must(t, err)
		if len(h.Uses) > 0 || h.Step == nil {
			break
		}
		for _, pl := range h.Step.Placements {
			_ = g.Place(pl.Row, pl.Col, pl.Value)
		}
	}
	if len(h.Uses) == 0 {
		t.Fatal("no hint of the hard puzzle relies on eliminations")
	}
	if !strings.Contains(h.Text, "It relies on earlier removals: "+h.Uses[0].Explanation) {
		t.Errorf("level 3 text does not name the removals: %q", h.Text)
	}
	used := h.Uses[0]
	b := g.Board()
	for _, e := range used.Eliminations {
		if g.Value(e.Row, e.Col) != 0 || g.Marks(e.Row, e.Col) != 0 {
			continue
		}
		for v := range b.Cell(e.Row, e.Col).Candidates().Without(e.Value).All() {
			must(t, g.ToggleMark(e.Row, e.Col, v))
		}
	}
	h2, _ := g.Hint(3)
	for _, u := range h2.Uses {
		if u.Explanation == used.Explanation {
			t.Fatalf("the marks show the removals of %q, yet the hint still names them", used.Explanation)
		}
	}
}

func TestGameHintOnBigBoard(t *testing.T) {
	p, err := generate.Generate(context.Background(), generate.Options{Shape: sudoku.Shape{BoxRows: 3, BoxCols: 4}, Seed: 11})
	must(t, err)
	g, err := New(p)
	must(t, err)
	h, err := g.Hint(3)
	must(t, err)
	if h.Text == "" || len(h.Cells) == 0 {
		t.Fatalf("12×12 hint: %+v", h)
	}
	if h.Step != nil && !slices.ContainsFunc(bigBoardTechniques, func(t *human.Technique) bool { return t.Name == h.Step.Technique }) {
		t.Errorf("a 12×12 hint uses %s, outside the big-board techniques", h.Step.Technique)
	}
}
