package engine

import (
	"bytes"
	"context"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/render"
	"github.com/sudokit/sudokit/sudoku"
)

// lastProgram returns the source of the program the engine built last.
func lastProgram(t *testing.T, e *Engine) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(e.buildDir(), "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBoardDrawnByKernel shows a board: the cell program sends the board
// (it does not link render) and the kernel draws exactly the picture
// render.Inline draws.
func TestBoardDrawnByKernel(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import \"github.com/sudokit/sudokit/sudoku\"\nb, _ := sudoku.New(3, 3)\nb.SetGiven(0, 0, 5)\nb.Set(0, 1, 5)")
	r := mustRun(t, e, 2, "b")
	src := lastProgram(t, e)
	if strings.Contains(src, renderPath) || !strings.Contains(src, sudokuvalPath) {
		t.Errorf("the program should send the board, not draw it:\n%s", src)
	}
	raw, ok := r.oc.Result.Data["image/png"].([]byte)
	if !ok {
		t.Fatalf("no PNG in the result: %v", r.oc.Result.Data)
	}
	if !strings.Contains(r.text(), "5") {
		t.Errorf("text/plain %q does not show the board", r.text())
	}
	got, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := sudoku.New(3, 3)
	_ = b.SetGiven(0, 0, 5)
	_ = b.Set(0, 1, 5)
	want, ok := render.Inline(b)
	if !ok {
		t.Fatal("render.Inline cannot draw the board")
	}
	if !samePixels(got, want) {
		t.Error("the kernel's picture differs from render.Inline's")
	}

	// An interface holding a board, and a (board, error) pair.
	mustRun(t, e, 3, "var x any = b")
	for _, code := range []string{"x", "sudoku.Parse(\"5\" + strings.Repeat(\".\", 80), sudoku.FormatAuto)"} {
		if code != "x" {
			mustRun(t, e, 4, "import \"strings\"")
		}
		r := mustRun(t, e, 5, code)
		if _, ok := r.oc.Result.Data["image/png"]; !ok {
			t.Errorf("%s: no picture: %v", code, r.oc.Result.Data)
		}
	}
}

// TestPlainResultLinksNoSudoku: an interface result in a notebook without
// sudoku values needs neither render nor sudokuval.
func TestPlainResultLinksNoSudoku(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import \"errors\"\nerr := errors.New(\"no board here\")")
	wantText(t, e, 2, "err", "no board here")
	if src := lastProgram(t, e); strings.Contains(src, sudokuvalPath) || strings.Contains(src, renderPath) {
		t.Errorf("the program links sudoku drawing for an error:\n%s", src)
	}
}

// samePixels reports whether two images have the same bounds and colours.
func samePixels(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	ra, rb := image.NewRGBA(a.Bounds()), image.NewRGBA(b.Bounds())
	draw.Draw(ra, ra.Rect, a, a.Bounds().Min, draw.Src)
	draw.Draw(rb, rb.Rect, b, b.Bounds().Min, draw.Src)
	return bytes.Equal(ra.Pix, rb.Pix)
}

// TestResultPackages checks which packages a cell's program links to show
// its trailing value: text needs neither display nor render, sudoku
// values (boards through sudokuval, the human solver's grids and traces
// through humanval) are sent to the kernel, values that may show themselves go
// through package show.
func TestResultPackages(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import (\n\"errors\"\n\"image\"\n\"github.com/sudokit/sudokit/sudoku\"\n\"github.com/sudokit/sudokit/sudoku/human\"\n\"github.com/sudokit/sudokit/sudoku/trace\"\n\"github.com/sudokit/sudokit/kernel/display\"\n)\n"+
		"n := 1\nb, _ := sudoku.New(3, 3)\nerr := errors.New(\"x\")\nimg := image.NewRGBA(image.Rect(0, 0, 2, 2))\ntype T struct{}\nfunc (T) HTML() string { return \"<b>t</b>\" }")
	for _, tc := range []struct {
		code      string
		want, not []string
	}{
		{"n", nil, []string{showPath, sudokuvalPath, renderPath, displayPath}},
		{"b", []string{sudokuvalPath}, []string{showPath, renderPath, humanvalPath}},
		// b is not reached, so the program does not link sudoku: an
		// error cannot hold a board.
		{"err", []string{showPath}, []string{sudokuvalPath, humanvalPath, renderPath}},
		{"_ = b; err", []string{showPath, sudokuvalPath}, []string{renderPath, humanvalPath}},
		{"img", []string{showPath}, []string{sudokuvalPath, renderPath}},
		{"T{}", []string{showPath}, []string{sudokuvalPath, renderPath}},
		{"display.Markdown(\"# x\")", []string{showPath}, []string{sudokuvalPath, renderPath}},
		{"sudoku.Parse(\"\", sudoku.FormatAuto)", []string{showPath, sudokuvalPath}, []string{renderPath, humanvalPath}},
		// The human solver's grids and traces are drawn by the kernel too.
		// (through package humanval; a board alone does not link the solver).
		{"trace.NewGrid(b)", []string{humanvalPath}, []string{showPath, renderPath}},
		{"human.StepSolve(b)", []string{showPath, humanvalPath}, []string{renderPath}},
	} {
		c, err := parseCell(2, tc.code)
		if err != nil {
			t.Fatal(err)
		}
		p, err := e.prepare(context.Background(), e.nb, c)
		if err != nil {
			t.Fatalf("%s: %v", tc.code, err)
		}
		imports := programImports(p.src)
		for _, w := range tc.want {
			if !slices.Contains(imports, w) {
				t.Errorf("%s: the program does not import %s: %v", tc.code, w, imports)
			}
		}
		for _, n := range tc.not {
			if slices.Contains(imports, n) {
				t.Errorf("%s: the program imports %s", tc.code, n)
			}
		}
	}
	// The rich values still show as themselves.
	if r := mustRun(t, e, 3, "T{}"); r.oc.Result.Data["text/html"] != "<b>t</b>" {
		t.Errorf("T{} shows as %v", r.oc.Result.Data)
	}
	if r := mustRun(t, e, 4, "img"); r.oc.Result.Data["image/png"] == nil {
		t.Errorf("img shows as %v", r.oc.Result.Data)
	}
}
