package render

import (
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

func TestInline(t *testing.T) {
	b := parse9(t, classicPuzzle)
	g := trace.NewGrid(b)
	frames := traceFrames(t, 2)
	for name, v := range map[string]any{
		"*Board": b, "Board": *b, "*Grid": g, "Grid": *g,
		"StepFrame": frames[0], "*StepFrame": &frames[0], "[]StepFrame": frames,
	} {
		img, ok := Inline(v)
		if !ok || img == nil || img.Bounds().Dx() < 100 {
			t.Errorf("Inline(%s) = %v, %v", name, img, ok)
		}
	}
	var nilBoard *sudoku.Board
	for name, v := range map[string]any{"int": 3, "string": "board", "nil": nil, "nil *Board": nilBoard, "zero Board": sudoku.Board{}} {
		if _, ok := Inline(v); ok {
			t.Errorf("Inline(%s) drew something", name)
		}
	}
	// A grid shows its candidates: it is bigger than nothing and has
	// candidate ink in an empty cell.
	img, _ := Inline(g)
	l, _ := NewLayout(sudoku.Classic, Options{})
	if n := inkPixels(img, l.CellRect(0, 1), Light.Candidate); n == 0 {
		t.Error("inline grid has no candidates in r1c2")
	}
}
