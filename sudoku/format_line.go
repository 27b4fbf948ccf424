package sudoku

import (
	"fmt"
	"github.com/sudokit/sudokit/sudoku/lang"
	"strings"
	"unicode"
)

// FormatLine: one puzzle per line, N² INF1010 characters in reading order,
// '.' or '0' for an empty cell. The side N follows from the length: 81
// characters make a 9×9 board with the usual ShapeFor(9) = 3×3 boxes, unless
// the Parser forces another shape.

// parseOneLinePuzzle reads the single puzzle line of an input.
func (p Parser) parseOneLinePuzzle(lines []inputLine) (*Board, error) {
	data := dataInputLines(lines)
	switch len(data) {
	case 0:
		return nil, p.errEmpty()
	case 1:
		return p.parseLinePuzzle(data[0])
	}
	return nil, p.errAt(data[1], -1, ErrLineCount, lang.Sprintf("more than one puzzle; ReadPuzzles reads them all"))
}

// parseLinePuzzle reads one puzzle line.
func (p Parser) parseLinePuzzle(line inputLine) (*Board, error) {
	start := len(line.text) - len(strings.TrimLeftFunc(line.text, unicode.IsSpace))
	cells := line.text[start:]
	values := make([]int, len(cells))
	for i := 0; i < len(cells); i++ {
		v, ok := puzzleCharValue(cells[i])
		if !ok {
			return nil, p.errAt(line, start+i, ErrInvalidChar, line.charAt(start+i))
		}
		values[i] = v
	}
	n, err := p.lineSide(line, start, len(cells))
	if err != nil {
		return nil, err
	}
	for i, v := range values {
		if v > n {
			return nil, p.errAt(line, start+i, ErrValueRange, tooBigDetail(cells[i:i+1], v, n))
		}
	}
	b, err := FromValues(p.shapeFor(n), values)
	if err != nil {
		return nil, err // cannot happen: size and values are checked
	}
	return b, checkParsedGivens(b, p.lineWhere(line))
}

// lineSide returns the board side N of a puzzle line of count characters
// starting at byte start.
func (p Parser) lineSide(line inputLine, start, count int) (int, error) {
	if p.forced() {
		n := p.Shape.N()
		switch {
		case count > n*n:
			return 0, p.errAt(line, start+n*n, ErrCellCount, lang.Sprintf("%[1]d characters, but a %[2]d×%[2]d board (%[3]v boxes) has %[4]d cells", count, n, p.Shape, n*n))
		case count < n*n:
			return 0, p.errAt(line, start+count, ErrCellCount, lang.Sprintf("only %[1]d characters, but a %[2]d×%[2]d board (%[3]v boxes) has %[4]d cells", count, n, p.Shape, n*n))
		}
		return n, nil
	}
	n := floorSqrt(count)
	switch {
	case count > MaxSize*MaxSize:
		return 0, p.errAt(line, -1, ErrTooLarge, lang.Sprintf("%[1]d characters, more than the %[2]d cells of a 64×64 board", count, MaxSize*MaxSize))
	case n*n != count:
		return 0, p.errAt(line, -1, ErrCellCount, lang.Sprintf("%[1]d characters is not N² for a board side N (nearest: %[2]d = %[3]d×%[3]d and %[4]d = %[5]d×%[5]d)", count, n*n, n, (n+1)*(n+1), n+1))
	}
	return n, nil
}

// puzzleCharValue reads one character of a puzzle line: the INF1010
// alphabet, with '0' as well as '.' for an empty cell.
func puzzleCharValue(ch byte) (int, bool) {
	if ch == '0' {
		return 0, true
	}
	return CharValue(ch)
}

// tooBigDetail describes a value v above n, written as text: a number or an
// INF1010 character.
func tooBigDetail(text string, v, n int) string {
	if text == fmt.Sprint(v) {
		return lang.Sprintf("%[1]d is more than %[2]d, the largest value on a %[2]d×%[2]d board", v, n)
	}
	return lang.Sprintf("'%[1]s' is %[2]d, more than %[3]d, the largest value on a %[3]d×%[3]d board", text, v, n)
}

// lineWhere names the input and line of a one-line puzzle for a
// *ConflictError: "puzzles.txt: line 12".
func (p Parser) lineWhere(line inputLine) string {
	if p.Source == "" {
		return lang.Sprintf("line %d", line.num)
	}
	return lang.Sprintf("%[1]s: line %[2]d", p.Source, line.num)
}

// encodeLine writes the board as one line.
func encodeLine(w *strings.Builder, b *Board) {
	for _, v := range b.Values() {
		w.WriteByte(ValueChar(v))
	}
	w.WriteByte('\n')
}
