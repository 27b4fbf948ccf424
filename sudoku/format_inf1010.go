package sudoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// FormatINF1010: line 1 holds the number of rows in a box, line 2 the number
// of columns, then come N = rows·columns lines of N INF1010 characters
// ('.' for an empty cell; '0' is read as empty too). The 6×6 example of the
// assignment:
//
//	2
//	3
//	..36..
//	.2...4
//	5...6.
//	.3...5
//	3...1.
//	..14..
//
// Blank lines and '#' comment lines before the dimension lines, blank lines
// after the board and blanks at the end of a line are allowed; a blank or a
// tab inside a row is an invalid character.

// parseINF1010 reads one board in the INF1010 file format.
func (p Parser) parseINF1010(all []inputLine) (*Board, error) {
	lines := trimBlankInputLines(all)
	for len(lines) > 0 && !holdsPuzzleData(lines[0].text) {
		lines = lines[1:] // comments before the dimensions
	}
	if len(lines) == 0 {
		return nil, p.errEmpty()
	}
	rows, err := p.dimension(lines[0], lang.Sprintf("box rows"))
	if err != nil {
		return nil, err
	}
	if len(lines) < 2 {
		return nil, &ParseError{Source: p.Source, Line: lines[0].num + 1, Err: ErrLineCount,
			Detail: lang.Sprintf("the second line, the number of box columns, is missing")}
	}
	cols, err := p.dimension(lines[1], lang.Sprintf("box columns"))
	if err != nil {
		return nil, err
	}
	shape := Shape{rows, cols}
	n := shape.N()
	if n > MaxSize {
		return nil, p.errAt(lines[1], -1, ErrTooLarge, lang.Sprintf("%[1]d×%[2]d boxes make a %[3]d×%[3]d board", rows, cols, n))
	}
	if p.forced() && shape != p.Shape {
		return nil, p.errAt(lines[0], -1, ErrShape, lang.Sprintf("the file has %[1]v boxes, but %[2]v boxes were asked for", shape.String(), p.Shape.String()))
	}
	values := make([]int, 0, n*n)
	for i, line := range lines[2:] {
		if i == n {
			return nil, p.errAt(line, -1, ErrLineCount, lang.Sprintf("a %[1]d×%[1]d board has %[1]d rows; this line is one too many", n))
		}
		row, err := p.inf1010Row(line, i, n)
		if err != nil {
			return nil, err
		}
		values = append(values, row...)
	}
	if got := len(lines) - 2; got < n {
		last := lines[len(lines)-1]
		return nil, &ParseError{Source: p.Source, Line: last.num + 1, Err: ErrLineCount,
			Detail: lang.Sprintf("a %[1]d×%[1]d board has %[1]d rows, found only %[2]d", n, got)}
	}
	b, err := FromValues(shape, values)
	if err != nil {
		return nil, err // cannot happen: shape, size and values are checked
	}
	return b, checkParsedGivens(b, p.Source)
}

// inf1010Row reads row r (0-based) of a board of side n.
func (p Parser) inf1010Row(line inputLine, r, n int) ([]int, error) {
	text := line.text
	values := make([]int, 0, n)
	for j := 0; j < len(text); j++ {
		if j == n {
			return nil, p.errAt(line, j, ErrCellCount, lang.Sprintf("row %[1]d has more than %[2]d cells", r+1, n))
		}
		v, ok := puzzleCharValue(text[j])
		if !ok {
			return nil, p.errAt(line, j, ErrInvalidChar, line.charAt(j))
		}
		if v > n {
			return nil, p.errAt(line, j, ErrValueRange, tooBigDetail(text[j:j+1], v, n))
		}
		values = append(values, v)
	}
	if len(values) < n {
		return nil, p.errAt(line, len(text), ErrCellCount, lang.Sprintf("row %[1]d has only %[2]d cells, want %[3]d", r+1, len(values), n))
	}
	return values, nil
}

// dimension reads a box dimension line: a number from 1 to 64.
func (p Parser) dimension(line inputLine, what string) (int, error) {
	t := strings.TrimSpace(line.text)
	at := strings.Index(line.text, t)
	switch {
	case allDigits(t):
		v, err := strconv.Atoi(t)
		if err != nil || v > MaxSize {
			return 0, p.errAt(line, at, ErrTooLarge, lang.Sprintf("%[1]s %[2]s: a board is at most 64×64", what, t))
		}
		if v == 0 {
			return 0, p.errAt(line, at, ErrShape, lang.Sprintf("%s 0: a box needs at least one row and one column", what))
		}
		return v, nil
	case t == "":
		return 0, p.errAt(line, -1, ErrShape, lang.Sprintf("%s missing: want a number", what))
	case t[0] == '-' && allDigits(t[1:]):
		return 0, p.errAt(line, at, ErrShape, lang.Sprintf("%[1]s %[2]s: a box needs at least one row and one column", what, t))
	}
	return 0, p.errAt(line, at, ErrShape, lang.Sprintf("%[1]s %[2]q is not a number", what, t))
}

// trimBlankInputLines drops blank lines at the start and the end.
func trimBlankInputLines(lines []inputLine) []inputLine {
	for len(lines) > 0 && isBlankLine(lines[0].text) {
		lines = lines[1:]
	}
	for len(lines) > 0 && isBlankLine(lines[len(lines)-1].text) {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// encodeINF1010 writes the board in the INF1010 file format.
func encodeINF1010(w *strings.Builder, b *Board) {
	s := b.Shape()
	fmt.Fprintf(w, "%d\n%d\n", s.BoxRows, s.BoxCols)
	n := b.N()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			w.WriteByte(ValueChar(b.Value(r, c)))
		}
		w.WriteByte('\n')
	}
}
