package render

import (
	"bytes"
	"image/gif"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// A real trace from the step solver: one frame per step, and Inline shows
// the solved board.
func TestSolverTrace(t *testing.T) {
	b := parse9(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	tr, err := sudoku.StepSolve(b)
	if err != nil {
		t.Skipf("the step solver cannot solve the sample: %v", err)
	}
	if testing.Short() && len(tr.Steps) > 20 {
		tr.Steps = tr.Steps[:20]
		tr.Solved = false
	}
	var buf bytes.Buffer
	if err := WriteTraceGIF(&buf, tr, Options{}); err != nil {
		t.Fatal(err)
	}
	anim, err := gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if len(anim.Image) != len(tr.Steps) {
		t.Errorf("%d frames for %d steps", len(anim.Image), len(tr.Steps))
	}
	img, ok := Inline(tr)
	if !ok {
		t.Fatal("Inline(trace) drew nothing")
	}
	l, _ := NewLayout(sudoku.Classic, Options{Title: "Solved in 99 steps"})
	if tr.Solved && inkPixels(img, l.CellRect(0, 2), Light.Entered) == 0 {
		t.Error("the solved board has no entered value in r1c3")
	}
	if _, ok := Inline(tr.Steps[0]); !ok {
		t.Error("Inline(TraceStep) drew nothing")
	}
}
