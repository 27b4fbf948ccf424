package render_test

import (
	"bytes"
	"fmt"
	"image/gif"
	"os"
	"path/filepath"

	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// puzzle builds a 4×4 board: 0 is an empty cell, other values are givens.
func puzzle() *sudoku.Board {
	b, err := sudoku.FromValues(sudoku.Shape{BoxRows: 2, BoxCols: 2}, []int{
		1, 0, 0, 4,
		0, 0, 1, 0,
		0, 1, 0, 0,
		4, 0, 0, 1,
	})
	if err != nil {
		panic(err)
	}
	return b
}

// Draw a board with its candidates in the dark theme and save it as PNG.
func ExampleBoardPNG() {
	data, err := render.BoardPNG(puzzle(), render.Options{Theme: "dark", Candidates: true, Title: "Warm-up"})
	if err != nil {
		fmt.Println(err)
		return
	}
	path := filepath.Join(os.TempDir(), "warm-up.png")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("PNG:", bytes.HasPrefix(data, []byte("\x89PNG")))
	// Output: PNG: true
}

// Layout says where every cell and line of a picture is, in pixels.
func ExampleNewLayout() {
	l, err := render.NewLayout(sudoku.Classic, render.Options{CellSize: 40})
	if err != nil {
		fmt.Println(err)
		return
	}
	x0, x1 := l.VerticalLine(3) // the box border left of column 4
	fmt.Println("cell:", l.Cell, "thin:", l.Thin, "thick:", l.Thick)
	fmt.Println("box border 3 is", x1-x0, "pixels wide; r1c4 starts at x =", l.CellRect(0, 3).Min.X)
	// Output:
	// cell: 40 thin: 1 thick: 3
	// box border 3 is 3 pixels wide; r1c4 starts at x = 140
}

// Draw a solver step on the candidates it was found in: the pattern is
// highlighted, the eliminated candidate struck through, the explanation
// written underneath.
func ExampleStep() {
	b := puzzle()
	g := trace.NewGrid(b)
	step := trace.Step{
		Technique:    "Naked Single",
		Cells:        []sudoku.Pos{{Row: 0, Col: 1}},
		Placements:   []trace.Candidate{{Pos: sudoku.Pos{Row: 0, Col: 1}, Value: 2}},
		Eliminations: []trace.Candidate{{Pos: sudoku.Pos{Row: 0, Col: 2}, Value: 2}},
		Explanation:  "2 is the only candidate left in r1c2, so it leaves r1c3.",
	}
	img, err := render.Step(g, b, step, render.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(img.Bounds().Dx() > 0)
	// Output: true
}

// Animate a solve: one GIF frame per step.
func ExampleTraceGIF() {
	b := puzzle()
	g := trace.NewGrid(b)
	steps := []trace.Step{
		{Technique: "Naked Single", Placements: []trace.Candidate{{Pos: sudoku.Pos{Row: 0, Col: 1}, Value: 2}}, Explanation: "2 is the only candidate left in r1c2."},
		{Technique: "Naked Single", Placements: []trace.Candidate{{Pos: sudoku.Pos{Row: 0, Col: 2}, Value: 3}}, Explanation: "3 is the only candidate left in r1c3."},
	}
	var frames []render.StepFrame
	for _, s := range steps {
		frames = append(frames, render.StepFrame{Grid: g.Clone(), Step: s, Puzzle: b})
		g.Apply(s)
	}
	var buf bytes.Buffer
	if err := render.TraceGIF(&buf, frames, render.Options{}); err != nil {
		fmt.Println(err)
		return
	}
	anim, _ := gif.DecodeAll(&buf)
	fmt.Println("frames:", len(anim.Image))
	// Output: frames: 2
}

// Colours come from a named theme, overridden per call with "#rrggbb".
func ExampleThemeByName() {
	t, err := render.ThemeByName("colorblind")
	if err != nil {
		fmt.Println(err)
		return
	}
	t, err = t.Override(map[string]string{"highlight": "#ffe08a"})
	fmt.Println(t.Place, t.Highlight, err)
	_, err = render.ThemeByName("neon")
	fmt.Println(err)
	// Output:
	// #009e73 #ffe08a <nil>
	// render: option theme = neon: unknown theme; choose one of colorblind, dark, light, print
}

func ExampleParseColor() {
	c, err := render.ParseColor("#0072B2")
	fmt.Println(c, c.R, c.G, c.B, err)
	_, err = render.ParseColor("#12x")
	fmt.Println(err)
	// Output:
	// #0072b2 0 114 178 <nil>
	// render: colour "#12x": 'x' at position 3 is not a hex digit
}

// The Jupyter kernel shows any value Inline can draw as a picture.
func ExampleInline() {
	for _, v := range []any{puzzle(), trace.NewGrid(puzzle()), "not a board"} {
		_, ok := render.Inline(v)
		fmt.Printf("%T: %v\n", v, ok)
	}
	// Output:
	// *sudoku.Board: true
	// *trace.Grid: true
	// string: false
}

// A print sheet: A4 pages with six puzzles each, then their solutions.
func ExampleSheet() {
	solution, _ := sudoku.FromValues(sudoku.Shape{BoxRows: 2, BoxCols: 2}, []int{
		1, 2, 3, 4,
		3, 4, 1, 2,
		2, 1, 4, 3,
		4, 3, 2, 1,
	})
	items := []render.SheetItem{{Puzzle: puzzle(), Solution: solution, Title: "Warm-up"}}
	pages, err := render.Sheet(items, render.SheetOptions{Heading: "Week 3", Solutions: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(pages), "pages of", pages[0].Bounds().Dx(), "×", pages[0].Bounds().Dy(), "pixels")
	// Output: 2 pages of 1240 × 1754 pixels
}

// A colouring step carries its colours as candidate groups (Step.Colors):
// each group is drawn on discs of its own theme colour (Color1, Color2, …),
// and a frame prints as its explanation where only text can be shown.
func ExampleStepFrame_String() {
	b := puzzle()
	g := trace.NewGrid(b)
	c := func(r, col, v int) trace.Candidate {
		return trace.Candidate{Pos: sudoku.Pos{Row: r, Col: col}, Value: v}
	}
	blue, orange := []trace.Candidate{c(0, 1, 2)}, []trace.Candidate{c(0, 2, 2)}
	s := trace.Step{
		Technique:   "Simple Colors Trap",
		Family:      "Coloring",
		Colors:      [][]trace.Candidate{blue, orange},
		Links:       []trace.Link{{From: blue, To: orange, Strong: true}},
		Explanation: "Simple colors trap on 2: one of the colours {r1c2} and {r1c3} is true.",
	}
	frame := render.StepFrame{Grid: g, Step: s, Puzzle: b}
	if _, err := render.Step(frame.Grid, frame.Puzzle, frame.Step, render.Options{Theme: "colorblind"}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(frame)
	fmt.Println(render.ColorBlind.Color1, render.ColorBlind.Color2)
	// Output:
	// Simple colors trap on 2: one of the colours {r1c2} and {r1c3} is true.
	// #0072b2 #e69f00
}
