// Reading and printing a board (assignment a1-read). The student writes
// these in a1; a2–a5 give them.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// ReadFile reads a board in INF1010's format (INF1010's lesFil): a line with
// the number of rows in a box, a line with the number of columns in a box,
// then N lines of N characters. Check, in this order: the two size lines
// (digits only, else ErrInvalidChar; 0 is ErrValueRange; a board above
// 64×64 is ErrTooLarge), then each board line — its characters left to
// right (ErrInvalidChar, ErrValueRange for a value above N), then its length
// (ErrCharCount) — and last the number of lines (ErrCharCount). A missing
// file is ErrNotFound. Blanks at the ends of lines and blank lines at the end
// of the file are ignored.
func ReadFile(path string) (*Board, error) {
	//solution:begin
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, ErrNotFound)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		lines = append(lines, strings.TrimRight(sc.Text(), " \t\r"))
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) < 2 {
		return nil, fmt.Errorf("%s: the two size lines are missing: %w", path, ErrCharCount)
	}
	var dims [2]int
	for i := range dims {
		if lines[i] == "" || strings.Trim(lines[i], "0123456789") != "" {
			return nil, fmt.Errorf("%s line %d: %q is not a number: %w", path, i+1, lines[i], ErrInvalidChar)
		}
		n, err := strconv.Atoi(lines[i])
		if err != nil || n > 64 {
			return nil, fmt.Errorf("%s line %d: %w", path, i+1, ErrTooLarge)
		}
		if n == 0 {
			return nil, fmt.Errorf("%s line %d: a box needs at least one row and column: %w", path, i+1, ErrValueRange)
		}
		dims[i] = n
	}
	b := &Board{BoxRows: dims[0], BoxCols: dims[1]}
	n := b.N()
	if n > 64 {
		return nil, fmt.Errorf("%s: %d×%d boxes make a %d×%d board: %w", path, dims[0], dims[1], n, n, ErrTooLarge)
	}
	for i, line := range lines[2:] {
		if i == n {
			return nil, fmt.Errorf("%s line %d: more than %d board lines: %w", path, i+3, n, ErrCharCount)
		}
		for j := 0; j < len(line); j++ {
			v, ok := CharValue(line[j])
			if !ok {
				return nil, fmt.Errorf("%s line %d column %d: %q: %w", path, i+3, j+1, line[j], ErrInvalidChar)
			}
			if v > n {
				return nil, fmt.Errorf("%s line %d column %d: %d is above %d: %w", path, i+3, j+1, v, n, ErrValueRange)
			}
			b.Cells = append(b.Cells, &Cell{Value: v})
		}
		if len(line) != n {
			return nil, fmt.Errorf("%s line %d: %d characters, want %d: %w", path, i+3, len(line), n, ErrCharCount)
		}
	}
	if len(lines)-2 != n {
		return nil, fmt.Errorf("%s: %d board lines, want %d: %w", path, len(lines)-2, n, ErrCharCount)
	}
	return b, nil
	//solution:end
}

// String prints the board as INF1010 asks: one line per row, '.' for an
// empty cell, '|' between boxes and a line such as "---+---" between bands
// of boxes. The 6×6 example prints as
//
//	..3|6..
//	.2.|..4
//	---+---
//	5..|.6.
//	.3.|..5
//	---+---
//	3..|.1.
//	..1|4..
func (b *Board) String() string {
	//solution:begin
	n := b.N()
	var sep []string
	for range b.BoxRows { // there are BoxRows boxes side by side
		sep = append(sep, strings.Repeat("-", b.BoxCols))
	}
	var sb strings.Builder
	for r := 0; r < n; r++ {
		if r > 0 && r%b.BoxRows == 0 {
			sb.WriteString(strings.Join(sep, "+") + "\n")
		}
		for c := 0; c < n; c++ {
			if c > 0 && c%b.BoxCols == 0 {
				sb.WriteByte('|')
			}
			sb.WriteByte(ValueChar(b.Cell(r, c).Value))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
	//solution:end
}
