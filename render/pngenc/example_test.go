package pngenc_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"

	"github.com/sudokit/sudokit/render/pngenc"
)

// An opaque picture is written as RGB rows; any PNG reader reads it back.
func ExampleEncode() {
	img := image.NewRGBA(image.Rect(0, 0, 3, 2))
	for y := range 2 {
		for x := range 3 {
			img.SetRGBA(x, y, color.RGBA{0xf0, 0xf0, 0xe8, 0xff})
		}
	}
	img.SetRGBA(1, 1, color.RGBA{0x20, 0x40, 0x80, 0xff})
	var buf bytes.Buffer
	if err := pngenc.Encode(&buf, img); err != nil {
		fmt.Println(err)
		return
	}
	back, err := png.Decode(&buf)
	if err != nil {
		fmt.Println(err)
		return
	}
	r, g, b, _ := back.At(1, 1).RGBA()
	fmt.Println(back.Bounds().Size(), r>>8, g>>8, b>>8)
	// Output: (3,2) 32 64 128
}
