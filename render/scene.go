package render

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// scene is the content of one board picture, whatever it was made from: the
// values, which of them are givens, the pencil marks (nil for none) and the
// step to draw on top (nil for none).
type scene struct {
	shape  sudoku.Shape
	values []int
	given  []bool
	cands  []sudoku.Values
	step   *trace.Step
}

// boardScene reads a board; withCands adds every empty cell's candidates.
func boardScene(b *sudoku.Board, withCands bool) (*scene, error) {
	if b == nil {
		return nil, &InputError{What: "board", Reason: "is nil"}
	}
	if err := b.Shape().Validate(); err != nil {
		return nil, &InputError{What: "board", Reason: "has no valid shape (a zero Board?): " + err.Error()}
	}
	sc := &scene{shape: b.Shape(), values: b.Values(), given: make([]bool, b.Shape().Cells())}
	if withCands {
		sc.cands = make([]sudoku.Values, b.Shape().Cells())
	}
	for c := range b.Cells() {
		sc.given[c.Index()] = c.Given()
		if withCands {
			sc.cands[c.Index()] = c.Candidates()
		}
	}
	return sc, nil
}

// gridScene reads a pencil-mark grid. Values that are givens of puzzle are
// drawn as givens; without a puzzle every value is.
func gridScene(g *trace.Grid, puzzle *sudoku.Board) (*scene, error) {
	if g == nil || g.Geo == nil {
		return nil, &InputError{What: "grid", Reason: "is nil or has no geometry"}
	}
	cells := g.Geo.Shape.Cells()
	if len(g.Values) != cells || len(g.Cands) != cells {
		return nil, &InputError{What: "grid", Reason: fmt.Sprintf("has %d values and %d candidate sets, want %d of each", len(g.Values), len(g.Cands), cells)}
	}
	if puzzle != nil && puzzle.Shape() != g.Geo.Shape {
		return nil, &InputError{What: "puzzle", Reason: fmt.Sprintf("has shape %v, the grid %v", puzzle.Shape(), g.Geo.Shape)}
	}
	sc := &scene{shape: g.Geo.Shape, values: g.Values, given: make([]bool, cells), cands: g.Cands}
	for i, v := range g.Values {
		if v < 0 || v > sc.shape.N() {
			return nil, &InputError{What: "grid", Reason: fmt.Sprintf("cell %s holds %d, outside 0–%d", g.Geo.Pos(i), v, sc.shape.N())}
		}
		sc.given[i] = v != 0 && (puzzle == nil || puzzle.CellAt(i).Given())
	}
	return sc, nil
}

// conflicts returns, for every cell, whether its value also stands in
// another cell of one of its houses (what Board.Conflicts reports, per
// cell).
func (sc *scene) conflicts() []bool {
	geo := trace.GeometryOf(sc.shape)
	bad := make([]bool, len(sc.values))
	first := make([]int, sc.shape.N()+1)
	for _, house := range geo.Houses {
		clear(first)
		for _, i := range house {
			v := sc.values[i]
			if v == 0 {
				continue
			}
			if j := first[v]; j > 0 {
				bad[j-1], bad[i] = true, true
			} else {
				first[v] = i + 1
			}
		}
	}
	return bad
}

// checkStep reports a step naming a cell, house or value off the board.
func (sc *scene) checkStep(s *trace.Step) error {
	n := sc.shape.N()
	pos := func(p sudoku.Pos) error {
		if p.Row < 0 || p.Row >= n || p.Col < 0 || p.Col >= n {
			return &InputError{What: "step", Reason: fmt.Sprintf("cell (%d, %d) is off the %d×%d board", p.Row, p.Col, n, n)}
		}
		return nil
	}
	cand := func(c trace.Candidate) error {
		if err := pos(c.Pos); err != nil {
			return err
		}
		if c.Value < 1 || c.Value > n {
			return &InputError{What: "step", Reason: fmt.Sprintf("value %d in %s is outside 1–%d", c.Value, c.Pos, n)}
		}
		return nil
	}
	house := func(h sudoku.HouseRef) error {
		if h.Kind > sudoku.BoxHouse || h.Index < 0 || h.Index >= n {
			return &InputError{What: "step", Reason: fmt.Sprintf("house %v is not on the %d×%d board", h, n, n)}
		}
		return nil
	}
	var errs []error
	for _, ps := range [][]sudoku.Pos{s.Cells, s.Fins, s.Pivot, s.Pincers} {
		for _, p := range ps {
			errs = append(errs, pos(p))
		}
	}
	for _, cs := range append([][]trace.Candidate{s.Placements, s.Eliminations, s.Highlights}, s.Colors...) {
		for _, c := range cs {
			errs = append(errs, cand(c))
		}
	}
	for _, l := range s.Links {
		for _, c := range append(append([]trace.Candidate(nil), l.From...), l.To...) {
			errs = append(errs, cand(c))
		}
		if len(l.From) == 0 || len(l.To) == 0 {
			errs = append(errs, &InputError{What: "step", Reason: "a link has an empty end"})
		}
	}
	for _, hs := range [][]sudoku.HouseRef{s.Base, s.Cover} {
		for _, h := range hs {
			errs = append(errs, house(h))
		}
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
