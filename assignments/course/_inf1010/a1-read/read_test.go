package main

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang/testmsg"
)

// sentinels are ReadFile's five errors with their names, in the order the
// test names them.
var sentinels = []struct {
	err  error
	name string
}{
	{ErrNotFound, "ErrNotFound"}, {ErrInvalidChar, "ErrInvalidChar"}, {ErrValueRange, "ErrValueRange"},
	{ErrCharCount, "ErrCharCount"}, {ErrTooLarge, "ErrTooLarge"},
}

// sentinelOf names the sentinel err wraps.
func sentinelOf(err error) string {
	for _, s := range sentinels {
		if errors.Is(err, s.err) {
			return s.name
		}
	}
	return testmsg.Sprintf("none of the five sentinels")
}

// readOK reads a valid board with ReadFile and checks its boxes and cells
// against the file.
func readOK(t *testing.T, file string) {
	t.Helper()
	want := puzzleFile(t, file)
	b, err := ReadFile(file)
	if err != nil {
		testmsg.Fatalf(t, "the file is valid, but ReadFile returned the error %q", err)
	}
	if b == nil {
		testmsg.Fatalf(t, "ReadFile returned neither a board nor an error")
	}
	shape := want.Shape()
	if b.BoxRows != shape.BoxRows || b.BoxCols != shape.BoxCols {
		testmsg.Fatalf(t, "boxes should be %d×%d (rows×columns), got %d×%d", shape.BoxRows, shape.BoxCols, b.BoxRows, b.BoxCols)
	}
	got := make([]int, len(b.Cells))
	for i, c := range b.Cells {
		if c != nil {
			got[i] = c.Value
		}
	}
	if values := want.Values(); !slices.Equal(got, values) {
		testmsg.Errorf(t, "the cells read differ from the file (%s)", firstDifference(got, values, shape.N()))
		if g, err := sudoku.FromValues(shape, got); err == nil {
			showBoards(t, g, want)
		}
	}
}

// readFails checks that ReadFile returns an error wrapping the sentinel
// named want.
func readFails(t *testing.T, file, want string) {
	t.Helper()
	_, err := ReadFile(file)
	switch {
	case err == nil:
		testmsg.Errorf(t, "ReadFile should return an error wrapping %s, but it returned no error", want)
	case sentinelOf(err) != want:
		testmsg.Errorf(t, "ReadFile should return an error wrapping %s, but its error (%q) wraps %s", want, err, sentinelOf(err))
	}
}

// printOK checks Board.String against INF1010's pretty print.
func printOK(t *testing.T, file string) {
	t.Helper()
	want := puzzleFile(t, file)
	b, err := ReadFile(file)
	if err != nil {
		testmsg.Fatalf(t, "ReadFile returned the error %q, so there was nothing to print", err)
	}
	if b == nil {
		testmsg.Fatalf(t, "ReadFile returned neither a board nor an error")
	}
	got, expected := b.String(), sudoku.FormatPretty(want)
	if tidy(got) != tidy(expected) {
		testmsg.Errorf(t, "String() printed\n\n%s\nbut should print\n\n%s", indent(got), indent(expected))
	}
}

// tidy drops blanks at line ends and blank lines at the end.
func tidy(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \t")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

// indent indents text four spaces (a Markdown code block).
func indent(text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i := range lines {
		lines[i] = "    " + lines[i]
	}
	return strings.Join(lines, "\n") + "\n"
}

// firstDifference names the first cell where got and want differ.
func firstDifference(got, want []int, n int) string {
	if len(got) != len(want) {
		return testmsg.Sprintf("%d cells instead of %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			return testmsg.Sprintf("first at %s: got %d, want %d", sudoku.CellName(i/n, i%n), got[i], want[i])
		}
	}
	return testmsg.Sprintf("no difference")
}

// The 6×6 example of the assignment.
//
//grade:points 2
func TestReadSix(t *testing.T) { readOK(t, "testdata/six.txt") }

//grade:points 1
func TestReadNine(t *testing.T) { readOK(t, "testdata/nine.txt") }

//grade:points 2
func TestPrintSix(t *testing.T) { printOK(t, "testdata/six.txt") }

//grade:points 1
func TestPrintNine(t *testing.T) { printOK(t, "testdata/nine.txt") }

// A file that does not exist.
//
//grade:points 1
func TestErrorNotFound(t *testing.T) { readFails(t, "testdata/no-such-board.txt", "ErrNotFound") }

// An 'x' on a 6×6 board: a character of INF1010's table, but its value
// (57) is above 6.
//
//grade:points 1
func TestErrorInvalidChar(t *testing.T) {
	readFails(t, "testdata/invalid-char.txt", "ErrValueRange")
}

//grade:points 1
func TestErrorValueRange(t *testing.T) {
	readFails(t, "testdata/value-range.txt", "ErrValueRange")
}

//grade:points 1
func TestErrorCharCount(t *testing.T) { readFails(t, "testdata/char-count.txt", "ErrCharCount") }

//grade:points 1
func TestErrorTooLarge(t *testing.T) { readFails(t, "testdata/too-large.txt", "ErrTooLarge") }

// Three 12×12 boards.
//
//grade:points 3 hidden timeout=6s
func TestHiddenReadShapes(t *testing.T) { forEachBoard(t, hiddenReadShapes, readOK) }

// Two 8×8 boards of 4×2 boxes, printed.
//
//grade:points 2 hidden timeout=4s
func TestHiddenPrintShapes(t *testing.T) { forEachBoard(t, hiddenPrintShapes, printOK) }

// Six 9×9 files, most with one mistake each.
//
//grade:points 4 hidden timeout=12s
func TestHiddenErrors(t *testing.T) {
	want := []string{"ErrValueRange", "ErrCharCount", "", "ErrInvalidChar", "ErrCharCount", "ErrCharCount"}
	for i, text := range hiddenErrors {
		if want[i] == "" {
			readOK(t, writeBoard(t, text))
		} else {
			readFails(t, writeBoard(t, text), want[i])
		}
	}
}

// A 25×25 board.
//
//grade:points 1 after-due
func TestAfterDueBigBoard(t *testing.T) { readOK(t, writeBoard(t, afterDueBigBoard[0])) }

// The hidden boards (made once from the seeds 101–104 of the grader's
// former generator).
var hiddenReadShapes = []string{
	`3
4
.7943...12C.
1C..8.....B.
3.6...C.....
.A1.78...34.
7589.3.6C1.2
B436.1.2...9
6.AC...79..B
2.5..4..6.3.
98......25..
.9B.AC.....8
....57..4.9.
.2..4...A..1
`,
	`3
4
B6C.8.93..A2
..892...61.C
.5...6..4.38
.C36...9.5.B
..A4B2.7.6.3
72B.3.....9.
...8..253C6.
..9..A...2.1
5.1....6..4.
8.5A..B2.3.4
..6..9...A..
.....7..1B..
`,
	`3
4
6......9...8
8.A5..36.2.9
9....A...1C.
B.....5...2.
..92A84...13
356129...8.B
C..9..2.A..5
5A.6........
4......5179C
..4B358...71
1..7B4.2..3A
...3...1..B2
`,
}

var hiddenPrintShapes = []string{
	`4
2
4....175
2.64.7..
317..8..
5.1.46.2
1.2...56
.24.6...
6...1427
.356..41
`,
	`4
2
7.85..1.
5.24..7.
16.75842
..617...
.7..6..1
3.7.25.4
.41.8725
2......7
`,
}

var hiddenErrors = []string{
	`3
3
6371894..
1..4.56.7
..5.3718.
5.8..2..3
9135.87.O
..2....48
3.685.27.
.......96
...39....
`,
	`3
3
..743...5
4.....2.9
851.7..36.
129764358
.8..92..4
7..35..92
6.8...94.
..4..3..1
..2.4...3
`,
	`3
3
6.17.2.5.
729....16
.85614..7
56...7.29
..25...4.
174.2...5
8.647..3.
.5.86...4
...23.1..
`,
	`3
3
..57.6?4.
..6...51.
423.156..
....841..
..1.2..85
854.71.2.
.1.9..254
...16.739
.9.4..86.
`,
	`3
3
14.3.6..5
8.357.149
.259...63
....6..58
6.1.254...
2....9..1
.7243.5..
..4...9..
5862.73..
`,
	`3
3
56.149..3
...32..58
.238...91
3..6..51..
...293.8.
...45..32
.859..3..
.19.3.8..
6..5841.9
`,
}

var afterDueBigBoard = []string{
	`5
5
.DI.2M8K3C7.P..F46O....B.
.C83K6...ON.5..7E..A1L..2
..AE75B..JKCM...L1D.64OH.
5.B...I2L.FO.H...M.8.E..7
6.H4F.A.E.2D..L..5.BM3...
F4OPA7GB5.8L..........3..
.3.....A..I.N.1B.7EG2M.D8
N9..I2..ML.....H6.3.75E..
.....K.H.3..7.5.PF.ON1.JI
..G.B..I19H..C.8.....P..A
.2.8..M.HK.7GP.4..F.JI.5.
J..I.D.L8......3H.KM.B7..
G7PBEJ...N.KCMH.8..1OAF.4
O..A.G.E..L..1..IJN.CH.M3
.K...O...F.NJ5..B.7PD8.1L
4.FGP....BM8.2.1...N3.H..
3....4F...1...D..EB7LC82.
L.2CM3K6O..B..JPG.AF9.IN.
9..D..2M.....F..O3HK..B.5
E..J59.1..6..KO.C..2..A.P
..4...EJ.5CM.L.D2I.....3O
.5..J.9.21O..3FCK8.L..P.G
I.9..8.CKMG..47........E.
H63..A...PD.I9.JN.5.8.ML.
8ML....OF..5.ENG7AP4.2..D
`,
}
