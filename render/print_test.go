package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Values a notebook cell may end with print as short, useful text.
func TestStrings(t *testing.T) {
	b := parse9(t, classicPuzzle)
	f := StepFrame{Grid: trace.NewGrid(b), Step: nakedPairStep(), Puzzle: b}
	if got := fmt.Sprint(f); got != f.Step.Explanation {
		t.Errorf("StepFrame prints %q, want its explanation", got)
	}
	if got := fmt.Sprint(&f); got != f.Step.Explanation {
		t.Errorf("*StepFrame prints %q, want its explanation", got)
	}
	if got := fmt.Sprint(StepFrame{Step: trace.Step{Technique: "X-Wing"}}); got != "X-Wing" {
		t.Errorf("a frame without explanation prints %q, want its technique", got)
	}
	if got := fmt.Sprint([]StepFrame{f, f}); !strings.Contains(got, "r2c1 and r2c3") {
		t.Errorf("[]StepFrame prints %q", got)
	}
	th := fmt.Sprint(Dark)
	for _, want := range []string{"dark: background #1d1f23", "box_line #c4c8cf", "color1 #56b4e9", "color4 "} {
		if !strings.Contains(th, want) {
			t.Errorf("Dark prints %q, want %q in it", th, want)
		}
	}
	l, err := NewLayout(sudoku.Classic, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := l.String(), fmt.Sprintf("9×9 board: picture %d×%d pixels, cells of %d", l.Width, l.Height, l.Cell); got != want {
		t.Errorf("Layout prints %q, want %q", got, want)
	}
	if got := fmt.Sprint(SheetItem{Puzzle: b, Title: "Warm-up"}); got != "Warm-up: 9×9 puzzle" {
		t.Errorf("SheetItem prints %q", got)
	}
	if got := fmt.Sprint(SheetItem{}); got != "untitled (no puzzle)" {
		t.Errorf("empty SheetItem prints %q", got)
	}
}
