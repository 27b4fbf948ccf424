package ttf

import (
	"testing"

	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

func TestCompact(t *testing.T) {
	kept := []rune("Ké—19 xyz{|}")
	sub, err := Compact(goregular.TTF, kept)
	if err != nil {
		t.Fatal(err)
	}
	if len(sub) > 20_000 {
		t.Errorf("compact font is %d bytes", len(sub))
	}
	if got := checksum(sub); got != 0xB1B0AFBA {
		t.Errorf("whole-font checksum %#x, want 0xB1B0AFBA", got)
	}
	orig, _ := sfnt.Parse(goregular.TTF)
	f, err := sfnt.Parse(sub)
	if err != nil {
		t.Fatalf("the compact font does not parse: %v", err)
	}
	if f.NumGlyphs() != len(kept)+1 {
		t.Errorf("%d glyphs, want %d and .notdef", f.NumGlyphs(), len(kept))
	}
	for _, r := range kept {
		ws, wa := outline(t, orig, r)
		gs, ga := outline(t, f, r)
		if len(gs) != len(ws) || ga != wa {
			t.Errorf("%q: %d segments, advance %v; want %d, %v", r, len(gs), ga, len(ws), wa)
			continue
		}
		for i := range ws {
			if gs[i] != ws[i] {
				t.Errorf("%q: segment %d differs", r, i)
				break
			}
		}
	}
	var buf sfnt.Buffer
	for _, r := range "2AZ@\uffff" {
		if g, err := f.GlyphIndex(&buf, r); err != nil || g != 0 {
			t.Errorf("%q maps to glyph %d (%v), want none", r, g, err)
		}
	}
}

// TestCharMapBeyondBMP: characters past U+FFFF get a format 12 subtable
// that sfnt reads.
func TestCharMapBeyondBMP(t *testing.T) {
	tables, _ := Tables(goregular.TTF)
	codes := []rune{'A', 'B', 0x1F600, 0x1F601}
	tables["cmap"] = charMap(codes, []int{36, 37, 3, 4})
	f, err := sfnt.Parse(Write(tables))
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	for i, r := range codes {
		want := []sfnt.GlyphIndex{36, 37, 3, 4}[i]
		if g, err := f.GlyphIndex(&buf, r); err != nil || g != want {
			t.Errorf("%U: glyph %d (%v), want %d", r, g, err, want)
		}
	}
}

func TestCompactRejectsBrokenFonts(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("not a font"), goregular.TTF[:2000]} {
		if _, err := Compact(data, []rune("1")); err == nil {
			t.Errorf("%d bytes of broken font: no error", len(data))
		}
	}
}
