package trust

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// locales holds the package's reasons in every language: one JSON file a
// language, loaded into package lang's catalog.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }
