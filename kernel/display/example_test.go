package display_test

import (
	"fmt"
	"image"
	"image/color"

	"github.com/sudokit/sudokit/kernel/display"
)

type greeting string

func (g greeting) HTML() string { return "<b>" + string(g) + "</b>" }

func Example() {
	// A bundle built explicitly.
	d := display.Markdown("# Sudoku")
	fmt.Println(d.Data[display.MIMETypeMarkdown])

	// A value describing itself through the HTMLer interface.
	fmt.Println(display.Auto(greeting("hello")).Data[display.MIMETypeHTML])

	// An image becomes a PNG with its size as metadata.
	img := image.NewGray(image.Rect(0, 0, 4, 2))
	img.Set(1, 1, color.White)
	fmt.Println(display.Image(img).Metadata[display.MIMETypePNG])

	// Outside the kernel nothing can be shown.
	fmt.Println(display.Display(d) == display.ErrNoKernel)
	// Output:
	// # Sudoku
	// <b>hello</b>
	// map[height:2 width:4]
	// true
}
