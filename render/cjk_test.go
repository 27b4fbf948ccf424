package render

import (
	"bufio"
	"fmt"
	"image"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sudokit/sudokit/sudoku"
	_ "github.com/sudokit/sudokit/sudoku/game" // its messages, for the catalog walk
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// TestChineseCatalogHasGlyphs walks every Simplified Chinese message of
// the catalog that render's imports register (the solver's steps, hints
// and level names, the board's and game's messages, render's own captions)
// and fails on any character neither the Go fonts nor the embedded CJK
// subset draws, naming it and the message. A translator who adds Chinese
// text regenerates the subset: go generate ./render (see README.md).
func TestChineseCatalogHasGlyphs(t *testing.T) {
	texts := lang.Texts(lang.SimplifiedChinese)
	if len(texts) < 100 {
		t.Fatalf("only %d Chinese messages registered", len(texts))
	}
	keys := make([]string, 0, len(texts))
	for k := range texts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		for _, r := range MissingGlyphs(texts[k]) {
			t.Errorf("no glyph for %q (%U) in the Chinese of %q: %q; run go generate ./render", r, r, k, texts[k])
		}
	}
}

func TestMissingGlyphs(t *testing.T) {
	if got := MissingGlyphs("宫区块 r1c2，数对。Ab9 ×—"); len(got) != 0 {
		t.Errorf("MissingGlyphs of covered text = %q", string(got))
	}
	if got := MissingGlyphs("宫\uE000区\U0001F600\uE000"); string(got) != "\uE000\U0001F600" {
		t.Errorf("MissingGlyphs = %q, want the private-use character and the emoji once each", string(got))
	}
}

// glyphSlot is where one character of a line of text was drawn: the
// rectangle from its dot to its advance, ascent to descent.
type glyphSlot struct {
	r    rune
	rect image.Rectangle
}

// slotsOf returns the slots of the characters of line set in tf at size
// pixels with its baseline starting at (x, y), as drawText places them.
func slotsOf(tf typeface, size int, x, y float64, line string) []glyphSlot {
	asc, height := lineMetrics(tf, size)
	var out []glyphSlot
	for i, r := range line {
		x0 := x + textWidth(tf, size, line[:i])
		x1 := x + textWidth(tf, size, line[:i+utf8.RuneLen(r)])
		out = append(out, glyphSlot{r, image.Rect(int(math.Ceil(x0)), int(y-asc)-2, int(math.Floor(x1)), int(y-asc+height)+2)})
	}
	return out
}

// inkIn returns the points of r (relative to r.Min) whose colour differs
// from the background bg by more than a faint anti-aliasing edge.
func inkIn(img image.Image, r image.Rectangle, bg Color) []image.Point {
	var out []image.Point
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if !near(rgba(img.At(x, y)), bg, 50) {
				out = append(out, image.Pt(x-r.Min.X, y-r.Min.Y))
			}
		}
	}
	return out
}

// boxLike reports whether the ink a has the shape of the box ink ref: a
// hollow rectangle of the same size, give or take anti-aliasing — ink
// bounding boxes within two pixels of each other, all four sides inked and
// no ink inside, three pixels in from the edges.
func boxLike(a, ref []image.Point) bool {
	if len(a) == 0 || len(ref) == 0 {
		return false
	}
	ba, br := bounds(a), bounds(ref)
	if abs(ba.Dx()-br.Dx()) > 2 || abs(ba.Dy()-br.Dy()) > 2 {
		return false
	}
	inside := ba.Inset(3)
	// The rows with ink at the left and right edge, the columns with ink
	// at the top and bottom (within a pixel).
	left, right, top, bottom := map[int]bool{}, map[int]bool{}, map[int]bool{}, map[int]bool{}
	for _, p := range a {
		if p.In(inside) {
			return false
		}
		if p.X <= ba.Min.X+1 {
			left[p.Y] = true
		}
		if p.X >= ba.Max.X-2 {
			right[p.Y] = true
		}
		if p.Y <= ba.Min.Y+1 {
			top[p.X] = true
		}
		if p.Y >= ba.Max.Y-2 {
			bottom[p.X] = true
		}
	}
	// A rectangle's four sides are inked along most of their length.
	return 10*min(len(left), len(right)) >= 8*ba.Dy() && 10*min(len(top), len(bottom)) >= 8*ba.Dx()
}

func abs(v int) int { return max(v, -v) }

// bounds returns the smallest rectangle holding the points.
func bounds(ps []image.Point) image.Rectangle {
	r := image.Rectangle{ps[0], ps[0].Add(image.Pt(1, 1))}
	for _, p := range ps {
		r = r.Union(image.Rectangle{p, p.Add(image.Pt(1, 1))})
	}
	return r
}

// boxGlyphs decodes a step picture and returns, for every character of its
// title and caption, whether what was drawn in its slot is the
// missing-glyph box (the Go font's .notdef, which the picture uses for a
// character no embedded font has) or no ink at all. Each slot's ink is
// compared with the box drawn alone at the same size.
func boxGlyphs(t *testing.T, data []byte, title, caption string) (boxes []string, checked int) {
	t.Helper()
	img := decodePNG(t, data)
	st, err := Options{Title: title, Caption: caption}.resolve()
	if err != nil {
		t.Fatal(err)
	}
	l, err := newLayout(sudoku.Classic, st)
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != l.Width || img.Bounds().Dy() != l.Height {
		t.Fatalf("picture %v, layout %d×%d", img.Bounds(), l.Width, l.Height)
	}
	// The box alone, at each size, drawn the same way.
	box := func(tf typeface, size int) []image.Point {
		r := newRaster(4*size, 3*size)
		r.rect(r.img.Bounds(), Light.Background)
		asc, _ := lineMetrics(tf, size)
		drawText(r.img, tf, size, Light.Text, float64(size), float64(size)+asc, "\uE000")
		return inkIn(r.img, slotsOf(tf, size, float64(size), float64(size)+asc, "\uE000")[0].rect, Light.Background)
	}
	var slots []glyphSlot
	var refs [][]image.Point
	asc, _ := lineMetrics(bold, l.titleSize)
	for i, line := range l.title {
		x := math.Max(2, float64(l.Width)/2-textWidth(bold, l.titleSize, line)/2)
		s := slotsOf(bold, l.titleSize, x, float64(l.titleTop)+asc+float64(i)*l.titleLead, line)
		slots = append(slots, s...)
		for range s {
			refs = append(refs, box(bold, l.titleSize))
		}
	}
	asc, _ = lineMetrics(regular, l.capSize)
	margin := float64(l.Width - l.Grid.Max.X)
	if len(l.caption) < 2 {
		t.Fatalf("caption of %d lines; want a long one", len(l.caption))
	}
	for i, line := range l.caption {
		s := slotsOf(regular, l.capSize, margin, float64(l.captionTop)+asc+float64(i)*l.capLead, line)
		slots = append(slots, s...)
		for range s {
			refs = append(refs, box(regular, l.capSize))
		}
	}
	for k, s := range slots {
		if s.r == ' ' {
			continue
		}
		checked++
		ink := inkIn(img, s.rect, Light.Background)
		switch {
		case len(ink) < 3:
			boxes = append(boxes, fmt.Sprintf("%q (no ink)", s.r))
		case boxLike(ink, refs[k]):
			boxes = append(boxes, fmt.Sprintf("%q (the box, %v)", s.r, bounds(ink).Size()))
		}
	}
	return boxes, checked
}

// chineseStep returns a step of the solver's path on the first top1465
// puzzle (the test puzzle when the shared data is not there) that is not a
// single — a long Chinese caption — and the grid and puzzle it was found on.
func chineseStep(t *testing.T) (*trace.Grid, *sudoku.Board, trace.Step) {
	t.Helper()
	puzzle := classicPuzzle
	if f, err := os.Open("../../shared/data/puzzles/top1465.txt"); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if line := strings.TrimSpace(sc.Text()); len(line) == 81 {
				puzzle = line
				break
			}
		}
		f.Close()
	}
	b := parse9(t, puzzle)
	tr, err := human.StepSolve(b)
	if err != nil {
		t.Fatal(err)
	}
	grids, err := tr.Grids()
	if err != nil {
		t.Fatal(err)
	}
	for k, s := range tr.Steps {
		if !strings.Contains(s.Technique, "Single") && s.Technique != "Full House" {
			return grids[k], b, s.Step
		}
	}
	t.Fatal("the solver's path has only singles")
	return nil, nil, trace.Step{}
}

// TestChineseStepPictureGlyphsAreReal renders a step captioned in Chinese,
// decodes the PNG and checks every character of the title and caption:
// ink in its place, and not the missing-glyph box. The same check on a
// caption with characters no font has must find exactly those.
func TestChineseStepPictureGlyphsAreReal(t *testing.T) {
	lang.UseTag(lang.SimplifiedChinese)
	defer lang.UseTag(lang.English)
	g, b, s := chineseStep(t)
	if !strings.ContainsRune(s.Explanation, '中') && !strings.ContainsRune(s.Explanation, '：') {
		t.Fatalf("the explanation is not Chinese: %q", s.Explanation)
	}
	img, err := Step(g, b, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := PNG(img)
	if err != nil {
		t.Fatal(err)
	}
	title := stepTitle(s.Technique)
	if title == s.Technique {
		t.Errorf("the title %q is not translated", title)
	}
	boxes, checked := boxGlyphs(t, data, title, s.Explanation)
	if len(boxes) > 0 {
		t.Errorf("%s / %s: missing glyphs drawn: %v", title, s.Explanation, boxes)
	}
	if checked < 20 {
		t.Errorf("only %d characters checked", checked)
	}

	// The check finds boxes: two characters no font has, in a caption.
	caption := s.Explanation[:strings.Index(s.Explanation, "：")] + "\uE000中\uE001" + s.Explanation[strings.Index(s.Explanation, "："):]
	img, err = Step(g, b, s, Options{Caption: caption})
	if err != nil {
		t.Fatal(err)
	}
	data, _ = PNG(img)
	if dir := os.Getenv("RENDER_LOOK"); dir != "" {
		_ = os.WriteFile(dir+"/step-zh-boxes.png", data, 0o644)
	}
	boxes, _ = boxGlyphs(t, data, title, caption)
	if len(boxes) != 2 || !strings.HasPrefix(boxes[0], `'\ue000'`) || !strings.HasPrefix(boxes[1], `'\ue001'`) {
		t.Errorf("with two characters no font has, found %v; want those two", boxes)
	}
}
