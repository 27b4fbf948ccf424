package render

import (
	"io"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// SVG writes a picture of v as an SVG document: the same picture as the PNG
// (same layout, colours and text), in vectors that stay sharp at any zoom.
// Values, candidates, titles and captions are <text> elements set in the
// Go fonts, which are embedded (as @font-face data cut down to the
// characters used) so that browsers show the picture exactly; viewers that
// ignore embedded fonts fall back to a similar sans-serif. Lengths are CSS
// pixels.
//
// v is anything Inline draws: a board or *board (opts.Candidates adds
// pencil marks), a grid, a StepFrame, a TraceStep, a *Trace (its result),
// or a []StepFrame (a contact sheet, see ContactSheet). The elements of a
// picture come in groups with ids background, tints, lines, values,
// candidates, links and texts.
func SVG(w io.Writer, v any, opts Options) error {
	pic, err := vectorPicture(v, opts)
	if err != nil {
		return err
	}
	doc := newSVG(pic.w, pic.h, pic.title)
	pic.draw(doc)
	return doc.write(w)
}

// PDF writes a picture of v (see SVG for what v may be) as a one-page PDF
// document of the picture's size, one layout pixel to a CSS pixel (3/4
// point). Text is real text in the embedded Go fonts (subset to the glyphs
// used), so it can be selected and searched; the document's title is the
// picture's title.
func PDF(w io.Writer, v any, opts Options) error {
	pic, err := vectorPicture(v, opts)
	if err != nil {
		return err
	}
	doc := newPDFDoc(pic.title)
	pic.draw(doc.page(pic.w, pic.h, cssPixel))
	return doc.write(w)
}

// picture is something laid out, ready to draw on any surface.
type picture struct {
	w, h  int
	title string
	draw  func(surface)
}

// vectorPicture lays out the picture of v.
func vectorPicture(v any, opts Options) (*picture, error) {
	if frames, ok := v.([]StepFrame); ok {
		cs, err := planContactSheet(frames, opts, 0)
		if err != nil {
			return nil, err
		}
		return &picture{w: cs.w, h: cs.h, title: opts.Title, draw: cs.draw}, nil
	}
	sc, st, l, err := vectorScene(v, opts)
	if err != nil {
		return nil, err
	}
	return &picture{w: l.Width, h: l.Height, title: st.Title, draw: func(s surface) { paintOn(s, sc, st, l) }}, nil
}

// vectorScene reads what v shows, with the options a step or trace implies
// (title and caption), checked and laid out.
func vectorScene(v any, opts Options) (*scene, *style, *Layout, error) {
	sc, opts, err := sceneOf(v, opts)
	if err != nil {
		return nil, nil, nil, err
	}
	st, err := opts.resolve()
	if err != nil {
		return nil, nil, nil, err
	}
	if err := checkHighlights(sc.shape, opts); err != nil {
		return nil, nil, nil, err
	}
	l, err := newLayout(sc.shape, st)
	if err != nil {
		return nil, nil, nil, err
	}
	return sc, st, l, nil
}

// sceneOf returns the scene of a value the package draws and the options
// to draw it with (a step's technique as title, its explanation as caption,
// unless opts set them).
func sceneOf(v any, opts Options) (*scene, Options, error) {
	stepScene := func(g *trace.Grid, puzzle *sudoku.Board, s trace.Step) (*scene, Options, error) {
		sc, err := gridScene(g, puzzle)
		if err != nil {
			return nil, opts, err
		}
		if err := sc.checkStep(&s); err != nil {
			return nil, opts, err
		}
		sc.step = &s
		if opts.Title == "" {
			opts.Title = stepTitle(s.Technique)
		}
		if opts.Caption == "" {
			opts.Caption = s.Explanation
		}
		return sc, opts, nil
	}
	switch x := v.(type) {
	case *sudoku.Board:
		sc, err := boardScene(x, opts.Candidates)
		return sc, opts, err
	case sudoku.Board:
		sc, err := boardScene(&x, opts.Candidates)
		return sc, opts, err
	case *trace.Grid:
		sc, err := gridScene(x, nil)
		return sc, opts, err
	case trace.Grid:
		sc, err := gridScene(&x, nil)
		return sc, opts, err
	case StepFrame:
		return stepScene(x.Grid, x.Puzzle, x.Step)
	case *StepFrame:
		if x == nil {
			return nil, opts, &InputError{What: "step frame", Reason: "is nil"}
		}
		return stepScene(x.Grid, x.Puzzle, x.Step)
	case trace.TraceStep:
		return stepScene(x.Before, nil, x.Step)
	case *trace.TraceStep:
		if x == nil {
			return nil, opts, &InputError{What: "trace step", Reason: "is nil"}
		}
		return stepScene(x.Before, nil, x.Step)
	case *trace.Trace:
		final, puzzle, title, err := traceEnd(x)
		if err != nil {
			return nil, opts, err
		}
		if opts.Title == "" {
			opts.Title = title
		}
		sc, err := gridScene(final, puzzle)
		return sc, opts, err
	}
	return nil, opts, &InputError{What: "picture", Reason: "cannot draw a value of this type as a vector picture (want a board, grid, StepFrame, []StepFrame, TraceStep or *Trace)"}
}
