package sudoku_test

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// The 6×6 example of the INF1010 assignment, in its file format: 2 rows and
// 3 columns per box, then the board.
const sixBySixINF1010 = `2
3
..36..
.2...4
5...6.
.3...5
3...1.
..14..
`

func ExampleParse() {
	b, err := sudoku.Parse(sixBySixINF1010, sudoku.FormatAuto)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b.Shape(), b.Givens(), "givens")
	fmt.Print(b)
	// Output:
	// 2x3 12 givens
	// ..3|6..
	// .2.|..4
	// ---+---
	// 5..|.6.
	// .3.|..5
	// ---+---
	// 3..|.1.
	// ..1|4..
}

func ExampleParse_errors() {
	// A 7 cannot go on a 4×4 board (2×2 boxes): the error names the line
	// and column, and says what kind of problem it is.
	_, err := sudoku.Parse("2\n2\n12..\n..7.\n....\n....\n", sudoku.FormatINF1010)
	fmt.Println(err)
	var pe *sudoku.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Line, pe.Column, errors.Is(err, sudoku.ErrValueRange))
	}

	// Givens that already break a rule give a *ConflictError instead.
	_, err = sudoku.Parse("3.3.............", sudoku.FormatLine)
	fmt.Println(err)
	// Output:
	// sudoku: line 4, column 3: value out of range: 7 is more than 4, the largest value on a 4×4 board
	// 4 3 true
	// line 1: givens break a rule: r1c1 and r1c3 both hold 3 in row 1
}

func ExampleCell_Candidates() {
	// INF1010's 9×9 example: the top-left cell sees 1 and 6 in its row and
	// box, and 5 and 6 in its column.
	b, err := sudoku.ReadFile("testdata/inf1010-9x9.txt", sudoku.FormatAuto)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b[0].Cell(0, 0).Candidates())
	// Output: {2,3,4,7,8,9}
}

func ExampleDetect() {
	fmt.Println(sudoku.Detect(sixBySixINF1010))
	fmt.Println(sudoku.Detect("0 0 3\n0 1 0\n2 0 0"))
	fmt.Println(sudoku.Detect("0,0,3,4\n3,4,0,0\n0,0,4,3\n4,3,0,0\n"))
	fmt.Println(sudoku.Detect("1, 0, 5\n0, 1, \n0, 2, 3\n0, 3, "))
	fmt.Println(sudoku.Detect("# a comment\n..3.\n"))
	fmt.Println(sudoku.Detect("..34\n34..\n..43\n43..\n"))
	// Output:
	// inf1010
	// grid
	// csv
	// index
	// line
	// grid
}

func ExampleFormatBoard() {
	b, _ := sudoku.Parse("12.............1", sudoku.FormatLine)
	for _, f := range []sudoku.Format{sudoku.FormatINF1010, sudoku.FormatLine, sudoku.FormatGrid, sudoku.FormatCSV, sudoku.FormatPrettyPrint} {
		text, _ := sudoku.FormatBoard(b, f)
		fmt.Printf("%s:\n%s", f, text)
	}
	// Output:
	// inf1010:
	// 2
	// 2
	// 12..
	// ....
	// ....
	// ...1
	// line:
	// 12.............1
	// grid:
	// 1 2 0 0
	// 0 0 0 0
	// 0 0 0 0
	// 0 0 0 1
	// csv:
	// 1,2,0,0
	// 0,0,0,0
	// 0,0,0,0
	// 0,0,0,1
	// pretty:
	// 12|..
	// ..|..
	// --+--
	// ..|..
	// ..|.1
}

func ExampleFormatBoard_index() {
	// The ohidaoui save format tells givens (readOnly 1) from values the
	// player entered (readOnly 0).
	b, err := sudoku.Parse("1 0\n0 1", sudoku.FormatGrid) // 2×2 board, 1×2 boxes
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := b.Set(0, 1, 2); err != nil { // the player enters 2 in r1c2
		fmt.Println(err)
		return
	}
	text, err := sudoku.FormatBoard(b, sudoku.FormatIndex)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(strings.ReplaceAll(text, " \n", "␣\n")) // show the trailing blank
	// Output:
	// 1, 0, 1
	// 0, 1, 2
	// 0, 2,␣
	// 1, 3, 1
}

func ExampleReadPuzzles() {
	input := `# two 4×4 puzzles and a broken one
12..........3...
1.2.............
..!.
`
	for b, err := range sudoku.ReadPuzzles(strings.NewReader(input), sudoku.FormatLine) {
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(b.N(), b.Givens())
	}
	// Output:
	// 4 3
	// 4 2
	// error: sudoku: line 4, column 3: invalid character: '!'
}

func ExampleParser() {
	// A 36-character line is a 6×6 board with 2×3 boxes unless told
	// otherwise; Parser.Shape forces 3×2 boxes.
	line := "12......34......5621......43......65"
	p := sudoku.Parser{Format: sudoku.FormatLine, Shape: sudoku.Shape{BoxRows: 3, BoxCols: 2}, Source: "six.txt"}
	b, err := p.Parse(line)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b.Shape())
	fmt.Print(b)
	// Output:
	// 3x2
	// 12|..|..
	// ..|34|..
	// ..|..|56
	// --+--+--
	// 21|..|..
	// ..|43|..
	// ..|..|65
}

func ExampleFormatListing() {
	b, _ := sudoku.Parse("2\n3\n..1..3\n......\n....2.\n26....\n...3..\n3..1.2\n", sudoku.FormatINF1010)
	var first []*sudoku.Board
	for s := range sudoku.AllSolutions(b) {
		first = append(first, s.Clone()) // the brute force reuses s
		if len(first) == 3 {
			break
		}
	}
	fmt.Print(sudoku.FormatListing(first))
	// Output:
	// 1: 421563//653214//134625//265431//512346//346152//
	// 2: 421653//536214//143526//265431//612345//354162//
	// 3: 421653//536214//153426//264531//612345//345162//
}

func ExampleWrite() {
	b, _ := sudoku.Parse("0 0 3 4\n3 4 0 0\n0 0 4 3\n4 3 0 0", sudoku.FormatAuto)
	if err := sudoku.Write(os.Stdout, b, sudoku.FormatLine); err != nil {
		fmt.Println(err)
	}
	// Output: ..3434....4343..
}
