package display

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"strings"

	"github.com/sudokit/sudokit/render/pngenc"
)

// maxFallback is the longest text/plain fallback MakeData copies from the
// data itself; longer data (a page of HTML with an embedded GIF, say) gets a
// short placeholder instead, so the notebook does not store it twice.
const maxFallback = 1000

// MakeData returns a bundle holding data under mimeType, plus a text/plain
// fallback (unless mimeType is text/plain itself): the data as fmt.Sprint
// writes it, or "<mimeType, N bytes>" when that is longer than 1000 bytes.
func MakeData(mimeType string, data any) Data {
	d := Data{Data: MIMEMap{mimeType: data}}
	if mimeType != MIMETypeText {
		text := fmt.Sprint(data)
		if len(text) > maxFallback {
			text = fmt.Sprintf("<%s, %d bytes>", mimeType, len(text))
		}
		d.Data[MIMETypeText] = text
	}
	return d
}

// MakeData3 returns a bundle holding data under mimeType and the given
// plain-text fallback.
func MakeData3(mimeType, plaintext string, data any) Data {
	return Data{Data: MIMEMap{MIMETypeText: plaintext, mimeType: data}}
}

// MIME returns a bundle made of the given representations and metadata.
func MIME(data, metadata MIMEMap) Data {
	return Data{Data: data, Metadata: metadata}
}

// HTML returns a bundle showing html.
func HTML(html string) Data { return MakeData(MIMETypeHTML, html) }

// JavaScript returns a bundle running javascript in the front end.
func JavaScript(javascript string) Data { return MakeData(MIMETypeJavaScript, javascript) }

// JPEG returns a bundle showing a JPEG-encoded image.
func JPEG(jpeg []byte) Data { return MakeData3(MIMETypeJPEG, "<JPEG image>", jpeg) }

// PNG returns a bundle showing a PNG-encoded image.
func PNG(png []byte) Data { return MakeData3(MIMETypePNG, "<PNG image>", png) }

// PDF returns a bundle holding a PDF document.
func PDF(pdf []byte) Data { return MakeData3(MIMETypePDF, "<PDF document>", pdf) }

// SVG returns a bundle showing an SVG image.
func SVG(svg string) Data { return MakeData(MIMETypeSVG, svg) }

// JSON returns a bundle showing a JSON document.
func JSON(json map[string]any) Data { return MakeData(MIMETypeJSON, json) }

// Markdown returns a bundle showing Markdown text.
func Markdown(markdown string) Data { return MakeData(MIMETypeMarkdown, markdown) }

// Latex returns a bundle showing inline LaTeX; the text is wrapped in $...$
// unless it already is.
func Latex(latex string) Data {
	return MakeData3(MIMETypeLatex, latex, "$"+strings.Trim(latex, "$")+"$")
}

// Math returns a bundle showing a displayed LaTeX formula, wrapped in
// $$...$$.
func Math(latex string) Data {
	return MakeData3(MIMETypeLatex, latex, "$$"+strings.Trim(latex, "$")+"$$")
}

// Image returns a bundle showing img as a PNG, with its size as metadata.
// If the image cannot be encoded the bundle shows the error as text.
//
// The PNG is written for speed (render/pngenc): a notebook's pictures
// (boards, plots) are mostly flat colour, and a class opening a notebook
// of fifty pictures at once spends its CPU encoding them.
func Image(img image.Image) Data {
	var buf bytes.Buffer
	if err := pngenc.Encode(&buf, img); err != nil {
		return MakeData(MIMETypeText, "display.Image: "+err.Error())
	}
	b := img.Bounds()
	return Data{
		Data: MIMEMap{
			MIMETypePNG:  buf.Bytes(),
			MIMETypeText: fmt.Sprintf("<%dx%d image>", b.Dx(), b.Dy()),
		},
		Metadata: MIMEMap{MIMETypePNG: MIMEMap{"width": b.Dx(), "height": b.Dy()}},
	}
}

// File returns a bundle holding the contents of the file at path under
// mimeType; an empty mimeType is detected from the contents. A file that
// cannot be read gives a bundle showing the error as text.
func File(mimeType, path string) Data {
	b, err := os.ReadFile(path)
	if err != nil {
		return MakeData(MIMETypeText, "display.File: "+err.Error())
	}
	return Any(mimeType, b)
}
