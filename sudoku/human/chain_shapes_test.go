package human

import (
	"math/rand/v2"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// The advanced techniques work on every board size: these tests make
// minimal puzzles of other shapes, solve them with singles and the advanced
// techniques only, and check every step against the solution.

// minimalPuzzle returns a random puzzle of the shape with a unique solution
// from which no given can be removed, and its solution.
func minimalPuzzle(t *testing.T, shape sudoku.Shape, seed uint64) (puzzle, solution []int) {
	t.Helper()
	s, err := bitboard.NewSolver(shape)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	cells := shape.Cells()
	solution = make([]int, cells)
	if !s.SolveRandom(make([]int, cells), rng, solution) {
		t.Fatal("no random grid")
	}
	puzzle = append([]int(nil), solution...)
	for _, i := range rng.Perm(cells) {
		v := puzzle[i]
		puzzle[i] = 0
		if !s.Unique(puzzle) {
			puzzle[i] = v
		}
	}
	return puzzle, solution
}

// usedAdvanced solves the puzzle with the advanced techniques, checking
// each step, and returns how many times each technique was used.
func usedAdvanced(t *testing.T, shape sudoku.Shape, puzzle, solution []int, techs []*Technique) map[string]int {
	t.Helper()
	b, err := sudoku.FromValues(shape, puzzle)
	if err != nil {
		t.Fatal(err)
	}
	g := trace.NewGrid(b)
	used := map[string]int{}
	for round := 0; round < 2000 && !g.Solved(); round++ {
		applyAdvSingles(g)
		if g.Solved() {
			break
		}
		progressed := false
		for _, tech := range techs {
			count := 0
			tech.Find(g, func(s trace.Step) bool {
				checkAdvStep(t, g, solution, s)
				count++
				return count < 5
			})
			if s, ok := tech.First(g); ok {
				used[tech.Name]++
				g.Apply(s)
				progressed = true
				break
			}
		}
		if !progressed {
			t.Fatalf("%v puzzle: stuck", shape)
		}
	}
	for i, v := range g.Values {
		if v != solution[i] {
			t.Fatalf("%v puzzle: wrong value at %v", shape, g.Geo.Pos(i))
		}
	}
	return used
}

func TestAdvancedOtherShapes(t *testing.T) {
	cases := []struct {
		shape sudoku.Shape
		seeds int
	}{
		{sudoku.Shape{BoxRows: 2, BoxCols: 3}, 40},
		{sudoku.Shape{BoxRows: 3, BoxCols: 2}, 10},
		{sudoku.Shape{BoxRows: 4, BoxCols: 4}, 1},
	}
	if testing.Short() {
		cases[0].seeds, cases[1].seeds, cases[2].seeds = 15, 4, 0
	}
	for _, c := range cases {
		total := map[string]int{}
		checked := 0
		for seed := 0; seed < c.seeds; seed++ {
			p, sol := minimalPuzzle(t, c.shape, uint64(seed))
			for name, n := range usedAdvanced(t, c.shape, p, sol, advancedTechniques) {
				total[name] += n
			}
			// Small puzzles fall to singles, so also run every finder on
			// the untouched pencil marks, where there is much to find.
			b, _ := sudoku.FromValues(c.shape, p)
			g := trace.NewGrid(b)
			checked += checkChainFinders(t, g, sol)
		}
		t.Logf("%v: %d steps checked on fresh grids; techniques used to solve: %v", c.shape, checked, total)
		if c.seeds > 0 && checked == 0 {
			t.Errorf("%v: no step found; the test checks nothing", c.shape)
		}
	}
}

// TestChainsOn16x16 runs each chain, colour and ALS finder on an open 16×16
// position and checks what they find against the solution.
func TestChainsOn16x16(t *testing.T) {
	shape := sudoku.Shape{BoxRows: 4, BoxCols: 4}
	p, sol := minimalPuzzle(t, shape, 7)
	b, _ := sudoku.FromValues(shape, p)
	g := trace.NewGrid(b)
	applyAdvSingles(g)
	found := 0
	found += checkChainFinders(t, g, sol)
	if found == 0 {
		t.Error("no chain, colour or ALS step on the 16×16 position")
	}
	t.Logf("16×16: %d steps checked", found)
}

// checkChainFinders runs each chain, colour and ALS finder (the first 17
// of advancedTechniques) on g, checks up to ten steps of each against the
// solution sol (checkAdvStep), and returns how many it checked.
func checkChainFinders(t *testing.T, g *trace.Grid, sol []int) int {
	t.Helper()
	checked := 0
	for _, tech := range advancedTechniques[:17] {
		count := 0
		tech.Find(g, func(s trace.Step) bool {
			checkAdvStep(t, g, sol, s)
			count++
			return count < 10
		})
		checked += count
	}
	return checked
}
