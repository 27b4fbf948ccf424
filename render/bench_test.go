package render

import (
	"io"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

func BenchmarkBoard9x9Candidates(b *testing.B) {
	board := parse9(b, classicPuzzle)
	for b.Loop() {
		if _, err := Board(board, Options{Candidates: true}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBoard9x9CandidatesPNG(b *testing.B) {
	board := parse9(b, classicPuzzle)
	for b.Loop() {
		if _, err := BoardPNG(board, Options{Candidates: true}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkStep9x9(b *testing.B) {
	board := parse9(b, classicPuzzle)
	g := trace.NewGrid(board)
	s := chainStep()
	for b.Loop() {
		if _, err := Step(g, board, s, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBoard64x64(b *testing.B) {
	board := patternBoard(b, sudoku.Shape{BoxRows: 8, BoxCols: 8}, 0.5, true)
	for b.Loop() {
		if _, err := Board(board, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBoard64x64PNG(b *testing.B) {
	board := patternBoard(b, sudoku.Shape{BoxRows: 8, BoxCols: 8}, 0.5, true)
	for b.Loop() {
		if _, err := BoardPNG(board, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTraceGIF60(b *testing.B) {
	frames := traceFrames(b, 60)
	for b.Loop() {
		if err := TraceGIF(io.Discard, frames, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// The vector painters on the same pictures as the PNG benchmarks above
// (encoding included, as the PNG ones include theirs).

func BenchmarkBoard9x9CandidatesSVG(b *testing.B) {
	board := parse9(b, classicPuzzle)
	for b.Loop() {
		if err := SVG(io.Discard, board, Options{Candidates: true}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBoard9x9CandidatesPDF(b *testing.B) {
	board := parse9(b, classicPuzzle)
	for b.Loop() {
		if err := PDF(io.Discard, board, Options{Candidates: true}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBoard64x64SVG(b *testing.B) {
	board := patternBoard(b, sudoku.Shape{BoxRows: 8, BoxCols: 8}, 0.5, true)
	for b.Loop() {
		if err := SVG(io.Discard, board, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBoard64x64PDF(b *testing.B) {
	board := patternBoard(b, sudoku.Shape{BoxRows: 8, BoxCols: 8}, 0.5, true)
	for b.Loop() {
		if err := PDF(io.Discard, board, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSheetPDF(b *testing.B) {
	var items []SheetItem
	for k := 0; k < 6; k++ {
		items = append(items, SheetItem{Puzzle: patternBoard(b, sudoku.Classic, 0.4, false)})
	}
	for b.Loop() {
		if err := WriteSheetPDF(io.Discard, items, SheetOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
