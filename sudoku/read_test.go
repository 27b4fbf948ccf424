package sudoku_test

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/sudokit/sudokit/sudoku"
)

// readTestdataBoard reads the one board of a file in testdata.
func readTestdataBoard(t testing.TB, name string, f sudoku.Format) *sudoku.Board {
	t.Helper()
	boards, err := sudoku.ReadFile(filepath.Join("testdata", name), f)
	if err != nil {
		t.Fatal(err)
	}
	if len(boards) != 1 {
		t.Fatalf("%s: %d boards, want 1", name, len(boards))
	}
	return boards[0]
}

// The seeds' examples, each in its own format, read with detection and with
// the format named.
func TestSeedExamples(t *testing.T) {
	czech := "....2..89...3..45.4..8.623....4.162.829.6.714.642.8....729.5..1.48..7...91..4...."
	tests := []struct {
		file   string
		format sudoku.Format
		shape  sudoku.Shape
		line   string // the board as one line
		givens int
	}{
		{"inf1010-9x9.txt", sudoku.FormatINF1010, sudoku.Classic,
			"..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..", 26},
		{"inf1010-6x6.txt", sudoku.FormatINF1010, sudoku.Shape{BoxRows: 2, BoxCols: 3}, "..36...2...45...6..3...53...1...14..", 12},
		{"inf1010-6x6-28-solutions.txt", sudoku.FormatINF1010, sudoku.Shape{BoxRows: 2, BoxCols: 3}, "..1..3..........2.26.......3..3..1.2", 9},
		{"czech-9x9.txt", sudoku.FormatGrid, sudoku.Classic, czech, 37},
		{"hasselt-9x9.csv", sudoku.FormatCSV, sudoku.Classic, czech, 37},
		{"ohidaoui-9x9.txt", sudoku.FormatIndex, sudoku.Classic, "356" + czech[3:], 37},
	}
	for _, tt := range tests {
		for _, f := range []sudoku.Format{sudoku.FormatAuto, tt.format} {
			b := readTestdataBoard(t, tt.file, f)
			line, _ := sudoku.FormatBoard(b, sudoku.FormatLine)
			if b.Shape() != tt.shape || line != tt.line+"\n" || b.Givens() != tt.givens {
				t.Errorf("%s as %v: %v board, %d givens,\n%s want %v, %d givens,\n%s", tt.file, f, b.Shape(), b.Givens(), line, tt.shape, tt.givens, tt.line)
			}
		}
	}
	// The ohidaoui file holds three values the player entered in row 1.
	b := readTestdataBoard(t, "ohidaoui-9x9.txt", sudoku.FormatAuto)
	for c := range 3 {
		if b.Cell(0, c).Given() || b.Cell(0, c).Value() == 0 {
			t.Errorf("r1c%d: given %v value %d, want an entered value", c+1, b.Cell(0, c).Given(), b.Cell(0, c).Value())
		}
	}
}

func TestReadPuzzlesFile(t *testing.T) {
	want := []struct {
		shape  sudoku.Shape
		givens int
	}{{sudoku.Classic, 26}, {sudoku.Classic, 37}, {sudoku.Shape{BoxRows: 2, BoxCols: 3}, 12}, {sudoku.Shape{BoxRows: 2, BoxCols: 2}, 6}}
	for _, f := range []sudoku.Format{sudoku.FormatAuto, sudoku.FormatLine} {
		boards, err := sudoku.ReadFile("testdata/puzzles.txt", f)
		if err != nil {
			t.Fatal(err)
		}
		if len(boards) != len(want) {
			t.Fatalf("%v: %d boards, want %d", f, len(boards), len(want))
		}
		for i, b := range boards {
			if b.Shape() != want[i].shape || b.Givens() != want[i].givens {
				t.Errorf("%v: puzzle %d is %v with %d givens, want %v with %d", f, i+1, b.Shape(), b.Givens(), want[i].shape, want[i].givens)
			}
		}
	}
}

// ReadPuzzles goes on after a bad line and yields one result per puzzle, in
// order, with the line of each error.
func TestReadPuzzlesGoesOn(t *testing.T) {
	input := "# header\n" +
		"1234341221434321\n" + // line 2: fine
		"\n" +
		"12345\n" + // line 4: not a square
		"11..............\n" + // line 5: conflict
		"1.3.............\r\n" + // line 6: fine, CRLF
		"..9.............\n" // line 7: 9 on a 4×4 board
	type result struct {
		ok   bool
		line int
		err  error
	}
	want := []result{{ok: true}, {line: 4, err: sudoku.ErrCellCount}, {err: sudoku.ErrConflict}, {ok: true}, {line: 7, err: sudoku.ErrValueRange}}
	for _, f := range []sudoku.Format{sudoku.FormatAuto, sudoku.FormatLine} {
		var got []result
		for b, err := range (sudoku.Parser{Format: f, Source: "in.txt"}).ReadPuzzles(strings.NewReader(input)) {
			if b == nil && err == nil || b != nil && err != nil && !errors.Is(err, sudoku.ErrConflict) {
				t.Fatalf("board %v with error %v", b, err)
			}
			r := result{ok: err == nil}
			if errors.Is(err, sudoku.ErrConflict) && (b == nil || b.Givens() != 2) {
				t.Errorf("a conflict should come with its board, got %v", b)
			}
			var pe *sudoku.ParseError
			var ce *sudoku.ConflictError
			switch {
			case errors.As(err, &pe):
				r.line, r.err = pe.Line, pe.Err
			case errors.As(err, &ce):
				r.err = sudoku.ErrConflict
				if ce.Source != "in.txt: line 5" {
					t.Errorf("conflict source %q", ce.Source)
				}
			}
			got = append(got, r)
		}
		if len(got) != len(want) {
			t.Fatalf("%v: %d results, want %d: %v", f, len(got), len(want), got)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%v: result %d = %+v, want %+v", f, i, got[i], want[i])
			}
		}
	}
}

func TestReadPuzzlesStopsEarly(t *testing.T) {
	input := strings.Repeat("1...............\n", 10)
	n := 0
	for range sudoku.ReadPuzzles(strings.NewReader(input), sudoku.FormatAuto) {
		n++
		if n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("%d puzzles", n)
	}
}

func TestReadPuzzlesWholeBoardFormats(t *testing.T) {
	for _, name := range []string{"inf1010-9x9.txt", "czech-9x9.txt", "hasselt-9x9.csv", "ohidaoui-9x9.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		// One byte at a time, to show the reader copes with short reads.
		n := 0
		for b, err := range sudoku.ReadPuzzles(iotest.OneByteReader(strings.NewReader(string(data))), sudoku.FormatAuto) {
			if err != nil || b.N() != 9 {
				t.Errorf("%s: %v", name, err)
			}
			n++
		}
		if n != 1 {
			t.Errorf("%s: %d results, want 1", name, n)
		}
	}
}

func TestReadPuzzlesEmpty(t *testing.T) {
	for _, input := range []string{"", "\n\n", "# only a comment\n", "  \r\n"} {
		for _, f := range []sudoku.Format{sudoku.FormatAuto, sudoku.FormatLine, sudoku.FormatINF1010, sudoku.FormatGrid, sudoku.FormatCSV, sudoku.FormatIndex} {
			var errs []error
			for b, err := range sudoku.ReadPuzzles(strings.NewReader(input), f) {
				if b != nil {
					t.Errorf("%v %q: got a board", f, input)
				}
				errs = append(errs, err)
			}
			if len(errs) != 1 || !errors.Is(errs[0], sudoku.ErrLineCount) || !strings.Contains(errs[0].Error(), "empty input") {
				t.Errorf("%v %q: %v, want one empty-input error", f, input, errs)
			}
		}
	}
}

func TestReadPuzzlesReadError(t *testing.T) {
	broken := io.MultiReader(strings.NewReader("1...............\n"), iotest.ErrReader(errors.New("disk on fire")))
	var errs []error
	for _, err := range sudoku.ReadPuzzles(broken, sudoku.FormatLine) {
		errs = append(errs, err)
	}
	if len(errs) != 2 || errs[0] != nil || errs[1] == nil || !strings.Contains(errs[1].Error(), "disk on fire") {
		t.Errorf("errors %v", errs)
	}
	long := strings.NewReader(strings.Repeat(".", 2<<20) + "\n")
	for _, err := range sudoku.ReadPuzzles(long, sudoku.FormatAuto) {
		if !errors.Is(err, sudoku.ErrTooLarge) {
			t.Errorf("very long line: %v, want ErrTooLarge", err)
		}
	}
}

func TestReadFileMissing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no-such-puzzle.txt")
	_, err := sudoku.ReadFile(path, sudoku.FormatAuto)
	if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), path) {
		t.Errorf("ReadFile(missing) = %v, want fs.ErrNotExist naming the path", err)
	}
}

func TestReadFileNamesSource(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(path, []byte("2\n2\n12..\n..?.\n....\n....\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := sudoku.ReadFile(path, sudoku.FormatAuto)
	want := path + ": line 4, column 3: invalid character: '?'"
	if err == nil || err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
}

// The puzzle collections in ../shared/data are one-line puzzles; every one
// must read (in -short mode, only the first 2,000 of each file).
func TestReadDataSets(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "data", "puzzles")
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		t.Skipf("no puzzle data in %s (the shared data directory is missing)", dir)
	}
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for b, err := range (sudoku.Parser{Source: path}).ReadPuzzles(f) {
			if err != nil {
				t.Fatal(err)
			}
			if b.N() != 9 || b.Givens() < 17 {
				t.Fatalf("%s: puzzle %d has side %d and %d givens", path, n+1, b.N(), b.Givens())
			}
			n++
			if testing.Short() && n == 2000 {
				break
			}
		}
		f.Close()
		if n == 0 {
			t.Errorf("%s: no puzzles", path)
		}
	}
}

func TestRead(t *testing.T) {
	b, err := sudoku.Read(strings.NewReader("1 0\n0 1\n"), sudoku.FormatAuto)
	if err != nil || b.N() != 2 || b.Givens() != 2 {
		t.Errorf("Read = %v, %v", b, err)
	}
	if _, err := sudoku.Read(iotest.ErrReader(errors.New("gone")), sudoku.FormatAuto); err == nil || !strings.Contains(err.Error(), "gone") {
		t.Errorf("Read(broken reader) = %v", err)
	}
}
