package sudoku

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// locales holds the positions and details of parse errors, house names
// (after "in" too: "in row %d" is "row %d" in English, "v řádku %d" in
// Czech), conflicts and the typed errors' texts, in every language: one JSON
// file a language (locales/en.json, locales/nl.json, …), loaded into package
// lang's catalog.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }
