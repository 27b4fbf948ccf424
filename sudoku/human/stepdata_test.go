package human

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// Test data for the step solver lives in the shared data directory, outside
// the repository (see ../../../shared/data/README.md).
const stepDataDir = "../../../shared/data"

// longTests reports whether the full data sets should run (SUDOKIT_LONG=1);
// the default run uses samples.
func longTests() bool { return os.Getenv("SUDOKIT_LONG") != "" }

// dataLines returns the non-comment lines of a data file, skipping the test
// when the file is missing.
func dataLines(tb testing.TB, rel string) []string {
	tb.Helper()
	f, err := os.Open(filepath.Join(stepDataDir, rel))
	if err != nil {
		tb.Skipf("data file %s not available: %v", rel, err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	return out
}

// sample returns every k-th line so that at most n lines remain.
func sample(lines []string, n int) []string {
	if n <= 0 || len(lines) <= n {
		return lines
	}
	out := make([]string, 0, n)
	step := float64(len(lines)) / float64(n)
	for k := 0; k < n; k++ {
		out = append(out, lines[int(float64(k)*step)])
	}
	return out
}

// diabolicalSample is 500 puzzles spread over the SE-rated sample
// (rated/se-diabolical-sample.txt), without their ratings: the set the
// rating benchmarks time.
func diabolicalSample(tb testing.TB) []string {
	tb.Helper()
	var puzzles []string
	for _, l := range sample(dataLines(tb, "rated/se-diabolical-sample.txt"), 500) {
		if p, _, ok := ratedLine(l); ok {
			puzzles = append(puzzles, p)
		}
	}
	return puzzles
}

// board81 reads a 9×9 puzzle written as 81 characters, '.' or '0' for empty.
func board81(tb testing.TB, s string) *sudoku.Board {
	tb.Helper()
	if len(s) < 81 {
		tb.Fatalf("puzzle %q: want 81 characters", s)
	}
	vals := make([]int, 81)
	for i := 0; i < 81; i++ {
		if c := s[i]; c >= '1' && c <= '9' {
			vals[i] = int(c - '0')
		}
	}
	b, err := sudoku.FromValues(sudoku.Classic, vals)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// ratedLine splits a line "HASH PUZZLE RATING" of the rated sample.
func ratedLine(line string) (puzzle, rating string, ok bool) {
	f := strings.Fields(line)
	if len(f) != 3 {
		return "", "", false
	}
	return f[1], f[2], true
}
