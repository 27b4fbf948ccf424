package show

import (
	"errors"
	"image"
	"testing"

	"github.com/sudokit/sudokit/kernel/display"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

type page struct{}

func (page) HTML() string { return "<b>page</b>" }

type board struct{}

func encodeBoard(v any) (wire.Value, bool) {
	if _, ok := v.(board); ok {
		return wire.Value{Type: "board", Data: []byte("{}")}, true
	}
	return wire.Value{}, false
}

func drawPage(v any) (image.Image, bool) {
	if _, ok := v.(page); ok {
		return image.NewRGBA(image.Rect(0, 0, 3, 2)), true
	}
	return nil, false
}

func TestFrame(t *testing.T) {
	for _, tc := range []struct {
		name   string
		vals   []any
		inline Inliner
		mime   string // expected MIME type besides text/plain, "" for text only
		value  bool   // expected carried value
		text   string
	}{
		{"html", []any{page{}}, nil, display.MIMETypeHTML, false, ""},
		{"html with nil error", []any{page{}, nil}, nil, display.MIMETypeHTML, false, ""},
		{"inline wins", []any{page{}}, drawPage, display.MIMETypePNG, false, "{}"},
		{"encoded", []any{board{}, nil}, drawPage, "", true, "{}"},
		{"two values", []any{page{}, errors.New("bad")}, nil, "", false, "{}, bad"},
		{"image", []any{image.NewGray(image.Rect(0, 0, 1, 1))}, nil, display.MIMETypePNG, false, ""},
		{"bundle", []any{display.Markdown("# x")}, nil, display.MIMETypeMarkdown, false, "# x"},
		{"number", []any{42}, nil, "", false, "42"},
	} {
		f, ok := frame(encodeBoard, tc.inline, tc.vals)
		if !ok {
			t.Fatalf("%s: nothing to show", tc.name)
		}
		if tc.mime != "" && f.Data[tc.mime] == nil {
			t.Errorf("%s: no %s in %v", tc.name, tc.mime, f.Data)
		}
		if tc.mime == "" && len(f.Data) != 1 {
			t.Errorf("%s: want text only, got %v", tc.name, f.Data)
		}
		if (f.Value != nil) != tc.value {
			t.Errorf("%s: carried value %v, want %v", tc.name, f.Value, tc.value)
		}
		if tc.text != "" && f.Data[display.MIMETypeText] != tc.text {
			t.Errorf("%s: text %q, want %q", tc.name, f.Data[display.MIMETypeText], tc.text)
		}
	}
	if _, ok := frame(nil, nil, nil); ok {
		t.Error("no values: want nothing to show")
	}
}
