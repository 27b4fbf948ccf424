package render

import (
	"bytes"
	"image"
	"io"

	"github.com/sudokit/sudokit/render/pngenc"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Board draws a board: givens bold, entered values in the entered colour,
// values that break a rule in the conflict colour on a tinted cell, and —
// with opts.Candidates — the candidates of every empty cell.
func Board(b *sudoku.Board, opts Options) (*image.RGBA, error) {
	sc, err := boardScene(b, opts.Candidates)
	if err != nil {
		return nil, err
	}
	return drawScene(sc, opts)
}

// Grid draws a pencil-mark grid with its candidates. Values that are givens
// of puzzle are drawn as givens, the others as entered values; with a nil
// puzzle every value is drawn as a given.
func Grid(g *trace.Grid, puzzle *sudoku.Board, opts Options) (*image.RGBA, error) {
	sc, err := gridScene(g, puzzle)
	if err != nil {
		return nil, err
	}
	return drawScene(sc, opts)
}

// Step draws a solver step on the candidate state g before it: the
// pattern's cells highlighted, its candidates on coloured discs, eliminated
// candidates struck through, placements in the place colour, fins in the
// fin colour, chain links as arrows (solid strong, dashed weak) and base
// and cover houses tinted. Unless opts says otherwise the title is the
// technique and the caption the step's explanation.
func Step(g *trace.Grid, puzzle *sudoku.Board, s trace.Step, opts Options) (*image.RGBA, error) {
	sc, err := gridScene(g, puzzle)
	if err != nil {
		return nil, err
	}
	if err := sc.checkStep(&s); err != nil {
		return nil, err
	}
	sc.step = &s
	if opts.Title == "" {
		opts.Title = stepTitle(s.Technique)
	}
	if opts.Caption == "" {
		opts.Caption = s.Explanation
	}
	return drawScene(sc, opts)
}

// drawScene checks the options against the scene and paints it.
func drawScene(sc *scene, opts Options) (*image.RGBA, error) {
	st, err := opts.resolve()
	if err != nil {
		return nil, err
	}
	if err := checkHighlights(sc.shape, opts); err != nil {
		return nil, err
	}
	l, err := newLayout(sc.shape, st)
	if err != nil {
		return nil, err
	}
	return paint(sc, st, l), nil
}

// checkHighlights reports highlighted cells or houses off the board.
func checkHighlights(s sudoku.Shape, opts Options) error {
	n := s.N()
	for _, p := range opts.Highlight {
		if p.Row < 0 || p.Row >= n || p.Col < 0 || p.Col >= n {
			return &OptionError{Field: "highlight", Value: p, Reason: "cell is off the board"}
		}
	}
	for _, h := range opts.HighlightHouses {
		if h.Kind > sudoku.BoxHouse || h.Index < 0 || h.Index >= n {
			return &OptionError{Field: "highlight_houses", Value: h, Reason: "house is not on the board"}
		}
	}
	return nil
}

// BoardPNG draws a board (see Board) and returns it as PNG bytes.
func BoardPNG(b *sudoku.Board, opts Options) ([]byte, error) {
	img, err := Board(b, opts)
	if err != nil {
		return nil, err
	}
	return PNG(img)
}

// PNG encodes a picture as PNG bytes.
func PNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := WritePNG(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// WritePNG writes a picture as PNG. It favours speed: board pictures are
// flat colour, which compresses well without image/png's search for the
// best filter of each row (see package pngenc).
func WritePNG(w io.Writer, img image.Image) error {
	return pngenc.Encode(w, img)
}
