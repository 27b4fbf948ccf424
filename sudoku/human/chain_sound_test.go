package human

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// This file checks the advanced techniques against real solutions: on hard
// puzzles, every step any of them yields must keep the true value of every
// cell, and together with the singles they must finish every puzzle.

// advancedTechniques lists the techniques of the chain, colour, ALS, Sue de
// Coq and forcing files, cheapest first.
var advancedTechniques = []*Technique{
	SimpleColorsTrap, SimpleColorsWrap, MultiColors1, MultiColors2,
	XChain, XYChain, NiceLoop, DiscontinuousNiceLoop, AIC,
	SueDeCoq, ALSXZ, ALSXYWing, ALSChain, DeathBlossom,
	GroupedNiceLoop, GroupedDiscontinuousNiceLoop, GroupedAIC,
	ForcingChainContradiction, ForcingChainVerity,
	ForcingNetContradiction, ForcingNetVerity, NestedForcingNet,
}

// loadAdvPuzzles reads up to max puzzles of a data file, every step-th.
func loadAdvPuzzles(t testing.TB, name string, step, max int) [][]int {
	f, err := os.Open("../../../shared/data/puzzles/" + name)
	if err != nil {
		t.Skipf("puzzle data not found (%v): the shared data dir is missing", err)
	}
	defer f.Close()
	var out [][]int
	sc := bufio.NewScanner(f)
	k := 0
	for sc.Scan() && len(out) < max {
		line := strings.TrimSpace(sc.Text())
		if len(line) < 81 || line[0] == '#' {
			continue
		}
		k++
		if (k-1)%step != 0 {
			continue
		}
		vals := make([]int, 81)
		for i := 0; i < 81; i++ {
			if ch := line[i]; ch >= '1' && ch <= '9' {
				vals[i] = int(ch - '0')
			}
		}
		out = append(out, vals)
	}
	return out
}

// advPuzzle returns puzzle i of loadAdvPuzzles as a board, with its
// solution.
func advPuzzle(t *testing.T, i int, p []int) (*sudoku.Board, []int) {
	t.Helper()
	b, err := sudoku.FromValues(sudoku.Classic, p)
	if err != nil {
		t.Fatal(err)
	}
	solved, err := exact.Solve(b)
	if err != nil {
		t.Fatalf("puzzle %d: %v", i, err)
	}
	return b, solved.Values()
}

// applyAdvSingles places singles until none is left.
func applyAdvSingles(g *trace.Grid) {
	for {
		s, ok := NakedSingle.First(g)
		if !ok {
			if s, ok = HiddenSingle.First(g); !ok {
				return
			}
		}
		g.Apply(s)
	}
}

// checkAdvStep fails the test if the step removes a true value or places a
// wrong one.
func checkAdvStep(t *testing.T, g *trace.Grid, sol []int, s trace.Step) bool {
	t.Helper()
	for _, e := range s.Eliminations {
		if sol[g.Geo.Index(e.Pos)] == e.Value {
			t.Errorf("%s removes the true value %v: %s", s.Technique, e, s.Explanation)
			return false
		}
	}
	for _, p := range s.Placements {
		if sol[g.Geo.Index(p.Pos)] != p.Value {
			t.Errorf("%s places a wrong value %v: %s", s.Technique, p, s.Explanation)
			return false
		}
	}
	if len(s.Eliminations)+len(s.Placements) == 0 {
		t.Errorf("%s yields a step that does nothing", s.Technique)
	}
	if s.Explanation == "" {
		t.Errorf("%s yields a step without explanation", s.Technique)
	}
	return true
}

// solveAdvWith runs singles and the given techniques until the grid is solved
// or nothing applies, checking every step the techniques yield against the
// solution. It reports whether the grid was solved.
func solveAdvWith(t *testing.T, g *trace.Grid, sol []int, techs []*Technique, checkAll bool, used map[string]int) bool {
	for round := 0; round < 400; round++ {
		applyAdvSingles(g)
		if g.Solved() {
			return true
		}
		progressed := false
		for _, tech := range techs {
			if checkAll && tech.Code != "" {
				count := 0
				tech.Find(g, func(s trace.Step) bool {
					checkAdvStep(t, g, sol, s)
					count++
					return count < 30
				})
			}
			s, ok := tech.First(g)
			if !ok {
				continue
			}
			if !checkAdvStep(t, g, sol, s) {
				return false
			}
			g.Apply(s)
			used[tech.Name]++
			progressed = true
			break
		}
		if !progressed {
			return false
		}
	}
	return false
}

func TestAdvancedSoundness(t *testing.T) {
	step, max := 15, 100
	if testing.Short() {
		step, max = 60, 25
	}
	puzzles := loadAdvPuzzles(t, "top1465.txt", step, max)
	used := map[string]int{}
	for i, p := range puzzles {
		b, sol := advPuzzle(t, i, p)
		g := trace.NewGrid(b)
		if !solveAdvWith(t, g, sol, advancedTechniques, true, used) {
			t.Errorf("puzzle %d: not solved", i)
		}
	}
	t.Logf("techniques used: %v", used)
}

// TestForcingFinishesHardest checks that the singles and the forcing
// techniques alone solve the hardest puzzles.
func TestForcingFinishesHardest(t *testing.T) {
	step, max := 10, 40
	if testing.Short() {
		step, max = 50, 8
	}
	forcing := []*Technique{ForcingChainContradiction, ForcingChainVerity, ForcingNetContradiction, ForcingNetVerity, NestedForcingNet}
	used := map[string]int{}
	for i, p := range loadAdvPuzzles(t, "hardest1106.txt", step, max) {
		b, _ := sudoku.FromValues(sudoku.Classic, p)
		solved, err := exact.Solve(b)
		if err != nil {
			t.Fatalf("puzzle %d: %v", i, err)
		}
		if !solveAdvWith(t, trace.NewGrid(b), solved.Values(), forcing, false, used) {
			t.Errorf("puzzle %d: not solved", i)
		}
	}
	t.Logf("techniques used: %v", used)
}
