// Test helpers the tests of a1–a5 share: reading a test's board both ways
// (as the sudoku package reads it, and with the student's ReadFile), and
// showing boards in feedback.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang/testmsg"
)

// puzzleFile reads a board file as the sudoku package reads it: the test's
// own view of the input.
func puzzleFile(t *testing.T, file string) *sudoku.Board {
	t.Helper()
	text, err := os.ReadFile(file)
	if err != nil {
		testmsg.Fatalf(t, "the test's board: %v", err)
	}
	b, err := sudoku.Parser{Format: sudoku.FormatINF1010}.Parse(string(text))
	if err != nil {
		testmsg.Fatalf(t, "the test's board: %v", err)
	}
	return b
}

// writeBoard writes a test's board into a file and returns its path.
func writeBoard(t *testing.T, text string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "board.txt")
	if err := os.WriteFile(file, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return file
}

// forEachBoard writes each of a test's boards into a file and checks it.
func forEachBoard(t *testing.T, boards []string, check func(t *testing.T, file string)) {
	t.Helper()
	for _, text := range boards {
		check(t, writeBoard(t, text))
	}
}

// readBoard reads a valid board file with ReadFile and stops the test
// unless it gives a complete board.
func readBoard(t *testing.T, file string) *Board {
	t.Helper()
	b, err := ReadFile(file)
	if err != nil {
		testmsg.Fatalf(t, "ReadFile failed on a valid board: %v", err)
	}
	if b == nil || len(b.Cells) != b.N()*b.N() {
		testmsg.Fatalf(t, "ReadFile returned an incomplete board")
	}
	return b
}

// boardValues lists a board's values in reading order (-1 for a missing
// cell).
func boardValues(b *Board) []int {
	out := make([]int, len(b.Cells))
	for i, c := range b.Cells {
		out[i] = -1
		if c != nil {
			out[i] = c.Value
		}
	}
	return out
}

// showBoards logs the student's board and the expected one (either may be
// nil) as lines "sudokit-board got 2x3 ..36..…", which sudokit's feedback
// draws side by side (see the assignments README).
func showBoards(t *testing.T, got, want *sudoku.Board) {
	t.Helper()
	for _, x := range []struct {
		role string
		b    *sudoku.Board
	}{{"got", got}, {"want", want}} {
		if x.b == nil {
			continue
		}
		line := make([]byte, 0, x.b.N()*x.b.N())
		for _, v := range x.b.Values() {
			line = append(line, sudoku.ValueChar(v))
		}
		t.Logf("sudokit-board %s %s %s", x.role, fmt.Sprintf("%dx%d", x.b.Shape().BoxRows, x.b.Shape().BoxCols), line)
	}
}
