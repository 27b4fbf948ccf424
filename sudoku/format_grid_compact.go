package sudoku

import (
	"strings"
	"unicode"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// isCompactRow reports whether a grid row is written compactly: one run of
// two or more characters without blanks or commas. (A board of side 1 is
// the only one whose spaced rows are a single number.)
func isCompactRow(text string) bool {
	t := strings.TrimSpace(text)
	return len(t) > 1 && !strings.ContainsFunc(t, unicode.IsSpace) && !strings.Contains(t, ",")
}

// parseCompactRows reads a board written as N rows of N characters; the
// first row's length sets N unless the Parser forces a shape.
func (p Parser) parseCompactRows(lines []inputLine) (*Board, error) {
	n := p.Shape.N()
	if !p.forced() {
		n = len(strings.TrimSpace(lines[0].text))
		if n > MaxSize {
			return nil, p.errAt(lines[0], -1, ErrTooLarge, lang.Sprintf("a row of %d characters; a board is at most 64×64", n))
		}
	}
	values := make([]int, 0, n*n)
	for r, line := range lines {
		if r == n {
			return nil, p.errAt(line, -1, ErrLineCount, lang.Sprintf("a %[1]d×%[1]d board has %[1]d rows; this line is one too many", n))
		}
		start := len(line.text) - len(strings.TrimLeftFunc(line.text, unicode.IsSpace))
		cells := line.text[start:]
		for i := 0; i < len(cells); i++ {
			ch := cells[i]
			if i == n {
				return nil, p.errAt(line, start+i, ErrCellCount, lang.Sprintf("row %[1]d has %[2]d characters, want %[3]d", r+1, len(cells), n))
			}
			v, ok := puzzleCharValue(ch)
			if !ok {
				return nil, p.errAt(line, start+i, ErrInvalidChar, lang.Sprintf("%[1]s in row %[2]d; compact rows are %[3]d characters of the INF1010 alphabet, '.' or '0' for an empty cell", line.charAt(start+i), r+1, n))
			}
			if v > n {
				return nil, p.errAt(line, start+i, ErrValueRange, tooBigDetail(cells[i:i+1], v, n))
			}
			values = append(values, v)
		}
		if len(cells) < n {
			return nil, p.errAt(line, len(line.text), ErrCellCount, lang.Sprintf("row %[1]d has only %[2]d characters, want %[3]d", r+1, len(cells), n))
		}
	}
	return p.rowsBoard(lines, n, values)
}

// gridBlocks splits grid input into one block of lines per board when the
// first board is a block of exactly N data rows (N the number of cells on
// its first row) ended by a blank line or the end, and the input goes on
// after it. Otherwise the whole input is one board and gridBlocks returns
// nil.
func gridBlocks(all []inputLine) [][]inputLine {
	var blocks [][]inputLine
	var cur []inputLine
	data := 0
	for _, l := range all {
		if isBlankLine(l.text) {
			if data > 0 {
				blocks = append(blocks, cur)
			}
			cur, data = nil, 0
			continue
		}
		cur = append(cur, l)
		if holdsPuzzleData(l.text) {
			data++
		}
	}
	if data > 0 {
		blocks = append(blocks, cur)
	}
	if len(blocks) < 2 {
		return nil
	}
	first := dataInputLines(blocks[0])
	n := len(splitAtBlanks(first[0].text))
	if isCompactRow(first[0].text) {
		n = len(strings.TrimSpace(first[0].text))
	}
	if len(first) != n {
		return nil
	}
	return blocks
}

// looksLikeCompactGrid reports whether numbered lines start with a compact
// grid: a first data row of N characters (4 ≤ N ≤ 64) followed by N-1 more
// rows of the same length, the block of N rows ended by a blank line or the
// end of the input. Files of one-line puzzles have no such block, except a
// file of exactly N puzzles of N characters each, which reads as a grid.
func looksLikeCompactGrid(all []inputLine) bool {
	n, rows := 0, 0
	for _, l := range all {
		switch {
		case isBlankLine(l.text):
			if rows > 0 {
				return rows == n
			}
			continue
		case isCommentLine(l.text):
			continue
		}
		t := strings.TrimSpace(l.text)
		if rows == 0 {
			n = len(t)
			if n < 4 || n > MaxSize {
				return false
			}
		}
		if len(t) != n || !isCompactRow(t) {
			return false
		}
		rows++
		if rows > n {
			return false
		}
	}
	return rows == n
}
