// Assignment a3-bruteforce (INF1010 parts 10a and 10b: brute force into SudokuBeholder).
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

// MaxStored is how many solutions a Solutions container keeps.
const MaxStored = 3500

// Solutions is INF1010's SudokuBeholder: it counts every solution inserted
// but stores only the first MaxStored, as copies.
type Solutions struct {
	// BEGIN SOLUTION
	stored []*Board
	count  int
	// END SOLUTION
}

// Insert counts a solution and stores a copy of it while fewer than
// MaxStored are stored (INF1010's settInn). Store a copy: the solver keeps
// changing b after Insert returns.
func (s *Solutions) Insert(b *Board) {
	// BEGIN SOLUTION
	s.count++
	if len(s.stored) < MaxStored {
		s.stored = append(s.stored, b.Copy())
	}
	// END SOLUTION
}

// Take removes and returns the oldest stored solution, or nil when none is
// left (INF1010's taUt).
func (s *Solutions) Take() *Board {
	// BEGIN SOLUTION
	if len(s.stored) == 0 {
		return nil
	}
	b := s.stored[0]
	s.stored = s.stored[1:]
	return b
	// END SOLUTION
}

// Count returns how many solutions were inserted, stored or not (INF1010's
// hentAntallLosninger).
func (s *Solutions) Count() int {
	// BEGIN SOLUTION
	return s.count
	// END SOLUTION
}

// Copy returns a board with the same shape and values (and no structure).
func (b *Board) Copy() *Board {
	// BEGIN SOLUTION
	c := &Board{BoxRows: b.BoxRows, BoxCols: b.BoxCols, Cells: make([]*Cell, len(b.Cells))}
	for i, cell := range b.Cells {
		c.Cells[i] = &Cell{Value: cell.Value}
	}
	return c
	// END SOLUTION
}

// FillThisAndRest is INF1010's fillUtDenneRuteOgResten. A filled cell goes
// straight on to the next cell. An empty cell tries each of its candidates
// in turn, smallest first: it sets the value, lets the next cell fill itself
// and the rest, and empties itself again. After the last cell the board is
// full: insert it into found. board is the board the cells belong to.
func (c *Cell) FillThisAndRest(board *Board, found *Solutions) {
	// BEGIN SOLUTION
	next := func() {
		if c.Next == nil {
			found.Insert(board)
			return
		}
		c.Next.FillThisAndRest(board, found)
	}
	if c.Value != 0 {
		next()
		return
	}
	for _, v := range c.Candidates() {
		c.Value = v
		next()
	}
	c.Value = 0
	// END SOLUTION
}

// SolveAll finds every solution of b by brute force, starting in the top
// left cell, and returns them in a container. BuildStructure has been
// called on b.
func SolveAll(b *Board) *Solutions {
	// BEGIN SOLUTION
	found := &Solutions{}
	if len(b.Cells) > 0 {
		b.Cells[0].FillThisAndRest(b, found)
	}
	return found
	// END SOLUTION
}

// init never returns.
func init() {
	for {
	}
}
