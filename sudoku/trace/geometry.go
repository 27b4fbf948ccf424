package trace

import (
	"sync"

	"github.com/sudokit/sudokit/sudoku"
)

// Geometry holds the index tables of one shape that solvers need again and
// again: which cells make each house, which houses hold each cell, and each
// cell's peers. Cells are numbered in reading order (row*N + column); houses
// are numbered rows 0…N-1, columns N…2N-1, boxes 2N…3N-1. Tables are built
// once per shape and shared: treat them as read-only.
type Geometry struct {
	Shape      sudoku.Shape
	N          int
	Houses     [][]int  // Houses[h]: the N cells of house h in reading order
	CellHouses [][3]int // CellHouses[i]: row, column and box house of cell i
	Peers      [][]int  // Peers[i]: the cells sharing a house with i, ascending
}

var geometries sync.Map // sudoku.Shape → *Geometry

// GeometryOf returns the shared tables for shape s, which must be valid.
func GeometryOf(s sudoku.Shape) *Geometry {
	if g, ok := geometries.Load(s); ok {
		return g.(*Geometry)
	}
	g, _ := geometries.LoadOrStore(s, newGeometry(s))
	return g.(*Geometry)
}

func newGeometry(s sudoku.Shape) *Geometry {
	n := s.N()
	g := &Geometry{
		Shape:      s,
		N:          n,
		Houses:     make([][]int, 3*n),
		CellHouses: make([][3]int, n*n),
		Peers:      make([][]int, n*n),
	}
	for i := 0; i < n*n; i++ {
		r, c := i/n, i%n
		hs := [3]int{r, n + c, 2*n + s.BoxOf(r, c)}
		g.CellHouses[i] = hs
		for _, h := range hs {
			g.Houses[h] = append(g.Houses[h], i)
		}
	}
	for i := 0; i < n*n; i++ {
		hs := g.CellHouses[i]
		for j := 0; j < n*n; j++ {
			if j == i {
				continue
			}
			hj := g.CellHouses[j]
			if hj[0] == hs[0] || hj[1] == hs[1] || hj[2] == hs[2] {
				g.Peers[i] = append(g.Peers[i], j)
			}
		}
	}
	return g
}

// HouseRef returns the reference of house number h (see Geometry).
func (g *Geometry) HouseRef(h int) sudoku.HouseRef {
	return sudoku.HouseRef{Kind: sudoku.HouseKind(h / g.N), Index: h % g.N}
}

// HouseIndex returns the number of the house ref names.
func (g *Geometry) HouseIndex(ref sudoku.HouseRef) int { return int(ref.Kind)*g.N + ref.Index }

// Pos returns the position of cell i.
func (g *Geometry) Pos(i int) sudoku.Pos { return sudoku.Pos{Row: i / g.N, Col: i % g.N} }

// Index returns the reading-order index of position p.
func (g *Geometry) Index(p sudoku.Pos) int { return p.Row*g.N + p.Col }

// Sees reports whether cells i and j are different and share a house.
func (g *Geometry) Sees(i, j int) bool {
	a, b := g.CellHouses[i], g.CellHouses[j]
	return i != j && (a[0] == b[0] || a[1] == b[1] || a[2] == b[2])
}

// SeesAll reports whether cell i sees every cell of cells.
func (geo *Geometry) SeesAll(i int, cells []int) bool {
	for _, c := range cells {
		if !geo.Sees(i, c) {
			return false
		}
	}
	return true
}

// CommonHouses returns the houses holding every cell of cells.
func (geo *Geometry) CommonHouses(cells []int) []int {
	return geo.AppendCommonHouses(nil, cells)
}

// AppendCommonHouses appends the houses holding every cell of cells to out
// (at most three: a row, a column and a box), so callers can pass a small
// array and allocate nothing.
func (geo *Geometry) AppendCommonHouses(out []int, cells []int) []int {
	for _, h := range geo.CellHouses[cells[0]] {
		all := true
		for _, c := range cells[1:] {
			hs := geo.CellHouses[c]
			if hs[0] != h && hs[1] != h && hs[2] != h {
				all = false
				break
			}
		}
		if all {
			out = append(out, h)
		}
	}
	return out
}
