package sudoku_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// BenchmarkReadPuzzles reads the 49,158 puzzles of 17clue.txt from memory;
// ns/op is for the whole file.
func BenchmarkReadPuzzles(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "data", "puzzles", "17clue.txt"))
	if err != nil {
		b.Skipf("shared data missing: %v", err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		n := 0
		for _, err := range sudoku.ReadPuzzles(bytes.NewReader(data), sudoku.FormatAuto) {
			if err != nil {
				b.Fatal(err)
			}
			n++
		}
		if n != 49158 {
			b.Fatalf("%d puzzles", n)
		}
	}
}

func BenchmarkParse(b *testing.B) {
	nine := "..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7.."
	big, _ := sudoku.FormatBoard(patternSolvedBoard(b, sudoku.Shape{BoxRows: 8, BoxCols: 8}), sudoku.FormatLine)
	inf, _ := os.ReadFile(filepath.Join("testdata", "inf1010-9x9.txt"))
	grid, _ := os.ReadFile(filepath.Join("testdata", "czech-9x9.txt"))
	index, _ := os.ReadFile(filepath.Join("testdata", "ohidaoui-9x9.txt"))
	for _, bench := range []struct {
		name   string
		text   string
		format sudoku.Format
	}{
		{"line9x9", nine, sudoku.FormatLine},
		{"line64x64", big, sudoku.FormatLine},
		{"inf1010_9x9", string(inf), sudoku.FormatINF1010},
		{"grid9x9", string(grid), sudoku.FormatGrid},
		{"index9x9", string(index), sudoku.FormatIndex},
		{"auto9x9", string(inf), sudoku.FormatAuto},
	} {
		b.Run(bench.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := sudoku.Parse(bench.text, bench.format); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
