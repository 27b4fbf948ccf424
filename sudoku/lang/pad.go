package lang

import (
	"strings"

	"golang.org/x/text/width"
)

// Width returns how many terminal columns s takes: two for each wide or
// full-width character (Chinese), one for the others.
func Width(s string) int {
	n := 0
	for _, r := range s {
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}

// Pad returns s with spaces after it up to n columns, as fmt's "%-*s" does
// for text of one column a character; Chinese characters count two.
func Pad(s string, n int) string {
	if w := Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}
