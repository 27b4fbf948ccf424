package ttf

import (
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// outline returns a rune's glyph outline and advance in a font.
func outline(t *testing.T, f *sfnt.Font, r rune) (sfnt.Segments, fixed.Int26_6) {
	t.Helper()
	var buf sfnt.Buffer
	g, err := f.GlyphIndex(&buf, r)
	if err != nil || g == 0 {
		t.Fatalf("no glyph for %q: %v", r, err)
	}
	segs, err := f.LoadGlyph(&buf, g, fixed.I(1000), nil)
	if err != nil {
		t.Fatalf("%q: %v", r, err)
	}
	adv, err := f.GlyphAdvance(&buf, g, fixed.I(1000), font.HintingNone)
	if err != nil {
		t.Fatal(err)
	}
	return append(sfnt.Segments(nil), segs...), adv
}

func TestSubsetTTF(t *testing.T) {
	for name, data := range map[string][]byte{"regular": goregular.TTF, "bold": gobold.TTF} {
		kept := []rune("159Ké —")
		sub, err := Subset(data, kept)
		if err != nil {
			t.Fatal(err)
		}
		if len(sub) > 25_000 {
			t.Errorf("%s: subset is %d bytes", name, len(sub))
		}
		if got := checksum(sub); got != 0xB1B0AFBA {
			t.Errorf("%s: whole-font checksum %#x, want 0xB1B0AFBA", name, got)
		}
		orig, err := sfnt.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		f, err := sfnt.Parse(sub)
		if err != nil {
			t.Fatalf("%s: the subset does not parse: %v", name, err)
		}
		// Kept characters keep outline and advance; others keep their
		// advance but lose their outline.
		for _, r := range kept {
			ws, wa := outline(t, orig, r)
			gs, ga := outline(t, f, r)
			if len(gs) != len(ws) || ga != wa {
				t.Errorf("%s %q: %d segments, advance %v; want %d, %v", name, r, len(gs), ga, len(ws), wa)
				continue
			}
			for i := range ws {
				if gs[i] != ws[i] {
					t.Errorf("%s %q: segment %d differs", name, r, i)
					break
				}
			}
		}
		for _, r := range "2AZ@" {
			_, wa := outline(t, orig, r)
			gs, ga := outline(t, f, r)
			if len(gs) != 0 || ga != wa {
				t.Errorf("%s %q: %d segments, advance %v; want none and %v", name, r, len(gs), ga, wa)
			}
		}
	}
}

// TestComponents reads the parts of a composite glyph (the Go fonts have
// none, so the glyph is built here): one part with byte arguments and a
// scale, one with word arguments and a 2×2 matrix.
func TestComponents(t *testing.T) {
	g := []byte{
		0xff, 0xff, 0, 0, 0, 0, 0, 10, 0, 10, // -1 contours, bounding box
		0x00, 0x28, 0x00, 0x07, 1, 2, 0x40, 0x00, // more parts, scale; glyph 7; byte args; scale
		0x00, 0x81, 0x01, 0x02, 0, 1, 0, 2, 0x40, 0, 0, 0, 0, 0, 0x40, 0, // words, 2×2; glyph 258
	}
	parts, err := components(g)
	if err != nil || len(parts) != 2 || parts[0] != 7 || parts[1] != 258 {
		t.Errorf("components %v, %v; want [7 258]", parts, err)
	}
	if _, err := components(g[:20]); err == nil {
		t.Error("a cut composite glyph reads without error")
	}
	if parts, err := components([]byte{0, 1, 0, 0, 0, 0, 0, 10, 0, 10, 0, 0}); parts != nil || err != nil {
		t.Errorf("simple glyph: %v, %v", parts, err)
	}
}

func TestSubsetTTFRejectsBrokenFonts(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("not a font"), goregular.TTF[:2000]} {
		if _, err := Subset(data, []rune("1")); err == nil {
			t.Errorf("%d bytes of broken font: no error", len(data))
		}
	}
}

// FuzzSubsetTTF: whatever the data, subsetting returns an error or a font
// whose tables can be read again; it never panics.
func FuzzSubsetTTF(f *testing.F) {
	seed, err := Subset(goregular.TTF, []rune("12é"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Fuzz(func(t *testing.T, data []byte) {
		out, err := Subset(data, []rune("12é"))
		if err != nil {
			return
		}
		if _, err := Tables(out); err != nil {
			t.Fatalf("the subset's tables do not read: %v", err)
		}
	})
}
