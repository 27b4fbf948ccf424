package bitboard

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// The 16×16 and 25×25 puzzles in testdata/solver-*.txt were made by
// TestWriteSolverTestdata with the solver itself:
//
//	go test ./sudoku/ -run TestWriteSolverTestdata -solver.testdata
//
// It fills a random grid (SolveRandom on an empty board), then empties the
// cells in random order, putting a value back whenever the puzzle would lose
// its unique solution (Count with limit 2), until a set share of the cells
// is empty. The seeds are fixed, so the files come out the same every time.
//
// The caps keep the puzzles at a size the general engine solves in
// milliseconds: 25×25 puzzles emptied much beyond 40% take it seconds each
// (see the Solver documentation).
var writeTestdata = flag.Bool("solver.testdata", false, "rewrite testdata/solver-*.txt")

func TestWriteSolverTestdata(t *testing.T) {
	if !*writeTestdata {
		t.Skip("run with -solver.testdata to rewrite testdata/solver-*.txt")
	}
	sets := []struct {
		shape    sudoku.Shape
		count    int
		maxEmpty float64 // the share of cells to empty at most
	}{
		{sudoku.Shape{BoxRows: 4, BoxCols: 4}, 20, 0.6},
		{sudoku.Shape{BoxRows: 5, BoxCols: 5}, 10, 0.4},
	}
	for _, set := range sets {
		var lines []string
		for k := range set.count {
			rng := rand.New(rand.NewPCG(uint64(set.shape.N()), uint64(k)))
			p := makeUniquePuzzle(t, set.shape, rng, int(set.maxEmpty*float64(set.shape.Cells())))
			lines = append(lines, puzzleLine(p))
		}
		n := set.shape.N()
		name := filepath.Join("testdata", fmt.Sprintf("solver-%dx%d.txt", n, n))
		text := fmt.Sprintf("# %d puzzles, %v boxes, unique solutions, made by TestWriteSolverTestdata\n", set.count, set.shape) +
			strings.Join(lines, "\n") + "\n"
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// makeUniquePuzzle empties up to maxEmpty cells of a random grid, in random
// order, keeping the solution unique.
func makeUniquePuzzle(t *testing.T, shape sudoku.Shape, rng *rand.Rand, maxEmpty int) []int {
	s, _ := NewSolver(shape)
	grid := make([]int, shape.Cells())
	if !s.SolveRandom(make([]int, shape.Cells()), rng, grid) {
		t.Fatalf("%v: no random grid", shape)
	}
	s.Dig(grid, rng, maxEmpty)
	return grid
}

// puzzleLine writes values in the one-line INF1010 alphabet.
func puzzleLine(values []int) string {
	b := make([]byte, len(values))
	for i, v := range values {
		b[i] = sudoku.ValueChar(v)
	}
	return string(b)
}
