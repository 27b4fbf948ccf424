package trace_test

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// A Grid holds the pencil marks of a board; applying a Step places and
// removes candidates, as a solver or a player would.
func ExampleGrid_Apply() {
	b, _ := sudoku.Parse("12..\n..1.\n....\n....\n", sudoku.FormatGrid)
	g := trace.NewGrid(b)
	fmt.Println("r1c3 may hold", g.Cands[2])
	step := trace.Step{
		Technique:   "Naked Single",
		Placements:  []trace.Candidate{{Pos: sudoku.Pos{Row: 0, Col: 2}, Value: 3}},
		Explanation: "r1c3 can only be 3.",
	}
	g.Apply(step)
	fmt.Println("r1c4 may hold", g.Cands[3])
	fmt.Println(step, "—", trace.LocalName(step.Technique))
	// Output:
	// r1c3 may hold {3,4}
	// r1c4 may hold {4}
	// r1c3 can only be 3. — Naked Single
}

// Geometry numbers houses rows first, then columns, then boxes.
func ExampleGeometry() {
	geo := trace.GeometryOf(sudoku.Shape{BoxRows: 2, BoxCols: 2})
	fmt.Println(geo.HouseRef(5), geo.Houses[5])
	fmt.Println(geo.Pos(6), "sees", len(geo.Peers[6]), "cells")
	// Output:
	// column 2 [1 5 9 13]
	// r2c3 sees 7 cells
}
