package window

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// board reads a board in INF1010's format from testdata, or from the text
// itself when it holds a newline.
func board(t *testing.T, src string) *sudoku.Board {
	t.Helper()
	text := src
	if data, err := os.ReadFile("testdata/" + src); err == nil {
		text = string(data)
	}
	b, err := sudoku.Parse(text, sudoku.FormatINF1010)
	if err != nil {
		t.Fatalf("reading the board: %v", err)
	}
	return b
}

// open makes a window or stops the test.
func open(t *testing.T, b *sudoku.Board) *Window {
	t.Helper()
	w, err := NewWindow(b)
	if err != nil {
		t.Fatalf("NewWindow: %v", err)
	}
	if w == nil {
		t.Fatal("NewWindow returned no window")
	}
	return w
}

// checkShown fails unless the window shows solution k (from 0) of found.
func checkShown(t *testing.T, w *Window, found *sudoku.Solutions, k int) {
	t.Helper()
	got := w.Shown()
	if got == nil || !got.Equal(found.Boards()[k]) {
		t.Fatalf("Shown() = \n%v\nwant solution %d:\n%v", got, k+1, found.Boards()[k])
	}
}

// The window opens on the first solution BruteForce finds, labelled with
// the number of solutions.
//
//grade:points 2
func TestFirstSolution(t *testing.T) {
	b := board(t, "six28.txt")
	w := open(t, b)
	checkShown(t, w, sudoku.BruteForce(b), 0)
	if got := w.Label(); got != "Solution 1 of 28" {
		t.Errorf("Label() = %q, want %q", got, "Solution 1 of 28")
	}
}

// Next steps through all 28 solutions in order and comes back to the
// first.
//
//grade:points 2
func TestNextWraps(t *testing.T) {
	b := board(t, "six28.txt")
	found := sudoku.BruteForce(b)
	w := open(t, b)
	for k := 1; k <= 28; k++ {
		w.Next()
		checkShown(t, w, found, k%28)
		if want := fmt.Sprintf("Solution %d of 28", k%28+1); w.Label() != want {
			t.Fatalf("after %d Next: Label() = %q, want %q", k, w.Label(), want)
		}
	}
}

// Previous from the first solution shows the last one.
//
//grade:points 1
func TestPrevious(t *testing.T) {
	b := board(t, "six28.txt")
	found := sudoku.BruteForce(b)
	w := open(t, b)
	w.Previous()
	checkShown(t, w, found, 27)
	if got := w.Label(); got != "Solution 28 of 28" {
		t.Errorf("Label() = %q, want %q", got, "Solution 28 of 28")
	}
	w.Next()
	checkShown(t, w, found, 0)
}

// With more solutions than the container keeps, the label says how many
// were found, and stepping goes round the kept ones.
//
//grade:points 3 hidden timeout=60s
func TestManySolutions(t *testing.T) {
	b := board(t, "2\n3\n1..4..\n......\n..3...\n......\n....5.\n......\n")
	found := sudoku.BruteForce(b)
	w := open(t, b)
	want := fmt.Sprintf("Solution 1 of %d (%d found)", found.Stored(), found.Count())
	if got := w.Label(); got != want {
		t.Fatalf("Label() = %q, want %q", got, want)
	}
	w.Previous()
	checkShown(t, w, found, found.Stored()-1)
	if want := fmt.Sprintf("Solution %d of %d (%d found)", found.Stored(), found.Stored(), found.Count()); w.Label() != want {
		t.Errorf("Label() = %q, want %q", w.Label(), want)
	}
}

// Changed names the cells that differ from the solution shown before, in
// reading order, and nothing before the first step.
//
//grade:points 2 hidden
func TestChanged(t *testing.T) {
	b := board(t, "six28.txt")
	found := sudoku.BruteForce(b)
	w := open(t, b)
	if got := w.Changed(); len(got) != 0 {
		t.Fatalf("Changed() before any step = %v, want nothing", got)
	}
	for k := 0; k < 5; k++ {
		w.Next()
		before, now := found.Boards()[k], found.Boards()[k+1]
		var want []sudoku.Pos
		for r := 0; r < 6; r++ {
			for c := 0; c < 6; c++ {
				if before.Value(r, c) != now.Value(r, c) {
					want = append(want, sudoku.Pos{Row: r, Col: c})
				}
			}
		}
		if got := w.Changed(); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("step %d: Changed() = %v, want %v", k+1, got, want)
		}
	}
}

// A board without a solution opens no window and says why.
//
//grade:points 1 after-due
func TestNoSolution(t *testing.T) {
	// Row 1 needs 3 and 4 in its last two cells, which box 2 already holds.
	b := board(t, "2\n2\n12..\n..34\n....\n....\n")
	if n := sudoku.BruteForce(b).Count(); n != 0 {
		t.Fatalf("the test board has %d solutions", n)
	}
	w, err := NewWindow(b)
	if !errors.Is(err, sudoku.ErrNoSolution) || w != nil {
		t.Errorf("NewWindow = %v, %v; want no window and an error wrapping sudoku.ErrNoSolution", w, err)
	}
}
