package bitboard

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// checkSolution fails the test unless solution is a complete, valid grid of
// shape s that keeps every given of puzzle.
func checkSolution(t *testing.T, name string, s sudoku.Shape, puzzle, solution []int) {
	t.Helper()
	b, err := sudoku.FromValues(s, solution)
	if err != nil {
		t.Fatalf("%s: solution is not a board: %v", name, err)
	}
	if !b.IsSolved() {
		t.Fatalf("%s: solution is not a solved grid:\n%v", name, b)
	}
	for i, v := range puzzle {
		if v != 0 && solution[i] != v {
			t.Fatalf("%s: cell %d holds %d, the given is %d", name, i, solution[i], v)
		}
	}
}

// everyKth returns every k-th puzzle.
func everyKth(puzzles [][]int, k int) [][]int {
	var out [][]int
	for i := 0; i < len(puzzles); i += k {
		out = append(out, puzzles[i])
	}
	return out
}

func TestSolverDataSets(t *testing.T) {
	sets := []struct {
		file string
		step int // test every step-th puzzle
	}{
		{"17clue.txt", 50},
		{"top1465.txt", 5},
		{"hardest1106.txt", 1},
	}
	s, _ := NewSolver(sudoku.Classic)
	out := make([]int, 81)
	for _, set := range sets {
		t.Run(set.file, func(t *testing.T) {
			for k, p := range everyKth(loadSet(t, set.file), set.step) {
				name := fmt.Sprintf("%s #%d", set.file, k*set.step+1)
				if !s.Solve(p, out) {
					t.Fatalf("%s: no solution found", name)
				}
				checkSolution(t, name, sudoku.Classic, p, out)
				if n := s.Count(p, 2); n != 1 {
					t.Fatalf("%s: Count(2) = %d, want 1 (the set has unique puzzles)", name, n)
				}
			}
		})
	}
}

// bruteCount counts the solutions of a puzzle, up to limit, by plain
// backtracking: fill the first empty cell with every value its houses allow.
// It is slow and obviously right, the reference the fast solver is checked
// against.
func bruteCount(s sudoku.Shape, values []int, limit int) int {
	g := trace.GeometryOf(s)
	grid := append([]int(nil), values...)
	count := 0
	var fill func(from int)
	fill = func(from int) {
		i := from
		for i < len(grid) && grid[i] != 0 {
			i++
		}
		if i == len(grid) {
			count++
			return
		}
		for v := 1; v <= g.N && count < limit; v++ {
			ok := true
			for _, p := range g.Peers[i] {
				if grid[p] == v {
					ok = false
					break
				}
			}
			if ok {
				grid[i] = v
				fill(i + 1)
				grid[i] = 0
			}
		}
	}
	fill(0)
	return count
}

func TestCountAgreesWithBacktracking(t *testing.T) {
	puzzles := loadSet(t, "multi-solution10k.txt")
	step := 50
	if testing.Short() {
		step = 500
	}
	s, _ := NewSolver(sudoku.Classic)
	for k, p := range everyKth(puzzles, step) {
		for _, limit := range []int{2, 50} {
			want := bruteCount(sudoku.Classic, p, limit)
			if got := s.Count(p, limit); got != want {
				t.Fatalf("multi-solution10k #%d: Count(%d) = %d, backtracking says %d", k*step+1, limit, got, want)
			}
		}
	}
}

func TestSmallShapes(t *testing.T) {
	shapes := []sudoku.Shape{{BoxRows: 1, BoxCols: 1}, {BoxRows: 1, BoxCols: 4}, {BoxRows: 4, BoxCols: 1}, {BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 2}, {BoxRows: 2, BoxCols: 4}, {BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}, {BoxRows: 1, BoxCols: 9}, {BoxRows: 3, BoxCols: 3}}
	for _, shape := range shapes {
		t.Run(shape.String(), func(t *testing.T) {
			s, err := NewSolver(shape)
			if err != nil {
				t.Fatal(err)
			}
			empty := make([]int, shape.Cells())
			out := make([]int, shape.Cells())
			if !s.Solve(empty, out) {
				t.Fatal("empty board: no solution")
			}
			checkSolution(t, "empty board", shape, empty, out)
			// Keep every other row of the solution: still solvable,
			// and the count must agree with plain backtracking.
			partial := append([]int(nil), out...)
			n := shape.N()
			for i := range partial {
				if (i/n)%2 == 1 || i%3 == 0 {
					partial[i] = 0
				}
			}
			if !s.Solve(partial, out) {
				t.Fatal("partial board: no solution")
			}
			checkSolution(t, "partial board", shape, partial, out)
			if shape.N() <= 9 {
				limit := 1000
				if got, want := s.Count(partial, limit), bruteCount(shape, partial, limit); got != want {
					t.Fatalf("partial board: Count = %d, backtracking says %d", got, want)
				}
			}
		})
	}
}

func TestEmpty64x64(t *testing.T) {
	shape := sudoku.Shape{BoxRows: 8, BoxCols: 8}
	s, _ := NewSolver(shape)
	empty := make([]int, shape.Cells())
	out := make([]int, shape.Cells())
	if !s.Solve(empty, out) {
		t.Fatal("no solution for the empty 64×64 board")
	}
	checkSolution(t, "empty 64×64", shape, empty, out)
}

func TestSolveRandom(t *testing.T) {
	for _, shape := range []sudoku.Shape{sudoku.Classic, {BoxRows: 2, BoxCols: 3}, {BoxRows: 4, BoxCols: 4}} {
		s, _ := NewSolver(shape)
		empty := make([]int, shape.Cells())
		a := make([]int, shape.Cells())
		b := make([]int, shape.Cells())
		if !s.SolveRandom(empty, rand.New(rand.NewPCG(1, 2)), a) || !s.SolveRandom(empty, rand.New(rand.NewPCG(1, 2)), b) {
			t.Fatalf("%v: no random grid", shape)
		}
		checkSolution(t, "random grid", shape, empty, a)
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Fatalf("%v: the same seed gave two different grids", shape)
		}
		rng := rand.New(rand.NewPCG(7, 7))
		seen := map[string]bool{}
		for range 10 {
			s.SolveRandom(empty, rng, a)
			seen[fmt.Sprint(a)] = true
		}
		if len(seen) < 5 {
			t.Fatalf("%v: 10 random grids gave only %d different ones", shape, len(seen))
		}
	}
}

// TestDig: Dig stops at max emptied cells and otherwise leaves a minimal
// puzzle, unique either way, with the grid's values where it keeps clues.
func TestDig(t *testing.T) {
	shape := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	s, _ := NewSolver(shape)
	grid := make([]int, shape.Cells())
	if !s.SolveRandom(make([]int, shape.Cells()), rand.New(rand.NewPCG(3, 4)), grid) {
		t.Fatal("no random grid")
	}
	for _, max := range []int{5, 0} {
		p := slices.Clone(grid)
		n := s.Dig(p, rand.New(rand.NewPCG(5, 6)), max)
		if !s.Unique(p) {
			t.Errorf("max %d: the dug puzzle is not unique", max)
		}
		empty := 0
		for i, v := range p {
			if v == 0 {
				empty++
			}
			if v != 0 && v != grid[i] {
				t.Fatalf("max %d: cell %d holds %d, the grid %d", max, i, v, grid[i])
			}
			if max == 0 && v != 0 {
				p[i] = 0
				if s.Unique(p) {
					t.Errorf("the puzzle Dig left without a limit is not minimal: cell %d could go", i)
				}
				p[i] = v
			}
		}
		if max > 0 && n != max || n != empty {
			t.Errorf("max %d: Dig says %d emptied, the puzzle has %d empty cells", max, n, empty)
		}
	}
	// Cells already empty are not counted: digging a puzzle with 5 empty
	// cells down to a minimal one says how many more it emptied.
	p := slices.Clone(grid)
	s.Dig(p, rand.New(rand.NewPCG(5, 6)), 5)
	if n, empty := s.Dig(p, rand.New(rand.NewPCG(7, 8)), 0), len(p)-Filled(p); n != empty-5 {
		t.Errorf("Dig of a puzzle with 5 empty cells says %d emptied and leaves %d empty cells, want %d emptied", n, empty, empty-5)
	}
}

func TestBadInput(t *testing.T) {
	s, _ := NewSolver(sudoku.Shape{BoxRows: 2, BoxCols: 2})
	if s.Solve(make([]int, 15), nil) || s.Count(make([]int, 17), 2) != 0 {
		t.Fatal("a puzzle of the wrong length was solved")
	}
	v := make([]int, 16)
	v[3] = 5
	if s.Solve(v, nil) {
		t.Fatal("a value above N was accepted")
	}
	v[3] = -1
	if s.Count(v, 2) != 0 {
		t.Fatal("a negative value was accepted")
	}
	if s.Solve(make([]int, 16), make([]int, 10)) {
		t.Fatal("Solve wrote into a too short out")
	}
	s9, _ := NewSolver(sudoku.Classic)
	v9 := make([]int, 81)
	v9[40] = 10
	if s9.Solve(v9, nil) || s9.Count(v9, 0) != 0 {
		t.Fatal("a value above 9 was accepted by the 9×9 engine")
	}
	if _, err := NewSolver(sudoku.Shape{BoxRows: 9, BoxCols: 9}); err == nil {
		t.Fatal("NewSolver accepted an 81×81 shape")
	}
}

func TestBigBoards(t *testing.T) {
	for _, n := range []int{16, 25} {
		name := fmt.Sprintf("solver-%dx%d.txt", n, n)
		shape, _ := sudoku.ShapeFor(n)
		puzzles := loadPuzzles(t, filepath.Join("testdata", name))
		if testing.Short() {
			puzzles = puzzles[:2]
		}
		s, _ := NewSolver(shape)
		out := make([]int, shape.Cells())
		for k, p := range puzzles {
			if len(p) != shape.Cells() {
				t.Fatalf("%s #%d: %d cells", name, k+1, len(p))
			}
			if !s.Solve(p, out) {
				t.Fatalf("%s #%d: no solution", name, k+1)
			}
			checkSolution(t, name, shape, p, out)
			if c := s.Count(p, 2); c != 1 {
				t.Fatalf("%s #%d: Count(2) = %d, want 1", name, k+1, c)
			}
		}
	}
}

// TestSparseGridsStayCheap: branching on bands can wander on a grid with
// few givens, where the matchings alone rarely clash; the search then falls
// back to branching on cells, so solving and counting 8-given grids (the
// first givens of 17-clue puzzles) stay within a small budget of nodes.
func TestSparseGridsStayCheap(t *testing.T) {
	s, err := NewSolver(sudoku.Classic)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]int, 81)
	for i, p := range loadSet(t, "17clue.txt")[:200] {
		q := make([]int, 81)
		for c, n := 0, 0; c < 81 && n < 8; c++ {
			if p[c] != 0 {
				q[c], n = p[c], n+1
			}
		}
		if found, ok := s.SolveWithin(q, nil, out, 200_000); !found || !ok {
			t.Fatalf("puzzle %d cut to 8 givens: solved %v, within 200,000 nodes %v", i, found, ok)
		}
		if n, ok := s.CountWithin(q, 2, 200_000); n != 2 || !ok {
			t.Fatalf("puzzle %d cut to 8 givens: %d solutions counted, within 200,000 nodes %v", i, n, ok)
		}
	}
}
