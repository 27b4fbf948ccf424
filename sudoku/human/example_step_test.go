package human_test

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// puzzle81 builds a 9×9 board from 81 characters, '.' for an empty cell.
func puzzle81(s string) *sudoku.Board {
	vals := make([]int, 81)
	for i := range vals {
		if c := s[i]; c >= '1' && c <= '9' {
			vals[i] = int(c - '0')
		}
	}
	b, err := sudoku.FromValues(sudoku.Classic, vals)
	if err != nil {
		panic(err)
	}
	return b
}

// StepSolve solves like a person and explains every step.
func ExampleStepSolve() {
	b := puzzle81("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	trace, err := human.StepSolve(b)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, st := range trace.Steps[:3] {
		fmt.Println(st.Explanation)
	}
	fmt.Println(len(trace.Steps), "steps, solved:", trace.Solved)
	// Output:
	// Hidden single in box 1: 6 can go only in r2c2, so place it there.
	// Hidden single in box 1: 8 can go only in r1c2, so place it there.
	// Hidden single in box 2: 1 can go only in r1c6, so place it there.
	// 49 steps, solved: true
}

// A Technique's finder lists every step of its kind in a candidate grid.
func ExampleTechnique_First() {
	b := puzzle81("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	g := trace.NewGrid(b)
	if st, ok := human.Pointing.First(g); ok {
		fmt.Println(st.Explanation)
	}
	// Output:
	// Pointing: in box 3, 7 can go only in row 2 (r2c7, r2c9), so remove 7 from r2c1 and r2c3.
}

// NextHint gives graded hints: the technique and house, then the cells,
// then the whole step.
func ExampleNextHint() {
	b := puzzle81("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	for level := 1; level <= 3; level++ {
		h, err := human.NextHint(b, nil, level)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(h.Text)
	}
	_ = b.Set(0, 0, 5) // a mistake: r1c1 is 4
	h, _ := human.NextHint(b, nil, 2)
	fmt.Println(h.Text)
	// Output:
	// Look for a hidden single in box 1.
	// Look at r2c2: a hidden single in box 1.
	// Hidden single in box 1: 6 can go only in r2c2, so place it there.
	// Cell r1c1 holds a wrong value.
}

// Rate gives the Sudoku Explainer number, a HoDoKu-style level and the
// techniques used.
func ExampleRate() {
	b := puzzle81("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	r, err := human.Rate(b)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("SE %.1f, %s, %d givens, hidden singles: %d\n", r.SE, r.Level, r.Givens, r.Techniques["Hidden Single"])
	// Output:
	// SE 1.2, Easy, 32 givens, hidden singles: 29
}
