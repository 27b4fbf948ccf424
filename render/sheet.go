package render

import (
	"fmt"
	"image"
	"io"
	"math"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// A4 paper, in millimetres.
const (
	a4Width  = 210.0
	a4Height = 297.0
)

// SheetItem is one puzzle of a print sheet. Solution is needed only for
// the solution pages; Title defaults to "Puzzle k" (in the current language). Grid, when set, is a
// state of the puzzle to print instead of its givens: its values and its
// candidates as pencil marks — a practice sheet prints each puzzle at the
// moment a technique applies.
type SheetItem struct {
	Puzzle   *sudoku.Board
	Solution *sudoku.Board
	Title    string
	Grid     *trace.Grid
}

// String returns the item's title (or "untitled") and its puzzle's size.
func (it SheetItem) String() string {
	title := it.Title
	if title == "" {
		title = tr("untitled")
	}
	if it.Puzzle == nil {
		return tr("%s (no puzzle)", title)
	}
	n := it.Puzzle.N()
	if it.Solution != nil {
		return tr("%[1]s: %[2]d×%[3]d puzzle with solution", title, n, n)
	}
	return tr("%[1]s: %[2]d×%[3]d puzzle", title, n, n)
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
	NameLine  bool   `mapstructure:"name_line"` // a "Name ____ Date ____" line under the heading, for handing out
	Solutions bool   `mapstructure:"solutions"` // add pages with the solutions after the puzzles
}

// Sheet draws print pages: the puzzles, Columns×Rows to an A4 page in
// portrait, each with its title, then (with Solutions) the same layout again
// with the solutions — givens bold, the rest in the entered colour. Pages
// carry the heading (and with NameLine a line for the student's name and
// the date) and "page k of n" at the bottom.
func Sheet(items []SheetItem, opts SheetOptions) ([]*image.RGBA, error) {
	pl, err := planSheet(items, opts)
	if err != nil {
		return nil, err
	}
	w, h := pl.pageSize()
	pages := make([]*image.RGBA, len(pl.pages))
	for k := range pl.pages {
		r := newRaster(w, h)
		if err := pl.draw(r, k); err != nil {
			return nil, err
		}
		pages[k] = r.img
	}
	return pages, nil
}

// WriteSheetPDF writes the print sheet (see Sheet) as a PDF of A4 pages
// drawn in vectors: lines, discs and text stay sharp at any zoom and print
// size, and the text (titles, values) is real text in the embedded Go
// fonts. The page layout is Sheet's at opts.DPI, so the PDF and the PNG
// pages look the same.
func WriteSheetPDF(w io.Writer, items []SheetItem, opts SheetOptions) error {
	pl, err := planSheet(items, opts)
	if err != nil {
		return err
	}
	doc := newPDFDoc(opts.Heading)
	pw, ph := pl.pageSize()
	k := 72 / float64(pl.dpi)
	for i := range pl.pages {
		if err := pl.draw(doc.page(pw, ph, k), i); err != nil {
			return err
		}
	}
	return doc.write(w)
}

// sheetPlan is a checked print sheet: which boards go on which page.
type sheetPlan struct {
	opts       SheetOptions
	st         *style
	dpi        int
	cols, rows int
	boards     []*sudoku.Board
	grids      []*trace.Grid // the state to print, or nil for the board
	titles     []string
	pages      [][2]int // first and end index into boards, per page
}

// planSheet checks the items and options and lays the boards out on pages.
func planSheet(items []SheetItem, opts SheetOptions) (*sheetPlan, error) {
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
		if err := it.Puzzle.Shape().Validate(); err != nil {
			return nil, &InputError{What: fmt.Sprintf("sheet item %d", k+1), Reason: "puzzle has no valid shape (a zero Board?): " + err.Error()}
		}
		if opts.Solutions && it.Solution == nil {
			return nil, &InputError{What: fmt.Sprintf("sheet item %d", k+1), Reason: "has no solution, and solution pages were asked for"}
		}
		if it.Grid != nil && (it.Grid.Geo == nil || it.Grid.Geo.Shape != it.Puzzle.Shape()) {
			return nil, &InputError{What: fmt.Sprintf("sheet item %d", k+1), Reason: "grid and puzzle differ in shape"}
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
	st, err := opts.Options.resolve()
	if err != nil {
		return nil, err
	}
	st.Options.Caption = ""
	st.scale = float64(dpi) / 150
	pl := &sheetPlan{opts: opts, st: st, dpi: dpi, cols: cols, rows: rows}
	for k, it := range items {
		pl.boards = append(pl.boards, it.Puzzle)
		pl.grids = append(pl.grids, it.Grid)
		pl.titles = append(pl.titles, itemTitle(it, k))
	}
	if opts.Solutions {
		for k, it := range items {
			pl.boards = append(pl.boards, solutionBoard(it))
			pl.grids = append(pl.grids, nil)
			pl.titles = append(pl.titles, tr("Solution: %s", itemTitle(it, k)))
		}
	}
	perPage := cols * rows
	for part, start := 0, 0; start < len(pl.boards); part++ {
		// Puzzles and solutions start on fresh pages.
		end := len(items)
		if part == 1 {
			end = len(pl.boards)
		}
		for first := start; first < end; first += perPage {
			pl.pages = append(pl.pages, [2]int{first, min(first+perPage, end)})
		}
		start = end
	}
	return pl, nil
}

// mm converts millimetres to pixels at the sheet's resolution.
func (pl *sheetPlan) mm(v float64) int { return int(math.Round(v / 25.4 * float64(pl.dpi))) }

// pageSize is the size of an A4 page in pixels.
func (pl *sheetPlan) pageSize() (w, h int) { return pl.mm(a4Width), pl.mm(a4Height) }

func itemTitle(it SheetItem, k int) string {
	if it.Title != "" {
		return it.Title
	}
	return tr("Puzzle %d", k+1)
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

// draw draws page k on s, which covers the page.
func (pl *sheetPlan) draw(s surface, k int) error {
	st := pl.st
	w, h := pl.pageSize()
	if !pl.opts.Transparent {
		s.rect(image.Rect(0, 0, w, h), st.theme.Background)
	}
	margin := pl.mm(14)
	top, bottom := margin, h-margin
	headSize := int(math.Round(26 * st.scale))
	if pl.opts.Heading != "" {
		asc, lead := lineMetrics(bold, headSize)
		s.text(bold, headSize, st.theme.Text, float64(margin), float64(top)+asc, pl.opts.Heading)
		top += int(lead * 1.6)
	}
	if pl.opts.NameLine {
		size := int(math.Round(15 * st.scale))
		asc, lead := lineMetrics(regular, size)
		y := float64(top) + asc
		name, date := tr("Name"), tr("Date")
		s.text(regular, size, st.theme.Text, float64(margin), y, name)
		s.text(regular, size, st.theme.Text, float64(w)*0.62, y, date)
		rule := max(1, int(math.Round(st.scale)))
		x0 := margin + int(textWidth(regular, size, name)) + pl.mm(2)
		x1 := int(float64(w)*0.62) - pl.mm(6)
		d0 := int(float64(w)*0.62+textWidth(regular, size, date)) + pl.mm(2)
		s.rect(image.Rect(x0, int(y), x1, int(y)+rule), st.theme.Line)
		s.rect(image.Rect(d0, int(y), w-margin, int(y)+rule), st.theme.Line)
		top += int(lead * 2)
	}
	footSize := int(math.Round(12 * st.scale))
	foot := tr("page %[1]d of %[2]d", k+1, len(pl.pages))
	s.text(regular, footSize, st.theme.Text, float64(w-margin)-textWidth(regular, footSize, foot), float64(bottom), foot)
	bottom -= footSize * 2

	slotW := (w - 2*margin) / pl.cols
	slotH := (bottom - top) / pl.rows
	first, end := pl.pages[k][0], pl.pages[k][1]
	for i, b := range pl.boards[first:end] {
		bs := *st
		bs.Title = pl.titles[first+i]
		l, err := fitLayout(b.Shape(), &bs, slotW, slotH)
		if err != nil {
			return err
		}
		sc, err := boardScene(b, pl.opts.Candidates)
		if g := pl.grids[first+i]; g != nil {
			sc, err = gridScene(g, b)
		}
		if err != nil {
			return err
		}
		x := margin + (i%pl.cols)*slotW + (slotW-l.Width)/2
		y := top + (i/pl.cols)*slotH + (slotH-l.Height)/2
		paintOn(shifted{s, x, y}, sc, &bs, l)
	}
	return nil
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
