package bitboard

import (
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/puzzlefile"
)

// dataDir is the shared puzzle collection, seen from the package directory.
const dataDir = "../../../../shared/data/puzzles"

// loadPuzzles reads a file of one-line puzzles: one per line, '#' comments
// and blank lines skipped, '.' or '0' for an empty cell and the INF1010
// alphabet for values. Only the first field of a line counts. It skips the
// test when the file is missing.
func loadPuzzles(tb testing.TB, path string) [][]int {
	tb.Helper()
	var puzzles [][]int
	for _, l := range puzzlefile.Load(tb, path) {
		values := make([]int, len(l.Text))
		for i := range len(l.Text) {
			v, ok := sudoku.CharValue(l.Text[i])
			if l.Text[i] == '0' {
				v, ok = 0, true
			}
			if !ok {
				tb.Fatalf("%s:%d: bad character %q in column %d", path, l.No, l.Text[i], i+1)
			}
			values[i] = v
		}
		puzzles = append(puzzles, values)
	}
	return puzzles
}

// loadSet reads a file of the shared 9×9 data set.
func loadSet(tb testing.TB, name string) [][]int {
	tb.Helper()
	return loadPuzzles(tb, filepath.Join(dataDir, name))
}
