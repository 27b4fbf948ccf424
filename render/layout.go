package render

import (
	"fmt"
	"image"
	"math"
	"strconv"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Layout is where everything of a board picture goes, in pixels: the size
// of the picture, the grid, every cell, every line and every pencil-mark
// slot. Lines have whole-pixel widths and positions, so they come out crisp.
// Get one with NewLayout; the drawing functions use the same computation.
type Layout struct {
	Shape         sudoku.Shape
	Width, Height int             // size of the whole picture
	Cell          int             // side of one cell
	Thin, Thick   int             // widths of lines inside boxes and on box borders
	Grid          image.Rectangle // the grid, outer frame included
	CandRows      int             // pencil marks are laid out in CandRows×CandCols slots
	CandCols      int

	cols, rows []int // left edge of each column's cells, top edge of each row's cells
	vlines     []int // left edge of each vertical line (N+1 of them)
	hlines     []int // top edge of each horizontal line

	valueSize, candSize, labelSize int // font sizes in pixels
	wideValues                     bool

	title, caption       []string // wrapped text
	titleSize, capSize   int
	titleTop, captionTop int // top of the first line
	titleLead, capLead   float64
}

// String returns the layout's board shape and sizes: "9×9 board: picture
// 588×674 pixels, cells of 56".
func (l *Layout) String() string {
	n := l.Shape.N()
	return fmt.Sprintf("%d×%d board: picture %d×%d pixels, cells of %d", n, n, l.Width, l.Height, l.Cell)
}

// NewLayout computes the layout of a picture of a board with shape s drawn
// with opts (title, caption, coordinates and cell size matter).
func NewLayout(s sudoku.Shape, opts Options) (*Layout, error) {
	st, err := opts.resolve()
	if err != nil {
		return nil, err
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return newLayout(s, st)
}

// autoCellSize picks a cell size (at scale 1) that keeps values and, when
// shown, candidates legible without making big boards enormous.
func autoCellSize(n int, st *style, candRows, candCols int) int {
	base := 24
	switch {
	case n <= 9:
		base = 56
	case n <= 16:
		base = 44
	case n <= 25:
		base = 38
	case n <= 36:
		base = 32
	case n <= 49:
		base = 28
	}
	if !st.Candidates {
		return base
	}
	slotW, slotH := 15, 15
	switch {
	case n > 36:
		slotW, slotH = 12, 12
	case n > 16:
		slotW, slotH = 14, 14
	}
	if st.Numbers && n > 9 {
		slotW = slotW * 3 / 2
	}
	return max(base, candCols*slotW, candRows*slotH)
}

func newLayout(s sudoku.Shape, st *style) (*Layout, error) {
	n := s.N()
	l := &Layout{Shape: s}
	l.CandRows, l.CandCols = trace.MarkLayout(s)
	cell := st.CellSize
	if cell == 0 {
		cell = autoCellSize(n, st, l.CandRows, l.CandCols)
	}
	l.Cell = st.px(float64(cell), 4)
	c := float64(l.Cell)
	l.Thin = max(1, int(math.Round(c/48)))
	l.Thick = max(2*l.Thin+1, int(math.Round(c/16)))
	l.wideValues = st.Numbers && n > 9

	// Font sizes follow the cell.
	if l.wideValues {
		l.valueSize = max(4, int(c*0.5))
	} else {
		l.valueSize = max(4, int(c*0.68))
	}
	inner := c - 2*float64(l.candPad())
	slotW, slotH := inner/float64(l.CandCols), inner/float64(l.CandRows)
	widthFactor := 0.9
	if l.wideValues {
		widthFactor = 0.62
	}
	l.candSize = max(4, int(math.Min(slotH*0.78, slotW*widthFactor)))

	gridSide := 0
	for i := 0; i <= n; i++ {
		gridSide += l.lineWidth(i, s.BoxCols)
	}
	gridSide += n * l.Cell
	gridSideH := n * l.Cell
	for i := 0; i <= n; i++ {
		gridSideH += l.lineWidth(i, s.BoxRows)
	}

	margin := max(st.px(8, 2), int(c*0.3))
	left, top := margin, margin
	if st.Coordinates {
		l.labelSize = int(math.Min(math.Max(c*0.34, 9*st.scale), 18*st.scale))
		lw := int(textWidth(medium, l.labelSize, strconv.Itoa(n))) + l.labelSize
		left += lw
		top += l.labelSize * 3 / 2
	}

	// Title above the grid and caption below it, wrapped to the grid width.
	l.titleSize = int(math.Min(math.Max(float64(gridSide)/20, 16*st.scale), 40*st.scale))
	l.capSize = max(int(float64(l.titleSize)*0.72), int(12*st.scale))
	textWidthMax := float64(gridSide + left - margin)
	_, l.titleLead = lineMetrics(bold, l.titleSize)
	_, l.capLead = lineMetrics(regular, l.capSize)
	if st.Title != "" {
		l.title = wrap(bold, l.titleSize, st.Title, textWidthMax)
	}
	if st.Caption != "" {
		l.caption = wrap(regular, l.capSize, st.Caption, textWidthMax)
	}
	capLines := max(len(l.caption), st.captionLines)

	y := top
	if titleLines := max(len(l.title), st.titleLines); titleLines > 0 {
		l.titleTop = margin
		y = max(y, margin+int(float64(titleLines)*l.titleLead+float64(l.titleSize)*0.45))
		if st.Coordinates {
			y += l.labelSize * 3 / 2
		}
	}
	l.Grid = image.Rect(left, y, left+gridSide, y+gridSideH)
	l.vlines, l.cols = positions(left, n, l.Cell, s.BoxCols, l)
	l.hlines, l.rows = positions(y, n, l.Cell, s.BoxRows, l)
	l.Width = l.Grid.Max.X + margin
	l.Height = l.Grid.Max.Y + margin
	if capLines > 0 {
		l.captionTop = l.Grid.Max.Y + int(float64(l.capSize)*0.7)
		l.Height = l.captionTop + int(float64(capLines)*l.capLead) + margin
	}
	if l.Width > MaxSide || l.Height > MaxSide {
		return nil, &OptionError{Field: "cell_size", Value: cell,
			Reason: "the picture would be " + strconv.Itoa(l.Width) + "×" + strconv.Itoa(l.Height) + " pixels; use a smaller cell size or scale"}
	}
	return l, nil
}

// lineWidth is the width of line i (0…N) across an axis with boxes k cells
// long: thick on box borders and the frame, thin inside boxes.
func (l *Layout) lineWidth(i, k int) int {
	if i%k == 0 {
		return l.Thick
	}
	return l.Thin
}

// positions lays out N cells of side cell with their N+1 lines from start.
func positions(start, n, cell, k int, l *Layout) (lines, cells []int) {
	lines = make([]int, n+1)
	cells = make([]int, n)
	p := start
	for i := 0; i <= n; i++ {
		lines[i] = p
		p += l.lineWidth(i, k)
		if i < n {
			cells[i] = p
			p += cell
		}
	}
	return lines, cells
}

// CellRect returns the inside of the cell in 0-based row r and column c,
// lines excluded.
func (l *Layout) CellRect(r, c int) image.Rectangle {
	return image.Rect(l.cols[c], l.rows[r], l.cols[c]+l.Cell, l.rows[r]+l.Cell)
}

// VerticalLine returns the pixel columns [x0, x1) of the line left of
// column i (0-based); i = N is the right edge of the frame.
func (l *Layout) VerticalLine(i int) (x0, x1 int) {
	return l.vlines[i], l.vlines[i] + l.lineWidth(i, l.Shape.BoxCols)
}

// HorizontalLine returns the pixel rows [y0, y1) of the line above row i
// (0-based); i = N is the bottom edge of the frame.
func (l *Layout) HorizontalLine(i int) (y0, y1 int) {
	return l.hlines[i], l.hlines[i] + l.lineWidth(i, l.Shape.BoxRows)
}

// CandidateRect returns the slot of pencil mark v (1…N) in the cell in row r
// and column c. Marks fill the slots in reading order.
func (l *Layout) CandidateRect(r, c, v int) image.Rectangle {
	pad := l.candPad()
	cell := l.CellRect(r, c).Inset(pad)
	side := l.Cell - 2*pad
	i, j := (v-1)/l.CandCols, (v-1)%l.CandCols
	x0 := cell.Min.X + j*side/l.CandCols
	x1 := cell.Min.X + (j+1)*side/l.CandCols
	y0 := cell.Min.Y + i*side/l.CandRows
	y1 := cell.Min.Y + (i+1)*side/l.CandRows
	return image.Rect(x0, y0, x1, y1)
}

// candPad is the margin between a cell's lines and its pencil marks.
func (l *Layout) candPad() int { return l.Cell / 20 }

// HouseRect returns the smallest rectangle covering the cells of a house.
func (l *Layout) HouseRect(h sudoku.HouseRef) image.Rectangle {
	n := l.Shape.N()
	switch h.Kind {
	case sudoku.RowHouse:
		return l.CellRect(h.Index, 0).Union(l.CellRect(h.Index, n-1))
	case sudoku.ColumnHouse:
		return l.CellRect(0, h.Index).Union(l.CellRect(n-1, h.Index))
	}
	r, c := l.Shape.BoxOrigin(h.Index)
	return l.CellRect(r, c).Union(l.CellRect(r+l.Shape.BoxRows-1, c+l.Shape.BoxCols-1))
}

// center returns the centre of a rectangle.
func center(r image.Rectangle) (x, y float64) {
	return float64(r.Min.X+r.Max.X) / 2, float64(r.Min.Y+r.Max.Y) / 2
}
