package render

import (
	"bytes"
	"image"
	"image/gif"
	"image/png"
	"io"
	"testing"
)

// decodePNG decodes PNG bytes, so that a test looks at what a user gets.
func decodePNG(t testing.TB, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// decodeGIF runs write, an animated GIF writer such as TraceGIF, and
// decodes every frame of what it wrote.
func decodeGIF(t testing.TB, write func(io.Writer) error) *gif.GIF {
	t.Helper()
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		t.Fatal(err)
	}
	anim, err := gif.DecodeAll(&buf)
	if err != nil {
		t.Fatal(err)
	}
	return anim
}
