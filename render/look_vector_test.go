package render

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestLookVector writes every kind of picture as PNG, SVG and PDF to the
// directory named by RENDER_LOOK, to be compared by a person (convert the
// SVG and PDF with rsvg-convert and pdftoppm). Without RENDER_LOOK it is
// skipped.
func TestLookVector(t *testing.T) {
	dir := lookDir(t)
	for _, p := range vectorCases(t) {
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
			if err := os.WriteFile(filepath.Join(dir, "vec-"+p.name+ext), buf.Bytes(), 0o644); err != nil {
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
