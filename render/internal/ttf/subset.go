package ttf

import (
	"encoding/binary"
	"errors"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// Subset returns a copy of the TrueType font data in which only the
// glyphs of the given runes — with .notdef and the parts of composite
// glyphs — keep their outlines; every other glyph is empty. Glyph numbers,
// metrics and the character map stay as they are, so the copy is a valid
// font that maps every character as before, and an SVG that embeds it
// weighs a few kilobytes instead of 150. Tables the SVG text does not use
// (kerning, OpenType layout, glyph names, device metrics) are left out.
// Blanking glyphs, unlike renumbering them (Compact), needs only the glyf
// and loca tables rewritten.
func Subset(data []byte, runes []rune) ([]byte, error) {
	src, err := readSource(data)
	if err != nil {
		return nil, err
	}
	n, tables, glyph := src.numGlyphs(), src.tables, src.glyph

	// The glyphs to keep: .notdef, the runes' glyphs and, recursively,
	// the components of composite glyphs.
	keep := make([]bool, n)
	todo := []int{0}
	var buf sfnt.Buffer
	for _, r := range runes {
		if g, err := src.font.GlyphIndex(&buf, r); err == nil && int(g) < n {
			todo = append(todo, int(g))
		}
	}
	for len(todo) > 0 {
		g := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if keep[g] {
			continue
		}
		keep[g] = true
		parts, err := components(glyph(g))
		if err != nil {
			return nil, err
		}
		for _, p := range parts {
			if p >= n {
				return nil, errors.New("composite glyph names a glyph past the end")
			}
			todo = append(todo, p)
		}
	}

	var newGlyf []byte
	newLoca := make([]byte, 4*(n+1))
	for g := 0; g < n; g++ {
		binary.BigEndian.PutUint32(newLoca[4*g:], uint32(len(newGlyf)))
		if keep[g] {
			newGlyf = append(newGlyf, glyph(g)...)
			for len(newGlyf)%4 != 0 {
				newGlyf = append(newGlyf, 0)
			}
		}
	}
	binary.BigEndian.PutUint32(newLoca[4*n:], uint32(len(newGlyf)))
	tables["glyf"], tables["loca"] = newGlyf, newLoca
	return finish(tables, []string{"kern", "GPOS", "GSUB", "GDEF", "hdmx", "LTSH", "VDMX", "DSIG"}), nil
}

// Tables splits TrueType data into its tables, by tag.
func Tables(data []byte) (map[string][]byte, error) {
	if len(data) < 12 {
		return nil, errors.New("font too short")
	}
	num := int(binary.BigEndian.Uint16(data[4:]))
	if len(data) < 12+16*num {
		return nil, errors.New("table directory too short")
	}
	tables := map[string][]byte{}
	for i := 0; i < num; i++ {
		rec := data[12+16*i:]
		off, size := int(binary.BigEndian.Uint32(rec[8:])), int(binary.BigEndian.Uint32(rec[12:]))
		if off < 0 || size < 0 || off+size > len(data) {
			return nil, errors.New("table past the end of the font")
		}
		tables[string(rec[:4])] = data[off : off+size]
	}
	return tables, nil
}

// glyphOffsets reads the loca table: where each glyph starts in the glyf
// table, and (last) where the last one ends.
func glyphOffsets(tables map[string][]byte) ([]int, error) {
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < 54 || len(maxp) < 6 || glyf == nil {
		return nil, errors.New("font lacks head, maxp or glyf")
	}
	n := int(binary.BigEndian.Uint16(maxp[4:]))
	long := binary.BigEndian.Uint16(head[50:]) == 1
	offsets := make([]int, n+1)
	for i := range offsets {
		switch {
		case long && len(loca) >= 4*(n+1):
			offsets[i] = int(binary.BigEndian.Uint32(loca[4*i:]))
		case !long && len(loca) >= 2*(n+1):
			offsets[i] = 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
		default:
			return nil, errors.New("loca table too short")
		}
		if offsets[i] > len(glyf) || i > 0 && offsets[i] < offsets[i-1] {
			return nil, errors.New("loca table out of order")
		}
	}
	return offsets, nil
}

// components returns the glyphs a composite glyph is made of (none for a
// simple or empty glyph).
func components(g []byte) ([]int, error) {
	parts, _, err := componentsAt(g)
	return parts, err
}

// componentsAt returns the glyphs a composite glyph is made of and the
// byte offsets in g where their numbers are written.
func componentsAt(g []byte) (parts, at []int, err error) {
	if len(g) < 10 || int16(binary.BigEndian.Uint16(g)) >= 0 {
		return nil, nil, nil
	}
	const (
		argsAreWords = 0x0001
		haveScale    = 0x0008
		moreParts    = 0x0020
		haveXYScale  = 0x0040
		haveTwoByTwo = 0x0080
	)
	p := 10
	for {
		if p+4 > len(g) {
			return nil, nil, errors.New("composite glyph too short")
		}
		flags := binary.BigEndian.Uint16(g[p:])
		parts = append(parts, int(binary.BigEndian.Uint16(g[p+2:])))
		at = append(at, p+2)
		p += 4
		if flags&argsAreWords != 0 {
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&haveScale != 0:
			p += 2
		case flags&haveXYScale != 0:
			p += 4
		case flags&haveTwoByTwo != 0:
			p += 8
		}
		if flags&moreParts == 0 {
			return parts, at, nil
		}
	}
}

// Write assembles tables into TrueType data: the directory sorted by
// tag, every table 4-byte aligned with its checksum, and the head table's
// whole-font checksum adjustment.
func Write(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	num := len(tags)
	entry := 0
	for 1<<(entry+1) <= num {
		entry++
	}
	out := make([]byte, 12+16*num)
	binary.BigEndian.PutUint32(out, 0x00010000)
	binary.BigEndian.PutUint16(out[4:], uint16(num))
	binary.BigEndian.PutUint16(out[6:], uint16(16<<entry))
	binary.BigEndian.PutUint16(out[8:], uint16(entry))
	binary.BigEndian.PutUint16(out[10:], uint16(16*num-16<<entry))
	headAt := 0
	for i, tag := range tags {
		t := tables[tag]
		rec := out[12+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(t))
		binary.BigEndian.PutUint32(rec[8:], uint32(len(out)))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(t)))
		if tag == "head" {
			headAt = len(out)
		}
		out = append(out, t...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	binary.BigEndian.PutUint32(out[headAt+8:], 0xB1B0AFBA-checksum(out))
	return out
}

// checksum is the TrueType table checksum: the sum of big-endian uint32s,
// the data padded with zeros.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
