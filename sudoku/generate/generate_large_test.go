package generate

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/human"
)

// TestGenerateBigBoards makes 36×36 and 64×64 puzzles with the default
// options: unique, at or above the clue floor, and quick for the solver to
// count (the generator accepts only removals the solver proves within a
// small budget, so this takes milliseconds).
func TestGenerateBigBoards(t *testing.T) {
	testenv.SkipShort(t, "64×64 generation takes a few seconds")
	for _, s := range []sudoku.Shape{{BoxRows: 6, BoxCols: 6}, {BoxRows: 8, BoxCols: 8}} {
		p, err := Generate(context.Background(), Options{Shape: s, Seed: 1})
		if err != nil {
			t.Fatalf("%v: %v", s, err)
		}
		if got, floor := p.Givens(), safetyFloor(s); got < floor || got == s.Cells() {
			t.Errorf("%v: %d givens, want between the floor %d and %d", s, got, floor, s.Cells())
		}
		if p.Givens() != p.Filled() {
			t.Errorf("%v: not a puzzle of givens", s)
		}
		if n := exact.Count(p, 2); n != 1 {
			t.Errorf("%v: %d solutions", s, n)
		}
	}
}

// TestGenerateDeadlineBigBoards makes puzzles one after another until a
// 200 ms deadline: Next must return the context's error soon after it, on
// big boards too, where one uniqueness check or the random fill can take
// long. The bound is generous (a busy machine can be many times slower than
// a quiet one): this checks that the deadline is noticed, not how fast.
func TestGenerateDeadlineBigBoards(t *testing.T) {
	testenv.SkipShort(t, "makes big puzzles for 200 ms per shape")
	for _, opts := range []Options{
		{Shape: sudoku.Shape{BoxRows: 6, BoxCols: 6}},
		{Shape: sudoku.Shape{BoxRows: 8, BoxCols: 8}},
		{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 16}}, // a slow random fill
		{Level: human.Extreme},                         // 9×9 with rating
	} {
		g, err := New(opts)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		deadline, _ := ctx.Deadline()
		for err == nil {
			_, err = g.Next(ctx)
		}
		late := time.Since(deadline)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%+v: got %v, want the deadline", opts, err)
		}
		if late > 30*time.Second {
			t.Errorf("%+v: returned %s after the deadline", opts, late)
		}
	}
}

// TestGenerate16x16Unique makes 16×16 puzzles from seeds that once took the
// longest (seed 9 spent 50 s in a few uniqueness checks before they were
// bounded, see carveBudgetMedium): every puzzle still has one solution.
func TestGenerate16x16Unique(t *testing.T) {
	testenv.SkipShort(t, "makes 16×16 puzzles")
	for _, seed := range []uint64{9, 15, 32} {
		p, err := Generate(context.Background(), Options{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}, Seed: seed})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if n := exact.Count(p, 2); n != 1 {
			t.Errorf("seed %d: %d solutions", seed, n)
		}
	}
}
