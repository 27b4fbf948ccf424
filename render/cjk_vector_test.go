package render

import (
	"encoding/base64"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// chineseFrame is a step of the solver found with Chinese current, as a
// frame with its Chinese title and caption set in Options, so the vector
// pictures show Chinese whatever the language is when they are drawn.
func chineseFrame(t *testing.T) (StepFrame, Options) {
	t.Helper()
	lang.UseTag(lang.SimplifiedChinese)
	defer lang.UseTag(lang.English)
	g, b, s := chineseStep(t)
	return StepFrame{Grid: g, Puzzle: b, Step: s}, Options{Title: stepTitle(s.Technique), Caption: s.Explanation}
}

// han returns the Chinese characters and full-width punctuation of s.
func han(s string) []rune {
	var out []rune
	for _, r := range s {
		if unicode.Is(unicode.Han, r) || r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef {
			out = append(out, r)
		}
	}
	return out
}

// TestChineseSVGEmbedsCJKFace: an SVG with Chinese text names the CJK
// face after the Go fonts and embeds it, cut to its characters, with an
// outline for every Chinese character of the title and caption.
func TestChineseSVGEmbedsCJKFace(t *testing.T) {
	f, opts := chineseFrame(t)
	svg := string(svgOf(t, f, opts))
	root, _ := parseSVG(t, []byte(svg))
	families := strings.Split(root.attrs["font-family"], ", ")
	if len(families) < 3 || !strings.HasPrefix(families[0], "sudokit-go-") || !strings.HasPrefix(families[1], "sudokit-cjk-") {
		t.Fatalf("font-family %q: want the Go fonts, then the CJK face", root.attrs["font-family"])
	}
	m := regexp.MustCompile(`font-family:` + families[1] + `;src:url\(data:font/ttf;base64,([A-Za-z0-9+/=]+)\)`).FindStringSubmatch(svg)
	if m == nil {
		t.Fatal("no @font-face for the CJK face")
	}
	data, err := base64.StdEncoding.DecodeString(m[1])
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 30_000 {
		t.Errorf("the CJK face embedded is %d bytes; not cut to the picture's characters?", len(data))
	}
	font, err := sfnt.Parse(data)
	if err != nil {
		t.Fatalf("the embedded CJK face does not parse: %v", err)
	}
	var buf sfnt.Buffer
	chars := han(opts.Title + opts.Caption)
	if len(chars) < 10 {
		t.Fatalf("only %d Chinese characters in %q", len(chars), opts.Caption)
	}
	for _, r := range chars {
		g, err := font.GlyphIndex(&buf, r)
		if err != nil || g == 0 {
			t.Errorf("%q: not in the embedded CJK face", r)
			continue
		}
		segs, err := font.LoadGlyph(&buf, g, fixed.I(100), nil)
		if err != nil || len(segs) == 0 {
			t.Errorf("%q: no outline (%v)", r, err)
		}
	}
}

// TestChinesePDF: the PDF of a Chinese step embeds the CJK face with a
// Unicode map (its text extracts as the caption), and rasterised it looks
// like the PNG, caption included.
func TestChinesePDF(t *testing.T) {
	f, opts := chineseFrame(t)
	path := pdfFile(t, f, opts)
	fontsOut := string(run(t, poppler(t, "pdffonts"), path))
	found := false
	for _, line := range strings.Split(fontsOut, "\n") {
		if strings.Contains(strings.ToLower(line), "droid") {
			found = true
			if fs := strings.Fields(line); fs[len(fs)-5] != "yes" || fs[len(fs)-3] != "yes" {
				t.Errorf("CJK face not embedded with a Unicode map: %s", line)
			}
		}
	}
	if !found {
		t.Errorf("no CJK face among the PDF's fonts:\n%s", fontsOut)
	}
	var text strings.Builder
	for _, w := range pdfWords(t, path, 1) {
		text.WriteString(w.text)
	}
	if got, want := string(han(text.String())), string(han(opts.Title+opts.Caption)); got != want {
		t.Errorf("the PDF's Chinese text is %q, want %q", got, want)
	}
	want, l := painted(t, f, opts)
	got := rasterize(t, path, 1, l.Width, l.Height)
	ref := onWhite(want)
	if d := meanDiff(ref, got); d > 2.5 {
		t.Errorf("mean difference %.2f of 255 from the PNG", d)
	}
	// The caption's ink: the same amount in both, give or take a tenth.
	capArea := toRGBA(ref).Bounds()
	capArea.Min.Y = l.captionTop
	inkRef, inkGot := inkPixels(ref, capArea, Light.Text), inkPixels(got, capArea, Light.Text)
	if inkRef < 500 || float64(inkGot) < 0.9*float64(inkRef) || float64(inkGot) > 1.1*float64(inkRef) {
		t.Errorf("caption ink: %d pixels in the PNG, %d in the PDF", inkRef, inkGot)
	}
}
