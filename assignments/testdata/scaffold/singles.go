// Package singles finds the empty cells of a Sudoku board and the cells
// that can take only one value.
package singles

import "github.com/sudokit/sudokit/sudoku"

// CountEmpty returns the number of empty cells of b.
func CountEmpty(b *sudoku.Board) int {
	//solution:begin
	n := 0
	for c := range b.Cells() {
		if c.IsEmpty() {
			n++
		}
	}
	return n
	//solution:stub
	// return 0
	//solution:end
}

// Singles returns, for every empty cell of b with exactly one candidate,
// the cell's name ("r1c2") and that value.
func Singles(b *sudoku.Board) map[string]int {
	//solution:begin
	out := map[string]int{}
	for c := range b.Cells() {
		if !c.IsEmpty() {
			continue
		}
		if v, ok := only(c); ok {
			out[c.Name()] = v
		}
	}
	return out
	//solution:end
}

//solution:begin

// only returns the single value c can take.
func only(c *sudoku.Cell) (int, bool) {
	return c.Candidates().Single()
}

//solution:end
