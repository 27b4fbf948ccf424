package bitboard

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/sudokit/sudokit/sudoku"
)

// TestCountContextDeadline counts the solutions of empty boards without a
// limit, which would take longer than the universe has: the deadline must
// stop both engines. The bound is generous (machines are noisy); the check
// every thousand or so nodes stops them within milliseconds.
func TestCountContextDeadline(t *testing.T) {
	for _, shape := range []sudoku.Shape{sudoku.Classic, {BoxRows: 5, BoxCols: 5}, {BoxRows: 8, BoxCols: 8}} {
		s, _ := NewSolver(shape)
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		start := time.Now()
		n, err := s.CountContext(ctx, make([]int, shape.Cells()), 0)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) || n != 0 {
			t.Errorf("%v: got %d, %v; want 0, deadline exceeded", shape, n, err)
		}
		if late := time.Since(start) - 200*time.Millisecond; late > 2*time.Second {
			t.Errorf("%v: returned %s after the deadline", shape, late)
		}
		// The solver works as before once the context is gone.
		if got := s.Count(make([]int, shape.Cells()), 2); got != 2 {
			t.Errorf("%v: Count after a cancelled count: %d, want 2", shape, got)
		}
	}
}

// TestContextVariantsAgree checks that with a live context CountContext and
// SolveRandomContext give what Count and SolveRandom give, and that a
// context already over stops them before they start.
func TestContextVariantsAgree(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done, stop := context.WithCancel(context.Background())
	stop()
	for _, shape := range []sudoku.Shape{sudoku.Classic, {BoxRows: 2, BoxCols: 3}, {BoxRows: 4, BoxCols: 4}} {
		s, _ := NewSolver(shape)
		rng := rand.New(rand.NewPCG(3, 3))
		for range 5 {
			p := makeUniquePuzzle(t, shape, rng, shape.Cells()/2)
			p[rng.IntN(len(p))] = 0 // sometimes a second solution
			n, err := s.CountContext(ctx, p, 0)
			if want := s.Count(p, 0); err != nil || n != want {
				t.Errorf("%v: CountContext %d, %v; Count %d", shape, n, err, want)
			}
			a, b := make([]int, len(p)), make([]int, len(p))
			ok, err := s.SolveRandomContext(ctx, p, rand.New(rand.NewPCG(9, 9)), a)
			if !ok || err != nil || !s.SolveRandom(p, rand.New(rand.NewPCG(9, 9)), b) || fmt.Sprint(a) != fmt.Sprint(b) {
				t.Errorf("%v: SolveRandomContext and SolveRandom differ", shape)
			}
			if _, err := s.CountContext(done, p, 0); !errors.Is(err, context.Canceled) {
				t.Errorf("%v: cancelled context: got %v", shape, err)
			}
			if _, err := s.SolveRandomContext(done, p, nil, a); !errors.Is(err, context.Canceled) {
				t.Errorf("%v: cancelled context: got %v", shape, err)
			}
		}
	}
}

// TestCountBudget checks that a node budget cuts a long search short and
// says so, and that a budget large enough changes nothing.
func TestCountBudget(t *testing.T) {
	for _, shape := range []sudoku.Shape{sudoku.Classic, {BoxRows: 4, BoxCols: 4}} {
		s, _ := NewSolver(shape)
		empty := make([]int, shape.Cells())
		if _, ok := s.CountWithin(empty, 0, 100); ok {
			t.Errorf("%v: counting an empty board within 100 nodes claims to be done", shape)
		}
		if n, ok := s.CountWithin(empty, 2, 1000); !ok || n != 2 {
			t.Errorf("%v: count to 2 within 1000 nodes: %d, %v", shape, n, ok)
		}
	}
}

// TestCountOther checks the generator's uniqueness question against a plain
// count: in a unique puzzle with cell c emptied, the solutions with another
// value in c are all the solutions but one.
func TestCountOther(t *testing.T) {
	for _, shape := range []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, sudoku.Classic, {BoxRows: 3, BoxCols: 4}} {
		s, _ := NewSolver(shape)
		rng := rand.New(rand.NewPCG(5, 5))
		for range 20 {
			p := makeUniquePuzzle(t, shape, rng, shape.Cells()/2)
			sol := make([]int, len(p))
			s.Solve(p, sol)
			for range 5 {
				c := rng.IntN(len(p))
				v := p[c]
				if v == 0 {
					continue
				}
				p[c] = 0
				want := s.Count(p, 0) - 1
				got, ok := s.CountOtherWithin(p, c, v, 0, 0)
				if !ok || got != want {
					t.Fatalf("%v: cell %d without %d: %d other solutions (ok %v), want %d", shape, c, v, got, ok, want)
				}
				p[c] = v
			}
		}
	}
}
