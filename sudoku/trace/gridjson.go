package trace

import (
	"encoding/json"
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
)

// gridJSON is the stored form of a Grid: the shape as "3x3", the placed
// values (0 = empty) and, for every cell, its candidates written as value
// characters ("137"; "" for a filled cell).
type gridJSON struct {
	Shape      string   `json:"shape"`
	Values     []int    `json:"values"`
	Candidates []string `json:"candidates"`
}

// MarshalJSON stores the grid as its shape, values and candidates.
func (g *Grid) MarshalJSON() ([]byte, error) {
	out := gridJSON{Shape: g.Geo.Shape.String(), Values: g.Values, Candidates: make([]string, len(g.Cands))}
	for i, cs := range g.Cands {
		var buf []byte
		for v := range cs.All() {
			buf = append(buf, sudoku.ValueChar(v))
		}
		out.Candidates[i] = string(buf)
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads a grid stored by MarshalJSON. Bad input gives a
// *ParseError naming the field and cell.
func (g *Grid) UnmarshalJSON(data []byte) error {
	var in gridJSON
	if err := json.Unmarshal(data, &in); err != nil {
		return &sudoku.ParseError{Source: "grid JSON", Err: sudoku.ErrSyntax, Detail: err.Error()}
	}
	shape, err := sudoku.ParseShape(in.Shape)
	if err != nil {
		return &sudoku.ParseError{Source: "grid JSON", Err: sudoku.ErrShape, Detail: fmt.Sprintf("shape %q", in.Shape)}
	}
	cells := shape.Cells()
	if len(in.Values) != cells || len(in.Candidates) != cells {
		return &sudoku.ParseError{Source: "grid JSON", Err: sudoku.ErrCellCount,
			Detail: fmt.Sprintf("%d values and %d candidate lists for %d cells", len(in.Values), len(in.Candidates), cells)}
	}
	n := shape.N()
	ng := &Grid{Geo: GeometryOf(shape), Values: in.Values, Cands: make([]sudoku.Values, cells)}
	for i, v := range in.Values {
		if v < 0 || v > n {
			return &sudoku.ParseError{Source: "grid JSON", Err: sudoku.ErrValueRange,
				Detail: fmt.Sprintf("values[%d] (%s) = %d", i, ng.Geo.Pos(i), v)}
		}
		for k := 0; k < len(in.Candidates[i]); k++ {
			c, ok := sudoku.CharValue(in.Candidates[i][k])
			if !ok || c < 1 || c > n {
				return &sudoku.ParseError{Source: "grid JSON", Err: sudoku.ErrInvalidChar,
					Detail: fmt.Sprintf("candidates[%d] (%s) = %q", i, ng.Geo.Pos(i), in.Candidates[i])}
			}
			ng.Cands[i] = ng.Cands[i].With(c)
		}
	}
	*g = *ng
	return nil
}
