// Package main is the code the INF1010 assignments a1–a5 share: the board,
// its cells and houses, and INF1010's characters. Every assignment gives it
// to the student as it is.
package main

import "errors"

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

// House is a row, a column or a box (INF1010's Rad, Kolonne and Boks): the
// cells in it, so it can tell which values are already taken.
type House struct {
	Kind  string // "row", "column" or "box"
	Index int    // 0-based
	Cells []*Cell
}
