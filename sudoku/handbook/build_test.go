package handbook_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku/handbook/internal/build"
)

// The stored examples are exactly what the generator finds today: a
// change of the solver, the bank or the finder that would give other
// examples fails here until go generate ./sudoku/handbook is run.
func TestStoredIsWhatTheGeneratorMakes(t *testing.T) {
	testenv.SkipShort(t, "finds every example again (seconds to a minute); not in -short")
	data := filepath.Join("..", "..", "..", "shared", "data")
	if _, err := os.Stat(filepath.Join(data, "puzzles", "top1465.txt")); err != nil {
		t.Skip("shared data not available:", err)
	}
	got, err := build.File(context.Background(), data, runtime.GOMAXPROCS(0), nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("examples", "examples.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("examples.txt line %d differs from what the generator finds now:\nstored: %s\nfound:  %s\nrun go generate ./sudoku/handbook", i+1, wl[i], gl[i])
			}
		}
		t.Fatalf("examples.txt has %d lines, the generator finds %d: run go generate ./sudoku/handbook", len(wl), len(gl))
	}
}
