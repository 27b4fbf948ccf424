package game

import (
	"embed"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// locales holds the game's hints and errors (the board's own words are in
// board/locales, see boardKeys), in every language: one JSON file a language
// (locales/en.json, locales/nl.json, …), loaded into package lang's catalog.
//
//go:embed locales
var locales embed.FS

func init() { lang.MustLoad(locales) }
