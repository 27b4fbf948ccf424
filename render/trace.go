package render

import (
	"fmt"
	"image"
	"image/gif"
	"io"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// StepFrame is one step of a solving trace with the candidate state before
// it. Puzzle, when set, tells givens from values the solver placed. A frame
// with End set shows where the trace ends instead: Grid as it is, titled
// with Step.Technique (unnumbered) and captioned with Step.Explanation.
type StepFrame struct {
	Grid   *trace.Grid
	Step   trace.Step
	Puzzle *sudoku.Board
	End    bool
}

// String returns the frame's step explanation (its technique when it has
// none), for viewers that show text rather than the picture.
func (f StepFrame) String() string {
	if f.Step.Explanation == "" {
		return stepTitle(f.Step.Technique)
	}
	return f.Step.String()
}

// stepPicture is one frame of a trace made ready to paint.
type stepPicture struct {
	sc *scene
	st *style
	l  *Layout
}

// stepScenes lays every frame out as a step picture (see Step) of one
// common size: title "k. Technique" (or the technique), caption the step's
// explanation.
func stepScenes(frames []StepFrame, opts Options, numbered bool) ([]stepPicture, error) {
	if len(frames) == 0 {
		return nil, &InputError{What: "trace", Reason: "has no steps"}
	}
	st, err := opts.resolve()
	if err != nil {
		return nil, err
	}
	pics := make([]stepPicture, len(frames))
	for k, f := range frames {
		sc, err := gridScene(f.Grid, f.Puzzle)
		if err != nil {
			return nil, stepError(k, err)
		}
		if k > 0 && sc.shape != pics[0].sc.shape {
			return nil, stepError(k, &InputError{What: "grid", Reason: "has another shape than the first step's"})
		}
		step := f.Step
		if !f.End {
			if err := sc.checkStep(&step); err != nil {
				return nil, stepError(k, err)
			}
			sc.step = &step
		}
		s := *st
		if opts.Title == "" {
			s.Title = stepTitle(step.Technique)
			if numbered && !f.End {
				s.Title = tr("%[1]d. %[2]s", k+1, stepTitle(step.Technique))
			}
		}
		if opts.Caption == "" {
			s.Caption = step.Explanation
		}
		pics[k] = stepPicture{sc: sc, st: &s}
		if pics[k].l, err = newLayout(sc.shape, &s); err != nil {
			return nil, err
		}
	}
	if err := checkHighlights(pics[0].sc.shape, opts); err != nil {
		return nil, err
	}
	// Give every picture room for the longest title and caption.
	titles, captions := 0, 0
	for _, p := range pics {
		titles, captions = max(titles, len(p.l.title)), max(captions, len(p.l.caption))
	}
	for k := range pics {
		pics[k].st.titleLines, pics[k].st.captionLines = titles, captions
		if pics[k].l, err = newLayout(pics[k].sc.shape, pics[k].st); err != nil {
			return nil, err
		}
	}
	return pics, nil
}

// stepPictures draws every frame as a step picture (see stepScenes).
func stepPictures(frames []StepFrame, opts Options, numbered bool) ([]*image.RGBA, error) {
	scenes, err := stepScenes(frames, opts, numbered)
	if err != nil {
		return nil, err
	}
	pics := make([]*image.RGBA, len(scenes))
	for k, p := range scenes {
		pics[k] = paint(p.sc, p.st, p.l)
	}
	return pics, nil
}

func stepError(k int, err error) error {
	if e, ok := err.(*InputError); ok {
		return &InputError{What: fmt.Sprintf("step %d: %s", k+1, e.What), Reason: e.Reason}
	}
	return err
}

// TraceGIF writes an animated GIF with one frame per step: each frame is the
// step's picture (see Step) titled with the step number and technique and
// captioned with its explanation; a frame marked End shows its grid as it is,
// titled with its Step's Technique. The frames show for the times framePace
// gives (opts.Delay each, or by default a class's pace), and the animation
// loops.
func TraceGIF(w io.Writer, frames []StepFrame, opts Options) error {
	pics, err := stepPictures(frames, opts, true)
	if err != nil {
		return err
	}
	delays := framePace(frames, opts.Delay)
	pal := newPalette(pics, opts.Transparent)
	anim := &gif.GIF{Config: image.Config{ColorModel: pal.colors, Width: pics[0].Bounds().Dx(), Height: pics[0].Bounds().Dy()}}
	var prev *image.Paletted
	for k, pic := range pics {
		frame := pal.convert(pic)
		shown := frame
		disposal := byte(gif.DisposalNone)
		if prev != nil && !opts.Transparent {
			// Send only the rectangle that changed since the last frame.
			r := changed(prev, frame)
			if r.Empty() {
				r = image.Rect(0, 0, 1, 1)
			}
			shown = frame.SubImage(r).(*image.Paletted)
		}
		if opts.Transparent {
			disposal = gif.DisposalBackground
		}
		anim.Image = append(anim.Image, shown)
		anim.Delay = append(anim.Delay, delays[k])
		anim.Disposal = append(anim.Disposal, disposal)
		prev = frame
	}
	return gif.EncodeAll(w, anim)
}

// TracePDF writes a PDF with one page per step, in vectors: each page is
// the step's picture (see Step) titled with the step number and technique
// and captioned with its explanation, all pages of one size — the GIF's
// frames, for a report or for printing. Text is searchable (see PDF).
func TracePDF(w io.Writer, frames []StepFrame, opts Options) error {
	pics, err := stepScenes(frames, opts, true)
	if err != nil {
		return err
	}
	doc := newPDFDoc(opts.Title)
	for _, p := range pics {
		paintOn(doc.page(p.l.Width, p.l.Height, cssPixel), p.sc, p.st, p.l)
	}
	return doc.write(w)
}

// The default pace of a trace animation is one a class can watch: a
// 100-step solve plays in about 75 seconds (paceStep a step on average).
// A step's share of that time grows with its caption, so the many singles
// go by quickly and a chain's long explanation stays up longer, within
// minFrame and maxFrame; the frame where the trace ends stays endFrame.
const (
	paceStep = 600 * time.Millisecond
	minFrame = 250 * time.Millisecond
	maxFrame = 6 * time.Second
	endFrame = 4 * time.Second
)

// framePace returns each frame's time in hundredths of a second: d for
// every step frame when d > 0, otherwise the default pace.
func framePace(frames []StepFrame, d time.Duration) []int {
	delays := make([]time.Duration, len(frames))
	steps := 0
	var weight float64
	for _, f := range frames {
		if !f.End {
			steps++
			weight += captionWeight(f.Step.Explanation)
		}
	}
	for k, f := range frames {
		switch {
		case f.End:
			delays[k] = max(endFrame, d)
		case d > 0:
			delays[k] = d
		default:
			share := time.Duration(float64(paceStep) * float64(steps) * captionWeight(f.Step.Explanation) / weight)
			delays[k] = min(max(share, minFrame), maxFrame)
		}
	}
	out := make([]int, len(delays))
	for k, d := range delays {
		out[k] = max(1, int(d/(10*time.Millisecond)))
	}
	return out
}

// captionWeight is how long a caption takes to read, in relative units: a
// second to look at the picture plus reading time.
func captionWeight(caption string) float64 {
	return 1 + float64(len([]rune(caption)))/40
}

// changed returns the smallest rectangle holding every pixel where a and b
// differ.
func changed(a, b *image.Paletted) image.Rectangle {
	r := image.Rectangle{}
	bounds := a.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		ra := a.Pix[(y-bounds.Min.Y)*a.Stride:][:bounds.Dx()]
		rb := b.Pix[(y-bounds.Min.Y)*b.Stride:][:bounds.Dx()]
		x0, x1 := -1, -1
		for x := range ra {
			if ra[x] != rb[x] {
				if x0 < 0 {
					x0 = x
				}
				x1 = x
			}
		}
		if x0 >= 0 {
			r = r.Union(image.Rect(bounds.Min.X+x0, y, bounds.Min.X+x1+1, y+1))
		}
	}
	return r
}

// ContactSheet draws every step small, side by side in rows of columns
// pictures (0 chooses about a square sheet), each titled "k. Technique" and
// captioned with its explanation — a one-page overview of a solve. Unless
// opts sets a cell size, cells are 34 pixels.
func ContactSheet(frames []StepFrame, opts Options, columns int) (*image.RGBA, error) {
	cs, err := planContactSheet(frames, opts, columns)
	if err != nil {
		return nil, err
	}
	r := newRaster(cs.w, cs.h)
	cs.draw(r)
	return r.img, nil
}

// contactSheet is a laid-out contact sheet.
type contactSheet struct {
	pics         []stepPicture
	columns, gap int
	w, h         int
	transparent  bool
	background   Color
	tileW, tileH int
}

// planContactSheet checks the frames and lays the sheet out.
func planContactSheet(frames []StepFrame, opts Options, columns int) (*contactSheet, error) {
	if columns < 0 {
		return nil, &OptionError{Field: "columns", Value: columns, Reason: "want 0 (automatic) or more"}
	}
	if opts.CellSize == 0 {
		opts.CellSize = 34
	}
	pics, err := stepScenes(frames, opts, true)
	if err != nil {
		return nil, err
	}
	if columns == 0 {
		for columns*columns < len(pics) {
			columns++
		}
	}
	columns = min(columns, len(pics))
	rows := (len(pics) + columns - 1) / columns
	tw, th := pics[0].l.Width, pics[0].l.Height
	gap := max(2, tw/40)
	w, h := columns*tw+(columns+1)*gap, rows*th+(rows+1)*gap
	if w > MaxSide || h > MaxSide {
		return nil, &OptionError{Field: "columns", Value: columns, Reason: fmt.Sprintf("the sheet would be %d×%d pixels", w, h)}
	}
	t := pics[0].st.theme
	return &contactSheet{pics: pics, columns: columns, gap: gap, w: w, h: h, tileW: tw, tileH: th,
		transparent: opts.Transparent, background: mix(t.Background, t.Line, 0.35)}, nil
}

// draw draws the sheet on s, which covers it.
func (cs *contactSheet) draw(s surface) {
	if !cs.transparent {
		s.layer("sheet")
		s.rect(image.Rect(0, 0, cs.w, cs.h), cs.background)
	}
	for k, p := range cs.pics {
		x := cs.gap + (k%cs.columns)*(cs.tileW+cs.gap)
		y := cs.gap + (k/cs.columns)*(cs.tileH+cs.gap)
		paintOn(shifted{s, x, y}, p.sc, p.st, p.l)
	}
}
