// Rows, columns, boxes and candidates (assignment a2-candidates). The
// student writes these in a2; a3–a5 give them.
package main

// Has reports whether some cell of the house holds v.
func (h *House) Has(v int) bool {
	//solution:begin
	for _, c := range h.Cells {
		if c.Value == v {
			return true
		}
	}
	return false
	//solution:end
}

// BuildStructure creates the board's N rows, N columns and N boxes and
// makes every cell point to its own row, column and box (INF1010's
// opprettDatastruktur); each house lists its cells in reading order. It also
// links each cell to the next one in reading order (Next; nil after the
// last cell).
func (b *Board) BuildStructure() {
	//solution:begin
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
	//solution:end
}

// Candidates returns, in ascending order, the values an empty cell may take:
// those its row, column and box do not hold yet (INF1010's
// finnAlleMuligeTall).
func (c *Cell) Candidates() []int {
	//solution:begin
	n := len(c.Row.Cells)
	var out []int
	for v := 1; v <= n; v++ {
		if !c.Row.Has(v) && !c.Column.Has(v) && !c.Box.Has(v) {
			out = append(out, v)
		}
	}
	return out
	//solution:end
}
