package cgroup

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// locales holds the package's errors in every language: one JSON file a
// language (locales/en.json, locales/nl.json, …), loaded into package
// lang's catalog.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }
