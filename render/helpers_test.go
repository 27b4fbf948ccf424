package render

import (
	"image"
	"math/rand/v2"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// classicPuzzle is a 9×9 puzzle used across the tests.
const classicPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

// board4 makes a 4×4 board of 2×2 boxes from its 16 values in reading
// order, 0 for an empty cell and the others givens.
func board4(t testing.TB, values ...int) *sudoku.Board {
	t.Helper()
	b, err := sudoku.FromValues(sudoku.Shape{BoxRows: 2, BoxCols: 2}, values)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// classicStep draws step s on classicPuzzle with the default options.
func classicStep(t *testing.T, s trace.Step) image.Image {
	t.Helper()
	b := parse9(t, classicPuzzle)
	img, err := Step(trace.NewGrid(b), b, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// parse9 reads an 81-character puzzle.
func parse9(t testing.TB, s string) *sudoku.Board {
	t.Helper()
	vals := make([]int, 81)
	for i := range s {
		v, ok := sudoku.CharValue(s[i])
		if !ok {
			t.Fatalf("bad puzzle character %q", s[i])
		}
		vals[i] = v
	}
	b, err := sudoku.FromValues(sudoku.Classic, vals)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// patternBoard returns a solved board of shape s (the shifted-rows pattern)
// with about keep of its cells left as givens; the rest are empty, or every
// fifth of them holds an entered value when entered is set.
func patternBoard(t testing.TB, s sudoku.Shape, keep float64, entered bool) *sudoku.Board {
	t.Helper()
	n := s.N()
	b, err := sudoku.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(uint64(n), 7))
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			v := ((r%s.BoxRows)*s.BoxCols+r/s.BoxRows+c)%n + 1
			switch x := rng.Float64(); {
			case x < keep:
				err = b.SetGiven(r, c, v)
			case entered && x < keep+(1-keep)/5:
				err = b.Set(r, c, v)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	return b
}

// cand is shorthand for a candidate at 1-based row and column, as people
// write them (r4c2=7).
func cand(r, c, v int) trace.Candidate {
	return trace.Candidate{Pos: sudoku.Pos{Row: r - 1, Col: c - 1}, Value: v}
}

func pos(r, c int) sudoku.Pos { return sudoku.Pos{Row: r - 1, Col: c - 1} }
