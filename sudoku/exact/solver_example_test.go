package exact_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
)

// solverValues turns an 81-character puzzle ('.' for empty) into values.
func solverValues(text string) []int {
	values := make([]int, len(text))
	for i := range len(text) {
		values[i], _ = sudoku.CharValue(text[i])
	}
	return values
}

func ExampleSolve() {
	// A 17-clue puzzle: the fewest givens a 9×9 puzzle with a unique
	// solution can have.
	b, _ := sudoku.FromValues(sudoku.Classic, solverValues(
		".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6..."))
	solved, err := exact.Solve(b)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(solved.IsSolved(), solved.Givens(), exact.Unique(b))
	for r := range 3 {
		for c := range 9 {
			fmt.Print(solved.Value(r, c))
		}
		fmt.Println()
	}
	// Output:
	// true 17 true
	// 693784512
	// 487512936
	// 125963874
}

func ExampleCount() {
	// An empty 4×4 board has 288 solutions; a limit stops counting early.
	b, _ := sudoku.New(2, 2)
	fmt.Println(exact.Count(b, 0), exact.Count(b, 2), exact.Unique(b))
	// Output: 288 2 false
}

func ExampleSolve_noSolution() {
	// No two givens clash, but row 1 has no room for a 1: r2c1 rules out
	// r1c1 and r1c2 (same box), r3c3 rules out r1c3, and r1c4 holds 2.
	b, _ := sudoku.New(2, 2)
	_ = b.SetGiven(1, 0, 1)
	_ = b.SetGiven(2, 2, 1)
	_ = b.SetGiven(0, 3, 2)
	_, err := exact.Solve(b)
	fmt.Println(errors.Is(err, sudoku.ErrNoSolution), exact.Count(b, 0))
	// Output: true 0
}

func ExampleSolver() {
	// A Solver is reused for many puzzles of one shape without allocating.
	s, _ := exact.NewSolver(sudoku.Classic)
	out := make([]int, 81)
	for _, p := range []string{
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
		"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
	} {
		fmt.Println(s.Solve(solverValues(p), out), s.Count(solverValues(p), 2), out[:9])
	}
	// Output:
	// true 1 [4 6 8 9 3 1 5 2 7]
	// true 1 [7 2 8 9 4 6 3 1 5]
}

func ExampleSolver_SolveRandom() {
	// A random full grid: solve an empty board trying candidates in random
	// order. The same seed always gives the same grid.
	s, _ := exact.NewSolver(sudoku.Shape{BoxRows: 2, BoxCols: 3})
	grid := make([]int, 36)
	s.SolveRandom(make([]int, 36), rand.New(rand.NewPCG(1, 2)), grid)
	b, _ := sudoku.FromValues(s.Shape(), grid)
	fmt.Println(b.IsSolved())
	// Output: true
}

func ExampleSolver_CountContext() {
	// Counting every solution of an empty 25×25 board would never end; a
	// context with a deadline stops the search soon after the deadline.
	s, _ := exact.NewSolver(sudoku.Shape{BoxRows: 5, BoxCols: 5})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	n, err := s.CountContext(ctx, make([]int, 625), 0)
	fmt.Println(n, err)
	// With a limit the count ends in time.
	n, err = s.CountContext(context.Background(), make([]int, 625), 2)
	fmt.Println(n, err)
	// Output:
	// 0 context deadline exceeded
	// 2 <nil>
}
