package sudoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// FormatIndex: the save format of the ohidaoui Qt Sudoku, one line per cell,
//
//	readOnly, index, value
//
// where index counts the cells 0…N²-1 in reading order, readOnly is 1 (or
// true) for a given of the puzzle and 0 (or false) for a cell the player
// fills, and value is empty for an empty cell. The Qt program writes
// "1, 0, 5" for a given 5 in r1c1, "0, 3, 7" for a 7 the player entered in
// r1c4 and "0, 4, " for an empty r1c5. The file has N² lines, which sets N;
// the lines may come in any order, but each cell exactly once. A readOnly
// line with an empty value is an empty cell.

// parseIndex reads one board in the index format.
func (p Parser) parseIndex(all []inputLine) (*Board, error) {
	lines := dataInputLines(all)
	if len(lines) == 0 {
		return nil, p.errEmpty()
	}
	n, err := p.indexSide(lines)
	if err != nil {
		return nil, err
	}
	b, err := NewBoard(p.shapeFor(n))
	if err != nil {
		return nil, err // cannot happen: the shape is checked
	}
	seenOn := make([]int, n*n) // seenOn[i]: the line that set cell i, 0 if none
	for _, line := range lines {
		fields := splitAtCommas(line.text)
		switch {
		case len(fields) > 3:
			return nil, p.errAt(line, fields[3].at, ErrSyntax, lang.Sprintf("%d fields, want 3: readOnly, index, value", len(fields)))
		case len(fields) < 3:
			return nil, p.errAt(line, len(line.text), ErrSyntax, lang.Sprintf("%d fields, want 3: readOnly, index, value", len(fields)))
		}
		given, ok := parseReadOnly(fields[0].text)
		if !ok {
			return nil, p.errAt(line, fields[0].at, ErrSyntax, lang.Sprintf("readOnly %q: want 1, 0, true or false", fields[0].text))
		}
		i, err := p.cellIndex(line, fields[1], n)
		if err != nil {
			return nil, err
		}
		if seenOn[i] != 0 {
			return nil, p.errAt(line, fields[1].at, ErrSyntax, lang.Sprintf("cell %[1]d (%[2]s) was already set on line %[3]d", i, CellName(i/n, i%n), seenOn[i]))
		}
		seenOn[i] = line.num
		v, err := p.cellNumber(line, fields[2], n, true)
		if err != nil {
			return nil, err
		}
		cell := b.CellAt(i)
		if given {
			err = cell.set(v, true)
		} else {
			err = cell.Set(v)
		}
		if err != nil {
			return nil, err // cannot happen: v is checked and the cell is new
		}
	}
	return b, checkParsedGivens(b, p.Source)
}

// indexSide returns the board side N of an index file with one line per
// cell.
func (p Parser) indexSide(lines []inputLine) (int, error) {
	count := len(lines)
	if p.forced() {
		n := p.Shape.N()
		switch {
		case count > n*n:
			return 0, p.errAt(lines[n*n], -1, ErrLineCount, lang.Sprintf("a %[1]d×%[1]d board has %[2]d cells, one line each; this line is one too many", n, n*n))
		case count < n*n:
			return 0, &ParseError{Source: p.Source, Line: lines[count-1].num + 1, Err: ErrLineCount,
				Detail: lang.Sprintf("a %[1]d×%[1]d board has %[2]d cells, one line each; found only %[3]d lines", n, n*n, count)}
		}
		return n, nil
	}
	if count > MaxSize*MaxSize {
		return 0, p.errAt(lines[MaxSize*MaxSize], -1, ErrTooLarge, lang.Sprintf("more than the %d cells of a 64×64 board", MaxSize*MaxSize))
	}
	n := floorSqrt(count)
	if n*n != count {
		return 0, &ParseError{Source: p.Source, Err: ErrLineCount,
			Detail: lang.Sprintf("%[1]d lines; the index format has one line per cell, N² lines (nearest: %[2]d and %[3]d)", count, n*n, (n+1)*(n+1))}
	}
	return n, nil
}

// cellIndex reads the index field: a number from 0 to N²-1.
func (p Parser) cellIndex(line inputLine, f textField, n int) (int, error) {
	if !allDigits(f.text) {
		return 0, p.errAt(line, f.at, ErrSyntax, lang.Sprintf("index %q is not a number", f.text))
	}
	i, err := strconv.Atoi(f.text)
	if err != nil || i >= n*n {
		return 0, p.errAt(line, f.at, ErrSyntax, lang.Sprintf("index %[1]s is outside 0–%[2]d", f.text, n*n-1))
	}
	return i, nil
}

// encodeIndex writes the board in the index format, exactly as the Qt program
// does: "1, 0, 5" for a given, "0, 3, 7" for an entered value, "0, 4, " for
// an empty cell.
func encodeIndex(w *strings.Builder, b *Board) {
	for c := range b.Cells() {
		flag, value := 0, ""
		if c.Given() {
			flag = 1
		}
		if c.Value() != 0 {
			value = strconv.Itoa(c.Value())
		}
		fmt.Fprintf(w, "%d, %d, %s\n", flag, c.Index(), value)
	}
}
