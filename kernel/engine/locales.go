package engine

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// locales holds what installing the kernel reports, in every language: one
// JSON file a language (locales/en.json, locales/nl.json, …), loaded into
// package lang's catalog.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }
