package sudoku

import "fmt"

// A Conflict is a pair of cells in one house holding the same value.
type Conflict struct {
	A, B  Pos      // the two cells, A before B in reading order ("r1c1" as text)
	House HouseRef // the house they share ("row 1" as text)
	Value int
}

// String says which rule the pair breaks: "r1c1 and r1c5 both hold 3 in row 1".
func (c Conflict) String() string {
	return fmt.Sprintf("%s and %s both hold %c in %s", c.A, c.B, ValueChar(c.Value), c.House)
}

// conflictOf is the conflict of cells a and b, which both hold v in house h.
func conflictOf(a, b *Cell, h *House, v int) Conflict {
	return Conflict{A: Pos{Row: a.row, Col: a.col}, B: Pos{Row: b.row, Col: b.col}, House: HouseRef{Kind: h.kind, Index: h.index}, Value: v}
}

// Conflicts returns every pair of cells sharing a house and a value, each pair
// once (named by the first house they share: row, then column, then box).
func (b *Board) Conflicts() []Conflict {
	var out []Conflict
	seen := map[[2]int]bool{}
	for h := range b.Houses() {
		for _, v := range h.held.Slice() {
			if h.count[v] < 2 {
				continue
			}
			var holders []*Cell
			for _, c := range h.cells {
				if c.value == v {
					holders = append(holders, c)
				}
			}
			for i, x := range holders {
				for _, y := range holders[i+1:] {
					key := [2]int{x.index, y.index}
					if seen[key] {
						continue
					}
					seen[key] = true
					out = append(out, conflictOf(x, y, h, v))
				}
			}
		}
	}
	return out
}

// IsValid reports whether no house holds a value twice. Empty cells are
// allowed: a valid board need not be solvable.
func (b *Board) IsValid() bool {
	for h := range b.Houses() {
		if h.held.Count() != filledIn(h) {
			return false
		}
	}
	return true
}

// filledIn counts the cells of h that hold a value.
func filledIn(h *House) int {
	n := 0
	for _, c := range h.cells {
		if c.value != 0 {
			n++
		}
	}
	return n
}

// CheckGivens returns a *ConflictError for the first pair of givens (in the
// order rows, columns, boxes) that share a house and a value, or nil. Values
// entered while solving are not checked; see Conflicts for those.
func (b *Board) CheckGivens() error {
	for h := range b.Houses() {
		var seen [MaxSize + 1]*Cell
		for _, c := range h.cells {
			if !c.given {
				continue
			}
			if first := seen[c.value]; first != nil {
				return &ConflictError{Conflict: conflictOf(first, c, h, c.value)}
			}
			seen[c.value] = c
		}
	}
	return nil
}
