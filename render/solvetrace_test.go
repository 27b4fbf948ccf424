package render

import (
	"fmt"
	"io"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/human"
)

// A real trace from the step solver: one frame per step, and Inline shows
// the solved board.
func TestSolverTrace(t *testing.T) {
	b := parse9(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	tr, err := human.StepSolve(b)
	if err != nil {
		t.Skipf("the step solver cannot solve the sample: %v", err)
	}
	if testing.Short() && len(tr.Steps) > 20 {
		tr.Steps = tr.Steps[:20]
		tr.Solved = false
	}
	anim := decodeGIF(t, func(w io.Writer) error { return WriteTraceGIF(w, tr, Options{}) })
	if len(anim.Image) != len(tr.Steps)+1 {
		t.Errorf("%d frames for %d steps and the end", len(anim.Image), len(tr.Steps))
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

// A solve GIF ends on the solved board, and by default plays at a pace a
// class can watch: a 100-step solve in 45–90 seconds, the end held longer.
func TestSolveGIFEndsSolvedAtClassPace(t *testing.T) {
	testenv.SkipShort(t, "draws a whole solve")
	b := parse9(t, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	tr, err := human.StepSolve(b)
	if err != nil {
		t.Fatal(err)
	}
	anim := decodeGIF(t, func(w io.Writer) error { return WriteTraceGIF(w, tr, Options{}) })
	total := 0
	for _, d := range anim.Delay {
		total += d
	}
	perHundred := float64(total) / 100 * 100 / float64(len(tr.Steps))
	if perHundred < 45 || perHundred > 90 {
		t.Errorf("%d steps play in %.1f s: %.1f s per 100 steps, want 45–90", len(tr.Steps), float64(total)/100, perHundred)
	}
	if last := anim.Delay[len(anim.Delay)-1]; last < 300 {
		t.Errorf("the end shows for %d/100 s, want at least 3 s", last)
	}
	// The last frame is the board after the last step: solved.
	frames, err := TraceFrames(tr)
	if err != nil {
		t.Fatal(err)
	}
	end := closingFrame(frames)
	solution, err := exact.Solve(b)
	if err != nil {
		t.Fatal(err)
	}
	if !end.End || !end.Grid.Solved() || end.Step.Technique != fmt.Sprintf("Solved in %d steps", len(tr.Steps)) {
		t.Fatalf("the end frame is %q, solved %v", end.Step.Technique, end.Grid.Solved())
	}
	for i, v := range end.Grid.Values {
		if v != solution.CellAt(i).Value() {
			t.Fatalf("the end frame has %d in cell %d, the solution %d", v, i, solution.CellAt(i).Value())
		}
	}
}
