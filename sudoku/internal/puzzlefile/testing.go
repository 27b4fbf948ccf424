package puzzlefile

import (
	"errors"
	"io/fs"
	"time"
)

// The helpers below serve tests and benchmarks, but this package is linked
// into programs (sudoku/generate and sudoku/handbook read their files with
// Records), so it does not import package testing: TB and B are the parts
// of testing.TB and *testing.B the helpers use.

// TB is what Load asks of a test or benchmark (a testing.TB).
type TB interface {
	Helper()
	Skipf(format string, args ...any)
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// B is what BenchSolve asks of a benchmark (a *testing.B).
type B interface {
	TB
	ResetTimer()
	Loop() bool
	Elapsed() time.Duration
	ReportMetric(n float64, unit string)
}

// Load is Read for tests and benchmarks: it skips tb when the file is
// missing (the shared data directory is not checked out next to the
// repository) and fails it on any other error or an empty file.
func Load(tb TB, path string) []Line {
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
func BenchSolve(b B, s Solver, puzzles [][]int, cells int) {
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
