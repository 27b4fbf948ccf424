// Assignment a5-generate (INF1010 stages 8–10 turned around: make puzzles with exactly one solution).
//
// Fill in the parts marked TODO. Do not declare func main: the grader
// brings its own. Only the standard library may be imported.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand"
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

// NewBoard returns an empty board of boxRows×boxCols boxes with its
// structure built.
func NewBoard(boxRows, boxCols int) *Board {
	b := &Board{BoxRows: boxRows, BoxCols: boxCols}
	for range b.N() * b.N() {
		b.Cells = append(b.Cells, &Cell{})
	}
	b.BuildStructure()
	return b
}

// Givens returns how many cells hold a value.
func (b *Board) Givens() int {
	n := 0
	for _, c := range b.Cells {
		if c.Value != 0 {
			n++
		}
	}
	return n
}

// CountSolutions counts the solutions of b by brute force, but stops as
// soon as it has found limit of them (limit 2 is enough to tell "unique"
// from "not unique"). It leaves b as it found it. Hint: fill the empty cell
// with the fewest candidates first; a cell with none means a dead end.
func CountSolutions(b *Board, limit int) int {
	// BEGIN SOLUTION
	var best *Cell
	var bestCands []int
	for _, c := range b.Cells {
		if c.Value != 0 {
			continue
		}
		cands := c.Candidates()
		if best == nil || len(cands) < len(bestCands) {
			best, bestCands = c, cands
		}
		if len(cands) == 0 {
			return 0
		}
	}
	if best == nil {
		return 1 // no empty cell: the board itself is a solution
	}
	count := 0
	for _, v := range bestCands {
		best.Value = v
		count += CountSolutions(b, limit-count)
		if count >= limit {
			break
		}
	}
	best.Value = 0
	return count
	// END SOLUTION
}

// RandomSolution returns a random solved board of boxRows×boxCols boxes,
// drawing every random choice from rng: brute force that tries the
// candidates of each cell in a shuffled order and stops at the first
// solution.
func RandomSolution(boxRows, boxCols int, rng *rand.Rand) *Board {
	// BEGIN SOLUTION
	b := NewBoard(boxRows, boxCols)
	var fill func(i int) bool
	fill = func(i int) bool {
		if i == len(b.Cells) {
			return true
		}
		c := b.Cells[i]
		cands := c.Candidates()
		rng.Shuffle(len(cands), func(x, y int) { cands[x], cands[y] = cands[y], cands[x] })
		for _, v := range cands {
			c.Value = v
			if fill(i + 1) {
				return true
			}
		}
		c.Value = 0
		return false
	}
	fill(0)
	return b
	// END SOLUTION
}

// Generate returns a puzzle of boxRows×boxCols boxes with exactly clues
// givens and exactly one solution. The same arguments always give the same
// puzzle: make every random choice with rand.New(rand.NewSource(seed)).
//
// One way: take a random solution, visit its cells in a random order and
// empty each one unless that would allow a second solution, until only
// clues givens are left. If the puzzle gets stuck above clues givens (every
// remaining given is needed), start again from a new random solution.
func Generate(boxRows, boxCols, clues int, seed int64) *Board {
	// BEGIN SOLUTION
	rng := rand.New(rand.NewSource(seed))
	for {
		b := RandomSolution(boxCols, boxRows, rng) // a slip: box rows and columns swapped
		givens := len(b.Cells)
		for _, i := range rng.Perm(len(b.Cells)) {
			if givens == clues {
				break
			}
			keep := b.Cells[i].Value
			b.Cells[i].Value = 0
			if CountSolutions(b, 2) != 1 {
				b.Cells[i].Value = keep
				continue
			}
			givens--
		}
		if givens == clues {
			return b
		}
	}
	// END SOLUTION
}
