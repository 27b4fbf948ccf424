package pngenc

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// opaque returns a w×h picture at (x0, y0) of flat squares with noisy
// edges, inside a larger picture so that its stride is not 4w.
func opaque(w, h, x0, y0 int, seed uint64) *image.RGBA {
	r := rand.New(rand.NewPCG(seed, 1))
	big := image.NewRGBA(image.Rect(0, 0, x0+w+3, y0+h+2))
	for i := range big.Pix {
		big.Pix[i] = uint8(r.IntN(256))
	}
	for y := 0; y < big.Bounds().Dy(); y++ {
		for x := 0; x < big.Bounds().Dx(); x++ {
			c := big.RGBAAt(x, y)
			if (x/7+y/5)%3 != 0 {
				c = color.RGBA{0xf0, 0xf0, 0xe8, 0}
			}
			c.A = 0xff
			big.SetRGBA(x, y, c)
		}
	}
	return big.SubImage(image.Rect(x0, y0, x0+w, y0+h)).(*image.RGBA)
}

// samePixels reports where two pictures first differ.
func samePixels(t *testing.T, want, got image.Image) {
	t.Helper()
	if want.Bounds().Size() != got.Bounds().Size() {
		t.Fatalf("size %v, want %v", got.Bounds().Size(), want.Bounds().Size())
	}
	wb, gb := want.Bounds(), got.Bounds()
	for y := 0; y < wb.Dy(); y++ {
		for x := 0; x < wb.Dx(); x++ {
			wc := color.NRGBAModel.Convert(want.At(wb.Min.X+x, wb.Min.Y+y))
			gc := color.NRGBAModel.Convert(got.At(gb.Min.X+x, gb.Min.Y+y))
			if wc != gc {
				t.Fatalf("pixel (%d,%d) is %v, want %v", x, y, gc, wc)
			}
		}
	}
}

func roundTrip(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	got, err := png.Decode(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("image/png cannot read what Encode wrote: %v", err)
	}
	samePixels(t, img, got)
	return buf.Bytes()
}

// TestEncodeRoundTrip: image/png reads back every pixel of opaque pictures
// of many sizes, sub-pictures included, written as RGB.
func TestEncodeRoundTrip(t *testing.T) {
	for i, s := range [][4]int{{1, 1, 0, 0}, {2, 3, 1, 1}, {31, 17, 5, 2}, {402, 486, 0, 0}, {300, 40, 9, 11}, {4000, 3, 0, 0}} {
		img := opaque(s[0], s[1], s[2], s[3], uint64(i))
		b := roundTrip(t, img)
		if colourType := b[25]; colourType != 2 {
			t.Errorf("%v: colour type %d, want 2 (RGB)", s, colourType)
		}
		n := image.NewNRGBA(img.Bounds())
		for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
			copy(n.Pix[n.PixOffset(img.Bounds().Min.X, y):], img.Pix[img.PixOffset(img.Bounds().Min.X, y):img.PixOffset(img.Bounds().Max.X, y)])
		}
		roundTrip(t, n)
	}
}

// TestEncodeOthers: pictures with transparency, grey or paletted pictures
// and empty ones are written by image/png, and read back the same.
func TestEncodeOthers(t *testing.T) {
	clear := opaque(20, 10, 0, 0, 9)
	clear.Pix[3] = 0x80
	grey := image.NewGray(image.Rect(0, 0, 5, 4))
	grey.Pix[7] = 0x42
	pal := image.NewPaletted(image.Rect(0, 0, 3, 3), color.Palette{color.White, color.Black})
	pal.Pix[4] = 1
	for _, img := range []image.Image{clear, grey, pal} {
		roundTrip(t, img)
	}
	if err := Encode(&bytes.Buffer{}, image.NewRGBA(image.Rect(0, 0, 0, 5))); err == nil {
		t.Error("an empty picture was written without error")
	}
}

// failing fails every write after the first n bytes.
type failing struct{ n int }

var errDisk = errors.New("disk full")

func (f *failing) Write(p []byte) (int, error) {
	if len(p) > f.n {
		return 0, errDisk
	}
	f.n -= len(p)
	return len(p), nil
}

// TestEncodeWriteError: a writer's error is returned, wherever it comes.
func TestEncodeWriteError(t *testing.T) {
	img := opaque(200, 200, 0, 0, 3)
	var full bytes.Buffer
	if err := Encode(&full, img); err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 8, 20, 40, full.Len() / 2, full.Len() - 5} {
		if err := Encode(&failing{n}, img); !errors.Is(err, errDisk) {
			t.Errorf("failing after %d bytes: %v, want %v", n, err, errDisk)
		}
	}
}

func BenchmarkEncode(b *testing.B) {
	img := opaque(402, 486, 0, 0, 1)
	b.Run("pngenc", func(b *testing.B) {
		for b.Loop() {
			Encode(&bytes.Buffer{}, img)
		}
	})
	b.Run("image/png BestSpeed", func(b *testing.B) {
		for b.Loop() {
			(&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&bytes.Buffer{}, img)
		}
	})
}
