package sudoku

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The 16×16 and 25×25 puzzles in testdata/solver-*.txt were made by
// TestWriteSolverTestdata with the solver itself:
//
//	go test ./sudoku/ -run TestWriteSolverTestdata -solver.testdata
//
// It fills a random grid (SolveRandom on an empty board), then empties the
// cells in random order, putting a value back whenever the puzzle would lose
// its unique solution (Count with limit 2). The seeds are fixed, so the files
// come out the same every time.
var writeTestdata = flag.Bool("solver.testdata", false, "rewrite testdata/solver-*.txt")

func TestWriteSolverTestdata(t *testing.T) {
	if !*writeTestdata {
		t.Skip("run with -solver.testdata to rewrite testdata/solver-*.txt")
	}
	sets := []struct {
		shape Shape
		count int
		// budget caps the time spent removing clues from one puzzle, so
		// the big boards stay at a sensible size instead of minimal.
		budget time.Duration
	}{
		{Shape{4, 4}, 20, 10 * time.Second},
		{Shape{5, 5}, 10, 20 * time.Second},
	}
	for _, set := range sets {
		var lines []string
		for k := range set.count {
			rng := rand.New(rand.NewPCG(uint64(set.shape.N()), uint64(k)))
			p := makeUniquePuzzle(t, set.shape, rng, set.budget)
			lines = append(lines, puzzleLine(p))
		}
		n := set.shape.N()
		name := filepath.Join("testdata", "solver-"+itoa(n)+"x"+itoa(n)+".txt")
		text := "# " + itoa(set.count) + " puzzles " + set.shape.String() + " boxes, unique solutions, made by TestWriteSolverTestdata\n" +
			strings.Join(lines, "\n") + "\n"
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// makeUniquePuzzle empties the cells of a random grid, in random order, as
// long as the solution stays unique and the budget lasts.
func makeUniquePuzzle(t *testing.T, shape Shape, rng *rand.Rand, budget time.Duration) []int {
	s, _ := NewSolver(shape)
	grid := make([]int, shape.Cells())
	if !s.SolveRandom(make([]int, shape.Cells()), rng, grid) {
		t.Fatalf("%v: no random grid", shape)
	}
	start := time.Now()
	for _, i := range rng.Perm(len(grid)) {
		if time.Since(start) > budget {
			break
		}
		v := grid[i]
		grid[i] = 0
		if s.Count(grid, 2) != 1 {
			grid[i] = v
		}
	}
	return grid
}

// puzzleLine writes values in the one-line INF1010 alphabet.
func puzzleLine(values []int) string {
	b := make([]byte, len(values))
	for i, v := range values {
		b[i] = ValueChar(v)
	}
	return string(b)
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
