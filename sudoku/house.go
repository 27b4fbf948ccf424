package sudoku

import (
	"fmt"
	"strconv"
)

// HouseKind says whether a house is a row, a column or a box.
type HouseKind uint8

// The three kinds of house.
const (
	RowHouse HouseKind = iota
	ColumnHouse
	BoxHouse
)

// String returns "row", "column" or "box".
func (k HouseKind) String() string {
	switch k {
	case RowHouse:
		return "row"
	case ColumnHouse:
		return "column"
	case BoxHouse:
		return "box"
	}
	return fmt.Sprintf("HouseKind(%d)", uint8(k))
}

// A House is a row, a column or a box: N cells that must hold N different
// values. It counts how many of its cells hold each value, so it can say at
// once which values it already holds (INF1010's Rad, Kolonne and Boks).
type House struct {
	kind  HouseKind
	index int
	cells []*Cell
	count []uint8 // count[v]: how many cells of the house hold v
	held  Values  // the values with count[v] > 0
}

// Kind says whether the house is a row, a column or a box.
func (h *House) Kind() HouseKind { return h.kind }

// Index is the 0-based number of the house among houses of its kind. Rows are
// numbered top to bottom, columns left to right, boxes left to right and top
// to bottom.
func (h *House) Index() int { return h.index }

// Name returns the name people read, with 1-based numbers: "row 3",
// "column 5", "box 7".
func (h *House) Name() string { return fmt.Sprintf("%s %d", h.kind, h.index+1) }

// String returns the house's name.
func (h *House) String() string { return h.Name() }

// Cells returns the house's cells in reading order. The slice is shared: do
// not modify it.
func (h *House) Cells() []*Cell { return h.cells }

// Values returns the set of values the house holds.
func (h *House) Values() Values { return h.held }

// Has reports whether some cell of the house holds v.
func (h *House) Has(v int) bool { return h.held.Has(v) }

// Missing returns the values the house does not hold yet.
func (h *House) Missing() Values { return AllValues(len(h.cells)) &^ h.held }

// Contains reports whether cell c belongs to the house.
func (h *House) Contains(c *Cell) bool { return c.houses[h.kind] == h }

// add and remove keep the counts in step when a cell of the house changes.
func (h *House) add(v int) {
	h.count[v]++
	h.held = h.held.With(v)
}

func (h *House) remove(v int) {
	h.count[v]--
	if h.count[v] == 0 {
		h.held = h.held.Without(v)
	}
}

// HouseRef names a house without pointing into a board, so steps can be
// stored, sent and drawn on any board of the right size.
type HouseRef struct {
	Kind  HouseKind `json:"kind"`
	Index int       `json:"index"` // 0-based
}

// String returns "row 4", "column 2" or "box 7".
func (h HouseRef) String() string { return h.Kind.String() + " " + strconv.Itoa(h.Index+1) }
