// The houses of a board in order, and the Step a technique reports
// (given in assignment a4-nakedpair).
package main

import "fmt"

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
