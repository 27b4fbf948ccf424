package render

import (
	"image"
	"os"
	"testing"
)

// lookDir returns the directory named by RENDER_LOOK, where the Look tests
// write sample pictures for a person to look at; without RENDER_LOOK it
// skips the test.
func lookDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("RENDER_LOOK")
	if dir == "" {
		t.Skip("set RENDER_LOOK=/some/dir to write sample pictures")
	}
	return dir
}

// painted is v drawn with opts by the PNG painter, with the layout it was
// drawn on: the reference the SVG and PDF pictures are compared with.
func painted(t *testing.T, v any, opts Options) (image.Image, *Layout) {
	t.Helper()
	sc, o, err := sceneOf(v, opts)
	if err != nil {
		t.Fatal(err)
	}
	img, err := drawScene(sc, o)
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLayout(sc.shape, o)
	if err != nil {
		t.Fatal(err)
	}
	return img, l
}
