package render

import (
	"flag"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

var update = flag.Bool("update", false, "rewrite the golden pictures in testdata/")

// checkGolden compares a picture with testdata/name.png, allowing small
// differences per channel (anti-aliasing may shift with library versions)
// on a few pixels. With -update it rewrites the file instead.
func checkGolden(t *testing.T, name string, img image.Image) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	if *update {
		data, err := PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run %s -update to create it)", err, t.Name())
	}
	want := decodePNG(t, data)
	if want.Bounds() != img.Bounds() {
		t.Fatalf("%s: size %v, golden %v", name, img.Bounds(), want.Bounds())
	}
	bad := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if !near(rgba(img.At(x, y)), rgba(want.At(x, y)), 24) {
				bad++
			}
		}
	}
	if limit := b.Dx() * b.Dy() / 200; bad > limit {
		t.Errorf("%s: %d pixels differ from the golden picture (allowed %d)", name, bad, limit)
	}
}

func TestGolden4x4(t *testing.T) {
	b := board4(t,
		1, 0, 0, 4,
		0, 0, 1, 0,
		0, 1, 0, 0,
		4, 0, 0, 1,
	)
	if err := b.Set(0, 1, 2); err != nil {
		t.Fatal(err)
	}
	img, err := Board(b, Options{CellSize: 40, Candidates: true, Title: "4×4", Highlight: []sudoku.Pos{{Row: 3, Col: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "board-4x4", img)
}

func TestGoldenStepDark(t *testing.T) {
	b := board4(t,
		1, 0, 0, 0,
		0, 0, 0, 0,
		0, 0, 3, 0,
		0, 0, 0, 2,
	)
	g := trace.NewGrid(b)
	s := trace.Step{
		Technique:    "Naked Pair",
		Cells:        []sudoku.Pos{{Row: 0, Col: 1}, {Row: 0, Col: 2}},
		Highlights:   []trace.Candidate{cand(1, 2, 3), cand(1, 2, 4), cand(1, 3, 2), cand(1, 3, 4)},
		Base:         []sudoku.HouseRef{{Kind: sudoku.RowHouse, Index: 0}},
		Eliminations: []trace.Candidate{cand(1, 4, 4)},
		Explanation:  "A hand-made step for the golden picture.",
	}
	img, err := Step(g, b, s, Options{CellSize: 40, Theme: "dark"})
	if err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "step-4x4-dark", img)
}
