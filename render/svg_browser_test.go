package render

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/draw"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// browser returns the path of a Chromium-like browser, skipping the test
// when there is none (scripts/deps installs chromium).
func browser(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	t.Skip("no chromium to render SVG with (see scripts/deps)")
	return ""
}

// TestSVGInBrowserLooksLikePNG shows SVGs inline in a page in headless
// Chromium, which uses their embedded (subset) Go fonts — and the CJK face
// for a Chinese caption — and compares the screenshot with the PNG
// painter's pictures.
func TestSVGInBrowserLooksLikePNG(t *testing.T) {
	testenv.SkipShort(t, "starts a browser")
	chromium := browser(t)
	b := parse9(t, classicPuzzle)
	_ = b.Set(0, 1, 1)
	g := trace.NewGrid(b)
	zh, zhOpts := chineseFrame(t)
	cases := []struct {
		name string
		v    any
		opts Options
	}{
		{"board", b, Options{Title: "Puzzle 1", Caption: "From the bank", Coordinates: true}},
		{"chain", StepFrame{Grid: g, Puzzle: b, Step: chainStep()}, Options{Theme: "dark"}},
		{"16x16", patternBoard(t, sudoku.Shape{BoxRows: 4, BoxCols: 4}, 0.5, true), Options{}},
		{"chinese", zh, zhOpts}, // the CJK face embedded after the Go fonts
	}
	// One page shows every SVG, one under the other, so the browser
	// starts once.
	dir := t.TempDir()
	var page bytes.Buffer
	page.WriteString(`<!DOCTYPE html><html><body style="margin:0;background:#fff">`)
	type placed struct {
		want image.Image
		l    *Layout
		top  int
	}
	var pics []placed
	width, height := 0, 0
	for _, tc := range cases {
		want, l := painted(t, tc.v, tc.opts)
		// Inline, as a notebook shows it: every SVG's style sheet applies
		// to the whole page, so fonts of one picture must not hide
		// another's characters.
		svg := bytes.TrimPrefix(svgOf(t, tc.v, tc.opts), []byte(`<?xml version="1.0" encoding="UTF-8"?>`))
		fmt.Fprintf(&page, `<div style="position:absolute;left:0;top:%dpx;line-height:0">%s</div>`, height, svg)
		pics = append(pics, placed{want, l, height})
		width, height = max(width, l.Width), height+l.Height
	}
	page.WriteString(`</body></html>`)
	pagePath, shot := filepath.Join(dir, "page.html"), filepath.Join(dir, "shot.png")
	if err := os.WriteFile(pagePath, page.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// A generous deadline against a hung browser, not a timing assertion.
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--force-device-scale-factor=1", "--user-data-dir="+filepath.Join(dir, "profile"),
		"--screenshot="+shot, fmt.Sprintf("--window-size=%d,%d", width, height), "file://"+pagePath)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, out)
	}
	data, err := os.ReadFile(shot)
	if err != nil {
		t.Fatal(err)
	}
	got := decodePNG(t, data)
	if got.Bounds().Dx() != width || got.Bounds().Dy() != height {
		t.Fatalf("screenshot %v, page %dx%d", got.Bounds(), width, height)
	}
	for k, p := range pics {
		ref := onWhite(p.want)
		shown := got.(interface {
			SubImage(image.Rectangle) image.Image
		}).SubImage(image.Rect(0, p.top, p.l.Width, p.top+p.l.Height))
		// Move the cut-out to the origin, where the layout's cells are.
		moved := image.NewRGBA(image.Rect(0, 0, p.l.Width, p.l.Height))
		draw.Draw(moved, moved.Bounds(), shown, shown.Bounds().Min, draw.Src)
		if d := meanDiff(ref, moved); d > 2.5 {
			t.Errorf("%s: mean difference %.2f of 255 from the PNG", cases[k].name, d)
		}
		a, z := inkShare(ref, p.l), inkShare(moved, p.l)
		for i := range a {
			if (a[i] == 0) != (z[i] == 0) || a[i]-z[i] > 0.04 || z[i]-a[i] > 0.04 {
				t.Errorf("%s: cell %d: %.3f of its pixels inked in the PNG, %.3f in the browser", cases[k].name, i, a[i], z[i])
			}
		}
	}
}
