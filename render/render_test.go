package render

import (
	"errors"
	"image"
	"image/color"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// decode draws b as PNG bytes and decodes them again, so the tests look at
// what a user gets.
func decode(t *testing.T, b *sudoku.Board, opts Options) image.Image {
	t.Helper()
	data, err := BoardPNG(b, opts)
	if err != nil {
		t.Fatal(err)
	}
	return decodePNG(t, data)
}

func rgba(c color.Color) Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return Color(n)
}

// inkPixels counts the pixels of r that are close to colour c.
func inkPixels(img image.Image, r image.Rectangle, c Color) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(rgba(img.At(x, y)), c, 60) {
				n++
			}
		}
	}
	return n
}

// near reports whether two colours differ by at most tol in every channel.
func near(a, b Color, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

func TestGivenHasInkEmptyCellHasNone(t *testing.T) {
	b := parse9(t, classicPuzzle)
	img := decode(t, b, Options{})
	l, err := NewLayout(b.Shape(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	given := inkPixels(img, l.CellRect(0, 0), Light.Given) // r1c1 = 4
	empty := inkPixels(img, l.CellRect(0, 1), Light.Given) // r1c2 is empty
	if given < 30 {
		t.Errorf("given cell r1c1 has %d dark pixels, want a glyph", given)
	}
	if empty != 0 {
		t.Errorf("empty cell r1c2 has %d dark pixels, want none", empty)
	}
}

func TestEnteredValueUsesEnteredColour(t *testing.T) {
	b := parse9(t, classicPuzzle)
	if err := b.Set(0, 1, 1); err != nil {
		t.Fatal(err)
	}
	img := decode(t, b, Options{})
	l, _ := NewLayout(b.Shape(), Options{})
	if n := inkPixels(img, l.CellRect(0, 1), Light.Entered); n < 10 {
		t.Errorf("entered value has %d pixels of the entered colour", n)
	}
	if n := inkPixels(img, l.CellRect(0, 0), Light.Entered); n != 0 {
		t.Errorf("given value has %d pixels of the entered colour", n)
	}
}

func TestHighlightedCellAndHouse(t *testing.T) {
	b := parse9(t, classicPuzzle)
	opts := Options{Highlight: []sudoku.Pos{{Row: 4, Col: 4}}, HighlightHouses: []sudoku.HouseRef{{Kind: sudoku.RowHouse, Index: 8}}}
	img := decode(t, b, opts)
	l, _ := NewLayout(b.Shape(), opts)
	corner := l.CellRect(4, 4).Min.Add(image.Pt(2, 2))
	if got := rgba(img.At(corner.X, corner.Y)); got != Light.Highlight {
		t.Errorf("highlighted cell is %v, want %v", got, Light.Highlight)
	}
	corner = l.CellRect(8, 3).Min.Add(image.Pt(2, 2))
	if got := rgba(img.At(corner.X, corner.Y)); got != Light.House {
		t.Errorf("cell of highlighted row 9 is %v, want %v", got, Light.House)
	}
	corner = l.CellRect(3, 3).Min.Add(image.Pt(2, 2))
	if got := rgba(img.At(corner.X, corner.Y)); got != Light.Background {
		t.Errorf("plain cell is %v, want the background %v", got, Light.Background)
	}
}

func TestTransparentBackground(t *testing.T) {
	b := parse9(t, classicPuzzle)
	img := decode(t, b, Options{Transparent: true})
	l, _ := NewLayout(b.Shape(), Options{})
	for _, p := range []image.Point{{0, 0}, l.CellRect(0, 1).Min.Add(image.Pt(3, 3))} {
		if _, _, _, a := img.At(p.X, p.Y).RGBA(); a != 0 {
			t.Errorf("pixel %v has alpha %d, want 0", p, a)
		}
	}
	x0, _ := l.VerticalLine(0)
	if _, _, _, a := img.At(x0, l.Grid.Min.Y+10).RGBA(); a != 0xffff {
		t.Errorf("frame line has alpha %d, want opaque", a)
	}
}

func TestDarkThemeBackgroundIsDark(t *testing.T) {
	b := parse9(t, classicPuzzle)
	img := decode(t, b, Options{Theme: "dark"})
	if c := rgba(img.At(1, 1)); luminance(c) > 0.2 {
		t.Errorf("dark background is %v", c)
	}
	l, _ := NewLayout(b.Shape(), Options{})
	if n := inkPixels(img, l.CellRect(0, 0), Dark.Given); n < 30 {
		t.Errorf("given on dark has %d light pixels", n)
	}
}

// The 64×64 board has 8×8 boxes: every 8th line is thick, in the box line
// colour, the others thin; the lines sit where Layout says, and Layout puts
// them where the arithmetic says.
func TestBoxBordersOn64x64(t *testing.T) {
	s := sudoku.Shape{BoxRows: 8, BoxCols: 8}
	b := patternBoard(t, s, 0.3, false)
	img := decode(t, b, Options{})
	l, err := NewLayout(s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if l.Thick <= l.Thin {
		t.Fatalf("thick %d, thin %d", l.Thick, l.Thin)
	}
	if img.Bounds().Dx() != l.Width || img.Bounds().Dy() != l.Height {
		t.Fatalf("picture is %v, layout says %d×%d", img.Bounds(), l.Width, l.Height)
	}
	x := l.Grid.Min.X
	midY := l.CellRect(5, 0).Min.Y + l.Cell/2 // a thin-line row, away from crossings
	for i := 0; i <= 64; i++ {
		x0, x1 := l.VerticalLine(i)
		want, width := Light.Line, l.Thin
		if i%8 == 0 {
			want, width = Light.BoxLine, l.Thick
		}
		if x0 != x || x1-x0 != width {
			t.Fatalf("line %d at [%d,%d), want [%d,%d)", i, x0, x1, x, x+width)
		}
		for px := x0; px < x1; px++ {
			if got := rgba(img.At(px, midY)); got != want {
				t.Fatalf("line %d, pixel column %d: %v, want %v", i, px, got, want)
			}
		}
		if i < 64 {
			if got := rgba(img.At(x1, midY)); got == Light.BoxLine {
				t.Fatalf("line %d is wider than %d pixels", i, width)
			}
		}
		x = x1 + l.Cell
	}
	y0, y1 := l.HorizontalLine(16)
	if got := rgba(img.At(l.CellRect(0, 3).Min.X+3, (y0+y1)/2)); got != Light.BoxLine {
		t.Errorf("horizontal box border 16 is %v", got)
	}
}

func TestCandidatesInTheirSlots(t *testing.T) {
	b := parse9(t, classicPuzzle)
	img := decode(t, b, Options{Candidates: true})
	l, _ := NewLayout(b.Shape(), Options{Candidates: true})
	cell := b.Cell(0, 1) // r1c2
	cands := cell.Candidates()
	if cands.Count() < 2 || cands.Count() > 7 {
		t.Fatalf("r1c2 candidates %v: pick another cell", cands)
	}
	for v := 1; v <= 9; v++ {
		n := inkPixels(img, l.CandidateRect(0, 1, v), Light.Candidate)
		if cands.Has(v) && n < 4 {
			t.Errorf("candidate %d of r1c2: %d pixels, want a glyph", v, n)
		}
		if !cands.Has(v) && n != 0 {
			t.Errorf("slot %d of r1c2 is not a candidate but has %d pixels", v, n)
		}
	}
	// Without the option there are none.
	img = decode(t, b, Options{})
	if n := inkPixels(img, l.CellRect(0, 1), Light.Candidate); n != 0 {
		t.Errorf("candidates drawn without the option: %d pixels", n)
	}
}

func TestCandidateLayout(t *testing.T) {
	for _, c := range []struct {
		shape      sudoku.Shape
		rows, cols int
	}{
		{sudoku.Shape{BoxRows: 3, BoxCols: 3}, 3, 3},
		{sudoku.Shape{BoxRows: 2, BoxCols: 3}, 2, 3},
		{sudoku.Shape{BoxRows: 3, BoxCols: 4}, 3, 4},
		{sudoku.Shape{BoxRows: 8, BoxCols: 8}, 8, 8},
		{sudoku.Shape{BoxRows: 1, BoxCols: 7}, 2, 4},
		{sudoku.Shape{BoxRows: 2, BoxCols: 8}, 4, 4},
	} {
		r, col := trace.MarkLayout(c.shape)
		if r != c.rows || col != c.cols || r*col < c.shape.N() {
			t.Errorf("%v: %d×%d, want %d×%d", c.shape, r, col, c.rows, c.cols)
		}
	}
}

func TestConflictMarked(t *testing.T) {
	b := parse9(t, classicPuzzle)
	if err := b.Set(0, 2, 4); err != nil { // r1c1 is a given 4
		t.Fatal(err)
	}
	img := decode(t, b, Options{})
	l, _ := NewLayout(b.Shape(), Options{})
	for _, c := range []int{0, 2} {
		if n := inkPixels(img, l.CellRect(0, c), Light.Conflict); n < 20 {
			t.Errorf("conflicting r1c%d has %d conflict-coloured pixels", c+1, n)
		}
	}
	if n := inkPixels(img, l.CellRect(0, 6), Light.Conflict); n != 0 {
		t.Errorf("r1c7 (no conflict) has %d conflict-coloured pixels", n)
	}
}

// Letters and numbers: 10 is "A" in the INF1010 alphabet, or two digits.
func TestNumbersOrLetters(t *testing.T) {
	s := sudoku.Shape{BoxRows: 4, BoxCols: 4}
	b, _ := sudoku.NewBoard(s)
	if err := b.SetGiven(0, 0, 10); err != nil {
		t.Fatal(err)
	}
	width := func(opts Options) int {
		img := decode(t, b, opts)
		l, _ := NewLayout(s, opts)
		r := l.CellRect(0, 0)
		lo, hi := r.Max.X, r.Min.X
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if near(rgba(img.At(x, y)), Light.Given, 60) {
					lo, hi = min(lo, x), max(hi, x)
				}
			}
		}
		return hi - lo
	}
	letter, number := width(Options{}), width(Options{Numbers: true})
	if number <= letter {
		t.Errorf("\"10\" is %d pixels wide, \"A\" %d: want the number wider", number, letter)
	}
	if valueLabel(10, false) != "A" || valueLabel(10, true) != "10" || valueLabel(64, false) != "z" {
		t.Errorf("labels: %q %q %q", valueLabel(10, false), valueLabel(10, true), valueLabel(64, false))
	}
}

func TestEveryShapeDraws(t *testing.T) {
	for n := 4; n <= 64; n++ {
		if testing.Short() && n%7 != 0 && n != 64 {
			continue
		}
		s, err := sudoku.ShapeFor(n)
		if err != nil {
			t.Fatal(err)
		}
		b := patternBoard(t, s, 0.5, true)
		img, err := Board(b, Options{Candidates: n <= 25})
		if err != nil {
			t.Fatalf("%d×%d: %v", n, n, err)
		}
		l, _ := NewLayout(s, Options{Candidates: n <= 25})
		if img.Bounds().Dx() != l.Width {
			t.Fatalf("%d×%d: width %d, layout %d", n, n, img.Bounds().Dx(), l.Width)
		}
		// Every given shows ink.
		for c := range b.Cells() {
			if c.Given() {
				r, col := c.Position()
				if inkPixels(img, l.CellRect(r, col), Light.Given) == 0 {
					t.Fatalf("%d×%d: given %s has no ink", n, n, c.Name())
				}
				break
			}
		}
	}
}

func TestTitleAndCaption(t *testing.T) {
	b := parse9(t, classicPuzzle)
	plain, _ := NewLayout(b.Shape(), Options{})
	titled, _ := NewLayout(b.Shape(), Options{Title: "Puzzle 1", Caption: "A long caption that needs to wrap over more than one line at this width, surely."})
	if titled.Grid.Min.Y <= plain.Grid.Min.Y || titled.Height <= plain.Height+40 {
		t.Errorf("title and caption take no room: %v / %d vs %v / %d", titled.Grid, titled.Height, plain.Grid, plain.Height)
	}
	img := decode(t, b, Options{Title: "Puzzle 1"})
	above := image.Rect(0, 0, img.Bounds().Dx(), titled.Grid.Min.Y-2)
	if n := inkPixels(img, above, Light.Text); n < 50 {
		t.Errorf("title has %d pixels of ink", n)
	}
}

func TestBadInput(t *testing.T) {
	var oe *OptionError
	var ie *InputError
	b := parse9(t, classicPuzzle)
	for _, opts := range []Options{
		{Scale: -1}, {CellSize: -3}, {Theme: "neon"}, {Colors: map[string]string{"background": "#12"}},
		{Colors: map[string]string{"sky": "#123456"}}, {Highlight: []sudoku.Pos{{Row: 9, Col: 0}}},
		{CellSize: 900, Scale: 4},
	} {
		if _, err := Board(b, opts); !errors.As(err, &oe) {
			t.Errorf("%+v: got %v, want an *OptionError", opts, err)
		}
	}
	if _, err := Board(nil, Options{}); !errors.As(err, &ie) {
		t.Errorf("nil board: %v", err)
	}
	g := trace.NewGrid(b)
	bad := trace.Step{Eliminations: []trace.Candidate{{Pos: sudoku.Pos{Row: 0, Col: 12}, Value: 3}}}
	if _, err := Step(g, b, bad, Options{}); !errors.As(err, &ie) {
		t.Errorf("step off the board: %v", err)
	}
	bad = trace.Step{Colors: [][]trace.Candidate{{{Pos: sudoku.Pos{Row: 1, Col: 1}, Value: 10}}}}
	if _, err := Step(g, b, bad, Options{}); !errors.As(err, &ie) {
		t.Errorf("colour group with value 10: %v", err)
	}
	g.Values = g.Values[:10]
	if _, err := Grid(g, nil, Options{}); !errors.As(err, &ie) {
		t.Errorf("short grid: %v", err)
	}
}

func TestThemes(t *testing.T) {
	for _, name := range ThemeNames() {
		th, err := ThemeByName(name)
		if err != nil || th.Name != name {
			t.Errorf("ThemeByName(%q) = %v, %v", name, th.Name, err)
		}
		if th.IsDark() != (name == "dark") {
			t.Errorf("%s: IsDark = %v", name, th.IsDark())
		}
		for field, c := range colorFields(&th) {
			if c.A == 0 {
				t.Errorf("%s: theme colour %s is unset", name, field)
			}
		}
	}
	if th, _ := ThemeByName("Okabe-Ito"); th.Name != "colorblind" {
		t.Errorf("alias: %q", th.Name)
	}
	th, err := Light.Override(map[string]string{"background": "#000", "box_line": "ff0000"})
	if err != nil || th.Background != (Color{0, 0, 0, 255}) || th.BoxLine != (Color{255, 0, 0, 255}) || Light.Background != (Color{255, 255, 255, 255}) {
		t.Errorf("Override: %v %v %v", th.Background, th.BoxLine, err)
	}
	for field, c := range colorFields(&th) {
		if c.A == 0 {
			t.Errorf("theme colour %s is unset", field)
		}
	}
}

func TestParseColor(t *testing.T) {
	for text, want := range map[string]Color{
		"#ff8000": {255, 128, 0, 255}, "FF8000": {255, 128, 0, 255}, "#f80": {255, 136, 0, 255},
		"#11223344": {0x11, 0x22, 0x33, 0x44}, " #000000 ": {0, 0, 0, 255},
	} {
		got, err := ParseColor(text)
		if err != nil || got != want {
			t.Errorf("ParseColor(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	var ce *ColorError
	for _, text := range []string{"", "#12", "#ggg", "red", "#1234567"} {
		if _, err := ParseColor(text); !errors.As(err, &ce) {
			t.Errorf("ParseColor(%q): %v, want a *ColorError", text, err)
		}
	}
	var c Color
	if err := c.UnmarshalText([]byte("#0072b2")); err != nil || c.String() != "#0072b2" {
		t.Errorf("text round trip: %v %v", c, err)
	}
}
