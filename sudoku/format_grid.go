package sudoku

import (
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// FormatGrid: N lines of N numbers separated by blanks, 0 (or '.') for an
// empty cell, as the Czech SudokuApp loads a 9×9 puzzle:
//
//	0 0 0 0 2 0 0 8 9
//	0 0 0 3 0 0 4 5 0
//	…
//
// Any side N up to 64 works; the number of numbers on the first line sets N,
// and the shape is ShapeFor(N) unless the Parser forces one. Blank lines and
// '#' comment lines are skipped.
//
// The rows may also be written compactly, N characters of the INF1010
// alphabet without blanks ('.' or '0' for an empty cell), as most puzzle
// collections and Project Euler's grids are:
//
//	53..7....
//	6..195...
//	…
//
// A file may hold several boards, each a block of N rows ended by a blank
// line; when the first board's rows are not one block (blank lines between
// its bands, say), the whole input is one board.

// parseGrid reads one board of blank-separated numbers or compact rows.
func (p Parser) parseGrid(all []inputLine) (*Board, error) {
	if lines := dataInputLines(all); len(lines) > 0 && isCompactRow(lines[0].text) {
		return p.parseCompactRows(lines)
	}
	return p.parseNumberRows(all, splitAtBlanks, false)
}

// parseNumberRows reads a board written as rows of numbers, which split cuts
// into fields (FormatGrid and FormatCSV). emptyOK allows empty fields.
func (p Parser) parseNumberRows(all []inputLine, split func(string) []textField, emptyOK bool) (*Board, error) {
	lines := dataInputLines(all)
	if len(lines) == 0 {
		return nil, p.errEmpty()
	}
	n := p.Shape.N()
	if !p.forced() {
		first := split(lines[0].text)
		n = len(first)
		if n > MaxSize {
			return nil, p.errAt(lines[0], first[MaxSize].at, ErrTooLarge, lang.Sprintf("%d numbers on a row; a board is at most 64×64", n))
		}
	}
	values := make([]int, 0, n*n)
	for r, line := range lines {
		if r == n {
			return nil, p.errAt(line, -1, ErrLineCount, lang.Sprintf("a %[1]d×%[1]d board has %[1]d rows; this line is one too many", n))
		}
		fields := split(line.text)
		switch {
		case len(fields) > n:
			return nil, p.errAt(line, fields[n].at, ErrCellCount, lang.Sprintf("row %[1]d has %[2]d cells, want %[3]d", r+1, len(fields), n))
		case len(fields) < n:
			return nil, p.errAt(line, len(line.text), ErrCellCount, lang.Sprintf("row %[1]d has only %[2]d cells, want %[3]d", r+1, len(fields), n))
		}
		for _, f := range fields {
			v, err := p.cellNumber(line, f, n, emptyOK)
			if err != nil {
				return nil, err
			}
			values = append(values, v)
		}
	}
	return p.rowsBoard(lines, n, values)
}

// rowsBoard makes the board of side n from the values read from rows of
// lines, which must be all n of them.
func (p Parser) rowsBoard(lines []inputLine, n int, values []int) (*Board, error) {
	if len(lines) < n {
		return nil, &ParseError{Source: p.Source, Line: lines[len(lines)-1].num + 1, Err: ErrLineCount,
			Detail: lang.Sprintf("a %[1]d×%[1]d board has %[1]d rows, found only %[2]d", n, len(lines))}
	}
	b, err := FromValues(p.shapeFor(n), values)
	if err != nil {
		return nil, err // cannot happen: size and values are checked
	}
	return b, checkParsedGivens(b, p.Source)
}

// encodeNumberRows writes the board as rows of numbers separated by sep,
// each number right-aligned to width characters (0 for an empty cell).
func encodeNumberRows(w *strings.Builder, b *Board, sep string, width int) {
	n := b.N()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if c > 0 {
				w.WriteString(sep)
			}
			num := strconv.Itoa(b.Value(r, c))
			for pad := len(num); pad < width; pad++ {
				w.WriteByte(' ')
			}
			w.WriteString(num)
		}
		w.WriteByte('\n')
	}
}

// encodeGrid writes the board as a grid of numbers, aligned in columns when
// N has two digits.
func encodeGrid(w *strings.Builder, b *Board) {
	encodeNumberRows(w, b, " ", len(strconv.Itoa(b.N())))
}
