package render

import (
	"fmt"
	"strings"
)

// The String methods below give the values of this package a short text
// form, which is what text-only notebook viewers and fmt.Println show.

// String returns the frame's step explanation (its technique when it has
// none), for viewers that show text rather than the picture.
func (f StepFrame) String() string {
	if f.Step.Explanation == "" {
		return stepTitle(f.Step.Technique)
	}
	return f.Step.String()
}

// String returns the theme's name and colours in field order:
// "light: background #ffffff, line #b4b9c0, …".
func (t Theme) String() string {
	var b strings.Builder
	b.WriteString(t.Name)
	colors := colorFields(&t)
	for k, f := range themeFieldNames() {
		sep := ", "
		if k == 0 {
			sep = ": "
		}
		fmt.Fprintf(&b, "%s%s %v", sep, f, *colors[f])
	}
	return b.String()
}

// String returns the layout's board shape and sizes: "9×9 board: picture
// 588×674 pixels, cells of 56".
func (l *Layout) String() string {
	n := l.Shape.N()
	return fmt.Sprintf("%d×%d board: picture %d×%d pixels, cells of %d", n, n, l.Width, l.Height, l.Cell)
}

// String returns the item's title (or "untitled") and its puzzle's size.
func (it SheetItem) String() string {
	title := it.Title
	if title == "" {
		title = tr("untitled")
	}
	if it.Puzzle == nil {
		return tr("%s (no puzzle)", title)
	}
	n := it.Puzzle.N()
	if it.Solution != nil {
		return tr("%[1]s: %[2]d×%[3]d puzzle with solution", title, n, n)
	}
	return tr("%[1]s: %[2]d×%[3]d puzzle", title, n, n)
}
