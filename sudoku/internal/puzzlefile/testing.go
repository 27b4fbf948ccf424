package puzzlefile

import (
	"errors"
	"io/fs"
	"testing"
)

// Load is Read for tests and benchmarks: it skips tb when the file is
// missing (the shared data directory is not checked out next to the
// repository) and fails it on any other error or an empty file.
func Load(tb testing.TB, path string) []Line {
	tb.Helper()
	lines, err := Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		tb.Skipf("puzzle data %s is missing (the shared data directory is not checked out next to the repository)", path)
	}
	if err != nil {
		tb.Fatal(err)
	}
	if len(lines) == 0 {
		tb.Fatalf("%s holds no puzzles", path)
	}
	return lines
}

// Solver is what BenchSolve measures: a solver that writes the solution
// of puzzle into out and reports whether there is one.
type Solver interface {
	Solve(puzzle, out []int) bool
}

// BenchSolve solves the puzzles in turn, cells cells each, for as long as
// the benchmark runs and reports the rate in puzzles/s.
func BenchSolve(b *testing.B, s Solver, puzzles [][]int, cells int) {
	out := make([]int, cells)
	b.ResetTimer()
	n := 0
	for b.Loop() {
		if !s.Solve(puzzles[n%len(puzzles)], out) {
			b.Fatalf("puzzle %d: no solution", n%len(puzzles))
		}
		n++
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}
