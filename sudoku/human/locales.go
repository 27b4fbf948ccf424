package human

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// locales holds the solver's words: technique names and their "Look for …"
// forms, level names, every sentence of its steps and hints, in every
// language: one JSON file a language (locales/en.json, locales/nl.json, …),
// loaded into package lang's catalog.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }
