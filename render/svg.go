package render

import (
	"bufio"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"hash/fnv"
	"image"
	"io"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/render/internal/ttf"
)

// svgFallback are the font families after the embedded Go fonts: the Go
// fonts if installed, then look-alikes and common Chinese fonts, for
// viewers that ignore @font-face.
const svgFallback = `"Go", "DejaVu Sans", Arial, "Noto Sans CJK SC", "Microsoft YaHei", "PingFang SC", sans-serif`

// svgWeights are the CSS font weights of the typefaces.
var svgWeights = [...]int{regular: 400, medium: 500, bold: 700}

// svgDoc writes an SVG document: elements are collected first (so that
// only the fonts used are embedded), then written with the header.
type svgDoc struct {
	w, h   int
	title  string
	body   strings.Builder
	inG    bool
	used   [len(fontData)]map[rune]bool // the characters set in each typeface
	cjk    map[rune]bool                // the characters set from the CJK face
	idents map[string]int               // layer names used, to keep ids unique
}

func newSVG(w, h int, title string) *svgDoc {
	return &svgDoc{w: w, h: h, title: title, idents: map[string]int{}}
}

// num writes a coordinate with at most two decimals.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// paintAttr returns the SVG attributes (attr is "fill" or "stroke") that
// paint in colour c, its alpha as an opacity.
func paintAttr(attr string, c Color) string {
	s := fmt.Sprintf(`%s="#%02x%02x%02x"`, attr, c.R, c.G, c.B)
	if c.A != 0xff {
		s += fmt.Sprintf(` %s-opacity="%s"`, attr, num(float64(c.A)/255))
	}
	return s
}

// escape escapes s for XML text or a quoted attribute.
func escape(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

func (d *svgDoc) layer(name string) {
	if d.inG {
		d.body.WriteString("</g>\n")
	}
	d.idents[name]++
	id := name
	if n := d.idents[name]; n > 1 {
		id = fmt.Sprintf("%s-%d", name, n)
	}
	attrs := ""
	if name == "lines" || name == "background" || name == "tints" {
		attrs = ` shape-rendering="crispEdges"`
	}
	fmt.Fprintf(&d.body, "<g id=%q%s>\n", id, attrs)
	d.inG = true
}

func (d *svgDoc) rect(r image.Rectangle, c Color) {
	if c.A == 0 || r.Empty() {
		return
	}
	fmt.Fprintf(&d.body, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" %s/>\n", r.Min.X, r.Min.Y, r.Dx(), r.Dy(), paintAttr("fill", c))
}

func (d *svgDoc) disc(x, y, r float64, c Color) {
	fmt.Fprintf(&d.body, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" %s/>\n", num(x), num(y), num(r), paintAttr("fill", c))
}

func (d *svgDoc) ring(x, y, r, width float64, c Color) {
	fmt.Fprintf(&d.body, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"none\" %s stroke-width=\"%s\"/>\n", num(x), num(y), num(r), paintAttr("stroke", c), num(width))
}

func (d *svgDoc) line(x0, y0, x1, y1, width float64, c Color) {
	fmt.Fprintf(&d.body, "<line x1=\"%s\" y1=\"%s\" x2=\"%s\" y2=\"%s\" %s stroke-width=\"%s\" stroke-linecap=\"round\"/>\n",
		num(x0), num(y0), num(x1), num(y1), paintAttr("stroke", c), num(width))
}

func (d *svgDoc) curve(x0, y0, cx, cy, x1, y1, width float64, dash []float64, c Color) {
	dashes := ""
	if len(dash) > 0 {
		parts := make([]string, len(dash))
		for i, v := range dash {
			parts[i] = num(v)
		}
		dashes = fmt.Sprintf(` stroke-dasharray="%s"`, strings.Join(parts, " "))
	}
	fmt.Fprintf(&d.body, "<path d=\"M%s %sQ%s %s %s %s\" fill=\"none\" %s stroke-width=\"%s\"%s/>\n",
		num(x0), num(y0), num(cx), num(cy), num(x1), num(y1), paintAttr("stroke", c), num(width), dashes)
}

func (d *svgDoc) polygon(pts []point, c Color) {
	parts := make([]string, len(pts))
	for i, p := range pts {
		parts[i] = num(p.x) + "," + num(p.y)
	}
	fmt.Fprintf(&d.body, "<polygon points=\"%s\" %s/>\n", strings.Join(parts, " "), paintAttr("fill", c))
}

func (d *svgDoc) text(tf typeface, size int, c Color, x, y float64, s string) {
	if s == "" {
		return
	}
	if d.used[tf] == nil {
		d.used[tf] = map[rune]bool{}
	}
	runs, _ := textRuns(tf, size, s)
	for _, run := range runs {
		for _, r := range run.text {
			if run.cjk {
				if d.cjk == nil {
					d.cjk = map[rune]bool{}
				}
				d.cjk[r] = true
			} else {
				d.used[tf][r] = true
			}
		}
	}
	// A line of text keeps its width in a viewer that falls back to
	// another font, so it does not run past the picture.
	fit := ""
	if len([]rune(s)) > 1 {
		fit = fmt.Sprintf(` textLength="%s" lengthAdjust="spacingAndGlyphs"`, num(textWidth(tf, size, s)))
	}
	fmt.Fprintf(&d.body, "<text x=\"%s\" y=\"%s\" font-size=\"%d\" font-weight=\"%d\" %s%s>%s</text>\n",
		num(x), num(y), size, svgWeights[tf], paintAttr("fill", c), fit, escape(s))
}

func (d *svgDoc) ink(tf typeface, size int, c Color, cx, cy float64, s string) {
	x, y := inkOrigin(tf, size, s, cx, cy)
	d.text(tf, size, c, x, y, s)
}

// write writes the document: header, the embedded fonts that were used,
// the elements.
func (d *svgDoc) write(w io.Writer) error {
	family, faces := d.fontFaces()
	fonts := svgFallback
	if family != "" {
		fonts = family + ", " + fonts
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	fmt.Fprintf(bw, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"%s\" text-rendering=\"geometricPrecision\">\n",
		d.w, d.h, d.w, d.h, escape(fonts))
	if d.title != "" {
		fmt.Fprintf(bw, "<title>%s</title>\n", escape(d.title))
	}
	if faces != "" {
		fmt.Fprintf(bw, "<defs><style>\n%s</style></defs>\n", faces)
	}
	bw.WriteString(d.body.String())
	if d.inG {
		bw.WriteString("</g>\n")
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}

// fontFaces returns the @font-face rules embedding the used typefaces,
// each cut down to the characters set in it (see ttf.Subset), and the name
// of their family: the Go fonts, then the CJK face for the characters they
// lack (a viewer takes each character from the first family that has it;
// bold Chinese is the viewer's emboldened regular). The name is made from the fonts' data: an SVG shown
// inline in a web page (a notebook) shares the page's style sheet with
// every other SVG there, and two different subsets under one name would
// hide each other's characters.
func (d *svgDoc) fontFaces() (family, css string) {
	type face struct {
		weight int
		data   []byte
	}
	var faces []face
	h := fnv.New64a()
	for tf, used := range d.used {
		if used == nil {
			continue
		}
		runes := make([]rune, 0, len(used))
		for r := range used {
			runes = append(runes, r)
		}
		data, err := ttf.Subset(fontData[tf], runes)
		if err != nil { // the embedded Go fonts always subset; embed the whole font otherwise
			data = fontData[tf]
		}
		faces = append(faces, face{svgWeights[tf], data})
		fmt.Fprintf(h, "%d:", svgWeights[tf])
		h.Write(data)
	}
	var cjk []byte
	if len(d.cjk) > 0 {
		runes := make([]rune, 0, len(d.cjk))
		for r := range d.cjk {
			runes = append(runes, r)
		}
		var err error
		if cjk, err = ttf.Compact(cjkTTF, runes); err != nil { // the embedded subset always compacts
			cjk = cjkTTF
		}
		fmt.Fprintf(h, "cjk:")
		h.Write(cjk)
	}
	if len(faces) == 0 && cjk == nil {
		return "", ""
	}
	sum := h.Sum64()
	var b strings.Builder
	var families []string
	if len(faces) > 0 {
		families = append(families, fmt.Sprintf("sudokit-go-%016x", sum))
	}
	for _, f := range faces {
		fmt.Fprintf(&b, "@font-face{font-family:%s;font-weight:%d;src:url(data:font/ttf;base64,%s) format(\"truetype\")}\n",
			families[0], f.weight, base64.StdEncoding.EncodeToString(f.data))
	}
	if cjk != nil {
		name := fmt.Sprintf("sudokit-cjk-%016x", sum)
		families = append(families, name)
		fmt.Fprintf(&b, "@font-face{font-family:%s;src:url(data:font/ttf;base64,%s) format(\"truetype\")}\n",
			name, base64.StdEncoding.EncodeToString(cjk))
	}
	return strings.Join(families, ", "), b.String()
}
