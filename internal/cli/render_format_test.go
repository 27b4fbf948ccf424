package cli

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRenderFormatFromExtension: --out writes the format its extension
// names, and --format overrides the extension.
func TestRenderFormatFromExtension(t *testing.T) {
	dir := t.TempDir()
	magic := map[string][]byte{".png": []byte("\x89PNG\r\n\x1a\n"), ".pdf": []byte("%PDF-"), ".svg": []byte("<?xml")}
	for ext, want := range magic {
		for _, name := range []string{"board" + ext, "BOARD" + strings.ToUpper(ext)} {
			path := filepath.Join(dir, name)
			if code, _, errOut := run(t, "", "render", "testdata/inf1010-9x9.txt", "--out", path, "--title", "Week 3"); code != 0 {
				t.Fatalf("%s: exit %d: %s", name, code, errOut)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(data, want) {
				t.Errorf("%s starts with %q, want %q", name, data[:min(8, len(data))], want)
			}
		}
	}
	// The SVG is an XML document with an <svg> root.
	svg, err := os.ReadFile(filepath.Join(dir, "board.svg"))
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(svg))
	root := ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("board.svg: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
		}
	}
	if root != "svg" {
		t.Errorf("board.svg root element %q", root)
	}

	// --format wins over the extension, and works without one.
	for _, tc := range []struct{ name, format string }{{"figure", "svg"}, {"figure.img", "pdf"}, {"x.svg", "png"}} {
		path := filepath.Join(dir, tc.name)
		if code, _, errOut := run(t, "", "render", "testdata/inf1010-9x9.txt", "--out", path, "--format", tc.format); code != 0 {
			t.Fatalf("%s --format %s: exit %d: %s", tc.name, tc.format, code, errOut)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(data, magic["."+tc.format]) {
			t.Errorf("%s --format %s starts with %q", tc.name, tc.format, data[:min(8, len(data))])
		}
	}
}

// TestRenderRefusesUnknownFormats: a file name whose extension is not a
// supported format fails with exit 2 and a message naming the supported
// formats, and nothing is written.
func TestRenderRefusesUnknownFormats(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		args []string
		want []string // in the message
	}{
		{[]string{"--out", filepath.Join(dir, "board.jpg")}, []string{".jpg", ".png", ".svg", ".pdf", "--format"}},
		{[]string{"--out", filepath.Join(dir, "board")}, []string{"no extension", ".png, .svg, .pdf"}},
		{[]string{"--out", filepath.Join(dir, "board.png"), "--format", "jpeg"}, []string{"jpeg", "png, svg, pdf"}},
		{[]string{"--steps", filepath.Join(dir, "trace.mp4")}, []string{".mp4", ".gif, .pdf, .png, .svg"}},
		{[]string{"--sheet", filepath.Join(dir, "sheet.svg")}, []string{".svg", ".pdf, .png"}},
		{[]string{"--format", "svg"}, []string{"--out"}},
		// A good --out does not get written when --sheet is bad.
		{[]string{"--out", filepath.Join(dir, "ok.png"), "--sheet", filepath.Join(dir, "sheet.docx")}, []string{".docx"}},
	}
	for _, tc := range cases {
		args := append([]string{"render", "testdata/inf1010-9x9.txt"}, tc.args...)
		code, _, errOut := run(t, "", args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", tc.args, code, errOut)
		}
		for _, w := range tc.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("%v: message %q does not name %q", tc.args, errOut, w)
			}
		}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		t.Errorf("%s was written", e.Name())
	}
}

// TestRenderStepsFormats: --steps writes a GIF, a PDF of one page per
// step, or a contact sheet as PNG or SVG.
func TestRenderStepsFormats(t *testing.T) {
	dir := t.TempDir()
	magic := map[string][]byte{"gif": []byte("GIF89a"), "pdf": []byte("%PDF-"), "png": []byte("\x89PNG"), "svg": []byte("<?xml")}
	for ext, want := range magic {
		path := filepath.Join(dir, "steps."+ext)
		if code, _, errOut := run(t, "", "render", "testdata/six.txt", "--steps", path); code != 0 {
			t.Fatalf("%s: exit %d: %s", ext, code, errOut)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(data, want) {
			t.Errorf("steps.%s starts with %q", ext, data[:min(8, len(data))])
		}
	}
}
