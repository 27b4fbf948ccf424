package sudoku

import (
	"strconv"
	"strings"
)

// FormatListing returns INF1010's alternative output for many solutions, one
// line per solution: its number, a colon, and each row followed by "//". The
// first two solutions of the 6×6 example with 28 solutions:
//
//	1: 421563//653214//134625//265431//512346//346152//
//	2: 421653//536214//143526//265431//612345//354162//
//
// Solutions are numbered from 1. Values above 9 use the INF1010 characters.
func FormatListing(solutions []*Board) string {
	var w strings.Builder
	for i, b := range solutions {
		w.WriteString(ListingLine(i+1, b))
		w.WriteByte('\n')
	}
	return w.String()
}

// ListingLine returns the listing line of solution number k, without a line
// ending: "1: 421563//653214//134625//265431//512346//346152//". It lets a
// program print solutions as it finds them.
func ListingLine(k int, b *Board) string {
	var w strings.Builder
	w.WriteString(strconv.Itoa(k))
	w.WriteString(": ")
	n := b.N()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			w.WriteByte(ValueChar(b.Value(r, c)))
		}
		w.WriteString("//")
	}
	return w.String()
}
