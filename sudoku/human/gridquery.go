package human

import (
	"math/bits"
	"slices"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// This file holds the small questions finders ask a Grid again and again:
// where can value v still go in a house, which cells of a list see each other.
// Positions inside a house are bit masks: bit k stands for the k-th cell of
// the house in reading order. For a row, bit k is column k; for a column, bit
// k is row k.

// places returns the positions of house h where v is still a candidate.
func places(g *trace.Grid, h, v int) uint64 {
	var m uint64
	bit := sudoku.Values(1) << uint(v-1)
	for k, i := range g.Geo.Houses[h] {
		if g.Cands[i]&bit != 0 {
			m |= 1 << uint(k)
		}
	}
	return m
}

// housePlaces sets where[v], for every value v, to the positions of house
// h where v is still a candidate: places for all values in one pass.
func housePlaces(g *trace.Grid, h int, where *[sudoku.MaxSize + 1]uint64) {
	*where = [sudoku.MaxSize + 1]uint64{}
	for k, i := range g.Geo.Houses[h] {
		for m := uint64(g.Cands[i]); m != 0; m &= m - 1 {
			where[bits.TrailingZeros64(m)+1] |= 1 << uint(k)
		}
	}
}

// cellsOf returns the cells of house h at the positions of mask m.
func cellsOf(g *trace.Grid, h int, m uint64) []int {
	return appendCellsOf(g, make([]int, 0, bits.OnesCount64(m)), h, m)
}

// appendCellsOf appends the cells of house h at the positions of mask m to
// out.
func appendCellsOf(g *trace.Grid, out []int, h int, m uint64) []int {
	for m != 0 {
		k := bits.TrailingZeros64(m)
		m &= m - 1
		out = append(out, g.Geo.Houses[h][k])
	}
	return out
}

// eliminationsSeeing returns the candidates v of cells that see every cell
// of pattern and are not part of it: the classic target of wings and chains.
func eliminationsSeeing(g *trace.Grid, v int, pattern []int) []trace.Candidate {
	var out []trace.Candidate
	for _, p := range g.Geo.Peers[pattern[0]] {
		if !g.Cands[p].Has(v) || slices.Contains(pattern, p) {
			continue
		}
		if g.Geo.SeesAll(p, pattern[1:]) {
			out = append(out, cand(g, p, v))
		}
	}
	return out
}

// cand returns candidate v of cell i.
func cand(g *trace.Grid, i, v int) trace.Candidate {
	return trace.Candidate{Pos: g.Geo.Pos(i), Value: v}
}

// positions returns the positions of cells.
func positions(g *trace.Grid, cells []int) []sudoku.Pos {
	out := make([]sudoku.Pos, len(cells))
	for k, i := range cells {
		out[k] = g.Geo.Pos(i)
	}
	return out
}

// highlights returns the candidates of cells that lie in vs.
func highlights(g *trace.Grid, cells []int, vs sudoku.Values) []trace.Candidate {
	var out []trace.Candidate
	for _, i := range cells {
		for v := range (g.Cands[i] & vs).All() {
			out = append(out, cand(g, i, v))
		}
	}
	return out
}

// combinations calls f with every k-element subset of items (in order) until
// f returns false; it reports whether it ran to the end. The slice passed to f
// is reused between calls.
func eachCombination(items []int, k int, f func([]int) bool) bool {
	if k > len(items) || k <= 0 {
		return true
	}
	pick := make([]int, k)
	var rec func(start, depth int) bool
	rec = func(start, depth int) bool {
		if depth == k {
			return f(pick)
		}
		for i := start; i <= len(items)-(k-depth); i++ {
			pick[depth] = items[i]
			if !rec(i+1, depth+1) {
				return false
			}
		}
		return true
	}
	return rec(0, 0)
}

// conjugate is a strong link: the only two places a and b of a value in
// house h. One of them must hold the value.
type conjugate struct{ a, b, h int }

// conjugates returns every strong link of value v, rows first, then columns,
// then boxes. The list is shared by the grid state: treat it as read-only.
func conjugates(g *trace.Grid, v int) []conjugate {
	return conjugateCache.get(g, struct{}{}, 0, func() [][]conjugate { return findConjugates(g) })[v-1]
}

// conjugateCache keeps the strong links of every value of a grid state: the
// single-digit patterns, W-Wings and colouring ask for them in turn. The
// lists are shared: treat them as read-only.
var conjugateCache stateCache[struct{}, [][]conjugate]

// findConjugates lists the strong links of every value (see conjugates):
// out[v-1] holds those of value v.
func findConjugates(g *trace.Grid) [][]conjugate {
	// The values seen twice in each house, and not a third time; then
	// the pairs, by value, in one array.
	pairs := make([]sudoku.Values, len(g.Geo.Houses))
	count := make([]int, g.Geo.N+1)
	for h, cells := range g.Geo.Houses {
		var once, twice, more sudoku.Values
		for _, i := range cells {
			c := g.Cands[i]
			more |= twice & c
			twice |= once & c
			once |= c
		}
		pairs[h] = twice &^ more
		for m := uint64(pairs[h]); m != 0; m &= m - 1 {
			count[bits.TrailingZeros64(m)+1]++
		}
	}
	total := 0
	for _, k := range count {
		total += k
	}
	back := make([]conjugate, 0, total)
	out := make([][]conjugate, g.Geo.N)
	for v := 1; v <= g.Geo.N; v++ {
		at := len(back)
		back = back[:at+count[v]]
		out[v-1] = back[at : at : at+count[v]]
	}
	for h, cells := range g.Geo.Houses {
		for m := uint64(pairs[h]); m != 0; m &= m - 1 {
			v := bits.TrailingZeros64(m) + 1
			p := places(g, h, v)
			a, b := cells[bits.TrailingZeros64(p)], cells[63-bits.LeadingZeros64(p)]
			out[v-1] = append(out[v-1], conjugate{a, b, h})
		}
	}
	return out
}

// bivalueCells returns the empty cells with exactly two candidates.
func bivalueCells(g *trace.Grid) []int {
	var out []int
	for i, c := range g.Cands {
		if c.Count() == 2 {
			out = append(out, i)
		}
	}
	return out
}

// strongLink returns the chain link "a is v, or b is v".
func strongLink(g *trace.Grid, a, b, v int) trace.Link {
	return trace.Link{From: []trace.Candidate{cand(g, a, v)}, To: []trace.Candidate{cand(g, b, v)}, Strong: true}
}

// weakLink returns the chain link "a and b cannot both be v".
func weakLink(g *trace.Grid, a, b, v int) trace.Link {
	return trace.Link{From: []trace.Candidate{cand(g, a, v)}, To: []trace.Candidate{cand(g, b, v)}}
}
