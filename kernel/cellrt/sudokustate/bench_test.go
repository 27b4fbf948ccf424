package sudokustate

import (
	"os"
	"testing"

	"github.com/sudokit/sudokit/kernel/cellrt"
	"github.com/sudokit/sudokit/sudoku"
)

// BenchmarkBoards encodes and decodes the boards of $SUDOKIT_BENCH_BOARDS
// (for example ../shared/data/puzzles/17clue.txt) as one variable.
func BenchmarkBoards(b *testing.B) {
	path := os.Getenv("SUDOKIT_BENCH_BOARDS")
	if path == "" {
		b.Skip("set SUDOKIT_BENCH_BOARDS to a puzzle file")
	}
	boards, err := sudoku.ReadFile(path, sudoku.FormatAuto)
	if err != nil {
		b.Fatal(err)
	}
	var data []byte
	b.Run("encode", func(b *testing.B) {
		for range b.N {
			data, _ = cellrt.EncodeUnit([]cellrt.Var{{Name: "boards", Ptr: &boards}})
		}
		b.ReportMetric(float64(len(data)), "bytes")
	})
	b.Run("decode", func(b *testing.B) {
		for range b.N {
			var boards2 []*sudoku.Board
			if _, err := cellrt.DecodeUnit(data, []cellrt.Var{{Name: "boards", Ptr: &boards2}}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
