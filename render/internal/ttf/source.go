package ttf

import (
	"encoding/binary"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// source is a TrueType font read to be cut down, by Compact or Subset: the
// parsed font (for its character map), its tables by tag, and where each
// glyph's outline lies in the glyf table.
type source struct {
	font    *sfnt.Font
	tables  map[string][]byte
	offsets []int // len(offsets)-1 glyphs; the last entry is glyf's end
}

// readSource parses TrueType data and its glyph locations.
func readSource(data []byte) (*source, error) {
	f, err := sfnt.Parse(data)
	if err != nil {
		return nil, err
	}
	tables, err := Tables(data)
	if err != nil {
		return nil, err
	}
	offsets, err := glyphOffsets(tables)
	if err != nil {
		return nil, err
	}
	return &source{font: f, tables: tables, offsets: offsets}, nil
}

// numGlyphs is how many glyphs the font has.
func (s *source) numGlyphs() int { return len(s.offsets) - 1 }

// glyph is glyph g's outline data in the glyf table.
func (s *source) glyph(g int) []byte {
	return s.tables["glyf"][s.offsets[g]:s.offsets[g+1]]
}

// finish completes the tables of a cut-down font and writes it: head's
// copy says the (rewritten) loca table has long offsets and leaves the
// whole-font checksum to Write, post keeps its header only (version 3: no
// glyph names, which would name the old glyphs), and the tables in drop
// are left out.
func finish(tables map[string][]byte, drop []string) []byte {
	head := slices.Clone(tables["head"])
	binary.BigEndian.PutUint16(head[50:], 1) // long loca offsets
	binary.BigEndian.PutUint32(head[8:], 0)  // checkSumAdjustment, set by Write
	tables["head"] = head
	if post := tables["post"]; len(post) >= 32 {
		post = slices.Clone(post[:32])
		binary.BigEndian.PutUint32(post, 0x00030000) // version 3: no glyph names
		tables["post"] = post
	}
	for _, tag := range drop {
		delete(tables, tag)
	}
	return Write(tables)
}
