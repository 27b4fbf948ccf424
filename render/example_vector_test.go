package render_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Write a board as an SVG figure for a web page or a report: the same
// picture as the PNG, in vectors, with the values as text.
func ExampleSVG() {
	var svg bytes.Buffer
	if err := render.SVG(&svg, puzzle(), render.Options{Title: "Warm-up"}); err != nil {
		fmt.Println(err)
		return
	}
	doc := svg.String()
	fmt.Println(strings.Contains(doc, "<svg"), strings.Contains(doc, "<title>Warm-up</title>"))
	fmt.Println("values as text:", strings.Count(doc, ">1</text>"), "ones,", strings.Count(doc, ">4</text>"), "fours")
	// Output:
	// true true
	// values as text: 4 ones, 2 fours
}

// Write a solver step as a one-page PDF, for \includegraphics in LaTeX.
// Any value the package draws can be written: boards, grids, step frames,
// trace steps, traces.
func ExamplePDF() {
	b := puzzle()
	g := trace.NewGrid(b)
	step := trace.Step{
		Technique:   "Naked Single",
		Placements:  []trace.Candidate{{Pos: sudoku.Pos{Row: 0, Col: 1}, Value: 3}},
		Cells:       []sudoku.Pos{{Row: 0, Col: 1}},
		Explanation: "r1c2 can only hold 3.",
	}
	var pdf bytes.Buffer
	if err := render.PDF(&pdf, render.StepFrame{Grid: g, Step: step, Puzzle: b}, render.Options{}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("PDF:", bytes.HasPrefix(pdf.Bytes(), []byte("%PDF-")))
	// Output: PDF: true
}

// Write a whole solve as a PDF, one vector page per step, for a report.
func ExampleWriteTracePDF() {
	b, err := sudoku.FromValues(sudoku.Shape{BoxRows: 2, BoxCols: 2}, []int{
		1, 0, 0, 4,
		0, 4, 0, 0,
		0, 0, 2, 0,
		2, 0, 0, 3,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	trace, err := human.StepSolve(b)
	if err != nil {
		fmt.Println(err)
		return
	}
	var pdf bytes.Buffer
	if err := render.WriteTracePDF(&pdf, trace, render.Options{Theme: "print"}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("PDF:", bytes.HasPrefix(pdf.Bytes(), []byte("%PDF-")), "steps (pages):", len(trace.Steps))
	// Output: PDF: true steps (pages): 10
}
