package sudoku

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// MaxSize is the largest supported board side: 64×64 cells, values 1–64.
const MaxSize = 64

// Shape is the geometry of a board: the number of rows and columns of cells in
// one box. A board with BoxRows×BoxCols boxes has N = BoxRows·BoxCols rows,
// columns, boxes and values.
type Shape struct {
	BoxRows int // rows of cells in one box
	BoxCols int // columns of cells in one box
}

// Classic is the ordinary 9×9 Sudoku with 3×3 boxes.
var Classic = Shape{3, 3}

// NewShape returns the shape with r×c boxes, or a *ShapeError when r or c is
// below 1 or the board would be larger than 64×64.
func NewShape(r, c int) (Shape, error) {
	s := Shape{r, c}
	if err := s.Validate(); err != nil {
		return Shape{}, err
	}
	return s, nil
}

// ShapeFor returns the usual shape for a board of side n: square boxes when n
// is a perfect square, otherwise the most nearly square r×c with r ≤ c
// (6 → 2×3, 8 → 2×4, 12 → 3×4). It returns a *ShapeError when no box shape
// fits (n < 1 or n > 64); prime sides give 1×n boxes.
func ShapeFor(n int) (Shape, error) {
	if n < 1 || n > MaxSize {
		return Shape{}, &ShapeError{BoxRows: 0, BoxCols: 0, Size: n}
	}
	r := 1
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			r = d
		}
	}
	return Shape{r, n / r}, nil
}

// Validate reports whether the shape is usable: 1 ≤ BoxRows, BoxCols and
// N ≤ 64.
func (s Shape) Validate() error {
	if s.BoxRows < 1 || s.BoxCols < 1 || s.BoxRows*s.BoxCols > MaxSize {
		return &ShapeError{BoxRows: s.BoxRows, BoxCols: s.BoxCols, Size: s.BoxRows * s.BoxCols}
	}
	return nil
}

// N is the side of the board: the number of values, and the number of cells
// in every row, column and box.
func (s Shape) N() int { return s.BoxRows * s.BoxCols }

// Cells is the number of cells on the board, N².
func (s Shape) Cells() int { return s.N() * s.N() }

// BoxOf returns the 0-based index of the box holding the cell in row r and
// column c (0-based). Boxes are numbered left to right, top to bottom.
func (s Shape) BoxOf(r, c int) int {
	return (r/s.BoxRows)*s.BoxRows + c/s.BoxCols
}

// BoxOrigin returns the 0-based row and column of the top-left cell of box b.
func (s Shape) BoxOrigin(b int) (r, c int) {
	return (b / s.BoxRows) * s.BoxRows, (b % s.BoxRows) * s.BoxCols
}

// String returns the shape as "3x3" (box rows × box columns).
func (s Shape) String() string { return fmt.Sprintf("%dx%d", s.BoxRows, s.BoxCols) }

// ParseShape reads a shape written as "RxC" (for example "2x3" or "3×4").
func ParseShape(text string) (Shape, error) {
	var r, c int
	if _, err := fmt.Sscanf(text, "%dx%d", &r, &c); err != nil {
		if _, err2 := fmt.Sscanf(text, "%d×%d", &r, &c); err2 != nil {
			return Shape{}, lang.Errorf("sudoku: box shape %q: want RxC, for example 3x3 or 2x3", text)
		}
	}
	return NewShape(r, c)
}
