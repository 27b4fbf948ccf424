// Assignment a4-nakedpair (INF1010 stages 8–10 continued: one human technique, the naked pair).
//
// Fill in the parts marked TODO. Do not declare func main: the grader
// brings its own. Only the standard library may be imported.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// ReadFile's errors wrap one of these, one per error case of the
// assignment, so callers (and the grader) can tell them apart with
// errors.Is. Wrap them with fmt.Errorf("...: %w", ErrInvalidChar) to say
// where the problem is.
var (
	ErrNotFound    = errors.New("file not found")
	ErrInvalidChar = errors.New("invalid character")
	ErrValueRange  = errors.New("value out of range")
	ErrCharCount   = errors.New("wrong number of characters")
	ErrTooLarge    = errors.New("board larger than 64×64")
)

// Cell is one square of the board (INF1010's Rute). Value 0 means empty.
// BuildStructure links it to its houses and to the next cell.
type Cell struct {
	Value int

	Row, Column, Box *House // set by BuildStructure
	Next             *Cell  // the next cell in reading order, nil after the last
}

// Board is the whole board (INF1010's Brett): BoxRows·BoxCols = N, and
// Cells holds the N·N cells in reading order (row by row).
type Board struct {
	BoxRows, BoxCols int
	Cells            []*Cell
}

// N returns the side of the board.
func (b *Board) N() int { return b.BoxRows * b.BoxCols }

// Cell returns the cell in row r and column c (0-based).
func (b *Board) Cell(r, c int) *Cell { return b.Cells[r*b.N()+c] }

// CharValue converts an INF1010 character to its value: '.' is 0 (empty),
// '1'–'9' are 1–9, 'A'–'Z' 10–35, '@' 36, '#' 37, '&' 38, 'a'–'z' 39–64. ok
// is false for any other character.
func CharValue(ch byte) (v int, ok bool) {
	switch {
	case ch == '.':
		return 0, true
	case ch >= '1' && ch <= '9':
		return int(ch - '0'), true
	case ch >= 'A' && ch <= 'Z':
		return int(ch-'A') + 10, true
	case ch == '@':
		return 36, true
	case ch == '#':
		return 37, true
	case ch == '&':
		return 38, true
	case ch >= 'a' && ch <= 'z':
		return int(ch-'a') + 39, true
	}
	return 0, false
}

// ValueChar converts a value 0–64 to its INF1010 character ('.' for 0).
func ValueChar(v int) byte {
	const chars = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ@#&abcdefghijklmnopqrstuvwxyz"
	return chars[v]
}

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
}

// House is a row, a column or a box (INF1010's Rad, Kolonne and Boks): the
// cells in it, so it can tell which values are already taken.
type House struct {
	Kind  string // "row", "column" or "box"
	Index int    // 0-based
	Cells []*Cell
}

// Has reports whether some cell of the house holds v.
func (h *House) Has(v int) bool {
	for _, c := range h.Cells {
		if c.Value == v {
			return true
		}
	}
	return false
}

// BuildStructure creates the board's N rows, N columns and N boxes and
// makes every cell point to its own row, column and box (INF1010's
// opprettDatastruktur); each house lists its cells in reading order. It also
// links each cell to the next one in reading order (Next; nil after the
// last cell).
func (b *Board) BuildStructure() {
	n := b.N()
	rows := make([]*House, n)
	cols := make([]*House, n)
	boxes := make([]*House, n)
	for i := 0; i < n; i++ {
		rows[i] = &House{Kind: "row", Index: i}
		cols[i] = &House{Kind: "column", Index: i}
		boxes[i] = &House{Kind: "box", Index: i}
	}
	for i, c := range b.Cells {
		r, col := i/n, i%n
		box := (r/b.BoxRows)*b.BoxRows + col/b.BoxCols // BoxRows boxes side by side
		c.Row, c.Column, c.Box = rows[r], cols[col], boxes[box]
		c.Row.Cells = append(c.Row.Cells, c)
		c.Column.Cells = append(c.Column.Cells, c)
		c.Box.Cells = append(c.Box.Cells, c)
		c.Next = nil
		if i+1 < len(b.Cells) {
			c.Next = b.Cells[i+1]
		}
	}
}

// Candidates returns, in ascending order, the values an empty cell may take:
// those its row, column and box do not hold yet (INF1010's
// finnAlleMuligeTall).
func (c *Cell) Candidates() []int {
	n := len(c.Row.Cells)
	var out []int
	for v := 1; v <= n; v++ {
		if !c.Row.Has(v) && !c.Column.Has(v) && !c.Box.Has(v) {
			out = append(out, v)
		}
	}
	return out
}

// Houses returns the board's houses: its rows, then its columns, then its
// boxes, each in index order. BuildStructure has been called on b.
func (b *Board) Houses() []*House {
	n := b.N()
	rows := make([]*House, n)
	cols := make([]*House, n)
	boxes := make([]*House, n)
	for _, c := range b.Cells {
		rows[c.Row.Index], cols[c.Column.Index], boxes[c.Box.Index] = c.Row, c.Column, c.Box
	}
	return append(append(rows, cols...), boxes...)
}

// Name returns the house as a person says it, counting from 1: "row 3",
// "column 2", "box 7".
func (h *House) Name() string { return fmt.Sprintf("%s %d", h.Kind, h.Index+1) }

// Elimination is one candidate a step removes: Value can no longer go in
// Cell.
type Elimination struct {
	Cell  *Cell
	Value int
}

// Step is what a solving technique found, as a teacher would show it on the
// board: the technique, where it looked, the cells and values that make it
// work, and the candidates it removes.
type Step struct {
	Technique    string // "Naked Pair"
	House        *House // the house the pair lies in
	Pair         [2]*Cell
	Values       [2]int // the pair's two values, smallest first
	Eliminations []Elimination
}

// FindNakedPair looks for a naked pair that removes at least one candidate:
// two empty cells of one house whose candidates are exactly the same two
// values. One of the two cells gets the first value and the other the
// second, so no other cell of the house can take either: they are removed
// from the candidates of the house's other empty cells. Candidates are the
// ones Cell.Candidates gives.
//
// Look through the houses in the order Houses gives them and return the
// first pair that removes something, with ok true; return ok false when the
// board has no such pair. A pair that removes nothing is not a step: keep
// looking.
func FindNakedPair(b *Board) (step Step, ok bool) {
	// BEGIN SOLUTION
	for _, h := range b.Houses() {
		// The empty cells of the house with exactly two candidates.
		var twos []*Cell
		var cands [][]int
		for _, c := range h.Cells {
			if c.Value != 0 {
				continue
			}
			if vs := c.Candidates(); len(vs) == 2 {
				twos = append(twos, c)
				cands = append(cands, vs)
			}
		}
		for i := range twos {
			for j := i + 1; j < len(twos); j++ {
				if cands[i][0] != cands[j][0] || cands[i][1] != cands[j][1] {
					continue
				}
				step := Step{
					Technique: "Naked Pair",
					House:     h,
					Pair:      [2]*Cell{twos[i], twos[j]},
					Values:    [2]int{cands[i][0], cands[i][1]},
				}
				for _, c := range h.Cells {
					if c.Value != 0 || c == twos[i] || c == twos[j] {
						continue
					}
					for _, v := range c.Candidates() {
						if v == step.Values[0] || v == step.Values[1] {
							step.Eliminations = append(step.Eliminations, Elimination{Cell: c, Value: v})
						}
					}
				}
				if len(step.Eliminations) > 0 {
					return step, true
				}
			}
		}
	}
	return Step{}, false
	// END SOLUTION
}
