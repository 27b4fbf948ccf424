package human

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

func TestHintLevels(t *testing.T) {
	b := board81(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	var texts []string
	for level := 1; level <= 3; level++ {
		h, err := NextHint(b, nil, level)
		if err != nil {
			t.Fatal(err)
		}
		if h.Step == nil || h.Level != level || h.Text == "" {
			t.Fatalf("level %d: %+v", level, h)
		}
		texts = append(texts, h.Text)
	}
	if !strings.HasPrefix(texts[0], "Look for a hidden single in box") {
		t.Errorf("level 1: %q", texts[0])
	}
	if !strings.HasPrefix(texts[1], "Look at r") {
		t.Errorf("level 2: %q", texts[1])
	}
	if !strings.Contains(texts[2], "place") {
		t.Errorf("level 3: %q", texts[2])
	}
	if _, err := NextHint(b, nil, 4); !errors.Is(err, sudoku.ErrValueRange) {
		t.Errorf("level 4: err = %v", err)
	}
}

func TestHintWrongEntries(t *testing.T) {
	b := board81(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	// The solution has 4 in r1c1; enter 5 there instead, and the right 8 in r1c2.
	if err := b.Set(0, 0, 5); err != nil {
		t.Fatal(err)
	}
	if err := b.Set(0, 1, 8); err != nil {
		t.Fatal(err)
	}
	h, err := NextHint(b, nil, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Wrong) != 1 || h.Wrong[0] != (sudoku.Pos{Row: 0, Col: 0}) || h.Step != nil {
		t.Fatalf("hint %+v, want the wrong cell r1c1", h)
	}
	if h.Text != "Cell r1c1 holds a wrong value." {
		t.Errorf("text %q", h.Text)
	}
}

func TestHintWrongMarks(t *testing.T) {
	b := board81(t, "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	marks := trace.NewGrid(b)
	marks.Eliminate(0, 4) // r1c1's true value is 4
	h, err := NextHint(b, marks, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.WrongMarks) != 1 || h.WrongMarks[0] != (sudoku.Pos{Row: 0, Col: 0}) {
		t.Fatalf("hint %+v, want the wrong marks of r1c1", h)
	}
}

func TestLowerName(t *testing.T) {
	for name, want := range map[string]string{
		"Naked Pair": "naked pair", "X-Wing": "X-Wing", "BUG+1": "BUG+1", "ALS-XZ": "ALS-XZ",
		"Unique Rectangle Type 1": "unique rectangle type 1", "2-String Kite": "2-string kite",
		"Sue de Coq": "Sue de Coq", "AIC": "AIC", "W-Wing": "W-Wing",
	} {
		if got := lowerName(name); got != want {
			t.Errorf("lowerName(%q) = %q, want %q", name, got, want)
		}
	}
}
