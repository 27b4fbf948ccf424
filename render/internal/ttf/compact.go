package ttf

import (
	"encoding/binary"
	"errors"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// dropped are the tables a cut-down font leaves out: layout and kerning
// (they name glyphs by their old numbers), device metrics, vertical
// metrics and the signature.
var dropped = []string{"kern", "GPOS", "GSUB", "GDEF", "BASE", "JSTF", "MATH", "hdmx", "LTSH", "VDMX", "DSIG", "vhea", "vmtx", "VORG"}

// Compact returns a new TrueType font holding only .notdef, the glyphs of
// the given runes that the font has and the parts of their composite glyphs,
// numbered afresh in the order of the runes: glyf, loca, hmtx, maxp, hhea
// and a new character map (format 4, and format 12 for characters past
// U+FFFF) are rewritten, layout, kerning and vertical metrics are left out,
// and the other tables (names, OS/2, hinting programs) are kept. Runes the
// font has no glyph for are left out. A CJK font of 50 000 glyphs cut to a
// few thousand characters shrinks from 4 MB to a few hundred kilobytes.
func Compact(data []byte, runes []rune) ([]byte, error) {
	src, err := readSource(data)
	if err != nil {
		return nil, err
	}
	n, tables, glyph := src.numGlyphs(), src.tables, src.glyph
	hhea, hmtx := tables["hhea"], tables["hmtx"]
	if len(hhea) < 36 {
		return nil, errors.New("font lacks hhea")
	}
	longMetrics := int(binary.BigEndian.Uint16(hhea[34:]))
	if longMetrics < 1 || longMetrics > n || len(hmtx) < 4*longMetrics+2*(n-longMetrics) {
		return nil, errors.New("hmtx table too short")
	}

	// New numbers: .notdef, then the runes' glyphs in rune order (so runs
	// of characters get runs of glyphs and the character map stays
	// short), then the parts of composite glyphs.
	runes = slices.Clone(runes)
	slices.Sort(runes)
	runes = slices.Compact(runes)
	newID := map[int]int{0: 0}
	order := []int{0}
	add := func(g int) {
		if _, ok := newID[g]; !ok {
			newID[g] = len(order)
			order = append(order, g)
		}
	}
	type mapping struct {
		r rune
		g int // the new number
	}
	var cmap []mapping
	var buf sfnt.Buffer
	for _, r := range runes {
		g, err := src.font.GlyphIndex(&buf, r)
		if err != nil || g == 0 || int(g) >= n {
			continue
		}
		add(int(g))
		cmap = append(cmap, mapping{r, newID[int(g)]})
	}
	for i := 0; i < len(order); i++ { // order grows as parts are found
		parts, err := components(glyph(order[i]))
		if err != nil {
			return nil, err
		}
		for _, p := range parts {
			if p >= n {
				return nil, errors.New("composite glyph names a glyph past the end")
			}
			add(p)
		}
	}
	if len(order) > 0xffff {
		return nil, errors.New("too many glyphs")
	}

	var newGlyf []byte
	newLoca := make([]byte, 4*(len(order)+1))
	newHmtx := make([]byte, 4*len(order))
	for i, old := range order {
		binary.BigEndian.PutUint32(newLoca[4*i:], uint32(len(newGlyf)))
		g := slices.Clone(glyph(old))
		parts, at, err := componentsAt(g)
		if err != nil {
			return nil, err
		}
		for k, p := range parts {
			binary.BigEndian.PutUint16(g[at[k]:], uint16(newID[p]))
		}
		newGlyf = append(newGlyf, g...)
		for len(newGlyf)%4 != 0 {
			newGlyf = append(newGlyf, 0)
		}
		m := min(old, longMetrics-1)
		copy(newHmtx[4*i:], hmtx[4*m:4*m+2]) // advance
		if old < longMetrics {
			copy(newHmtx[4*i+2:], hmtx[4*old+2:4*old+4])
		} else {
			at := 4*longMetrics + 2*(old-longMetrics)
			copy(newHmtx[4*i+2:], hmtx[at:at+2])
		}
	}
	binary.BigEndian.PutUint32(newLoca[4*len(order):], uint32(len(newGlyf)))

	maxp := slices.Clone(tables["maxp"])
	binary.BigEndian.PutUint16(maxp[4:], uint16(len(order)))
	hhea = slices.Clone(hhea)
	binary.BigEndian.PutUint16(hhea[34:], uint16(len(order)))
	tables["maxp"], tables["hhea"] = maxp, hhea
	tables["glyf"], tables["loca"], tables["hmtx"] = newGlyf, newLoca, newHmtx
	codes := make([]rune, len(cmap))
	ids := make([]int, len(cmap))
	for i, m := range cmap {
		codes[i], ids[i] = m.r, m.g
	}
	tables["cmap"] = charMap(codes, ids)
	return finish(tables, dropped), nil
}

// charMap writes a cmap table mapping codes[i] (ascending) to glyph ids[i]:
// a format 4 subtable (Windows Unicode BMP) for the characters up to U+FFFF
// and, when there are others, a format 12 subtable (Windows Unicode full)
// for all of them.
func charMap(codes []rune, ids []int) []byte {
	be := binary.BigEndian
	// Runs of consecutive characters with consecutive glyphs.
	type run struct {
		first, last rune
		glyph       int
	}
	var runs []run
	for i, c := range codes {
		if k := len(runs) - 1; k >= 0 && runs[k].last+1 == c && runs[k].glyph+int(c-runs[k].first) == ids[i] {
			runs[k].last = c
			continue
		}
		runs = append(runs, run{c, c, ids[i]})
	}

	// Format 4: the runs within the BMP (a run crossing U+FFFF is cut),
	// then the closing segment for U+FFFF.
	var segs []run
	for _, r := range runs {
		if r.first >= 0xffff {
			break
		}
		r.last = min(r.last, 0xfffe)
		segs = append(segs, r)
	}
	segs = append(segs, run{0xffff, 0xffff, 0}) // U+FFFF to glyph 0: idDelta 1
	nseg := len(segs)
	f4 := make([]byte, 16+8*nseg)
	entry := 0
	for 1<<(entry+1) <= nseg {
		entry++
	}
	be.PutUint16(f4[0:], 4)
	be.PutUint16(f4[2:], uint16(len(f4)))
	be.PutUint16(f4[6:], uint16(2*nseg))
	be.PutUint16(f4[8:], uint16(2<<entry))
	be.PutUint16(f4[10:], uint16(entry))
	be.PutUint16(f4[12:], uint16(2*nseg-2<<entry))
	for i, s := range segs {
		be.PutUint16(f4[14+2*i:], uint16(s.last))                      // endCode
		be.PutUint16(f4[16+2*nseg+2*i:], uint16(s.first))              // startCode
		be.PutUint16(f4[16+4*nseg+2*i:], uint16(s.glyph-int(s.first))) // idDelta, modulo 65536
		// idRangeOffset stays 0
	}

	subtables := [][]byte{f4}
	encodings := []uint16{1}
	if len(codes) > 0 && codes[len(codes)-1] > 0xffff {
		f12 := make([]byte, 16+12*len(runs))
		be.PutUint16(f12[0:], 12)
		be.PutUint32(f12[4:], uint32(len(f12)))
		be.PutUint32(f12[12:], uint32(len(runs)))
		for i, r := range runs {
			be.PutUint32(f12[16+12*i:], uint32(r.first))
			be.PutUint32(f12[20+12*i:], uint32(r.last))
			be.PutUint32(f12[24+12*i:], uint32(r.glyph))
		}
		subtables = append(subtables, f12)
		encodings = append(encodings, 10)
	}
	out := make([]byte, 4+8*len(subtables))
	be.PutUint16(out[2:], uint16(len(subtables)))
	for i, st := range subtables {
		be.PutUint16(out[4+8*i:], 3) // Windows
		be.PutUint16(out[6+8*i:], encodings[i])
		be.PutUint32(out[8+8*i:], uint32(len(out)))
		out = append(out, st...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
	}
	return out
}
