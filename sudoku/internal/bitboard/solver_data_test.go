package bitboard

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// dataDir is the shared puzzle collection, seen from the package directory.
const dataDir = "../../../../shared/data/puzzles"

// loadPuzzles reads a file of one-line puzzles: one per line, '#' comments
// and blank lines skipped, '.' or '0' for an empty cell and the INF1010
// alphabet for values. Only the first field of a line counts. It skips the
// test when the file is missing.
func loadPuzzles(tb testing.TB, path string) [][]int {
	tb.Helper()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		tb.Skipf("puzzle data %s is missing (the shared data directory is not checked out next to the repository)", path)
	}
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var puzzles [][]int
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		text = strings.Fields(text)[0]
		values := make([]int, len(text))
		for i := range len(text) {
			v, ok := sudoku.CharValue(text[i])
			if text[i] == '0' {
				v, ok = 0, true
			}
			if !ok {
				tb.Fatalf("%s:%d: bad character %q in column %d", path, line, text[i], i+1)
			}
			values[i] = v
		}
		puzzles = append(puzzles, values)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(puzzles) == 0 {
		tb.Fatalf("%s holds no puzzles", path)
	}
	return puzzles
}

// loadSet reads a file of the shared 9×9 data set.
func loadSet(tb testing.TB, name string) [][]int {
	tb.Helper()
	return loadPuzzles(tb, filepath.Join(dataDir, name))
}
