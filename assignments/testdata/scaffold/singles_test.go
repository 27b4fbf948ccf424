package singles_test

import (
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/generate"
	"github.com/sudokit/sudokit/sudoku/human"

	"example.com/hw/singles"
)

// load reads a board from testdata or stops the test.
func load(t *testing.T, name string) *sudoku.Board {
	t.Helper()
	b, err := singles.Load("testdata/" + name)
	if err != nil {
		t.Fatalf("reading %s: %v", name, err)
	}
	return b
}

// CountEmpty counts the empty cells of two puzzles.
//
//grade:points 2 visible
func TestCountEmpty(t *testing.T) {
	for _, tc := range []struct {
		file string
		want int
	}{
		{"easy.txt", 51},
		{"solved.txt", 0},
	} {
		t.Run(tc.file, func(t *testing.T) {
			if got := singles.CountEmpty(load(t, tc.file)); got != tc.want {
				t.Errorf("CountEmpty = %d, want %d", got, tc.want)
			}
		})
	}
}

// Singles finds the naked singles of a puzzle.
//
//grade:points 3
func TestSingles(t *testing.T) {
	got := singles.Singles(load(t, "easy.txt"))
	want := nakedSingles(load(t, "easy.txt"))
	if len(got) != len(want) {
		t.Fatalf("Singles found %d cells, want %d", len(got), len(want))
	}
	for cell, v := range want {
		if got[cell] != v {
			t.Errorf("Singles[%s] = %d, want %d", cell, got[cell], v)
		}
	}
}

// Singles on the bank's hard puzzles.
//
//grade:points 4 hidden timeout=20s
func TestSinglesBank(t *testing.T) {
	for i, b := range generate.Bank(human.Hard)[:20] {
		got, want := singles.Singles(b.Clone()), nakedSingles(b)
		if len(got) != len(want) {
			t.Fatalf("puzzle %d: Singles found %d cells, want %d", i, len(got), len(want))
		}
	}
}

// CountEmpty on a board the student never saw.
//
//grade:points 1 after-due
func TestCountEmptyHidden(t *testing.T) {
	if got := singles.CountEmpty(load(t, "hidden/blank.txt")); got != 81 {
		t.Errorf("CountEmpty(blank) = %d, want 81", got)
	}
}

// nakedSingles is the tests' own answer: every empty cell whose row,
// column and box leave one value.
func nakedSingles(b *sudoku.Board) map[string]int {
	out := map[string]int{}
	for c := range b.Cells() {
		if !c.IsEmpty() {
			continue
		}
		n, last := 0, 0
		for v := 1; v <= b.N(); v++ {
			if c.CanPlace(v) {
				n, last = n+1, v
			}
		}
		if n == 1 {
			out[c.Name()] = last
		}
	}
	return out
}
