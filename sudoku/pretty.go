package sudoku

import "strings"

// FormatPretty writes the board as INF1010's pretty print: one line per row,
// INF1010 characters ('.' for empty, letters above 9), '|' between boxes and
// a separator line such as "---+---" between bands of boxes. On the 6×6
// example (2×3 boxes):
//
//	..3|6..
//	.2.|..4
//	---+---
//	5..|.6.
func FormatPretty(b *Board) string {
	s, n := b.shape, b.shape.N()
	var sep strings.Builder
	for bc := 0; bc < s.BoxRows; bc++ { // there are BoxRows boxes side by side
		if bc > 0 {
			sep.WriteByte('+')
		}
		sep.WriteString(strings.Repeat("-", s.BoxCols))
	}
	var out strings.Builder
	for r := 0; r < n; r++ {
		if r > 0 && r%s.BoxRows == 0 {
			out.WriteString(sep.String())
			out.WriteByte('\n')
		}
		for c := 0; c < n; c++ {
			if c > 0 && c%s.BoxCols == 0 {
				out.WriteByte('|')
			}
			out.WriteByte(ValueChar(b.Value(r, c)))
		}
		out.WriteByte('\n')
	}
	return out.String()
}
