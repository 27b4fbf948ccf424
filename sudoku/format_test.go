package sudoku_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// readableFormats lists the formats that can be read back.
var readableFormats = []sudoku.Format{sudoku.FormatINF1010, sudoku.FormatLine, sudoku.FormatGrid, sudoku.FormatCSV, sudoku.FormatIndex}

// roundTripShapes covers square and oblong boxes, a prime side, and the
// largest board, 64×64, whose values use the whole INF1010 alphabet.
var roundTripShapes = []sudoku.Shape{
	{BoxRows: 1, BoxCols: 1}, {BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 2},
	{BoxRows: 3, BoxCols: 3}, {BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 1, BoxCols: 5},
	{BoxRows: 5, BoxCols: 5}, {BoxRows: 7, BoxCols: 9}, {BoxRows: 8, BoxCols: 8},
}

// patternSolvedBoard returns a solved board of shape s: row r is 1…N shifted by
// (r mod BoxRows)·BoxCols + r div BoxRows.
func patternSolvedBoard(t testing.TB, s sudoku.Shape) *sudoku.Board {
	t.Helper()
	n := s.N()
	values := make([]int, 0, n*n)
	for r := range n {
		shift := (r%s.BoxRows)*s.BoxCols + r/s.BoxRows
		for c := range n {
			values = append(values, (shift+c)%n+1)
		}
	}
	b, err := sudoku.FromValues(s, values)
	if err != nil {
		t.Fatal(err)
	}
	if !b.IsSolved() {
		t.Fatalf("pattern board of shape %v is not solved:\n%v", s, b)
	}
	return b
}

// emptyBoardOf returns an empty board of shape s.
func emptyBoardOf(t testing.TB, s sudoku.Shape) *sudoku.Board {
	t.Helper()
	b, err := sudoku.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// randomPuzzleOf keeps about half the cells of a solved board as givens; with
// entered, it turns some of the others into values entered while solving.
func randomPuzzleOf(t testing.TB, solved *sudoku.Board, rng *rand.Rand, entered bool) *sudoku.Board {
	t.Helper()
	b, err := sudoku.NewBoard(solved.Shape())
	if err != nil {
		t.Fatal(err)
	}
	for c := range solved.Cells() {
		r, col := c.Position()
		switch k := rng.IntN(4); {
		case k < 2:
			err = b.SetGiven(r, col, c.Value())
		case k == 2 && entered:
			err = b.Set(r, col, c.Value())
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// sameGivenCells reports whether two boards mark the same cells as givens.
func sameGivenCells(a, b *sudoku.Board) bool {
	for c := range a.Cells() {
		r, col := c.Position()
		if c.Given() != b.Cell(r, col).Given() {
			return false
		}
	}
	return true
}

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, s := range roundTripShapes {
		solved := patternSolvedBoard(t, s)
		for _, f := range readableFormats {
			entered := f == sudoku.FormatIndex // only the index format keeps entered values apart
			for _, b := range []*sudoku.Board{solved, randomPuzzleOf(t, solved, rng, entered), emptyBoardOf(t, s)} {
				text, err := sudoku.FormatBoard(b, f)
				if err != nil {
					t.Fatalf("%v %v: %v", s, f, err)
				}
				for _, p := range []sudoku.Parser{{Format: f, Shape: s}, {Format: sudoku.FormatAuto, Shape: s}} {
					got, err := p.Parse(text)
					if err != nil {
						t.Fatalf("%v %v: reading back with %+v: %v\n%s", s, f, p, err, text)
					}
					if !got.Equal(b) {
						t.Fatalf("%v %v: read back\n%v\nwant\n%v", s, f, got, b)
					}
					if got.Givens() != b.Givens() || (f == sudoku.FormatIndex && !sameGivenCells(got, b)) {
						t.Fatalf("%v %v: %d givens read back, want %d", s, f, got.Givens(), b.Givens())
					}
				}
				// Without a forced shape the shape is the file's (INF1010)
				// or ShapeFor(N).
				want := s
				if f != sudoku.FormatINF1010 {
					want, _ = sudoku.ShapeFor(s.N())
				}
				if want != s {
					continue // the board need not be valid with other boxes
				}
				got, err := sudoku.Parse(text, f)
				if err != nil {
					t.Fatalf("%v %v: %v", s, f, err)
				}
				if got.Shape() != want || !slices.Equal(got.Values(), b.Values()) {
					t.Fatalf("%v %v: read back as %v, want %v", s, f, got.Shape(), want)
				}
				if s.N() > 1 {
					if d := sudoku.Detect(text); d != f {
						t.Errorf("%v: Detect says %v for %v text:\n%s", s, d, f, text)
					}
				}
			}
		}
	}
}

func TestFormatNames(t *testing.T) {
	for _, f := range []sudoku.Format{sudoku.FormatAuto, sudoku.FormatINF1010, sudoku.FormatLine, sudoku.FormatGrid, sudoku.FormatCSV, sudoku.FormatIndex, sudoku.FormatPrettyPrint} {
		got, err := sudoku.ParseFormat(f.String())
		if err != nil || got != f {
			t.Errorf("ParseFormat(%q) = %v, %v", f.String(), got, err)
		}
		if got, err := sudoku.ParseFormat(" " + strings.ToUpper(f.String())); err != nil || got != f {
			t.Errorf("ParseFormat(upper %q) = %v, %v", f.String(), got, err)
		}
	}
	if _, err := sudoku.ParseFormat("xml"); !errors.Is(err, sudoku.ErrUnknownFormat) || !strings.Contains(err.Error(), `"xml"`) {
		t.Errorf("ParseFormat(xml) = %v", err)
	}
	if s := sudoku.Format(42).String(); s != "Format(42)" {
		t.Errorf("Format(42).String() = %q", s)
	}
}

func TestWriteRefusesFormats(t *testing.T) {
	b := emptyBoardOf(t, sudoku.Shape{BoxRows: 2, BoxCols: 2})
	for _, f := range []sudoku.Format{sudoku.FormatAuto, sudoku.Format(-1), sudoku.Format(99)} {
		if err := sudoku.Write(&strings.Builder{}, b, f); !errors.Is(err, sudoku.ErrUnknownFormat) {
			t.Errorf("Write(%v) = %v, want ErrUnknownFormat", f, err)
		}
	}
	if _, err := sudoku.FormatBoard(nil, sudoku.FormatLine); err == nil {
		t.Error("FormatBoard(nil) gave no error")
	}
	for _, f := range []sudoku.Format{sudoku.FormatPrettyPrint, sudoku.Format(99)} {
		if _, err := sudoku.Parse("1", f); !errors.Is(err, sudoku.ErrUnknownFormat) {
			t.Errorf("Parse(%v) = %v, want ErrUnknownFormat", f, err)
		}
	}
}

func TestWritePretty(t *testing.T) {
	b := readTestdataBoard(t, "inf1010-6x6.txt", sudoku.FormatAuto)
	text, err := sudoku.FormatBoard(b, sudoku.FormatPrettyPrint)
	if err != nil || text != sudoku.FormatPretty(b) {
		t.Errorf("pretty = %q, %v", text, err)
	}
}
