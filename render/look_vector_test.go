package render

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// TestLookVector writes every kind of picture as PNG, SVG and PDF to the
// directory named by RENDER_LOOK, to be compared by a person (convert the
// SVG and PDF with rsvg-convert and pdftoppm). Without RENDER_LOOK it is
// skipped.
func TestLookVector(t *testing.T) {
	dir := lookDir(t)
	b := parse9(t, classicPuzzle)
	_ = b.Set(0, 1, 1)
	g := trace.NewGrid(b)
	big := patternBoard(t, sudoku.Shape{BoxRows: 8, BoxCols: 8}, 0.5, true)
	pics := []struct {
		name string
		v    any
		opts Options
	}{
		{"vec-9x9", b, Options{Title: "Puzzle 1", Caption: "Top 1465, number 1", Coordinates: true}},
		{"vec-9x9-cands-dark", b, Options{Theme: "dark", Candidates: true}},
		{"vec-chain", StepFrame{Grid: g, Puzzle: b, Step: chainStep()}, Options{Theme: "colorblind"}},
		{"vec-fin", StepFrame{Grid: g, Puzzle: b, Step: finStep()}, Options{Highlight: []sudoku.Pos{pos(5, 5)}}},
		{"vec-clear", b, Options{Transparent: true, Theme: "print"}},
		{"vec-grouped", StepFrame{Grid: g, Puzzle: b, Step: groupedStep()}, Options{}},
		{"vec-64x64", big, Options{Title: "64×64"}},
	}
	for _, p := range pics {
		img, _ := painted(t, p.v, p.opts)
		var png, svg, pdf bytes.Buffer
		if err := WritePNG(&png, img); err != nil {
			t.Fatal(err)
		}
		if err := SVG(&svg, p.v, p.opts); err != nil {
			t.Fatal(err)
		}
		if err := PDF(&pdf, p.v, p.opts); err != nil {
			t.Fatal(err)
		}
		for ext, buf := range map[string]*bytes.Buffer{".png": &png, ".svg": &svg, ".pdf": &pdf} {
			if err := os.WriteFile(filepath.Join(dir, p.name+ext), buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	var sheet bytes.Buffer
	if err := WriteSheetPDF(&sheet, sheetItems(t, 3, true), SheetOptions{Heading: "Week 3", Solutions: true}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "vec-sheet.pdf"), sheet.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
