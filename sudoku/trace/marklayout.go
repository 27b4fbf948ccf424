package trace

import "github.com/sudokit/sudokit/sudoku"

// MarkLayout returns how the pencil marks of a cell are laid out,
// rows×columns: as the cells of a box when the box is not too far from
// square (3×3 for 9×9, 2×3 for 6×6), otherwise the squarest grid that
// holds N marks (4×4 for 2×8 boxes). Pictures (package render) and the
// playable board (package game) both draw marks this way, so a candidate
// sits in the same place in both.
func MarkLayout(s sudoku.Shape) (rows, cols int) {
	r, c := s.BoxRows, s.BoxCols
	if r > c {
		r, c = c, r
	}
	if c <= 2*r {
		return s.BoxRows, s.BoxCols
	}
	n := s.N()
	rows = 1
	for (rows+1)*(rows+1) <= n {
		rows++
	}
	return rows, (n + rows - 1) / rows
}
