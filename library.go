package main

import (
	"embed"

	"github.com/sudokit/sudokit/assignments"
)

// library is sudokit's own sudoku packages (the model and the machinery
// beside it) and render: the tests and student code of a teacher's
// assignment compile against them wherever sudokit runs (Gradescope
// included).
//
//go:embed go.mod go.sum sudoku/*.go sudoku/exact/*.go sudoku/human/*.go sudoku/generate/*.go sudoku/generate/bank sudoku/game/*.go sudoku/game/play sudoku/internal/bitboard/*.go sudoku/internal/puzzlefile/*.go sudoku/trace/*.go sudoku/trace/locales sudoku/lang/*.go sudoku/lang/languages.txt sudoku/lang/testmsg/*.go sudoku/locales sudoku/human/locales sudoku/game/locales sudoku/game/board/locales render/*.go render/pngenc/*.go render/locales render/internal/ttf/*.go render/fonts
var library embed.FS

func init() { assignments.SetLibrary(library) }
