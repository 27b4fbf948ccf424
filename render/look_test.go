package render

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// TestLook writes sample pictures to the directory named by RENDER_LOOK, to
// be looked at by a person. Without RENDER_LOOK it is skipped.
func TestLook(t *testing.T) {
	dir := lookDir(t)
	save := func(name string, img image.Image, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		data, err := PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".png"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	b := parse9(t, classicPuzzle)
	_ = b.Set(0, 1, 1)
	_ = b.Set(4, 4, 7)
	img, err := Board(b, Options{Title: "Puzzle 1", Caption: "Top 1465, number 1"})
	save("9x9", img, err)
	img, err = Board(b, Options{Candidates: true, Coordinates: true})
	save("9x9-cands", img, err)
	img, err = Board(b, Options{Theme: "dark", Candidates: true, Title: "Dark"})
	save("9x9-dark", img, err)
	g := trace.NewGrid(b)
	img, err = Step(g, b, nakedPairStep(), Options{})
	save("9x9-step", img, err)
	img, err = Step(g, b, chainStep(), Options{Theme: "colorblind", Coordinates: true})
	save("9x9-chain", img, err)
	img, err = Step(g, b, finStep(), Options{Theme: "dark"})
	save("9x9-fin-dark", img, err)
	bad := b.Clone()
	_ = bad.Set(0, 2, 4)
	img, err = Board(bad, Options{Highlight: []sudoku.Pos{pos(5, 5)}, HighlightHouses: []sudoku.HouseRef{{Kind: sudoku.BoxHouse, Index: 4}}})
	save("9x9-conflict", img, err)
	frames := traceFrames(t, 6)
	img, err = ContactSheet(frames, Options{}, 3)
	save("contact-sheet", img, err)
	gf, err := os.Create(filepath.Join(dir, "trace.gif"))
	if err != nil {
		t.Fatal(err)
	}
	if err := TraceGIF(gf, frames, Options{}); err != nil {
		t.Fatal(err)
	}
	gf.Close()
	items := []SheetItem{}
	for k := 0; k < 5; k++ {
		items = append(items, SheetItem{Puzzle: patternBoard(t, sudoku.Classic, 0.4, false), Solution: patternBoard(t, sudoku.Classic, 1, false)})
	}
	items[0].Title = "Warm-up"
	pages, err := Sheet(items, SheetOptions{Heading: "INF1010 — Sudoku practice, week 3", Solutions: true})
	if err != nil {
		t.Fatal(err)
	}
	save("sheet-1", pages[0], nil)
	save("sheet-2", pages[1], nil)
	pages, err = Sheet([]SheetItem{{Puzzle: patternBoard(t, sudoku.Shape{BoxRows: 4, BoxCols: 4}, 0.5, false)}, {Puzzle: patternBoard(t, sudoku.Shape{BoxRows: 4, BoxCols: 4}, 0.5, false)}}, SheetOptions{Columns: 1, Rows: 2, Options: Options{Theme: "print"}})
	save("sheet-16", pages[0], err)
	pf, err := os.Create(filepath.Join(dir, "sheet.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteSheetPDF(pf, items, SheetOptions{Solutions: true, DPI: 300}); err != nil {
		t.Fatal(err)
	}
	pf.Close()
	for _, c := range []struct {
		name string
		s    sudoku.Shape
		o    Options
	}{
		{"4x4", sudoku.Shape{BoxRows: 2, BoxCols: 2}, Options{Candidates: true}},
		{"6x6", sudoku.Shape{BoxRows: 2, BoxCols: 3}, Options{Candidates: true}},
		{"16x16", sudoku.Shape{BoxRows: 4, BoxCols: 4}, Options{Title: "16×16 in letters"}},
		{"16x16-numbers-cands", sudoku.Shape{BoxRows: 4, BoxCols: 4}, Options{Numbers: true, Candidates: true}},
		{"25x25", sudoku.Shape{BoxRows: 5, BoxCols: 5}, Options{Candidates: true}},
		{"64x64", sudoku.Shape{BoxRows: 8, BoxCols: 8}, Options{Title: "64×64"}},
		{"7x7", sudoku.Shape{BoxRows: 1, BoxCols: 7}, Options{Candidates: true}},
		{"12x12-print", sudoku.Shape{BoxRows: 3, BoxCols: 4}, Options{Theme: "print", Coordinates: true}},
	} {
		img, err := Board(patternBoard(t, c.s, 0.45, true), c.o)
		save(c.name, img, err)
	}
}

// TestLookTrace writes a real solver trace's result and contact sheet.
func TestLookTrace(t *testing.T) {
	dir := lookDir(t)
	b := parse9(t, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	tr, err := human.StepSolve(b)
	if err != nil {
		t.Skip(err)
	}
	img, _ := Inline(tr)
	data, _ := PNG(img)
	_ = os.WriteFile(filepath.Join(dir, "trace-result.png"), data, 0o644)
	tr.Steps, tr.Solved = tr.Steps[:9], false
	sheet, err := TraceSheet(tr, Options{}, 3)
	if err != nil {
		t.Fatal(err)
	}
	data, _ = PNG(sheet)
	_ = os.WriteFile(filepath.Join(dir, "trace-sheet.png"), data, 0o644)
}
