package sudoku_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// addFormatSeeds adds the example files in testdata and some snippets to a fuzz
// corpus.
func addFormatSeeds(f *testing.F, snippets ...string) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.*"))
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	for _, s := range snippets {
		f.Add(s)
	}
}

// checkFormatRoundTrip is the property every parser must have: it never panics,
// a failure is a typed error, and a board it reads, written back in the same
// format, reads back as an equal board with the same givens.
func checkFormatRoundTrip(t *testing.T, text string, f sudoku.Format) {
	b, err := sudoku.Parse(text, f)
	var pe *sudoku.ParseError
	var ce *sudoku.ConflictError
	switch {
	case errors.As(err, &ce):
		if b == nil {
			t.Fatalf("conflict %v without its board", err)
		}
	case errors.As(err, &pe):
		if b != nil {
			t.Fatalf("board with error %v", err)
		}
		if pe.Err == nil || pe.Line < 0 || pe.Column < 0 {
			t.Fatalf("malformed error %#v", pe)
		}
		return
	case err != nil:
		t.Fatalf("untyped error %T: %v", err, err)
	}
	written := f
	if f == sudoku.FormatAuto {
		written = sudoku.Detect(text)
	}
	out, werr := sudoku.FormatBoard(b, written)
	if werr != nil {
		t.Fatalf("writing as %v: %v", written, werr)
	}
	again, err2 := sudoku.Parse(out, f)
	if (err == nil) != (err2 == nil) {
		t.Fatalf("read %v, but reading back gives %v\n%s", err, err2, out)
	}
	if again == nil || !again.Equal(b) {
		t.Fatalf("read back\n%v\nwant\n%v\nwritten as %v:\n%s", again, b, written, out)
	}
	if again.Givens() != b.Givens() || !sameGivenCells(again, b) {
		t.Fatalf("read back %d givens, want %d", again.Givens(), b.Givens())
	}
	// ReadPuzzles reads the same single board.
	n := 0
	for rb, rerr := range sudoku.ReadPuzzles(strings.NewReader(text), f) {
		n++
		if rb == nil || !rb.Equal(b) || (rerr == nil) != (err == nil) {
			t.Fatalf("ReadPuzzles gave %v, %v; Parse gave %v, %v", rb, rerr, b, err)
		}
	}
	if n != 1 {
		t.Fatalf("ReadPuzzles gave %d results for one board", n)
	}
}

func FuzzParseINF1010(f *testing.F) {
	addFormatSeeds(f, "2\n2\n12..\n....\n....\n...1\n", "1\n1\n1", "2\n2\n12..\n..7.\n", "9\n9\n", "0\n3\n",
		"x\n2\n", "3\n1\n1..\n.2.\n..3\n", "2\r\n2\r\n1#..\r\n", "8\n8\n"+strings.Repeat("#"+strings.Repeat(".", 63)+"\n", 1))
	f.Fuzz(func(t *testing.T, text string) { checkFormatRoundTrip(t, text, sudoku.FormatINF1010) })
}

func FuzzParseLine(f *testing.F) {
	addFormatSeeds(f, "12.............1", "1", "0", "12..", "G"+strings.Repeat(".", 80), "# c\n\n1234341221434321\r\n",
		"1..1", strings.Repeat("0", 81), "#"+strings.Repeat(".", 1368), "  ..3.  ")
	f.Fuzz(func(t *testing.T, text string) { checkFormatRoundTrip(t, text, sudoku.FormatLine) })
}

func FuzzParseGrid(f *testing.F) {
	addFormatSeeds(f, "1 2\n2 1", "0", "1 . 3\n. . .\n3 . 1", "1 2 3 4\n3 4 x 2\n", "12 0 0\n", "-1 2\n2 1", "1\t2\n\n2 1\n# c",
		"12..\n..1.\n....\n...1", "12\n21\n\n21\n12\n", "1.\n.x", "1 2\n21", "G...\n....\n....\n....")
	f.Fuzz(func(t *testing.T, text string) { checkFormatRoundTrip(t, text, sudoku.FormatGrid) })
}

func FuzzParseCSV(f *testing.F) {
	addFormatSeeds(f, "1,2\n2,1", ",,\n,,\n,,", "1, 2, , \n,,,\n0,.,0,\n , , ,1", "1,2,3,4,\n", "\"1\",2\n2,1", "0")
	f.Fuzz(func(t *testing.T, text string) { checkFormatRoundTrip(t, text, sudoku.FormatCSV) })
}

func FuzzParseIndex(f *testing.F) {
	addFormatSeeds(f, indexFormatText("12..............1"[:16]), "1, 0, 1\n", "0, 0, \n", "true, 0, 1\n", "1, 0, 1\n0, 1, 1\n1, 3, 2\n0, 2, ",
		"1, 0, 5\n", "1,0\n", "0, 0, 1, 2\n")
	f.Fuzz(func(t *testing.T, text string) { checkFormatRoundTrip(t, text, sudoku.FormatIndex) })
}

func FuzzParseAuto(f *testing.F) {
	addFormatSeeds(f, "", "1", "2\n2\n12..\n....\n....\n...1\n", "12.............1", "1 2\n2 1", "1,2\n2,1", "1, 0, 1\n",
		"1,0,1\n0,1,0\n1,0,1", "x\n3\n",
		"12..\n..1.\n....\n...1\n", "12..\n....\n....\n....\n\n1...\n....\n....\n....\n")
	f.Fuzz(func(t *testing.T, text string) { checkFormatRoundTrip(t, text, sudoku.FormatAuto) })
}
