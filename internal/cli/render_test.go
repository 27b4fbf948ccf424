package cli

import (
	"bytes"
	"image"
	"image/gif"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
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
	anim := decodeFile(t, gifPath, gif.DecodeAll)
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

// repeatedPuzzle writes a file p.txt in dir holding one 9×9 puzzle n
// times, one a line, and returns its path.
func repeatedPuzzle(t *testing.T, dir string, n int) string {
	t.Helper()
	path := filepath.Join(dir, "p.txt")
	line := "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
	if err := os.WriteFile(path, []byte(strings.Repeat(line, n)), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// decodePNG decodes the PNG file at path.
func decodePNG(t *testing.T, path string) image.Image {
	t.Helper()
	return decodeFile(t, path, png.Decode)
}

// decodeFile decodes the file at path with decode (png.Decode,
// gif.DecodeAll), failing the test when it cannot.
func decodeFile[T any](t *testing.T, path string, decode func(io.Reader) (T, error)) T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	v, err := decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

// A print sheet takes its layout and heading from flags, the environment
// and the config file, and --title heads every page.
func TestRenderSheetLayout(t *testing.T) {
	dir := t.TempDir()
	puzzles := repeatedPuzzle(t, dir, 6)
	pages := func(base string) int {
		n := 0
		for _, name := range []string{base + ".png", base + "-2.png", base + "-3.png", base + "-4.png", base + "-5.png", base + "-6.png", base + "-7.png"} {
			if _, err := os.Stat(name); err == nil {
				n++
			}
		}
		return n
	}
	a := filepath.Join(dir, "a")
	if code, _, errOut := run(t, "", "render", puzzles, "--sheet", a+".png", "--columns", "1", "--rows", "2", "--title", "Week 3"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if got := pages(a); got != 3 {
		t.Errorf("6 puzzles, 1×2 a page: %d pages, want 3", got)
	}
	t.Setenv("SUDOKIT_RENDER_ROWS", "1")
	t.Setenv("SUDOKIT_RENDER_COLUMNS", "1")
	b := filepath.Join(dir, "b")
	if code, _, errOut := run(t, "", "render", puzzles, "--sheet", b+".png", "--name-line=false"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if got := pages(b); got != 6 {
		t.Errorf("SUDOKIT_RENDER_ROWS=1, _COLUMNS=1: %d pages, want 6", got)
	}
	// The heading is drawn: the top band of a page with a title differs
	// from one without.
	top := func(path string) []byte {
		img := decodePNG(t, path)
		var dark []byte
		bounds := img.Bounds()
		for y := 0; y < bounds.Dy()/12; y++ {
			for x := 0; x < bounds.Dx(); x++ {
				if r, _, _, _ := img.At(x, y).RGBA(); r < 0x8000 {
					dark = append(dark, 1)
				}
			}
		}
		return dark
	}
	if len(top(b+".png")) != 0 {
		t.Errorf("a sheet without a title or name line has ink in its top band")
	}
	if len(top(a+".png")) == 0 {
		t.Errorf("--title drew no heading at the top of the page")
	}
}
