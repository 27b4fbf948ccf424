package display

import (
	"reflect"
	"testing"
)

// everyMIME implements every one-representation interface, each giving
// a value that names its method.
type everyMIME struct{}

func (everyMIME) HTML() string         { return "HTML" }
func (everyMIME) JavaScript() string   { return "JavaScript" }
func (everyMIME) JPEG() []byte         { return []byte("JPEG") }
func (everyMIME) JSON() map[string]any { return map[string]any{"JSON": true} }
func (everyMIME) Latex() string        { return "Latex" }
func (everyMIME) Markdown() string     { return "Markdown" }
func (everyMIME) PNG() []byte          { return []byte("PNG") }
func (everyMIME) PDF() []byte          { return []byte("PDF") }
func (everyMIME) SVG() string          { return "SVG" }
func (everyMIME) String() string       { return "text" }

// TestAutoEveryInterface: a value implementing every display interface is
// shown in every MIME type, each from its own method, with its String as
// the text.
func TestAutoEveryInterface(t *testing.T) {
	want := MIMEMap{
		MIMETypeHTML:       "HTML",
		MIMETypeJavaScript: "JavaScript",
		MIMETypeJPEG:       []byte("JPEG"),
		MIMETypeJSON:       map[string]any{"JSON": true},
		MIMETypeLatex:      "Latex",
		MIMETypeMarkdown:   "Markdown",
		MIMETypePNG:        []byte("PNG"),
		MIMETypePDF:        []byte("PDF"),
		MIMETypeSVG:        "SVG",
		MIMETypeText:       "text",
	}
	d, ok := auto(everyMIME{})
	if !ok || !reflect.DeepEqual(d.Data, want) {
		t.Errorf("auto = %v, %v; want %v", d.Data, ok, want)
	}
	if _, ok := auto(42); ok {
		t.Error("a plain int describes its own display")
	}
}
