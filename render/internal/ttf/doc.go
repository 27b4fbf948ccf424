// Package ttf cuts TrueType fonts down to the characters a picture needs:
// Subset blanks the outlines of the other glyphs (an SVG embeds the result),
// Compact renumbers the kept glyphs into a small font of their own (the CJK
// face render embeds is made with it, see render/internal/cjkgen).
//
// No Go library that subsets TrueType is both permissively licensed and
// served by the module proxy here (tdewolff/font is not served,
// seehuhn.de/go/sfnt is GPL), so this package rewrites the few tables that
// matter itself.
package ttf
