package render

import (
	"image"
	"io"
	"testing"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

func decodeRGBA(t *testing.T, img image.Image) image.Image {
	t.Helper()
	data, err := PNG(img)
	if err != nil {
		t.Fatal(err)
	}
	return decodePNG(t, data)
}

// A naked pair: pattern cells highlighted, pattern candidates in the
// pattern colour, eliminations struck in the eliminate colour, the base box
// tinted, the explanation as caption.
func TestStepPicture(t *testing.T) {
	s := nakedPairStep()
	img := classicStep(t, s)
	out := decodeRGBA(t, img)
	st, _ := Options{Title: s.Technique, Caption: s.Explanation}.resolve()
	l, _ := newLayout(sudoku.Classic, st)
	if out.Bounds().Dx() != l.Width || out.Bounds().Dy() != l.Height {
		t.Fatalf("size %v, layout %d×%d", out.Bounds(), l.Width, l.Height)
	}
	at := func(p image.Point) Color { return rgba(out.At(p.X, p.Y)) }
	if got := at(l.CellRect(1, 0).Min.Add(image.Pt(1, 1))); got != Light.Highlight {
		t.Errorf("pattern cell r2c1 is %v, want the highlight", got)
	}
	if got := at(l.CellRect(2, 1).Min.Add(image.Pt(1, 1))); got != Light.Base {
		t.Errorf("base box cell r3c2 is %v, want the base tint", got)
	}
	for _, c := range s.Eliminations {
		if n := inkPixels(out, l.CandidateRect(c.Row, c.Col, c.Value), Light.Eliminate); n < 5 {
			t.Errorf("elimination %v: %d pixels of the eliminate colour", c, n)
		}
	}
	for _, c := range s.Highlights {
		if n := inkPixels(out, l.CandidateRect(c.Row, c.Col, c.Value), Light.Pattern); n < 5 {
			t.Errorf("pattern candidate %v: %d pixels of the pattern colour", c, n)
		}
	}
	if n := inkPixels(out, image.Rect(0, l.Grid.Max.Y+2, l.Width, l.Height), Light.Text); n < 100 {
		t.Errorf("caption has %d pixels of ink", n)
	}
}

func TestStepPlacementFinAndLinks(t *testing.T) {
	b := parse9(t, classicPuzzle)
	g := trace.NewGrid(b)
	for _, c := range []struct {
		step   trace.Step
		cand   trace.Candidate
		colour Color
	}{
		{nakedSingleStep(), cand(4, 1, 7), Light.Place},
		{finStep(), cand(8, 9, 6), Light.Fin},
	} {
		img, err := Step(g, b, c.step, Options{})
		if err != nil {
			t.Fatal(err)
		}
		st, _ := Options{Title: c.step.Technique, Caption: c.step.Explanation}.resolve()
		l, _ := newLayout(sudoku.Classic, st)
		if n := inkPixels(img, l.CandidateRect(c.cand.Row, c.cand.Col, c.cand.Value), c.colour); n < 5 {
			t.Errorf("%s: %v has %d pixels of %v", c.step.Technique, c.cand, n, c.colour)
		}
	}
	// Links: the arrow colour appears between the chain's ends, and a chain
	// without links has none.
	chain := chainStep()
	with, err := Step(g, b, chain, Options{})
	if err != nil {
		t.Fatal(err)
	}
	chain.Links = nil
	without, _ := Step(g, b, chain, Options{})
	if a, z := inkPixels(with, with.Bounds(), Light.Link), inkPixels(without, without.Bounds(), Light.Link); a < 100 || z > a/20 {
		t.Errorf("link-coloured pixels: %d with links, %d without", a, z)
	}
}

func traceFrames(t testing.TB, n int) []StepFrame {
	t.Helper()
	b := parse9(t, classicPuzzle)
	g := trace.NewGrid(b)
	steps := []trace.Step{nakedSingleStep(), nakedPairStep(), chainStep(), finStep()}
	var frames []StepFrame
	for k := 0; k < n; k++ {
		s := steps[k%len(steps)]
		frames = append(frames, StepFrame{Grid: g.Clone(), Step: s, Puzzle: b})
		g.Apply(s)
	}
	return frames
}

func TestTraceGIF(t *testing.T) {
	frames := traceFrames(t, 5)
	anim := decodeGIF(t, func(w io.Writer) error { return TraceGIF(w, frames, Options{}) })
	if len(anim.Image) != len(frames) {
		t.Fatalf("%d frames, want %d", len(anim.Image), len(frames))
	}
	first, err := Step(frames[0].Grid, frames[0].Puzzle, frames[0].Step, Options{Title: "1. Naked Single"})
	if err != nil {
		t.Fatal(err)
	}
	if anim.Config.Width != first.Bounds().Dx() {
		t.Errorf("GIF is %d wide, a step picture %d", anim.Config.Width, first.Bounds().Dx())
	}
	// The first frame is the full picture; its background is the theme's.
	if c := rgba(anim.Image[0].At(1, 1)); !near(c, Light.Background, 0) {
		t.Errorf("first frame background %v", c)
	}
	// The default pace: every frame between minFrame and maxFrame, a
	// longer explanation never shown for less time than a shorter one.
	for k, d := range anim.Delay {
		if d < int(minFrame/(10*time.Millisecond)) || d > int(maxFrame/(10*time.Millisecond)) {
			t.Errorf("frame %d shows for %d/100 s", k+1, d)
		}
		for j := range k {
			if len(frames[j].Step.Explanation) < len(frames[k].Step.Explanation) && anim.Delay[j] > d {
				t.Errorf("frame %d (%d characters) shows longer than frame %d (%d)", j+1, len(frames[j].Step.Explanation), k+1, len(frames[k].Step.Explanation))
			}
		}
	}
	// --delay: every frame for that long.
	anim = decodeGIF(t, func(w io.Writer) error { return TraceGIF(w, frames, Options{Delay: 1500 * time.Millisecond}) })
	for k, d := range anim.Delay {
		if d != 150 {
			t.Errorf("with Delay 1.5s frame %d shows for %d/100 s", k+1, d)
		}
	}
	if err := TraceGIF(io.Discard, nil, Options{}); err == nil {
		t.Error("a trace without steps made a GIF")
	}
}

func TestContactSheet(t *testing.T) {
	frames := traceFrames(t, 5)
	sheet, err := ContactSheet(frames, Options{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	tile, err := stepPictures(frames[:1], Options{CellSize: 34}, true)
	if err != nil {
		t.Fatal(err)
	}
	tw := tile[0].Bounds().Dx()
	// 5 steps make a 3×2 sheet.
	if w := sheet.Bounds().Dx(); w < 3*tw || w > 3*tw+tw/2 {
		t.Errorf("sheet %d wide for tiles %d wide", w, tw)
	}
	if h := sheet.Bounds().Dy(); h < 2*tile[0].Bounds().Dy() {
		t.Errorf("sheet %d high, want two rows", h)
	}
}
