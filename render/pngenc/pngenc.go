// Package pngenc writes pictures as PNG files quickly, for render and for
// the kernel's display.Image.
//
// image/png tries five filters on every row and keeps the one that looks
// best, which is most of its time. The pictures sudokit draws (boards,
// steps, sheets) are flat colour with antialiased edges: for them the
// unfiltered rows compress as well as the chosen filters do (a little
// better, in fact), so Encode skips the choice. A notebook of fifty
// pictures, opened by a whole class at once, spends its CPU here.
package pngenc

import (
	"bufio"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"io"
)

// Encode writes img to w as a PNG. An opaque *image.RGBA or *image.NRGBA
// (what render draws) is written as 8-bit RGB rows without filters,
// compressed at zlib's fastest level; any other image is written by
// image/png at its fastest level.
func Encode(w io.Writer, img image.Image) error {
	var pix []uint8
	var stride int
	switch m := img.(type) {
	case *image.RGBA:
		if !m.Opaque() {
			return fallback(w, img)
		}
		pix, stride = m.Pix, m.Stride
	case *image.NRGBA:
		if !m.Opaque() {
			return fallback(w, img)
		}
		pix, stride = m.Pix, m.Stride
	default:
		return fallback(w, img)
	}
	b := img.Bounds()
	if b.Empty() {
		return fallback(w, img)
	}
	pw := &pngWriter{w: w}
	pw.write([]byte("\x89PNG\r\n\x1a\n"))
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:4], uint32(b.Dx()))
	binary.BigEndian.PutUint32(ihdr[4:8], uint32(b.Dy()))
	ihdr[8] = 8 // bits per sample
	ihdr[9] = 2 // colour type: RGB
	// ihdr[10:13]: deflate, adaptive filtering (each row says "none"), no interlace
	pw.chunk("IHDR", ihdr[:])
	bw := bufio.NewWriterSize(idatWriter{pw}, 1<<15)
	zw, err := zlib.NewWriterLevel(bw, zlib.BestSpeed)
	if err != nil {
		return err
	}
	row := make([]byte, 1+3*b.Dx()) // row[0] = 0: filter type none
	for y := 0; y < b.Dy(); y++ {
		src := pix[y*stride : y*stride+4*b.Dx()]
		for x, i := 0, 1; x < len(src); x, i = x+4, i+3 {
			row[i], row[i+1], row[i+2] = src[x], src[x+1], src[x+2]
		}
		if _, err := zw.Write(row); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	pw.chunk("IEND", nil)
	return pw.err
}

// fallback writes img with image/png at its fastest level.
func fallback(w io.Writer, img image.Image) error {
	return (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(w, img)
}

// pngWriter writes chunks, keeping the first error.
type pngWriter struct {
	w   io.Writer
	err error
}

func (pw *pngWriter) write(b []byte) {
	if pw.err == nil {
		_, pw.err = pw.w.Write(b)
	}
}

// chunk writes a chunk: its length, type, data and CRC.
func (pw *pngWriter) chunk(typ string, data []byte) {
	var head [8]byte
	binary.BigEndian.PutUint32(head[:4], uint32(len(data)))
	copy(head[4:], typ)
	crc := crc32.NewIEEE()
	crc.Write(head[4:])
	crc.Write(data)
	var tail [4]byte
	binary.BigEndian.PutUint32(tail[:], crc.Sum32())
	pw.write(head[:])
	pw.write(data)
	pw.write(tail[:])
}

// idatWriter makes every write an IDAT chunk.
type idatWriter struct{ pw *pngWriter }

func (iw idatWriter) Write(p []byte) (int, error) {
	iw.pw.chunk("IDAT", p)
	if iw.pw.err != nil {
		return 0, iw.pw.err
	}
	return len(p), nil
}
