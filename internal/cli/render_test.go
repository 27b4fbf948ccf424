package cli

import (
	"bytes"
	"image"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
)

func TestRenderPNGWithSettings(t *testing.T) {
	dir := t.TempDir()
	light, dark := filepath.Join(dir, "light.png"), filepath.Join(dir, "dark.png")
	if code, _, errOut := run(t, "", "render", "testdata/inf1010-9x9.txt", "--out", light); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if code, _, errOut := run(t, "", "render", "testdata/inf1010-9x9.txt", "--out", dark, "--theme", "dark", "--scale", "2"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	l, d := decodePNG(t, light), decodePNG(t, dark)
	if d.Bounds().Dx() < 2*l.Bounds().Dx()-4 {
		t.Errorf("--scale 2: %v vs %v", d.Bounds(), l.Bounds())
	}
	// The top-left corner is background: light on the light theme, dark on
	// the dark one.
	lr, lg, lb, _ := l.At(2, 2).RGBA()
	dr, dg, db, _ := d.At(2, 2).RGBA()
	if lr+lg+lb < 3*0xc000 || dr+dg+db > 3*0x4000 {
		t.Errorf("backgrounds: light %v, dark %v", l.At(2, 2), d.At(2, 2))
	}

	t.Setenv("SUDOKIT_RENDER_TRANSPARENT", "true")
	clear := filepath.Join(dir, "clear.png")
	if code, _, errOut := run(t, "", "render", "testdata/inf1010-9x9.txt", "--out", clear); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if _, _, _, a := decodePNG(t, clear).At(2, 2).RGBA(); a != 0 {
		t.Errorf("SUDOKIT_RENDER_TRANSPARENT: alpha %d at the corner", a)
	}
}

func TestRenderStepsAndSheet(t *testing.T) {
	dir := t.TempDir()
	gifPath, pdfPath, pngPath := filepath.Join(dir, "t.gif"), filepath.Join(dir, "s.pdf"), filepath.Join(dir, "s.png")
	code, _, errOut := run(t, "", "render", "testdata/six.txt", "--steps", gifPath, "--sheet", pdfPath, "--solutions")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f, err := os.Open(gifPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	anim, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	// One frame per step of the human-style solve, and the solved board.
	puzzle, err := sudoku.ReadFile("testdata/six.txt", sudoku.FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	trace, err := human.StepSolve(puzzle[0])
	if err != nil {
		t.Fatal(err)
	}
	if len(anim.Image) != len(trace.Steps)+1 {
		t.Errorf("GIF has %d frames for %d steps (want a frame a step and the end)", len(anim.Image), len(trace.Steps))
	}
	pdf, err := os.ReadFile(pdfPath)
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("not a PDF (%v)", err)
	}
	if code, _, errOut := run(t, "", "render", "testdata/six.txt", "--sheet", pngPath, "--solutions"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	decodePNG(t, pngPath)
	decodePNG(t, filepath.Join(dir, "s-2.png")) // the solutions page
}

func TestRenderNeedsAnOutput(t *testing.T) {
	if code, _, _ := run(t, "", "render", "testdata/six.txt"); code != 2 {
		t.Errorf("no output named: exit %d", code)
	}
	if code, _, _ := run(t, "", "render", "testdata/six.txt", "--out", filepath.Join(t.TempDir(), "x.png"), "--theme", "neon"); code != 2 {
		t.Errorf("unknown theme: exit %d", code)
	}
}

func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}
