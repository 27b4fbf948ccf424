package sudoku_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

const compactGrid = `53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
`

func TestCompactGridReads(t *testing.T) {
	spaced := strings.NewReplacer(".", "0 ", "1", "1 ", "2", "2 ", "3", "3 ", "4", "4 ", "5", "5 ", "6", "6 ", "7", "7 ", "8", "8 ", "9", "9 ").Replace(compactGrid)
	want, err := sudoku.Parse(spaced, sudoku.FormatGrid)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []sudoku.Format{sudoku.FormatGrid, sudoku.FormatAuto} {
		b, err := sudoku.Parse(compactGrid, f)
		if err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		if !b.Equal(want) || b.Givens() != 30 {
			t.Errorf("%v: read\n%v\nwant\n%v", f, b, want)
		}
	}
}

func TestCompactGridFileOfBoards(t *testing.T) {
	second := strings.Replace(compactGrid, "53..7....", "5...7....", 1)
	text := "# two boards\n" + compactGrid + "\n" + second + "\n"
	var got []*sudoku.Board
	for b, err := range sudoku.ReadPuzzles(strings.NewReader(text), sudoku.FormatAuto) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, b)
	}
	if len(got) != 2 || got[0].Givens() != 30 || got[1].Givens() != 29 {
		t.Fatalf("read %d boards %v, want two with 30 and 29 givens", len(got), got)
	}
	// A spaced grid with blank lines between its bands is still one board.
	banded := "1 2 0 0\n0 0 1 2\n\n2 1 0 0\n0 0 2 1\n"
	n := 0
	for b, err := range sudoku.ReadPuzzles(strings.NewReader(banded), sudoku.FormatAuto) {
		if err != nil || b.Givens() != 8 {
			t.Fatalf("banded grid: %v, %v", b, err)
		}
		n++
	}
	if n != 1 {
		t.Fatalf("banded grid read as %d boards", n)
	}
}

func TestCompactGridErrors(t *testing.T) {
	tests := []struct {
		text      string
		line, col int
		err       error
	}{
		{"12..\n..x.\n....\n....", 2, 3, sudoku.ErrValueRange},
		{"12..\n..~.\n....\n....", 2, 3, sudoku.ErrInvalidChar},
		{"12..\n...\n....\n....", 2, 4, sudoku.ErrCellCount},
		{"12..\n.....\n....\n....", 2, 5, sudoku.ErrCellCount},
		{"12..\n....\n....\n....\n....", 5, 0, sudoku.ErrLineCount},
		{"12..\n....\n....", 4, 0, sudoku.ErrLineCount},
		{"12..\n..5.\n....\n....", 2, 3, sudoku.ErrValueRange},
		{"12..\n.. .\n....\n....", 2, 3, sudoku.ErrInvalidChar},
	}
	for _, tt := range tests {
		_, err := sudoku.Parse(tt.text, sudoku.FormatGrid)
		var pe *sudoku.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tt.err) || pe.Line != tt.line || pe.Column != tt.col {
			t.Errorf("Parse(%q) = %v, want %v at line %d column %d", tt.text, err, tt.err, tt.line, tt.col)
		}
	}
}
