package bitboard

import (
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/puzzlefile"
)

// benchSolve solves every puzzle of the set in turn and reports the rate.
func benchSolve(b *testing.B, shape sudoku.Shape, puzzles [][]int) {
	s, err := NewSolver(shape)
	if err != nil {
		b.Fatal(err)
	}
	puzzlefile.BenchSolve(b, s, puzzles, shape.Cells())
}

// benchCount runs Count(limit) over the set and reports the rate.
func benchCount(b *testing.B, shape sudoku.Shape, puzzles [][]int, limit int) {
	s, err := NewSolver(shape)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	n := 0
	for b.Loop() {
		s.Count(puzzles[n%len(puzzles)], limit)
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkSolve17Clue(b *testing.B) { benchSolve(b, sudoku.Classic, loadSet(b, "17clue.txt")) }

func BenchmarkSolveTop1465(b *testing.B) { benchSolve(b, sudoku.Classic, loadSet(b, "top1465.txt")) }

func BenchmarkSolveHardest1106(b *testing.B) {
	benchSolve(b, sudoku.Classic, loadSet(b, "hardest1106.txt"))
}

func BenchmarkCountMultiSolution(b *testing.B) {
	benchCount(b, sudoku.Classic, loadSet(b, "multi-solution10k.txt"), 2)
}

func BenchmarkUnique17Clue(b *testing.B) { benchCount(b, sudoku.Classic, loadSet(b, "17clue.txt"), 2) }

func BenchmarkSolve16x16(b *testing.B) {
	benchSolve(b, sudoku.Shape{BoxRows: 4, BoxCols: 4}, loadPuzzles(b, filepath.Join("testdata", "solver-16x16.txt")))
}

func BenchmarkSolve25x25(b *testing.B) {
	benchSolve(b, sudoku.Shape{BoxRows: 5, BoxCols: 5}, loadPuzzles(b, filepath.Join("testdata", "solver-25x25.txt")))
}

func BenchmarkCount16x16(b *testing.B) {
	benchCount(b, sudoku.Shape{BoxRows: 4, BoxCols: 4}, loadPuzzles(b, filepath.Join("testdata", "solver-16x16.txt")), 2)
}

func BenchmarkCount25x25(b *testing.B) {
	benchCount(b, sudoku.Shape{BoxRows: 5, BoxCols: 5}, loadPuzzles(b, filepath.Join("testdata", "solver-25x25.txt")), 2)
}

func BenchmarkSolveEmpty64x64(b *testing.B) {
	benchSolve(b, sudoku.Shape{BoxRows: 8, BoxCols: 8}, [][]int{make([]int, 64*64)})
}
