package human_test

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// SERating follows Sudoku Explainer's own path through a puzzle and
// returns its rating: here the hardest step is a forcing chain (7.0) whose
// length adds two tenths.
func ExampleSERating() {
	b, err := sudoku.FromValues(sudoku.Shape{BoxRows: 3, BoxCols: 3}, digits(
		"083020090000800100029300008000098700070000060006740000300006980002005000010030540"))
	if err != nil {
		fmt.Println(err)
		return
	}
	se, hardest := human.SERating(trace.NewGrid(b))
	fmt.Printf("SE %.1f, hardest step: %s\n", se, hardest)
	// Output: SE 7.2, hardest step: Forcing Chain
}

// digits reads a line of 81 digits, 0 for an empty cell.
func digits(s string) []int {
	vs := make([]int, len(s))
	for i, r := range s {
		vs[i] = int(r - '0')
	}
	return vs
}
