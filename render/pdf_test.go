package render

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/draw"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// poppler returns the path of a poppler-utils program (pdftotext,
// pdftoppm, pdffonts), skipping the test when it is not installed
// (scripts/deps installs it).
func poppler(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s not installed (poppler-utils; see scripts/deps)", name)
	}
	return path
}

// run runs a program and returns its standard output.
func run(t *testing.T, name string, args ...string) []byte {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, errOut.String())
	}
	return out.Bytes()
}

// pdfFile writes the PDF of v to a temporary file.
func pdfFile(t *testing.T, v any, opts Options) string {
	t.Helper()
	var buf bytes.Buffer
	if err := PDF(&buf, v, opts); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
		t.Fatalf("not a PDF: %q", buf.Bytes()[:min(16, buf.Len())])
	}
	path := filepath.Join(t.TempDir(), "picture.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// pdfWord is a word pdftotext found, with its box in points.
type pdfWord struct {
	text                   string
	xMin, yMin, xMax, yMax float64
}

// pdfWords runs pdftotext -bbox on the first page of a PDF.
func pdfWords(t *testing.T, path string, page int) []pdfWord {
	t.Helper()
	out := run(t, poppler(t, "pdftotext"), "-bbox", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page), path, "-")
	var doc struct {
		Words []struct {
			Text string  `xml:",chardata"`
			XMin float64 `xml:"xMin,attr"`
			YMin float64 `xml:"yMin,attr"`
			XMax float64 `xml:"xMax,attr"`
			YMax float64 `xml:"yMax,attr"`
		} `xml:"body>doc>page>word"`
	}
	dec := xml.NewDecoder(bytes.NewReader(out))
	dec.Strict = false
	dec.AutoClose = xml.HTMLAutoClose
	dec.Entity = xml.HTMLEntity
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("pdftotext -bbox output: %v", err)
	}
	words := make([]pdfWord, len(doc.Words))
	for i, w := range doc.Words {
		words[i] = pdfWord{w.Text, w.XMin, w.YMin, w.XMax, w.YMax}
	}
	return words
}

func TestPDFTextIsSearchable(t *testing.T) {
	for _, s := range []sudoku.Shape{sudoku.Classic, {BoxRows: 4, BoxCols: 4}} {
		b := patternBoard(t, s, 0.35, false)
		opts := Options{Title: "Week 3 — puzzle " + s.String()}
		path := pdfFile(t, b, opts)
		l, err := NewLayout(s, opts)
		if err != nil {
			t.Fatal(err)
		}
		words := pdfWords(t, path, 1)
		// Every given is a word of its value inside its cell.
		found := map[sudoku.Pos]string{}
		for _, w := range words {
			x, y := (w.xMin+w.xMax)/2/cssPixel, (w.yMin+w.yMax)/2/cssPixel
			for r := 0; r < s.N(); r++ {
				for c := 0; c < s.N(); c++ {
					if image.Pt(int(x), int(y)).In(l.CellRect(r, c)) {
						found[sudoku.Pos{Row: r, Col: c}] += w.text
					}
				}
			}
		}
		givens := 0
		for c := range b.Cells() {
			r, col := c.Position()
			p := sudoku.Pos{Row: r, Col: col}
			if c.Value() == 0 {
				if found[p] != "" {
					t.Errorf("%v: text %q in empty cell %v", s, found[p], p)
				}
				continue
			}
			givens++
			if want := valueLabel(c.Value(), false); found[p] != want {
				t.Errorf("%v: cell %v has text %q, want %q", s, p, found[p], want)
			}
		}
		if givens == 0 {
			t.Fatal("no givens")
		}
		// The title is found as text, in order.
		var all []string
		for _, w := range words {
			all = append(all, w.text)
		}
		if !strings.Contains(strings.Join(all, " "), opts.Title) {
			t.Errorf("%v: title %q not among the words %q", s, opts.Title, all)
		}
	}
}

func TestPDFFontsEmbedded(t *testing.T) {
	b := parse9(t, classicPuzzle)
	path := pdfFile(t, b, Options{Title: "Fonts", Coordinates: true, Candidates: true})
	out := string(run(t, poppler(t, "pdffonts"), path))
	lines := strings.Split(strings.TrimSpace(out), "\n")[2:] // after the header
	if len(lines) != 3 {
		t.Fatalf("want the regular, medium and bold Go fonts:\n%s", out)
	}
	for _, line := range lines {
		f := strings.Fields(line)
		// name type… encoding emb sub uni object ID
		emb, uni := f[len(f)-5], f[len(f)-3]
		if emb != "yes" || uni != "yes" {
			t.Errorf("font not embedded with a Unicode map: %s", line)
		}
	}
	if info, err := os.Stat(path); err != nil || info.Size() > 100_000 {
		t.Errorf("PDF of one board is %d bytes: fonts not subset? (%v)", info.Size(), err)
	}
}

// rasterize renders page 1 of a PDF at exactly w×h pixels with pdftoppm.
func rasterize(t *testing.T, path string, page, w, h int) image.Image {
	t.Helper()
	p := strconv.Itoa(page)
	out := run(t, poppler(t, "pdftoppm"), "-png", "-f", p, "-l", p, "-scale-to-x", strconv.Itoa(w), "-scale-to-y", strconv.Itoa(h), path)
	return decodePNG(t, out)
}

// onWhite composites a picture on white, as a PDF viewer shows it.
func onWhite(img image.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Over)
	return out
}

// toRGBA returns img as an *image.RGBA at the origin.
func toRGBA(img image.Image) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	return out
}

// meanDiff is the mean absolute difference of two pictures' colour
// channels, 0–255.
func meanDiff(a, b image.Image) float64 {
	pa, pb := toRGBA(a), toRGBA(b)
	sum := 0
	for i := range pa.Pix {
		if i%4 == 3 || i >= len(pb.Pix) {
			continue
		}
		d := int(pa.Pix[i]) - int(pb.Pix[i])
		sum += max(d, -d)
	}
	return float64(sum) / float64(3*pa.Bounds().Dx()*pa.Bounds().Dy())
}

// inkShare returns, per cell, the share of its pixels that differ clearly
// from the cell's commonest colour: where the values, marks and arrows are.
func inkShare(img image.Image, l *Layout) []float64 {
	pic := toRGBA(img)
	n := l.Shape.N()
	share := make([]float64, n*n)
	freq := map[Color]int{}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			cell := l.CellRect(r, c)
			clear(freq)
			for y := cell.Min.Y; y < cell.Max.Y; y++ {
				for x := cell.Min.X; x < cell.Max.X; x++ {
					p := pic.Pix[pic.PixOffset(x, y):]
					freq[Color{p[0], p[1], p[2], p[3]}]++
				}
			}
			var bg Color
			for col, k := range freq {
				if k > freq[bg] {
					bg = col
				}
			}
			ink := 0
			for col, k := range freq {
				if !near(col, bg, 80) {
					ink += k
				}
			}
			share[r*n+c] = float64(ink) / float64(cell.Dx()*cell.Dy())
		}
	}
	return share
}

// TestPDFLooksLikePNG rasterises the PDF of several pictures and compares
// it with the PNG painter's picture: close on average, and the same ink in
// every cell.
func TestPDFLooksLikePNG(t *testing.T) {
	for _, tc := range vectorCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			want, l := painted(t, tc.v, tc.opts)
			got := rasterize(t, pdfFile(t, tc.v, tc.opts), 1, l.Width, l.Height)
			ref := onWhite(want)
			if d := meanDiff(ref, got); d > 2.5 {
				t.Errorf("mean difference %.2f of 255 from the PNG", d)
			}
			a, z := inkShare(ref, l), inkShare(got, l)
			for i := range a {
				if math.Abs(a[i]-z[i]) > 0.04 || (a[i] == 0) != (z[i] == 0) {
					t.Errorf("cell %d: %.3f of its pixels inked in the PNG, %.3f in the PDF", i, a[i], z[i])
				}
			}
		})
	}
}

// TestPDFContactSheet: a contact sheet's PDF has every step's title as
// text and looks like the PNG sheet.
func TestPDFContactSheet(t *testing.T) {
	frames := traceFrames(t, 4)
	path := pdfFile(t, frames, Options{})
	var words []string
	for _, w := range pdfWords(t, path, 1) {
		words = append(words, w.text)
	}
	text := strings.Join(words, " ")
	for _, title := range []string{"1. Naked Single", "2. Naked Pair", "3. X-Chain", "4. Finned X-Wing"} {
		if !strings.Contains(text, title) {
			t.Errorf("%q not found in %q", title, text)
		}
	}
	want, err := ContactSheet(frames, Options{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := rasterize(t, path, 1, want.Bounds().Dx(), want.Bounds().Dy())
	if d := meanDiff(want, got); d > 2.5 {
		t.Errorf("mean difference %.2f of 255 from the PNG sheet", d)
	}
}

// TestTracePDF: one page per step, each titled with its number and
// technique as text, and looking like the step's picture in the GIF.
func TestTracePDF(t *testing.T) {
	frames := traceFrames(t, 4)
	var buf bytes.Buffer
	if err := TracePDF(&buf, frames, Options{}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "trace.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	info := string(run(t, poppler(t, "pdfinfo"), path))
	if !strings.Contains(info, "Pages:           4") {
		t.Errorf("pdfinfo:\n%s", info)
	}
	pics, err := stepPictures(frames, Options{}, true)
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range []string{"1. Naked Single", "2. Naked Pair", "3. X-Chain", "4. Finned X-Wing"} {
		var words []string
		for _, w := range pdfWords(t, path, k+1) {
			words = append(words, w.text)
		}
		if text := strings.Join(words, " "); !strings.HasPrefix(text, want) || !strings.Contains(text, frames[k].Step.Explanation[:20]) {
			t.Errorf("page %d: %q", k+1, text)
		}
		got := rasterize(t, path, k+1, pics[k].Bounds().Dx(), pics[k].Bounds().Dy())
		if d := meanDiff(pics[k], got); d > 2.5 {
			t.Errorf("page %d: mean difference %.2f of 255 from the step picture", k+1, d)
		}
	}
}

// vectorCase is a picture the vector painters (SVG, PDF) are checked
// on: what to draw and how.
type vectorCase struct {
	name string
	v    any
	opts Options
}

// vectorCases are the pictures TestPDFLooksLikePNG compares with the
// PNG painter's and TestLookVector shows a person: boards, steps of each
// kind of marking, themes, transparency, numbers and the largest board.
func vectorCases(t *testing.T) []vectorCase {
	b := parse9(t, classicPuzzle)
	_ = b.Set(0, 1, 1)
	g := trace.NewGrid(b)
	return []vectorCase{
		{"board", b, Options{Title: "Puzzle 1", Caption: "From the bank", Coordinates: true}},
		{"candidates-dark", b, Options{Theme: "dark", Candidates: true}},
		{"chain", StepFrame{Grid: g, Puzzle: b, Step: chainStep()}, Options{Theme: "colorblind"}},
		{"fin", StepFrame{Grid: g, Puzzle: b, Step: finStep()}, Options{Highlight: []sudoku.Pos{pos(5, 5)}}},
		{"grouped-links", StepFrame{Grid: g, Puzzle: b, Step: groupedStep()}, Options{}},
		{"colouring-dark", StepFrame{Grid: g, Puzzle: b, Step: coloringStep()}, Options{Theme: "dark"}},
		{"transparent", b, Options{Transparent: true, Theme: "print", Scale: 2}},
		{"16x16-numbers", patternBoard(t, sudoku.Shape{BoxRows: 4, BoxCols: 4}, 0.5, true), Options{Numbers: true}},
		{"64x64", patternBoard(t, sudoku.Shape{BoxRows: 8, BoxCols: 8}, 0.5, true), Options{}},
	}
}
