package render

import (
	"cmp"
	"image"
	"image/color"
	"maps"
	"slices"
)

// gifPalette maps the colours of a set of pictures to at most 256 entries.
// Board pictures use few colours: the theme's, plus the anti-aliased edges
// of glyphs and lines between them. The palette keeps the most common
// colours and sends every other colour to its nearest entry, remembering
// the answer, which is much faster than dithering and keeps edges clean.
type gifPalette struct {
	colors      color.Palette
	index       map[uint32]uint8
	transparent bool
}

func pack(r, g, b, a uint8) uint32 { return uint32(r)<<24 | uint32(g)<<16 | uint32(b)<<8 | uint32(a) }

// newPalette counts colours on a sample of the pictures' pixels.
func newPalette(pics []*image.RGBA, transparent bool) *gifPalette {
	counts := map[uint32]int{}
	for _, pic := range pics {
		px := pic.Pix
		for i := 0; i+3 < len(px); i += 4 * 7 { // every 7th pixel is plenty
			a := px[i+3]
			if transparent && a < 128 {
				continue
			}
			counts[pack(px[i], px[i+1], px[i+2], 0xff)]++
		}
	}
	// Most frequent first; ties by colour, so the palette is the same
	// every time.
	keys := slices.SortedFunc(maps.Keys(counts), func(a, b uint32) int {
		return cmp.Or(cmp.Compare(counts[b], counts[a]), cmp.Compare(a, b))
	})
	p := &gifPalette{index: map[uint32]uint8{}, transparent: transparent}
	if transparent {
		p.colors = append(p.colors, color.NRGBA{})
	}
	for _, k := range keys {
		if len(p.colors) == 256 {
			break
		}
		p.index[k] = uint8(len(p.colors))
		p.colors = append(p.colors, color.NRGBA{uint8(k >> 24), uint8(k >> 16), uint8(k >> 8), 0xff})
	}
	if len(p.colors) == 0 {
		p.colors = append(p.colors, color.NRGBA{A: 0xff})
	}
	return p
}

// convert maps a picture onto the palette.
func (p *gifPalette) convert(pic *image.RGBA) *image.Paletted {
	b := pic.Bounds()
	out := image.NewPaletted(b, p.colors)
	last, lastIdx := uint32(1), uint8(0) // 1 is no packed opaque colour
	for y := 0; y < b.Dy(); y++ {
		row := pic.Pix[y*pic.Stride:]
		dst := out.Pix[y*out.Stride:]
		for x := 0; x < b.Dx(); x++ {
			r, g, bl, a := row[4*x], row[4*x+1], row[4*x+2], row[4*x+3]
			if p.transparent && a < 128 {
				dst[x] = 0
				continue
			}
			if a != 0xff && a != 0 { // premultiplied: undo it
				r, g, bl = uint8(int(r)*255/int(a)), uint8(int(g)*255/int(a)), uint8(int(bl)*255/int(a))
			}
			k := pack(r, g, bl, 0xff)
			if k != last {
				idx, ok := p.index[k]
				if !ok {
					idx = p.nearest(r, g, bl)
					p.index[k] = idx
				}
				last, lastIdx = k, idx
			}
			dst[x] = lastIdx
		}
	}
	return out
}

// nearest returns the palette entry closest to the colour.
func (p *gifPalette) nearest(r, g, b uint8) uint8 {
	best, bestD := 0, 1<<62
	for i, c := range p.colors {
		if p.transparent && i == 0 {
			continue
		}
		n := c.(color.NRGBA)
		dr, dg, db := int(n.R)-int(r), int(n.G)-int(g), int(n.B)-int(b)
		if d := 2*dr*dr + 4*dg*dg + 3*db*db; d < bestD {
			best, bestD = i, d
		}
	}
	return uint8(best)
}
