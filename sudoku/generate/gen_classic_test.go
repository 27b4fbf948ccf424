package generate

import (
	"context"
	"errors"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/human"
)

func TestOhidaoui(t *testing.T) {
	p, err := Ohidaoui(sudoku.Classic, 30, 1)
	if err != nil {
		t.Fatal(err)
	}
	if p.Puzzle.Givens() != 30 || !p.Solution.IsSolved() {
		t.Fatalf("30 clues asked, got %d; solution solved: %v", p.Puzzle.Givens(), p.Solution.IsSolved())
	}
	if p.Unique != (exact.Count(p.Puzzle, 2) == 1) {
		t.Error("Unique does not match Count")
	}
	// Every clue is the solution's value.
	for i, v := range p.Puzzle.Values() {
		if v != 0 && v != p.Solution.Values()[i] {
			t.Fatalf("cell %d: clue %d, solution %d", i, v, p.Solution.Values()[i])
		}
	}
	// The diagonal boxes of 6×6 (2×3 boxes) are filled first: the grid is valid.
	if q, _ := Ohidaoui(sudoku.Shape{BoxRows: 2, BoxCols: 3}, 20, 3); !q.Solution.IsSolved() {
		t.Error("6×6 grid not solved")
	}
	// Few clues are almost never unique; many clues almost always are.
	few, err := OhidaouiNonUniqueRate(context.Background(), sudoku.Classic, 22, 50, 1)
	if err != nil {
		t.Fatal(err)
	}
	many, _ := OhidaouiNonUniqueRate(context.Background(), sudoku.Classic, 60, 50, 1)
	if few < 0.9 || many > 0.1 {
		t.Errorf("non-unique rate: 22 clues %.2f, 60 clues %.2f", few, many)
	}
	var oe *OptionError
	if _, err := Ohidaoui(sudoku.Classic, 82, 1); !errors.As(err, &oe) {
		t.Errorf("82 clues: %v", err)
	}
}

func TestCzech(t *testing.T) {
	p, err := Czech(sudoku.Classic, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !IsMinimal(p.Puzzle) || p.Removed != 81-p.Puzzle.Givens() {
		t.Errorf("remove-all: minimal %v, removed %d, givens %d", IsMinimal(p.Puzzle), p.Removed, p.Puzzle.Givens())
	}
	q, _ := Czech(sudoku.Classic, 40, 1)
	if q.Removed != 40 || q.Puzzle.Givens() != 41 || !exact.Unique(q.Puzzle) {
		t.Errorf("remove 40: removed %d, givens %d", q.Removed, q.Puzzle.Givens())
	}
	r, _ := Czech(sudoku.Classic, 40, 1)
	if !q.Puzzle.Equal(r.Puzzle) {
		t.Error("same seed, different puzzles")
	}
}

func TestHasselt(t *testing.T) {
	scan := newScanSolver(sudoku.Classic)
	var givens [HasseltLevels + 1]int
	for level := 1; level <= HasseltLevels; level++ {
		p, err := Hasselt(context.Background(), sudoku.Classic, level, 2)
		if err != nil {
			t.Fatal(err)
		}
		if !exact.Unique(p.Puzzle) || !scan.solves(p.Puzzle.Values()) {
			t.Fatalf("level %d: not unique or not solved by naked singles", level)
		}
		if p.Reinserted != hasseltReinsert[level] {
			t.Errorf("level %d: reinserted %d", level, p.Reinserted)
		}
		givens[level] = p.Puzzle.Givens()
	}
	// The hardest level is minimal for ScanSolve: no clue can go.
	p, _ := Hasselt(context.Background(), sudoku.Classic, HasseltLevels, 5)
	values := p.Puzzle.Values()
	for i, v := range values {
		if v == 0 {
			continue
		}
		values[i] = 0
		if scan.solves(values) {
			t.Fatalf("level 5: clue %d can go", i)
		}
		values[i] = v
	}
	t.Logf("givens by level: %v", givens[1:])
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Hasselt(ctx, sudoku.Classic, 1, 1); !errors.Is(err, context.Canceled) {
		t.Errorf("cancel: %v", err)
	}
}

func TestTsinghua(t *testing.T) {
	if g, e := TsinghuaLimits(sudoku.Classic, 1); g != 50 || e != 4 {
		t.Errorf("level 1 limits %d, %d; want 50, 4", g, e)
	}
	if g, e := TsinghuaLimits(sudoku.Classic, 10); g != 20 || e != 9 {
		t.Errorf("level 10 limits %d, %d; want 20, 9", g, e)
	}
	for _, level := range []int{1, 5, 9} {
		p, err := Tsinghua(context.Background(), sudoku.Classic, level, 1)
		if err != nil {
			t.Fatal(err)
		}
		g := p.Puzzle.Givens()
		if !exact.Unique(p.Puzzle) || g < p.MinGivens || g > p.MinGivens+tsinghuaSlack {
			t.Errorf("level %d: %d givens, limits %d", level, g, p.MinGivens)
		}
		if _, most := human.LineCounts(p.Puzzle); most > p.MaxEmpty {
			t.Errorf("level %d: a line has %d empty cells, limit %d", level, most, p.MaxEmpty)
		}
	}
	var oe *OptionError
	if _, err := Tsinghua(context.Background(), sudoku.Classic, 11, 1); !errors.As(err, &oe) {
		t.Errorf("level 11: %v", err)
	}
}
