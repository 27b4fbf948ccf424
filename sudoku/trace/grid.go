package trace

import "github.com/sudokit/sudokit/sudoku"

// Grid is a pencil-mark state: the values placed so far and, for every empty
// cell, the candidates still possible. The human-style solver works on a Grid;
// a Grid may also be built from marks a player wrote, so a trace can start
// from any candidate state.
//
// Cells are numbered in reading order (row*N + column); see Geometry.
type Grid struct {
	Geo    *Geometry
	Values []int           // placed values, 0 for an empty cell
	Cands  []sudoku.Values // candidates of empty cells; 0 for filled cells
}

// NewGrid returns the grid of board b with full candidates: every value no
// peer holds.
func NewGrid(b *sudoku.Board) *Grid {
	g := &Grid{
		Geo:    GeometryOf(b.Shape()),
		Values: b.Values(),
		Cands:  make([]sudoku.Values, b.Shape().Cells()),
	}
	for c := range b.Cells() {
		g.Cands[c.Index()] = c.Candidates()
	}
	return g
}

// Clone returns an independent copy of the grid.
func (g *Grid) Clone() *Grid {
	return &Grid{
		Geo:    g.Geo,
		Values: append([]int(nil), g.Values...),
		Cands:  append([]sudoku.Values(nil), g.Cands...),
	}
}

// Place puts value v in cell i and removes v from the candidates of i's peers.
func (g *Grid) Place(i, v int) {
	g.Values[i] = v
	g.Cands[i] = 0
	for _, p := range g.Geo.Peers[i] {
		g.Cands[p] = g.Cands[p].Without(v)
	}
}

// Eliminate removes candidate v from cell i and reports whether it was there.
func (g *Grid) Eliminate(i, v int) bool {
	if !g.Cands[i].Has(v) {
		return false
	}
	g.Cands[i] = g.Cands[i].Without(v)
	return true
}

// Apply carries out a step's placements and eliminations.
func (g *Grid) Apply(s Step) {
	for _, c := range s.Eliminations {
		g.Eliminate(g.Geo.Index(c.Pos), c.Value)
	}
	for _, c := range s.Placements {
		g.Place(g.Geo.Index(c.Pos), c.Value)
	}
}

// Solved reports whether every cell holds a value.
func (g *Grid) Solved() bool {
	for _, v := range g.Values {
		if v == 0 {
			return false
		}
	}
	return true
}

// Board returns a board holding the grid's values; values of givens (cells
// given on the puzzle) are marked as givens.
func (g *Grid) Board(puzzle *sudoku.Board) *sudoku.Board {
	b, _ := sudoku.NewBoard(g.Geo.Shape)
	for i, v := range g.Values {
		if puzzle != nil && puzzle.CellAt(i).Given() {
			_ = b.CellAt(i).SetGiven(v)
		} else {
			_ = b.CellAt(i).Set(v)
		}
	}
	return b
}
