package render

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
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
	if _, err := Sheet([]SheetItem{{Puzzle: &sudoku.Board{}}}, SheetOptions{}); !errors.As(err, &ie) {
		t.Errorf("zero board: %v", err)
	}
	if err := WriteSheetPDF(io.Discard, []SheetItem{{Puzzle: &sudoku.Board{}}}, SheetOptions{}); !errors.As(err, &ie) {
		t.Errorf("zero board, PDF: %v", err)
	}
	var oe *OptionError
	if _, err := Sheet(sheetItems(t, 2, false), SheetOptions{DPI: 5}); !errors.As(err, &oe) {
		t.Errorf("dpi 5: %v", err)
	}
}

func TestSheetPDF(t *testing.T) {
	var buf bytes.Buffer
	opts := SheetOptions{Heading: "Week 3 warm-up", Solutions: true, DPI: 100}
	items := sheetItems(t, 3, true)
	if err := WriteSheetPDF(&buf, items, opts); err != nil {
		t.Fatal(err)
	}
	pdf := buf.Bytes()
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", pdf[:min(16, len(pdf))])
	}
	// Vector boards: no pictures embedded.
	if n := bytes.Count(pdf, []byte("/Subtype /Image")); n != 0 {
		t.Errorf("%d images in the PDF, want none", n)
	}
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	// Heading, titles and footer are text; the solution page too.
	for page, want := range map[int][]string{
		1: {"Week 3 warm-up", "Puzzle 1", "Puzzle 3", "page 1 of 2"},
		2: {"Solution: Puzzle 2", "page 2 of 2"},
	} {
		var words []string
		for _, w := range pdfWords(t, path, page) {
			words = append(words, w.text)
		}
		text := strings.Join(words, " ")
		for _, s := range want {
			if !strings.Contains(text, s) {
				t.Errorf("page %d: %q not found in %q", page, s, text)
			}
		}
	}
	// The PDF's pages look like Sheet's PNG pages.
	pages, err := Sheet(items, opts)
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range pages {
		got := rasterize(t, path, k+1, want.Bounds().Dx(), want.Bounds().Dy())
		if d := meanDiff(want, got); d > 2.5 {
			t.Errorf("page %d: mean difference %.2f of 255 from the PNG page", k+1, d)
		}
	}
}
