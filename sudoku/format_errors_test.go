package sudoku_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// indexFormatText writes a 4×4 board given as 16 INF1010 characters in the index
// format, every value a given.
func indexFormatText(cells string) string {
	var w strings.Builder
	for i := range len(cells) {
		if cells[i] == '.' {
			fmt.Fprintf(&w, "0, %d, \n", i)
		} else {
			fmt.Fprintf(&w, "1, %d, %c\n", i, cells[i])
		}
	}
	return w.String()
}

// withoutFirstLine drops the first line of text.
func withoutFirstLine(text string) string {
	_, rest, _ := strings.Cut(text, "\n")
	return rest
}

// Every kind of bad input gives a *ParseError with the right sentinel, line
// and column (0 when the problem is a whole line or the whole input), and a
// message that shows what was found.
func TestParseErrors(t *testing.T) {
	nine := strings.Repeat(".", 81)
	sixteen := strings.Repeat(".", 16)
	tests := []struct {
		name      string
		format    sudoku.Format
		shape     sudoku.Shape // forced shape, if any
		input     string
		err       error
		line, col int
		detail    string // part of the message
	}{
		// INF1010 file format: the five error cases of the assignment.
		{"inf invalid char", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n12..\n..?.\n....\n....\n", sudoku.ErrInvalidChar, 4, 3, "'?'"},
		{"inf blank in row", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n1 ..\n....\n....\n....\n", sudoku.ErrInvalidChar, 3, 2, "' '"},
		{"inf tab in row", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n1\t..\n....\n....\n....\n", sudoku.ErrInvalidChar, 3, 2, `'\t'`},
		{"inf non-ASCII", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n1é..\n..ø?\n....\n....\n", sudoku.ErrInvalidChar, 3, 2, "'é'"},
		{"inf broken UTF-8", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n1.\xff.\n....\n....\n....\n", sudoku.ErrInvalidChar, 3, 3, `'\xff'`},
		{"inf 7 in a 4x4", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n12..\n..7.\n....\n....\n", sudoku.ErrValueRange, 4, 3, "7 is more than 4"},
		{"inf G in a 9x9", sudoku.FormatINF1010, sudoku.Shape{}, "3\n3\n" + strings.Repeat(nine[:9]+"\n", 4) + "....G....\n" + strings.Repeat(nine[:9]+"\n", 4), sudoku.ErrValueRange, 7, 5, "'G' is 16, more than 9"},
		{"inf row too long", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n12...\n....\n....\n....\n", sudoku.ErrCellCount, 3, 5, "more than 4 cells"},
		{"inf row too short", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n12..\n...\n....\n....\n", sudoku.ErrCellCount, 4, 4, "only 3 cells"},
		{"inf blank row", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n12..\n\n....\n....\n", sudoku.ErrCellCount, 4, 1, "only 0 cells"},
		{"inf too few rows", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n12..\n....\n....\n\n", sudoku.ErrLineCount, 6, 0, "found only 3"},
		{"inf header only", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n", sudoku.ErrLineCount, 3, 0, "found only 0"},
		{"inf too many rows", sudoku.FormatINF1010, sudoku.Shape{}, "2\n2\n12..\n....\n....\n....\n....\n", sudoku.ErrLineCount, 7, 0, "one too many"},
		{"inf box columns missing", sudoku.FormatINF1010, sudoku.Shape{}, "2\n", sudoku.ErrLineCount, 2, 0, "box columns"},
		{"inf non-numeric rows", sudoku.FormatINF1010, sudoku.Shape{}, "x\n2\n12..\n", sudoku.ErrShape, 1, 1, `box rows "x" is not a number`},
		{"inf non-numeric columns", sudoku.FormatINF1010, sudoku.Shape{}, "2\n 2b\n12..\n", sudoku.ErrShape, 2, 2, `box columns "2b"`},
		{"inf zero rows", sudoku.FormatINF1010, sudoku.Shape{}, "0\n3\n", sudoku.ErrShape, 1, 1, "box rows 0"},
		{"inf negative columns", sudoku.FormatINF1010, sudoku.Shape{}, "2\n-3\n", sudoku.ErrShape, 2, 1, "box columns -3"},
		{"inf 9x9 boxes", sudoku.FormatINF1010, sudoku.Shape{}, "9\n9\n", sudoku.ErrTooLarge, 2, 0, "81×81 board"},
		{"inf 65 rows", sudoku.FormatINF1010, sudoku.Shape{}, "65\n1\n", sudoku.ErrTooLarge, 1, 1, "box rows 65"},
		{"inf huge rows", sudoku.FormatINF1010, sudoku.Shape{}, "99999999999999999999999\n1\n", sudoku.ErrTooLarge, 1, 1, "at most 64×64"},
		{"inf other shape forced", sudoku.FormatINF1010, sudoku.Shape{BoxRows: 3, BoxCols: 2}, "2\n3\n" + strings.Repeat("......\n", 6), sudoku.ErrShape, 1, 0, "2x3 boxes, but 3x2"},
		{"auto finds inf", sudoku.FormatAuto, sudoku.Shape{}, "2\n2\n12..\n..7.\n....\n....\n", sudoku.ErrValueRange, 4, 3, "7 is more than 4"},

		// One puzzle per line.
		{"line not a square", sudoku.FormatLine, sudoku.Shape{}, "12345", sudoku.ErrCellCount, 1, 0, "5 characters"},
		{"line 80 chars", sudoku.FormatLine, sudoku.Shape{}, nine[:80], sudoku.ErrCellCount, 1, 0, "nearest: 64 = 8×8 and 81 = 9×9"},
		{"line too long", sudoku.FormatLine, sudoku.Shape{}, strings.Repeat(".", 65*65), sudoku.ErrTooLarge, 1, 0, "4225 characters"},
		{"line invalid char", sudoku.FormatLine, sudoku.Shape{}, "# comment\n\n...?" + sixteen[4:], sudoku.ErrInvalidChar, 3, 4, "'?'"},
		{"line blank inside", sudoku.FormatLine, sudoku.Shape{}, "  ..3. ..4" + sixteen[9:], sudoku.ErrInvalidChar, 1, 7, "' '"},
		{"line G in 9x9", sudoku.FormatLine, sudoku.Shape{}, "G" + nine[1:], sudoku.ErrValueRange, 1, 1, "'G' is 16"},
		{"line 5 in 4x4", sudoku.FormatLine, sudoku.Shape{}, "...5" + sixteen[4:], sudoku.ErrValueRange, 1, 4, "5 is more than 4"},
		{"line forced shape, too long", sudoku.FormatLine, sudoku.Shape{BoxRows: 2, BoxCols: 3}, nine, sudoku.ErrCellCount, 1, 37, "81 characters, but a 6×6 board"},
		{"line forced shape, too short", sudoku.FormatLine, sudoku.Shape{BoxRows: 2, BoxCols: 3}, nine[:30], sudoku.ErrCellCount, 1, 31, "only 30 characters"},
		{"line two puzzles", sudoku.FormatLine, sudoku.Shape{}, sixteen + "\n" + sixteen + "\n", sudoku.ErrLineCount, 2, 0, "more than one puzzle"},

		// Grids of numbers.
		{"grid invalid", sudoku.FormatGrid, sudoku.Shape{}, "1 2 3 4\n3 4 x 2\n", sudoku.ErrInvalidChar, 2, 5, `'x' in "x"`},
		{"grid invalid inside number", sudoku.FormatGrid, sudoku.Shape{}, "1 2 3 4\n3 4 1x 2\n", sudoku.ErrInvalidChar, 2, 6, `'x' in "1x"`},
		{"grid short row", sudoku.FormatGrid, sudoku.Shape{}, "1 2 3 4\n3 4 1\n", sudoku.ErrCellCount, 2, 6, "only 3 cells"},
		{"grid long row", sudoku.FormatGrid, sudoku.Shape{}, "1 2 3 4\n3 4  1 2 0\n", sudoku.ErrCellCount, 2, 10, "5 cells, want 4"},
		{"grid 5 in 4x4", sudoku.FormatGrid, sudoku.Shape{}, "1 2 3 4\n3 4 5 2\n", sudoku.ErrValueRange, 2, 5, "5 is more than 4"},
		{"grid negative", sudoku.FormatGrid, sudoku.Shape{}, "1 2 3 4\n3 4 -1 2\n", sudoku.ErrValueRange, 2, 5, "-1 is negative"},
		{"grid huge", sudoku.FormatGrid, sudoku.Shape{}, "1 2 3 4\n3 4 99999999999999999999999 2\n", sudoku.ErrValueRange, 2, 5, "more than 4"},
		{"grid too few rows", sudoku.FormatGrid, sudoku.Shape{}, "1 2 3 4\n3 4 1 2\n# end\n", sudoku.ErrLineCount, 3, 0, "found only 2"},
		{"grid too many rows", sudoku.FormatGrid, sudoku.Shape{}, "1 2\n2 1\n0 0\n", sudoku.ErrLineCount, 3, 0, "one too many"},
		{"grid 65 wide", sudoku.FormatGrid, sudoku.Shape{}, strings.Repeat("0 ", 65), sudoku.ErrTooLarge, 1, 129, "65 numbers"},
		{"grid forced shape", sudoku.FormatGrid, sudoku.Shape{BoxRows: 1, BoxCols: 2}, "1 2 3 4\n", sudoku.ErrCellCount, 1, 5, "4 cells, want 2"},

		// CSV.
		{"csv invalid", sudoku.FormatCSV, sudoku.Shape{}, "1,2,3,4\n3,4,\"1\",2\n", sudoku.ErrInvalidChar, 2, 5, `'"'`},
		{"csv short row", sudoku.FormatCSV, sudoku.Shape{}, "1,2,3,4\n3,4,1\n", sudoku.ErrCellCount, 2, 6, "only 3 cells"},
		{"csv trailing comma", sudoku.FormatCSV, sudoku.Shape{}, "1,2,3,4\n3,4,1,2,\n", sudoku.ErrCellCount, 2, 9, "5 cells"},
		{"csv 5 in 4x4", sudoku.FormatCSV, sudoku.Shape{}, "1,2,3,4\n3, 4, 5, 2\n", sudoku.ErrValueRange, 2, 7, "5 is more than 4"},
		{"csv too few rows", sudoku.FormatCSV, sudoku.Shape{}, "1,2,3,4\n", sudoku.ErrLineCount, 2, 0, "found only 1"},
		{"auto finds csv", sudoku.FormatAuto, sudoku.Shape{}, "1,2,3,4\n3,4,x,2\n", sudoku.ErrInvalidChar, 2, 5, "'x'"},

		// The ohidaoui index format.
		{"index line count", sudoku.FormatIndex, sudoku.Shape{}, withoutFirstLine(indexFormatText(sixteen)), sudoku.ErrLineCount, 0, 0, "15 lines"},
		{"index bad flag", sudoku.FormatIndex, sudoku.Shape{}, strings.Replace(indexFormatText(sixteen), "0, 3,", "yes, 3,", 1), sudoku.ErrSyntax, 4, 1, `readOnly "yes"`},
		{"index bad index", sudoku.FormatIndex, sudoku.Shape{}, strings.Replace(indexFormatText(sixteen), "0, 3,", "0, three,", 1), sudoku.ErrSyntax, 4, 4, `index "three"`},
		{"index out of range", sudoku.FormatIndex, sudoku.Shape{}, strings.Replace(indexFormatText(sixteen), "0, 3,", "0, 16,", 1), sudoku.ErrSyntax, 4, 4, "outside 0–15"},
		{"index twice", sudoku.FormatIndex, sudoku.Shape{}, strings.Replace(indexFormatText(sixteen), "0, 3,", "0, 1,", 1), sudoku.ErrSyntax, 4, 4, "already set on line 2"},
		{"index two fields", sudoku.FormatIndex, sudoku.Shape{}, strings.Replace(indexFormatText(sixteen), "0, 3, ", "0, 3", 1), sudoku.ErrSyntax, 4, 5, "2 fields"},
		{"index four fields", sudoku.FormatIndex, sudoku.Shape{}, strings.Replace(indexFormatText(sixteen), "0, 3, ", "0, 3, 1, 2", 1), sudoku.ErrSyntax, 4, 10, "4 fields"},
		{"index 5 in 4x4", sudoku.FormatIndex, sudoku.Shape{}, strings.Replace(indexFormatText(sixteen), "0, 3, ", "1, 3, 5", 1), sudoku.ErrValueRange, 4, 7, "5 is more than 4"},
		{"index bad value", sudoku.FormatIndex, sudoku.Shape{}, strings.Replace(indexFormatText(sixteen), "0, 3, ", "1, 3, x", 1), sudoku.ErrInvalidChar, 4, 7, "'x'"},
		{"index forced shape", sudoku.FormatIndex, sudoku.Shape{BoxRows: 3, BoxCols: 3}, indexFormatText(sixteen), sudoku.ErrLineCount, 17, 0, "found only 16 lines"},
		{"auto finds index", sudoku.FormatAuto, sudoku.Shape{}, withoutFirstLine(indexFormatText(sixteen)), sudoku.ErrLineCount, 0, 0, "15 lines"},

		// Nothing to read.
		{"empty", sudoku.FormatAuto, sudoku.Shape{}, "", sudoku.ErrLineCount, 0, 0, "empty input"},
		{"only comments", sudoku.FormatAuto, sudoku.Shape{}, "# nothing\n\n", sudoku.ErrLineCount, 0, 0, "empty input"},
		{"empty inf", sudoku.FormatINF1010, sudoku.Shape{}, "\n", sudoku.ErrLineCount, 0, 0, "empty input"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := sudoku.Parser{Format: tt.format, Shape: tt.shape}.Parse(tt.input)
			if b != nil {
				t.Errorf("got a board with error %v", err)
			}
			if !errors.Is(err, tt.err) {
				t.Fatalf("error %v, want %v", err, tt.err)
			}
			var pe *sudoku.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %T %v is not a *ParseError", err, err)
			}
			if pe.Line != tt.line || pe.Column != tt.col {
				t.Errorf("at line %d, column %d, want line %d, column %d: %v", pe.Line, pe.Column, tt.line, tt.col, err)
			}
			if !strings.Contains(err.Error(), tt.detail) {
				t.Errorf("message %q does not say %q", err, tt.detail)
			}
		})
	}
}

// Givens that break a rule give a *ConflictError naming both cells, in
// every format.
func TestParseConflicts(t *testing.T) {
	row := "3...3...." + strings.Repeat(".", 72)
	grid := "3 0 0 0 3 0 0 0 0\n" + strings.Repeat("0 0 0 0 0 0 0 0 0\n", 8)
	tests := []struct {
		format sudoku.Format
		input  string
		source string
		want   string
	}{
		{sudoku.FormatINF1010, "3\n3\n3...3....\n" + strings.Repeat(".........\n", 8), "", "r1c1 and r1c5 both hold 3 in row 1"},
		{sudoku.FormatLine, row, "line 1", "r1c1 and r1c5 both hold 3 in row 1"},
		{sudoku.FormatLine, "# x\n\n" + row, "line 3", "r1c1 and r1c5 both hold 3 in row 1"},
		{sudoku.FormatGrid, grid, "", "r1c1 and r1c5 both hold 3 in row 1"},
		{sudoku.FormatCSV, strings.ReplaceAll(grid, " ", ","), "", "r1c1 and r1c5 both hold 3 in row 1"},
		{sudoku.FormatIndex, indexFormatText("1...1..........."), "", "r1c1 and r2c1 both hold 1 in column 1"},
		{sudoku.FormatLine, "1......1" + strings.Repeat(".", 28), "line 1", "r1c1 and r2c2 both hold 1 in box 1"},
	}
	for _, tt := range tests {
		b, err := sudoku.Parse(tt.input, tt.format)
		var ce *sudoku.ConflictError
		if !errors.As(err, &ce) || !errors.Is(err, sudoku.ErrConflict) {
			t.Errorf("%v: error %v, want a *ConflictError", tt.format, err)
			continue
		}
		if ce.Conflict.String() != tt.want || ce.Source != tt.source {
			t.Errorf("%v: conflict %q in %q, want %q in %q", tt.format, ce.Conflict, ce.Source, tt.want, tt.source)
		}
		if b == nil || b.IsValid() {
			t.Errorf("%v: want the board with its conflict, got %v", tt.format, b)
		}
	}
	// The conflict names the file when there is one.
	_, err := sudoku.Parser{Source: "puzzles.txt"}.Parse("\n" + row)
	if want := "puzzles.txt: line 2: givens break a rule: r1c1 and r1c5 both hold 3 in row 1"; err == nil || err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
}

// Values a player entered may break a rule (that is a mistake to show, not
// bad input): only givens are checked.
func TestParseIndexEnteredConflictIsAllowed(t *testing.T) {
	text := strings.Replace(indexFormatText("3..............."), "0, 1, ", "0, 1, 3", 1)
	b, err := sudoku.Parse(text, sudoku.FormatIndex)
	if err != nil {
		t.Fatal(err)
	}
	if b.Givens() != 1 || b.Filled() != 2 || b.IsValid() {
		t.Errorf("givens %d filled %d valid %v", b.Givens(), b.Filled(), b.IsValid())
	}
}

// What each format tolerates: line endings, blanks, comments, other
// spellings of empty cells and of readOnly.
func TestParseTolerates(t *testing.T) {
	want := "12..\n....\n....\n...1"
	tests := []struct {
		format sudoku.Format
		input  string
	}{
		{sudoku.FormatINF1010, "2\n2\n12..\n....\n....\n...1"},
		{sudoku.FormatINF1010, "\uFEFF2\r\n2 \r\n12..\r\n....\r\n....  \r\n...1\r\n\r\n\n"},
		{sudoku.FormatINF1010, "# a comment\n\n 2\n2\t\n1200\n....\n....\n...1\n"},
		{sudoku.FormatLine, "12.............1"},
		{sudoku.FormatLine, "# c\n\n  1200000000000001  \r\n\n"},
		{sudoku.FormatGrid, "1 2 0 0\n0 0 0 0\n\n0 0 0 0\n0 0 0 1\n"},
		{sudoku.FormatGrid, "# c\n1\t2 . .\r\n  0   0 0 0\n0 0 0 0\n0 0 0 1"},
		{sudoku.FormatCSV, "1,2,0,0\n0,0,0,0\n0,0,0,0\n0,0,0,1\n"},
		{sudoku.FormatCSV, "1, 2, , \r\n,,,\n0,.,0,\n , , ,1"},
		{sudoku.FormatIndex, "1, 0, 1\n1, 1, 2\nTRUE, 15, 1\n" + func() string {
			var w strings.Builder
			for i := 2; i < 15; i++ {
				fmt.Fprintf(&w, "false,%d,\n", i)
			}
			return w.String()
		}()},
	}
	for _, tt := range tests {
		for _, f := range []sudoku.Format{tt.format, sudoku.FormatAuto} {
			b, err := sudoku.Parse(tt.input, f)
			if err != nil {
				t.Errorf("%v as %v: %v\n%s", tt.format, f, err, tt.input)
				continue
			}
			line, _ := sudoku.FormatBoard(b, sudoku.FormatLine)
			if strings.TrimSpace(line) != strings.ReplaceAll(want, "\n", "") || b.Givens() != 3 {
				t.Errorf("%v as %v: read %q with %d givens", tt.format, f, line, b.Givens())
			}
		}
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		text string
		want sudoku.Format
	}{
		{"", sudoku.FormatAuto},
		{"\n  \n# only comments\n", sudoku.FormatAuto},
		{"2\n3\n..36..\n", sudoku.FormatINF1010},
		{"# c\n10\n1\n", sudoku.FormatINF1010},
		{"x\n3\n", sudoku.FormatINF1010}, // so that the error talks about box rows
		{"1", sudoku.FormatLine},
		{".", sudoku.FormatLine},
		{"12..", sudoku.FormatLine},
		{"12..\n....\n....\n....", sudoku.FormatGrid},           // four rows of four: a compact 4×4 grid
		{"12..\n....\n....\n....\n\n1...\n", sudoku.FormatGrid}, // a compact grid, then more
		{"12..\n....\n....\n....\n....", sudoku.FormatLine},     // five lines of four: not one grid
		{"12..\n....\n\n....\n....", sudoku.FormatLine},         // a blank line inside the block
		{"53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79", sudoku.FormatGrid},
		{"..36...2...45...6..3...53...1...14..", sudoku.FormatLine},
		{"1 2\n2 1", sudoku.FormatGrid},
		{"  1  2\n2 1", sudoku.FormatGrid},
		{"1,2\n2,1", sudoku.FormatCSV},
		{"1,0,3\n0,3,1\n3,1,0", sudoku.FormatCSV}, // three lines of three: a 3×3 CSV board
		{",,\n,,\n,,", sudoku.FormatCSV},
		{"1, 0, 1", sudoku.FormatIndex},
		{"true, 0, 1\nfalse, 1, \n", sudoku.FormatIndex},
		{"x, 0, 1\n", sudoku.FormatCSV},
	}
	for _, tt := range tests {
		if got := sudoku.Detect(tt.text); got != tt.want {
			t.Errorf("Detect(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// A 64×64 line starting with '#' (value 37) is a puzzle, not a comment.
func TestLineStartingWithHash(t *testing.T) {
	s := sudoku.Shape{BoxRows: 8, BoxCols: 8}
	b := emptyBoardOf(t, s)
	if err := b.SetGiven(0, 0, 37); err != nil {
		t.Fatal(err)
	}
	text, _ := sudoku.FormatBoard(b, sudoku.FormatLine)
	if text[0] != '#' {
		t.Fatalf("line starts with %q", text[0])
	}
	for _, f := range []sudoku.Format{sudoku.FormatLine, sudoku.FormatAuto} {
		got, err := sudoku.Parse("# a real comment\n"+text, f)
		if err != nil || !got.Equal(b) {
			t.Errorf("%v: %v", f, err)
		}
	}
}

func TestFormatListing(t *testing.T) {
	b := readTestdataBoard(t, "inf1010-6x6-28-solutions.txt", sudoku.FormatINF1010)
	var all []*sudoku.Board
	for s := range sudoku.AllSolutions(b) {
		all = append(all, s.Clone())
	}
	listing := sudoku.FormatListing(all)
	lines := strings.Split(strings.TrimSuffix(listing, "\n"), "\n")
	if len(lines) != 28 {
		t.Fatalf("%d lines, want 28", len(lines))
	}
	// The seed's ninth line.
	if want := "9: 521643//436215//143526//265431//612354//354162//"; lines[8] != want {
		t.Errorf("line 9 = %q, want %q", lines[8], want)
	}
	if !strings.HasPrefix(lines[27], "28: ") {
		t.Errorf("last line %q", lines[27])
	}
	if sudoku.FormatListing(nil) != "" {
		t.Error("listing of no solutions is not empty")
	}
	// Values above 9 use the INF1010 characters.
	big := patternSolvedBoard(t, sudoku.Shape{BoxRows: 4, BoxCols: 4})
	if got := sudoku.ListingLine(3, big); !strings.HasPrefix(got, "3: 123456789ABCDEFG//5678") {
		t.Errorf("16×16 listing line %q", got)
	}
}
