package render

import (
	_ "embed" // the CJK face
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The Go fonts have no Chinese characters. Text is set in a Go font, and
// every character it lacks is taken from cjkTTF: the characters of Droid
// Sans Fallback (Apache 2.0, see fonts/NOTICE) that the catalog's
// Simplified Chinese messages and CJK punctuation need, cut out of the 4 MB
// font by ./internal/cjkgen (go generate; see README.md). Nothing is read
// from the machine's fonts. Chinese that is not in the catalog (a heading a
// teacher types) draws only where the subset has it: MissingGlyphs tells.
//
//go:generate go run ./internal/cjkgen -out fonts/DroidSansFallback-subset.ttf
//go:embed fonts/DroidSansFallback-subset.ttf
var cjkTTF []byte

// cjkFont is the parsed CJK face; fonts must be locked.
func cjkFontLocked() *opentype.Font {
	if fonts.cjk == nil {
		f, err := opentype.Parse(cjkTTF)
		if err != nil {
			panic("render: embedded CJK font does not parse: " + err.Error())
		}
		fonts.cjk = f
	}
	return fonts.cjk
}

// hasGlyphLocked reports whether f maps r to a glyph of its own (not
// .notdef); fonts must be locked.
func hasGlyphLocked(f *opentype.Font, r rune) bool {
	g, err := f.GlyphIndex(&fonts.buf, r)
	return err == nil && g != 0
}

// fontForLocked returns which font draws r in typeface tf: the Go font
// when it has the character (or neither has it), else the CJK face; fonts
// must be locked.
func fontForLocked(tf typeface, r rune) (cjk bool) {
	k := fontRune{tf, r}
	cjk, ok := fonts.fromCJK[k]
	if !ok {
		cjk = !hasGlyphLocked(parsedLocked(tf), r) && hasGlyphLocked(cjkFontLocked(), r)
		fonts.fromCJK[k] = cjk
	}
	return cjk
}

// fontRune is a character in a typeface.
type fontRune struct {
	tf typeface
	r  rune
}

// MissingGlyphs returns the characters of text, each once and in order,
// that none of the embedded fonts has a glyph for: a picture would show
// them as empty boxes. Spaces and line breaks are never missing.
func MissingGlyphs(text string) []rune {
	fonts.Lock()
	defer fonts.Unlock()
	var out []rune
	seen := map[rune]bool{}
	for _, r := range text {
		if seen[r] || r == ' ' || r == '\n' || r == '\t' {
			continue
		}
		seen[r] = true
		if !hasGlyphLocked(parsedLocked(regular), r) && !hasGlyphLocked(cjkFontLocked(), r) {
			out = append(out, r)
		}
	}
	return out
}

// fallbackFace is a Go font face that draws the characters the Go font
// lacks from the CJK face at the same size. The line metrics are the Go
// font's. For the bold typeface the CJK glyphs, which come in one weight,
// are emboldened by widening their ink.
type fallbackFace struct {
	tf      typeface
	primary font.Face
	cjk     font.Face
	embold  int // pixels to widen CJK ink by (bold only)
}

// pick returns the face that draws r; fonts are locked by whoever uses the
// face.
func (f *fallbackFace) pick(r rune) (font.Face, bool) {
	if fontForLocked(f.tf, r) {
		return f.cjk, true
	}
	return f.primary, false
}

func (f *fallbackFace) Close() error { return nil }

func (f *fallbackFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	face, cjk := f.pick(r)
	dr, mask, mp, adv, ok := face.Glyph(dot, r)
	if !ok || !cjk || f.embold == 0 {
		return dr, mask, mp, adv, ok
	}
	// Widen the ink: each pixel is the strongest of itself and the
	// embold pixels to its left.
	src := image.NewAlpha(dr)
	for y := dr.Min.Y; y < dr.Max.Y; y++ {
		for x := dr.Min.X; x < dr.Max.X; x++ {
			_, _, _, a := mask.At(mp.X+x-dr.Min.X, mp.Y+y-dr.Min.Y).RGBA()
			src.Pix[src.PixOffset(x, y)] = uint8(a >> 8)
		}
	}
	wide := image.Rect(dr.Min.X, dr.Min.Y, dr.Max.X+f.embold, dr.Max.Y)
	out := image.NewAlpha(wide)
	for y := wide.Min.Y; y < wide.Max.Y; y++ {
		for x := wide.Min.X; x < wide.Max.X; x++ {
			var m uint8
			for k := 0; k <= f.embold; k++ {
				if p := image.Pt(x-k, y); p.In(dr) {
					m = max(m, src.Pix[src.PixOffset(p.X, p.Y)])
				}
			}
			out.Pix[out.PixOffset(x, y)] = m
		}
	}
	return wide, out, wide.Min, adv, true
}

func (f *fallbackFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	face, cjk := f.pick(r)
	b, adv, ok := face.GlyphBounds(r)
	if cjk {
		b.Max.X += fixed.I(f.embold)
	}
	return b, adv, ok
}

func (f *fallbackFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	face, _ := f.pick(r)
	return face.GlyphAdvance(r)
}

func (f *fallbackFace) Kern(r0, r1 rune) fixed.Int26_6 {
	f0, _ := f.pick(r0)
	if f1, _ := f.pick(r1); f0 != f1 {
		return 0
	}
	return f0.Kern(r0, r1)
}

func (f *fallbackFace) Metrics() font.Metrics { return f.primary.Metrics() }

// newFallbackFace returns tf at size pixels with the CJK fallback; fonts
// must be locked.
func newFallbackFace(tf typeface, size int) (font.Face, error) {
	opts := &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingNone}
	primary, err := opentype.NewFace(parsedLocked(tf), opts)
	if err != nil {
		return nil, err
	}
	cjk, err := opentype.NewFace(cjkFontLocked(), opts)
	if err != nil {
		return nil, err
	}
	f := &fallbackFace{tf: tf, primary: primary, cjk: cjk}
	if tf == bold {
		f.embold = int(math.Round(float64(size) / 28))
	}
	return f, nil
}

// runsLocked splits s into runs of characters drawn by the same font, for
// the vector surfaces, which name a font per piece of text; fonts must be
// locked.
func runsLocked(tf typeface, s string) []fontRun {
	var out []fontRun
	start := 0
	cur := false
	for i, r := range s {
		c := fontForLocked(tf, r)
		if i > 0 && c != cur {
			out = append(out, fontRun{s[start:i], cur})
			start = i
		}
		cur = c
	}
	if start < len(s) {
		out = append(out, fontRun{s[start:], cur})
	}
	return out
}

// fontRun is a piece of text set in one font: the Go font or (cjk) the
// CJK face.
type fontRun struct {
	text string
	cjk  bool
}

// textRuns splits s into runs of one font each, with the x offset of each
// run from the start of s at size pixels.
func textRuns(tf typeface, size int, s string) (runs []fontRun, offsets []float64) {
	fonts.Lock()
	defer fonts.Unlock()
	runs = runsLocked(tf, s)
	face := faceLocked(tf, size)
	x := 0.0
	for _, r := range runs {
		offsets = append(offsets, x)
		x += fixedFloat(font.MeasureString(face, r.text))
	}
	return runs, offsets
}
