package render

import (
	"bytes"
	"errors"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

func sheetItems(t *testing.T, n int, withSolution bool) []SheetItem {
	var items []SheetItem
	for k := 0; k < n; k++ {
		solved := patternBoard(t, sudoku.Classic, 1, false)
		puzzle := patternBoard(t, sudoku.Classic, 0.4, false)
		it := SheetItem{Puzzle: puzzle}
		if withSolution {
			it.Solution = solved
		}
		items = append(items, it)
	}
	return items
}

func TestSheetPages(t *testing.T) {
	pages, err := Sheet(sheetItems(t, 7, true), SheetOptions{Heading: "Week 3", Solutions: true})
	if err != nil {
		t.Fatal(err)
	}
	// 7 puzzles at 6 a page: 2 pages, and 2 of solutions.
	if len(pages) != 4 {
		t.Fatalf("%d pages, want 4", len(pages))
	}
	for _, p := range pages {
		if p.Bounds().Dx() != 1240 || p.Bounds().Dy() != 1754 {
			t.Errorf("page %v, want A4 at 150 dpi (1240×1754)", p.Bounds())
		}
	}
	// The solution page has ink in every cell: count dark columns.
	dark := inkPixels(pages[2], pages[2].Bounds(), Light.Given) + inkPixels(pages[2], pages[2].Bounds(), Light.Entered)
	empty := inkPixels(pages[0], pages[0].Bounds(), Light.Given) + inkPixels(pages[0], pages[0].Bounds(), Light.Entered)
	if dark <= empty {
		t.Errorf("solution page has %d inked pixels, puzzle page %d", dark, empty)
	}
	var ie *InputError
	if _, err := Sheet(sheetItems(t, 2, false), SheetOptions{Solutions: true}); !errors.As(err, &ie) {
		t.Errorf("solutions without solutions: %v", err)
	}
	var oe *OptionError
	if _, err := Sheet(sheetItems(t, 2, false), SheetOptions{DPI: 5}); !errors.As(err, &oe) {
		t.Errorf("dpi 5: %v", err)
	}
}

func TestSheetPDF(t *testing.T) {
	if testing.Short() {
		t.Skip("PDF encoding is slow-ish")
	}
	var buf bytes.Buffer
	if err := WriteSheetPDF(&buf, sheetItems(t, 3, true), SheetOptions{Solutions: true, DPI: 100}); err != nil {
		t.Fatal(err)
	}
	pdf := buf.Bytes()
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", pdf[:min(16, len(pdf))])
	}
	if n := bytes.Count(pdf, []byte("/Subtype /Image")); n != 2 {
		t.Errorf("%d images in the PDF, want 2 pages", n)
	}
}
