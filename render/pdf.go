package render

import (
	"image"
	"io"

	"codeberg.org/go-pdf/fpdf"
)

// cssPixel is the size of one layout pixel on a PDF page, in points: the
// CSS pixel (1/96 inch), so a board has the same size in a PDF and in an
// SVG.
const cssPixel = 72.0 / 96

// pdfDoc is a PDF document being written with codeberg.org/go-pdf/fpdf.
// Text is real text in the embedded Go fonts (fpdf embeds the subset of
// glyphs used, with a ToUnicode map, so the text can be selected and
// searched).
type pdfDoc struct {
	f     *fpdf.Fpdf
	fonts [len(fontData)]bool // added to the document
	cjk   bool                // the CJK face added
}

// newPDFDoc starts a document; pages are added with page.
func newPDFDoc(title string) *pdfDoc {
	f := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: 595.28, Ht: 841.89}})
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	f.SetCreator("sudokit", true)
	if title != "" {
		f.SetTitle(title, true)
	}
	return &pdfDoc{f: f}
}

// page adds a page of w×h layout pixels, each k points wide, and returns
// the surface drawing on it.
func (d *pdfDoc) page(w, h int, k float64) *pdfPage {
	d.f.AddPageFormat("P", fpdf.SizeType{Wd: float64(w) * k, Ht: float64(h) * k})
	return &pdfPage{d: d, k: k, alpha: -1}
}

// write finishes the document.
func (d *pdfDoc) write(w io.Writer) error {
	if err := d.f.Error(); err != nil {
		return err
	}
	return d.f.Output(w)
}

// fontFamily returns the fpdf family and style of tf, adding the font to
// the document on first use (so only used fonts are embedded).
func (d *pdfDoc) fontFamily(tf typeface) (family, style string) {
	family, style = "go", ""
	switch tf {
	case bold:
		style = "B"
	case medium:
		family = "gomedium"
	}
	if !d.fonts[tf] {
		d.f.AddUTF8FontFromBytes(family, style, fontData[tf])
		d.fonts[tf] = true
	}
	return family, style
}

// cjkFamily returns the fpdf family of the CJK face, adding it to the
// document on first use. fpdf embeds the glyphs used, so a page of
// Chinese carries only its own characters.
func (d *pdfDoc) cjkFamily() string {
	if !d.cjk {
		d.f.AddUTF8FontFromBytes("droidsansfallback", "", cjkTTF)
		d.cjk = true
	}
	return "droidsansfallback"
}

// pdfPage is the surface of one PDF page: layout pixels scaled by k to
// points.
type pdfPage struct {
	d     *pdfDoc
	k     float64
	alpha float64 // the alpha set last on this page; -1 before any
}

func (p *pdfPage) layer(string) {}

// setAlpha sets the opacity of what follows, when it changed.
func (p *pdfPage) setAlpha(c Color) {
	a := float64(c.A) / 255
	if a != p.alpha {
		p.d.f.SetAlpha(a, "Normal")
		p.alpha = a
	}
}

func (p *pdfPage) fillColor(c Color) {
	p.setAlpha(c)
	p.d.f.SetFillColor(int(c.R), int(c.G), int(c.B))
}

func (p *pdfPage) strokeColor(c Color, width float64) {
	p.setAlpha(c)
	p.d.f.SetDrawColor(int(c.R), int(c.G), int(c.B))
	p.d.f.SetLineWidth(width * p.k)
}

func (p *pdfPage) rect(r image.Rectangle, c Color) {
	if c.A == 0 || r.Empty() {
		return
	}
	p.fillColor(c)
	k := p.k
	p.d.f.Rect(float64(r.Min.X)*k, float64(r.Min.Y)*k, float64(r.Dx())*k, float64(r.Dy())*k, "F")
}

func (p *pdfPage) disc(x, y, r float64, c Color) {
	p.fillColor(c)
	p.d.f.Circle(x*p.k, y*p.k, r*p.k, "F")
}

func (p *pdfPage) ring(x, y, r, width float64, c Color) {
	p.strokeColor(c, width)
	p.d.f.SetDashPattern(nil, 0)
	p.d.f.Circle(x*p.k, y*p.k, r*p.k, "D")
}

func (p *pdfPage) line(x0, y0, x1, y1, width float64, c Color) {
	p.strokeColor(c, width)
	p.d.f.SetDashPattern(nil, 0)
	p.d.f.SetLineCapStyle("round")
	k := p.k
	p.d.f.Line(x0*k, y0*k, x1*k, y1*k)
}

func (p *pdfPage) curve(x0, y0, cx, cy, x1, y1, width float64, dash []float64, c Color) {
	p.strokeColor(c, width)
	scaled := make([]float64, len(dash))
	for i, v := range dash {
		scaled[i] = v * p.k
	}
	p.d.f.SetDashPattern(scaled, 0)
	p.d.f.SetLineCapStyle("butt")
	k := p.k
	p.d.f.Curve(x0*k, y0*k, cx*k, cy*k, x1*k, y1*k, "D")
	p.d.f.SetDashPattern(nil, 0)
}

func (p *pdfPage) polygon(pts []point, c Color) {
	p.fillColor(c)
	ps := make([]fpdf.PointType, len(pts))
	for i, q := range pts {
		ps[i] = fpdf.PointType{X: q.x * p.k, Y: q.y * p.k}
	}
	p.d.f.Polygon(ps, "F")
}

func (p *pdfPage) text(tf typeface, size int, c Color, x, y float64, s string) {
	if s == "" {
		return
	}
	p.setAlpha(c)
	p.d.f.SetTextColor(int(c.R), int(c.G), int(c.B))
	// Each run of characters in the font that has them: the Go font, or
	// the CJK face (regular only; bold Chinese prints regular), placed
	// where the raster picture draws it.
	runs, offsets := textRuns(tf, size, s)
	for i, run := range runs {
		family, style := p.d.fontFamily(tf)
		if run.cjk {
			family, style = p.d.cjkFamily(), ""
		}
		p.d.f.SetFont(family, style, 0)
		p.d.f.SetFontUnitSize(float64(size) * p.k)
		p.d.f.Text((x+offsets[i])*p.k, y*p.k, run.text)
	}
}

func (p *pdfPage) ink(tf typeface, size int, c Color, cx, cy float64, s string) {
	x, y := inkOrigin(tf, size, s, cx, cy)
	p.text(tf, size, c, x, y, s)
}
