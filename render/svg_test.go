package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// svgElem is one element of an SVG document with the id of the group it
// stands in.
type svgElem struct {
	name  string
	group string
	attrs map[string]string
	text  string
}

// parseSVG decodes an SVG document with encoding/xml, failing the test on
// anything that is not well-formed XML or not an <svg> document.
func parseSVG(t *testing.T, data []byte) (root svgElem, elems []svgElem) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	var groups []string
	var open []*svgElem
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			e := svgElem{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			if len(groups) > 0 {
				e.group = groups[len(groups)-1]
			}
			if e.name == "svg" && len(open) == 0 {
				if tok.Name.Space != "http://www.w3.org/2000/svg" {
					t.Errorf("root namespace %q", tok.Name.Space)
				}
				root = e
			}
			groups = append(groups, map[bool]string{true: e.attrs["id"], false: e.group}[e.name == "g"])
			elems = append(elems, e)
			open = append(open, &elems[len(elems)-1])
		case xml.CharData:
			if len(open) > 0 {
				open[len(open)-1].text += string(tok)
			}
		case xml.EndElement:
			groups = groups[:len(groups)-1]
			open = open[:len(open)-1]
		}
	}
	if root.name != "svg" {
		t.Fatal("no <svg> root element")
	}
	return root, elems
}

// count returns the elements named name in group.
func count(elems []svgElem, group, name string) []svgElem {
	var out []svgElem
	for _, e := range elems {
		if e.group == group && e.name == name {
			out = append(out, e)
		}
	}
	return out
}

func svgOf(t *testing.T, v any, opts Options) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := SVG(&buf, v, opts); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestSVGBoardElements(t *testing.T) {
	for _, s := range []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, sudoku.Classic, {BoxRows: 3, BoxCols: 4}, {BoxRows: 8, BoxCols: 8}} {
		b := patternBoard(t, s, 0.4, true)
		opts := Options{Title: "Board <" + s.String() + "> & co"}
		root, elems := parseSVG(t, svgOf(t, b, opts))
		l, err := NewLayout(s, opts)
		if err != nil {
			t.Fatal(err)
		}
		if root.attrs["width"] != strconv.Itoa(l.Width) || root.attrs["height"] != strconv.Itoa(l.Height) ||
			root.attrs["viewBox"] != "0 0 "+strconv.Itoa(l.Width)+" "+strconv.Itoa(l.Height) {
			t.Errorf("%v: size %s×%s viewBox %q, layout %d×%d", s, root.attrs["width"], root.attrs["height"], root.attrs["viewBox"], l.Width, l.Height)
		}
		// N+1 vertical and N+1 horizontal lines, each a rectangle where
		// the layout puts it.
		n := s.N()
		lines := count(elems, "lines", "rect")
		if len(lines) != 2*(n+1) {
			t.Fatalf("%v: %d line rectangles, want %d", s, len(lines), 2*(n+1))
		}
		wantX := map[string]bool{}
		for i := 0; i <= n; i++ {
			x0, _ := l.VerticalLine(i)
			wantX[strconv.Itoa(x0)] = true
		}
		vertical := 0
		for _, r := range lines {
			if r.attrs["height"] == strconv.Itoa(l.Grid.Dy()) && wantX[r.attrs["x"]] {
				vertical++
			}
		}
		if vertical != n+1 {
			t.Errorf("%v: %d vertical lines at the layout's positions, want %d", s, vertical, n+1)
		}
		// Every given is a bold <text> element holding its value; entered
		// values are regular.
		var givens, entered []string
		for c := range b.Cells() {
			if c.Value() == 0 {
				continue
			}
			if c.Given() {
				givens = append(givens, valueLabel(c.Value(), false))
			} else {
				entered = append(entered, valueLabel(c.Value(), false))
			}
		}
		var gotGivens, gotEntered []string
		for _, e := range count(elems, "values", "text") {
			if e.attrs["font-weight"] == "700" {
				gotGivens = append(gotGivens, e.text)
			} else {
				gotEntered = append(gotEntered, e.text)
			}
		}
		if strings.Join(gotGivens, "") != strings.Join(givens, "") || strings.Join(gotEntered, "") != strings.Join(entered, "") {
			t.Errorf("%v: givens %q entered %q, want %q and %q", s, gotGivens, gotEntered, givens, entered)
		}
		// The title is text, escaped, and the document's <title>.
		titles := count(elems, "texts", "text")
		if len(titles) != 1 || titles[0].text != opts.Title {
			t.Errorf("%v: title elements %v", s, titles)
		}
		if doc := count(elems, "", "title"); len(doc) != 1 || doc[0].text != opts.Title {
			t.Errorf("%v: <title> %v", s, doc)
		}
	}
}

func TestSVGFontsEmbedded(t *testing.T) {
	b := parse9(t, classicPuzzle)
	svg := svgOf(t, b, Options{})
	// The embedded font is cut down to the digits used.
	if len(svg) > 40_000 {
		t.Errorf("SVG of a 9×9 board is %d bytes", len(svg))
	}
	_, elems := parseSVG(t, svg)
	css := count(elems, "", "style")
	if len(css) != 1 {
		t.Fatalf("%d <style> elements", len(css))
	}
	// Givens only: just the bold face is embedded.
	if got := strings.Count(css[0].text, "@font-face"); got != 1 || !strings.Contains(css[0].text, "font-weight:700") {
		t.Errorf("font faces: %s", css[0].text[:min(200, len(css[0].text))])
	}
}

// TestSVGFontFamilyPerSubset: SVGs whose fonts hold different characters
// name their fonts differently (inline in one page they share a style
// sheet); the same picture gets the same name.
func TestSVGFontFamilyPerSubset(t *testing.T) {
	family := func(b *sudoku.Board) string {
		root, _ := parseSVG(t, svgOf(t, b, Options{}))
		return strings.SplitN(root.attrs["font-family"], ",", 2)[0]
	}
	a, z := parse9(t, classicPuzzle), patternBoard(t, sudoku.Shape{BoxRows: 2, BoxCols: 2}, 0.5, false)
	fa, fz := family(a), family(z)
	if !strings.HasPrefix(fa, "sudokit-go-") || fa == fz || family(a.Clone()) != fa {
		t.Errorf("font families %q and %q (the first again: %q)", fa, fz, family(a.Clone()))
	}
	if svg := string(svgOf(t, a, Options{})); !strings.Contains(svg, "font-family:"+fa+";") {
		t.Errorf("no @font-face for %s", fa)
	}
}

func TestSVGStepAndHighlights(t *testing.T) {
	b := parse9(t, classicPuzzle)
	g := trace.NewGrid(b)
	step := chainStep()
	opts := Options{Highlight: []sudoku.Pos{pos(5, 5), pos(9, 9)}}
	_, elems := parseSVG(t, svgOf(t, StepFrame{Grid: g, Puzzle: b, Step: step}, opts))
	// One tint per highlighted cell.
	if n := len(count(elems, "tints", "rect")); n != 2 {
		t.Errorf("%d tinted cells, want 2", n)
	}
	// An arrow per link: a curve, dashed for the weak link, and a head.
	curves := count(elems, "links", "path")
	if len(curves) != len(step.Links) || len(count(elems, "links", "polygon")) != len(step.Links) {
		t.Fatalf("%d curves for %d links", len(curves), len(step.Links))
	}
	dashed := 0
	for _, c := range curves {
		if c.attrs["stroke-dasharray"] != "" {
			dashed++
		}
		if !strings.Contains(c.attrs["d"], "Q") {
			t.Errorf("link path %q is not a curve", c.attrs["d"])
		}
	}
	if dashed != 1 {
		t.Errorf("%d dashed links, want 1 (the weak one)", dashed)
	}
	// Each elimination is struck through; every candidate is text.
	if n := len(count(elems, "candidates", "line")); n != len(step.Eliminations) {
		t.Errorf("%d strikes for %d eliminations", n, len(step.Eliminations))
	}
	cands := 0
	for i := range g.Cands {
		if g.Values[i] == 0 {
			cands += g.Cands[i].Count()
		}
	}
	if n := len(count(elems, "candidates", "text")); n != cands {
		t.Errorf("%d candidate texts, want %d", n, cands)
	}
	// Title and caption from the step.
	var texts []string
	for _, e := range count(elems, "texts", "text") {
		texts = append(texts, e.text)
	}
	if all := strings.Join(texts, " "); !strings.HasPrefix(all, step.Technique) || !strings.Contains(all, "either way") {
		t.Errorf("texts %q", texts)
	}
}

func TestSVGThemesAndTransparency(t *testing.T) {
	b := parse9(t, classicPuzzle)
	_, elems := parseSVG(t, svgOf(t, b, Options{Theme: "dark"}))
	bg := count(elems, "background", "rect")
	if len(bg) != 1 || bg[0].attrs["fill"] != Dark.Background.String() {
		t.Errorf("dark background %v, want fill %s", bg, Dark.Background)
	}
	_, elems = parseSVG(t, svgOf(t, b, Options{Transparent: true}))
	if n := len(count(elems, "background", "rect")); n != 0 {
		t.Errorf("transparent picture has %d background rectangles", n)
	}
	// A translucent colour keeps its alpha as an opacity.
	_, elems = parseSVG(t, svgOf(t, b, Options{Colors: map[string]string{"highlight": "#ff000080"}, Highlight: []sudoku.Pos{pos(2, 2)}}))
	tint := count(elems, "tints", "rect")
	if len(tint) != 1 || tint[0].attrs["fill"] != "#ff0000" || tint[0].attrs["fill-opacity"] != "0.5" {
		t.Errorf("translucent tint %v", tint)
	}
}

func TestVectorBadInput(t *testing.T) {
	var ie *InputError
	for _, v := range []any{nil, 42, (*sudoku.Board)(nil), (*StepFrame)(nil), []StepFrame(nil),
		sudoku.Board{}, &sudoku.Board{}, trace.Grid{}, []StepFrame{{}}, StepFrame{}} {
		if err := SVG(io.Discard, v, Options{}); !errors.As(err, &ie) {
			t.Errorf("SVG(%T): %v", v, err)
		}
		if err := PDF(io.Discard, v, Options{}); !errors.As(err, &ie) {
			t.Errorf("PDF(%T): %v", v, err)
		}
	}
	if _, err := Board(&sudoku.Board{}, Options{}); !errors.As(err, &ie) {
		t.Errorf("Board(zero board): %v", err)
	}
	var oe *OptionError
	if err := SVG(io.Discard, parse9(t, classicPuzzle), Options{Theme: "neon"}); !errors.As(err, &oe) {
		t.Errorf("unknown theme: %v", err)
	}
}

func TestSVGContactSheet(t *testing.T) {
	frames := traceFrames(t, 4)
	root, elems := parseSVG(t, svgOf(t, frames, Options{}))
	sheet, err := ContactSheet(frames, Options{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if root.attrs["width"] != strconv.Itoa(sheet.Bounds().Dx()) || root.attrs["height"] != strconv.Itoa(sheet.Bounds().Dy()) {
		t.Errorf("size %s×%s, PNG sheet %v", root.attrs["width"], root.attrs["height"], sheet.Bounds())
	}
	// Every step is a whole picture: its own lines and its numbered title.
	groups, titles := 0, []string{}
	for _, e := range elems {
		if e.name == "g" && strings.HasPrefix(e.attrs["id"], "lines") {
			groups++
		}
		if e.name == "text" && strings.HasPrefix(e.group, "texts") && e.attrs["font-weight"] == "700" {
			titles = append(titles, e.text)
		}
	}
	if groups != len(frames) {
		t.Errorf("%d groups of lines for %d steps", groups, len(frames))
	}
	want := []string{"1. Naked Single", "2. Naked Pair", "3. X-Chain", "4. Finned X-Wing"}
	if strings.Join(titles, "|") != strings.Join(want, "|") {
		t.Errorf("titles %q, want %q", titles, want)
	}
}
