package display

import (
	"bytes"
	"fmt"
	"image"
	"io"
	"maps"
	"strings"
)

// Any returns a bundle for data shown as mimeType. Values implementing one
// of the display interfaces, images and Data bundles are rendered as they
// describe themselves; a string is stored as is; a []byte, io.Reader or
// io.WriterTo is read and its type detected when mimeType is empty (text
// formats such as SVG are then stored as strings, binary ones as bytes). A
// text/plain representation is always present.
func Any(mimeType string, data any) Data {
	if d, ok := auto(data); ok {
		return d
	}
	var (
		s   string
		b   []byte
		err error
	)
	switch v := data.(type) {
	case string:
		s = v
	case []byte:
		b = v
	case io.Reader:
		b, err = io.ReadAll(v)
	case io.WriterTo:
		var buf bytes.Buffer
		_, err = v.WriteTo(&buf)
		b = buf.Bytes()
	}
	if err != nil {
		return MakeData(MIMETypeText, "display: "+err.Error())
	}
	d := Data{Data: MIMEMap{}}
	switch {
	case b != nil:
		if mimeType == "" {
			mimeType = sniff(b)
		}
		switch {
		case mimeType == MIMETypeText:
			d.Data[MIMETypeText] = string(b)
		case textual(mimeType):
			// Jupyter takes SVG, HTML and other text formats as strings;
			// bytes would arrive base64-encoded and show as garbage.
			d.Data[mimeType] = string(b)
			d.Data[MIMETypeText] = fmt.Sprintf("<%s, %d bytes>", mimeType, len(b))
		default:
			d.Data[mimeType] = b
			d.Data[MIMETypeText] = fmt.Sprintf("<%s, %d bytes>", mimeType, len(b))
		}
	case mimeType != "" && s != "":
		d.Data[mimeType] = s
		d.Data[MIMETypeText] = s
	default:
		d.Data[MIMETypeText] = fmt.Sprint(data)
	}
	return d
}

// textual reports whether Jupyter carries data of mimeType as text rather
// than base64: text/*, SVG and JavaScript.
func textual(mimeType string) bool {
	return strings.HasPrefix(mimeType, "text/") || mimeType == MIMETypeSVG || mimeType == MIMETypeJavaScript
}

// Auto is Any with the MIME type detected from the value.
func Auto(data any) Data {
	return Any("", data)
}

// Renderable reports whether v describes its own display: a Data bundle,
// an image.Image or a value implementing one of the display interfaces.
func Renderable(v any) bool {
	_, ok := auto(v)
	return ok
}

// auto renders values that describe their own display.
func auto(v any) (Data, bool) {
	var d Data
	found := false
	add := func(mime string, val any) {
		if d.Data == nil {
			d.Data = MIMEMap{}
		}
		d.Data[mime] = val
		found = true
	}
	if x, ok := v.(Data); ok {
		return x, true
	}
	if r, ok := v.(Renderer); ok {
		x := r.Render()
		d.Data = merge(d.Data, x.Data)
		d.Metadata = merge(d.Metadata, x.Metadata)
		d.Transient = merge(d.Transient, x.Transient)
		found = true
	}
	if r, ok := v.(SimpleRenderer); ok {
		d.Data = merge(d.Data, r.SimpleRender())
		found = true
	}
	for _, m := range oneMIME {
		if val, ok := m.of(v); ok {
			add(m.mime, val)
		}
	}
	if img, ok := v.(image.Image); ok {
		x := Image(img)
		d.Data = merge(d.Data, x.Data)
		d.Metadata = merge(d.Metadata, x.Metadata)
		found = true
	}
	if !found {
		return Data{}, false
	}
	if _, ok := d.Data[MIMETypeText]; !ok {
		add(MIMETypeText, fmt.Sprint(v))
	}
	return d, true
}

// oneMIME lists the interfaces that give one representation, each with
// the MIME type it gives, in the order auto adds them.
var oneMIME = []struct {
	mime string
	of   func(v any) (any, bool)
}{
	{MIMETypeHTML, method(HTMLer.HTML)},
	{MIMETypeJavaScript, method(JavaScripter.JavaScript)},
	{MIMETypeJPEG, method(JPEGer.JPEG)},
	{MIMETypeJSON, method(JSONer.JSON)},
	{MIMETypeLatex, method(Latexer.Latex)},
	{MIMETypeMarkdown, method(Markdowner.Markdown)},
	{MIMETypePNG, method(PNGer.PNG)},
	{MIMETypePDF, method(PDFer.PDF)},
	{MIMETypeSVG, method(SVGer.SVG)},
}

// method turns the method of interface I that gives a representation into
// an entry of oneMIME: the representation of a value implementing I.
func method[I, T any](give func(I) T) func(v any) (any, bool) {
	return func(v any) (any, bool) {
		r, ok := v.(I)
		if !ok {
			return nil, false
		}
		return give(r), true
	}
}

func merge(dst, src MIMEMap) MIMEMap {
	if len(src) == 0 {
		return dst
	}
	if dst == nil {
		dst = MIMEMap{}
	}
	maps.Copy(dst, src)
	return dst
}
