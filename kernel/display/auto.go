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
	if r, ok := v.(HTMLer); ok {
		add(MIMETypeHTML, r.HTML())
	}
	if r, ok := v.(JavaScripter); ok {
		add(MIMETypeJavaScript, r.JavaScript())
	}
	if r, ok := v.(JPEGer); ok {
		add(MIMETypeJPEG, r.JPEG())
	}
	if r, ok := v.(JSONer); ok {
		add(MIMETypeJSON, r.JSON())
	}
	if r, ok := v.(Latexer); ok {
		add(MIMETypeLatex, r.Latex())
	}
	if r, ok := v.(Markdowner); ok {
		add(MIMETypeMarkdown, r.Markdown())
	}
	if r, ok := v.(PNGer); ok {
		add(MIMETypePNG, r.PNG())
	}
	if r, ok := v.(PDFer); ok {
		add(MIMETypePDF, r.PDF())
	}
	if r, ok := v.(SVGer); ok {
		add(MIMETypeSVG, r.SVG())
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
