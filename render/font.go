package render

import (
	"image"
	"image/color"
	"image/draw"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The fonts are the Go fonts, embedded in the binary: nothing is read from
// the system, so pictures look the same everywhere.
type typeface int

const (
	regular typeface = iota // entered values, candidates, captions
	medium                  // coordinates
	bold                    // givens and titles
)

var fontData = [...][]byte{regular: goregular.TTF, medium: gomedium.TTF, bold: gobold.TTF}

// fonts caches parsed fonts, faces per pixel size and the ink of single
// strings (a value, a candidate) as alpha masks. Parsing a font and
// rasterising a glyph are slow; compositing a cached mask is fast. Faces are
// not safe for concurrent use, so everything goes through one mutex.
var fonts = struct {
	sync.Mutex
	parsed  [len(fontData)]*opentype.Font
	cjk     *opentype.Font    // see cjk.go
	buf     sfnt.Buffer       // for glyph lookups
	fromCJK map[fontRune]bool // which characters the CJK face draws
	faces   map[faceKey]font.Face
	masks   map[maskKey]*glyph
}{fromCJK: map[fontRune]bool{}, faces: map[faceKey]font.Face{}, masks: map[maskKey]*glyph{}}

type faceKey struct {
	tf   typeface
	size int // pixels
}

type maskKey struct {
	faceKey
	text string
}

// glyph is the ink of a short string: an alpha mask cropped to the ink.
type glyph struct {
	mask *image.Alpha
}

// faceLocked returns the face of tf at size pixels, with the CJK face for
// the characters the Go font lacks; fonts must be locked.
func faceLocked(tf typeface, size int) font.Face {
	k := faceKey{tf, size}
	if f, ok := fonts.faces[k]; ok {
		return f
	}
	f, err := newFallbackFace(tf, size)
	if err != nil {
		panic("render: embedded font has no face: " + err.Error())
	}
	fonts.faces[k] = f
	return f
}

// parsedLocked returns the parsed Go font of tf; fonts must be locked.
func parsedLocked(tf typeface) *opentype.Font {
	if fonts.parsed[tf] == nil {
		f, err := opentype.Parse(fontData[tf])
		if err != nil {
			panic("render: embedded Go font does not parse: " + err.Error())
		}
		fonts.parsed[tf] = f
	}
	return fonts.parsed[tf]
}

// inkOf returns the cached ink of text set in tf at size pixels.
func inkOf(tf typeface, size int, text string) *glyph {
	k := maskKey{faceKey{tf, size}, text}
	fonts.Lock()
	defer fonts.Unlock()
	if g, ok := fonts.masks[k]; ok {
		return g
	}
	face := faceLocked(tf, size)
	b, _ := font.BoundString(face, text)
	r := image.Rect(b.Min.X.Floor(), b.Min.Y.Floor(), b.Max.X.Ceil(), b.Max.Y.Ceil())
	mask := image.NewAlpha(r)
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: face}
	d.DrawString(text)
	g := &glyph{mask: mask}
	fonts.masks[k] = g
	return g
}

// drawInk paints g in colour c with the centre of its ink at (cx, cy).
func drawInk(dst *image.RGBA, g *glyph, c Color, cx, cy float64) {
	b := g.mask.Bounds()
	x := int(cx - float64(b.Dx())/2 + 0.5)
	y := int(cy - float64(b.Dy())/2 + 0.5)
	r := image.Rect(x, y, x+b.Dx(), y+b.Dy())
	draw.DrawMask(dst, r, image.NewUniform(color.NRGBA(c)), image.Point{}, g.mask, b.Min, draw.Over)
}

// textWidth returns the advance width of text in tf at size pixels.
func textWidth(tf typeface, size int, text string) float64 {
	fonts.Lock()
	defer fonts.Unlock()
	return fixedFloat(font.MeasureString(faceLocked(tf, size), text))
}

// lineMetrics returns the ascent and the line height of tf at size pixels.
func lineMetrics(tf typeface, size int) (ascent, height float64) {
	fonts.Lock()
	defer fonts.Unlock()
	m := faceLocked(tf, size).Metrics()
	return fixedFloat(m.Ascent), fixedFloat(m.Height)
}

// drawText writes text in tf at size pixels with its baseline starting at
// (x, y).
func drawText(dst *image.RGBA, tf typeface, size int, c Color, x, y float64, text string) {
	fonts.Lock()
	defer fonts.Unlock()
	d := font.Drawer{Dst: dst, Src: image.NewUniform(color.NRGBA(c)), Face: faceLocked(tf, size),
		Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(text)
}

func fixedFloat(v fixed.Int26_6) float64 { return float64(v) / 64 }

// wrap breaks text into lines no wider than width pixels: at spaces, and
// in Chinese text between any two characters, though never before closing
// punctuation ("，", "。", "）") nor after opening punctuation ("（"). A
// piece that cannot be broken and is longer than the width gets a line of
// its own.
func wrap(tf typeface, size int, text string, width float64) []string {
	var lines []string
	for _, para := range splitLines(text) {
		line := ""
		for _, w := range splitWords(para) {
			for k, piece := range splitCJK(w) {
				sep := ""
				if k == 0 {
					sep = " "
				}
				try := piece
				if line != "" {
					try = line + sep + piece
				}
				if line != "" && textWidth(tf, size, try) > width {
					lines = append(lines, line)
					line = piece
					continue
				}
				line = try
			}
		}
		lines = append(lines, line)
	}
	return lines
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		space := i == len(s) || s[i] == ' ' || s[i] == '\t'
		if space && start >= 0 {
			out = append(out, s[start:i])
			start = -1
		} else if !space && start < 0 {
			start = i
		}
	}
	return out
}

// splitCJK splits a word (text without spaces) where a line may break in
// it: next to a Chinese character or full-width punctuation, except before
// closing and after opening punctuation. A word without such characters
// comes back whole.
func splitCJK(word string) []string {
	var out []string
	start := 0
	var prev rune
	for i, r := range word {
		if i > 0 && (wide(prev) || wide(r)) && !strings.ContainsRune(noBreakBefore, r) && !strings.ContainsRune(noBreakAfter, prev) {
			out = append(out, word[start:i])
			start = i
		}
		prev = r
	}
	return append(out, word[start:])
}

// Line-breaking rules for Chinese text (after the Chinese layout
// requirements, W3C clreq): closing punctuation never starts a line,
// opening punctuation never ends one.
const (
	noBreakBefore = "，。、；：！？）」』》〉】〕…—·,.;:!?)]}%"
	noBreakAfter  = "（「『《〈【〔([{"
)

// wide reports whether r is a Chinese (or Japanese, Korean) character or
// full-width punctuation, between which lines may break.
func wide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
}
