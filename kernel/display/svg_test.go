package display

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const svgDoc = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>
`

// TestSVGIsSentAsText: an SVG reaches Jupyter as a string (image/svg+xml
// is a text format), whether it is given as a string, as bytes or as a
// file.
func TestSVGIsSentAsText(t *testing.T) {
	path := filepath.Join(t.TempDir(), "board.svg")
	if err := os.WriteFile(path, []byte(svgDoc), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, d := range map[string]Data{
		"SVG":        SVG(svgDoc),
		"Auto bytes": Auto([]byte(svgDoc)),
		"Any bytes":  Any(MIMETypeSVG, []byte(svgDoc)),
		"File":       File("", path),
		"Reader":     Auto(strings.NewReader(svgDoc)),
	} {
		s, ok := d.Data[MIMETypeSVG].(string)
		if !ok || s != svgDoc {
			t.Errorf("%s: image/svg+xml is %T %.40q", name, d.Data[MIMETypeSVG], d.Data[MIMETypeSVG])
		}
		if _, ok := d.Data[MIMETypeText]; !ok {
			t.Errorf("%s: no text/plain fallback", name)
		}
	}
	// Binary formats stay bytes.
	if _, ok := Auto([]byte("\x89PNG\r\n\x1a\n....")).Data[MIMETypePNG].([]byte); !ok {
		t.Error("PNG bytes were turned into a string")
	}
}
