package course

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// locales holds the service's pages and errors in every language: one
// JSON file a language (locales/en.json, locales/nl.json, …), keyed by the
// English text (page texts are {{T "…"}} in templates/, the handlers' q.T
// and the store's lang.Errorf), loaded into package lang's catalog.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }
