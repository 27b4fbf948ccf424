package render

import (
	"fmt"
	"image"
	"image/draw"
	"math"

	"github.com/sudokit/sudokit/sudoku"
)

// A4 paper, in millimetres.
const (
	a4Width  = 210.0
	a4Height = 297.0
)

// SheetItem is one puzzle of a print sheet. Solution is needed only for
// the solution pages; Title defaults to "Puzzle k".
type SheetItem struct {
	Puzzle   *sudoku.Board
	Solution *sudoku.Board
	Title    string
}

// SheetOptions lays out print sheets: A4 pages holding Columns×Rows puzzles
// each, drawn with Options (theme, letters or numbers…; the cell size is
// chosen to fill the page). The mapstructure tags are the config keys under
// "render.sheet".
type SheetOptions struct {
	Options   `mapstructure:",squash"`
	DPI       int    `mapstructure:"dpi"`       // resolution; 0 means 150 (300 for sharp print)
	Columns   int    `mapstructure:"columns"`   // puzzles across a page; 0 means 2 (1 for boards above 16×16)
	Rows      int    `mapstructure:"rows"`      // puzzles down a page; 0 means 3 (2 for boards above 16×16)
	Heading   string `mapstructure:"heading"`   // printed at the top of every page
	Solutions bool   `mapstructure:"solutions"` // add pages with the solutions after the puzzles
}

// Sheet draws print pages: the puzzles, Columns×Rows to an A4 page in
// portrait, each with its title, then (with Solutions) the same layout again
// with the solutions — givens bold, the rest in the entered colour. Pages
// carry the heading and "page k of n" at the bottom.
func Sheet(items []SheetItem, opts SheetOptions) ([]*image.RGBA, error) {
	if len(items) == 0 {
		return nil, &InputError{What: "sheet", Reason: "has no puzzles"}
	}
	dpi := opts.DPI
	if dpi == 0 {
		dpi = 150
	}
	if dpi < 50 || dpi > 600 {
		return nil, &OptionError{Field: "dpi", Value: opts.DPI, Reason: "want 50 to 600"}
	}
	for k, it := range items {
		if it.Puzzle == nil {
			return nil, &InputError{What: fmt.Sprintf("sheet item %d", k+1), Reason: "has no puzzle"}
		}
		if opts.Solutions && it.Solution == nil {
			return nil, &InputError{What: fmt.Sprintf("sheet item %d", k+1), Reason: "has no solution, and solution pages were asked for"}
		}
		if it.Solution != nil && it.Solution.Shape() != it.Puzzle.Shape() {
			return nil, &InputError{What: fmt.Sprintf("sheet item %d", k+1), Reason: "solution and puzzle differ in shape"}
		}
	}
	big := items[0].Puzzle.N() > 16
	cols, rows := opts.Columns, opts.Rows
	if cols == 0 {
		cols = map[bool]int{false: 2, true: 1}[big]
	}
	if rows == 0 {
		rows = map[bool]int{false: 3, true: 2}[big]
	}
	if cols < 1 || cols > 6 {
		return nil, &OptionError{Field: "columns", Value: opts.Columns, Reason: "want 1 to 6"}
	}
	if rows < 1 || rows > 8 {
		return nil, &OptionError{Field: "rows", Value: opts.Rows, Reason: "want 1 to 8"}
	}
	if _, err := opts.Options.resolve(); err != nil {
		return nil, err
	}

	var boards []*sudoku.Board
	var titles []string
	for k, it := range items {
		boards = append(boards, it.Puzzle)
		titles = append(titles, itemTitle(it, k))
	}
	if opts.Solutions {
		for k, it := range items {
			boards = append(boards, solutionBoard(it))
			titles = append(titles, "Solution: "+itemTitle(it, k))
		}
	}
	perPage := cols * rows
	pagesFor := func(n int) int { return (n + perPage - 1) / perPage }
	total := pagesFor(len(items))
	if opts.Solutions {
		total *= 2
	}
	var pages []*image.RGBA
	for part, start := 0, 0; start < len(boards); part++ {
		// Puzzles and solutions start on fresh pages.
		end := len(items)
		if part == 1 {
			end = len(boards)
		}
		for first := start; first < end; first += perPage {
			last := min(first+perPage, end)
			page, err := sheetPage(boards[first:last], titles[first:last], opts, dpi, cols, rows, len(pages)+1, total)
			if err != nil {
				return nil, err
			}
			pages = append(pages, page)
		}
		start = end
	}
	return pages, nil
}

func itemTitle(it SheetItem, k int) string {
	if it.Title != "" {
		return it.Title
	}
	return fmt.Sprintf("Puzzle %d", k+1)
}

// solutionBoard is the solution with the puzzle's givens marked as givens.
func solutionBoard(it SheetItem) *sudoku.Board {
	b, _ := sudoku.NewBoard(it.Puzzle.Shape())
	for c := range it.Solution.Cells() {
		r, col := c.Position()
		if it.Puzzle.Cell(r, col).Given() {
			_ = b.SetGiven(r, col, c.Value())
		} else {
			_ = b.Set(r, col, c.Value())
		}
	}
	return b
}

// sheetPage draws one A4 page.
func sheetPage(boards []*sudoku.Board, titles []string, opts SheetOptions, dpi, cols, rows, pageNo, pages int) (*image.RGBA, error) {
	mm := func(v float64) int { return int(math.Round(v / 25.4 * float64(dpi))) }
	page := image.NewRGBA(image.Rect(0, 0, mm(a4Width), mm(a4Height)))
	st, err := opts.Options.resolve()
	if err != nil {
		return nil, err
	}
	st.Options.Caption = ""
	st.scale = float64(dpi) / 150
	if !opts.Transparent {
		fill(page, page.Bounds(), st.theme.Background)
	}
	margin := mm(14)
	top, bottom := margin, page.Bounds().Dy()-margin
	headSize := int(math.Round(26 * st.scale))
	if opts.Heading != "" {
		asc, lead := lineMetrics(bold, headSize)
		drawText(page, bold, headSize, st.theme.Text, float64(margin), float64(top)+asc, opts.Heading)
		top += int(lead * 1.6)
	}
	footSize := int(math.Round(12 * st.scale))
	foot := fmt.Sprintf("page %d of %d", pageNo, pages)
	drawText(page, regular, footSize, st.theme.Text, float64(page.Bounds().Dx()-margin)-textWidth(regular, footSize, foot), float64(bottom), foot)
	bottom -= footSize * 2

	slotW := (page.Bounds().Dx() - 2*margin) / cols
	slotH := (bottom - top) / rows
	for k, b := range boards {
		s := *st
		s.Title = titles[k]
		l, err := fitLayout(b.Shape(), &s, slotW, slotH)
		if err != nil {
			return nil, err
		}
		sc, err := boardScene(b, opts.Candidates)
		if err != nil {
			return nil, err
		}
		pic := paint(sc, &s, l)
		x := margin + (k%cols)*slotW + (slotW-l.Width)/2
		y := top + (k/cols)*slotH + (slotH-l.Height)/2
		draw.Draw(page, image.Rect(x, y, x+l.Width, y+l.Height), pic, image.Point{}, draw.Over)
	}
	return page, nil
}

// fitLayout finds the largest cell size whose picture fits in w×h pixels.
func fitLayout(shape sudoku.Shape, st *style, w, h int) (*Layout, error) {
	lo, hi := 4, max(5, min(w, h)/shape.N()+1)
	var best *Layout
	for lo <= hi { // binary search on the cell size in pixels
		mid := (lo + hi) / 2
		st.CellSize = int(math.Ceil(float64(mid) / st.scale))
		l, err := newLayout(shape, st)
		if err == nil && l.Width <= w && l.Height <= h {
			best, lo = l, mid+1
		} else {
			hi = mid - 1
		}
	}
	if best == nil {
		return nil, &OptionError{Field: "dpi", Value: int(st.scale * 150), Reason: "pages are too small for these boards; use fewer per page or a higher resolution"}
	}
	return best, nil
}
