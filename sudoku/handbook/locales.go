package handbook

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// locales holds the handbook's messages — where an example comes from,
// what the answer checker says, and the errors for names it cannot serve —
// in every language: one JSON file a language (locales/en.json,
// locales/nl.json, …), loaded into package lang's catalog. Technique names
// and explanations come from package human's catalog.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }
