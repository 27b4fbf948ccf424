package human

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// HoDoKu's regression library (../../../shared/data/techniques/hodoku-reglib-1.4.txt)
// holds one position per line in which a technique must find one step.
//
// Rule for a pass: the technique's finder, run on the position (givens and
// placed values plus the deleted candidates), yields some step whose
// eliminations (or placements) include every expected one and add only
// candidates that are false in the puzzle's solution (a superset that is
// still correct). A placement counts as the removal of the cell's other
// candidates, so a "set value" step matches either way it is written. For siamese fish (HoDoKu merges two finned fish with the
// same base), the steps with the same base houses are merged first. A fail
// case (variant "x") passes when the technique finds no step there.

// reglibAlias maps HoDoKu codes we cover with a technique of another code.
var reglibAlias = map[string]string{
	"0110":  "0200", // Locked Pair: a naked pair that also clears its box
	"0111":  "0201", // Locked Triple
	"03111": "0311", // Siamese Finned Swordfish
	"03121": "0312", // Siamese Finned Jellyfish
	"03211": "0321", // Siamese Sashimi Swordfish
	"03221": "0322", // Siamese Sashimi Jellyfish
}

// siameseSibling pairs the finned and sashimi fish of one size: a siamese
// fish may join one of each.
var siameseSibling = map[*Technique]*Technique{
	FinnedSwordfish: SashimiSwordfish, SashimiSwordfish: FinnedSwordfish,
	FinnedJellyfish: SashimiJellyfish, SashimiJellyfish: FinnedJellyfish,
}

// reglibCase is one line of the library.
type reglibCase struct {
	line    int
	code    string // HoDoKu code, e.g. "0300"
	variant string // "", "1", "x", …
	grid    *trace.Grid
	sol     []int // the solution, nil if not unique
	elims   []trace.Candidate
	places  []trace.Candidate
}

// parseReglib reads one line ":code-variant:cands:grid:deleted:elims:places:extra:".
func parseReglib(line string, n int) (*reglibCase, error) {
	f := strings.Split(line, ":")
	if len(f) < 7 {
		return nil, fmt.Errorf("line %d: %d fields", n, len(f))
	}
	c := &reglibCase{line: n}
	c.code, c.variant, _ = strings.Cut(f[1], "-")
	vals := make([]int, 0, 81)
	for k := 0; k < len(f[3]); k++ {
		switch ch := f[3][k]; {
		case ch == '+':
		case ch == '.' || ch == '0':
			vals = append(vals, 0)
		case ch >= '1' && ch <= '9':
			vals = append(vals, int(ch-'0'))
		default:
			return nil, fmt.Errorf("line %d: bad grid character %q", n, ch)
		}
	}
	b, err := sudoku.FromValues(sudoku.Classic, vals)
	if err != nil {
		return nil, fmt.Errorf("line %d: %v", n, err)
	}
	c.grid = trace.NewGrid(b)
	del, err := reglibCands(f[4])
	if err != nil {
		return nil, fmt.Errorf("line %d: %v", n, err)
	}
	for _, d := range del {
		c.grid.Eliminate(c.grid.Geo.Index(d.Pos), d.Value)
	}
	if c.elims, err = reglibCands(f[5]); err != nil {
		return nil, fmt.Errorf("line %d: %v", n, err)
	}
	if c.places, err = reglibCands(f[6]); err != nil {
		return nil, fmt.Errorf("line %d: %v", n, err)
	}
	if sol, unique, _ := solutionOf(c.grid); unique {
		c.sol = sol
	}
	return c, nil
}

// reglibCands reads "drc drc …".
func reglibCands(s string) ([]trace.Candidate, error) {
	var out []trace.Candidate
	for _, w := range strings.Fields(s) {
		if len(w) != 3 || w[0] < '1' || w[0] > '9' || w[1] < '1' || w[1] > '9' || w[2] < '1' || w[2] > '9' {
			return nil, fmt.Errorf("bad candidate %q", w)
		}
		out = append(out, trace.Candidate{Pos: sudoku.Pos{Row: int(w[1] - '1'), Col: int(w[2] - '1')}, Value: int(w[0] - '0')})
	}
	return out, nil
}

// reglibPass runs technique t (and, for siamese fish, the sibling finned
// or sashimi fish of the same size) on the case and applies the pass rule.
func reglibPass(t *Technique, c *reglibCase) bool {
	techs := []*Technique{t}
	siamese := siameseSibling[t] != nil && len(c.code) == 5
	if siamese {
		techs = append(techs, siameseSibling[t])
	}
	var steps []trace.Step
	found, passed := false, false
	for _, t := range techs {
		t.Find(c.grid, func(s trace.Step) bool {
			found = true
			if c.variant == "x" {
				return false
			}
			if siamese {
				steps = append(steps, s)
				return len(steps) < 5000
			}
			passed = matches(s, c)
			return !passed
		})
	}
	if c.variant == "x" {
		return !found
	}
	if !siamese {
		return passed
	}
	// HoDoKu merges the finned fish that share their base houses.
	merged := map[string]trace.Step{}
	for _, s := range steps {
		key := fmt.Sprint(s.Base)
		m := merged[key]
		m.Eliminations = append(m.Eliminations, s.Eliminations...)
		merged[key] = m
	}
	for _, m := range merged {
		steps = append(steps, m)
	}
	for _, s := range steps {
		if matches(s, c) {
			return true
		}
	}
	return false
}

// matches applies the pass rule to one step. Placing v in a cell counts as
// removing the cell's other candidates: HoDoKu writes some "set value"
// steps (discontinuous nice loops) one way, some the other.
func matches(s trace.Step, c *reglibCase) bool {
	return covers(asEliminations(c.grid, s.Eliminations, s.Placements), asEliminations(c.grid, c.elims, c.places), c.sol)
}

// asEliminations returns elims plus, for every placement, the other
// candidates of its cell.
func asEliminations(g *trace.Grid, elims, places []trace.Candidate) []trace.Candidate {
	out := append([]trace.Candidate(nil), elims...)
	for _, p := range places {
		for v := range g.Cands[g.Geo.Index(p.Pos)].Without(p.Value).All() {
			if e := (trace.Candidate{Pos: p.Pos, Value: v}); !slices.Contains(out, e) {
				out = append(out, e)
			}
		}
	}
	return out
}

// covers reports whether got holds every candidate of want and, beyond
// them, only candidates that are wrong (eliminations) — or, when sol is nil,
// nothing beyond them.
func covers(got, want []trace.Candidate, sol []int) bool {
	for _, w := range want {
		if !slices.Contains(got, w) {
			return false
		}
	}
	if len(want) == 0 && len(got) != 0 {
		return false
	}
	for _, g := range got {
		if slices.Contains(want, g) {
			continue
		}
		if sol == nil || sol[g.Row*9+g.Col] == g.Value {
			return false
		}
	}
	return true
}

// reglibTechniques maps HoDoKu codes to the registry's techniques.
func reglibTechniques() map[string]*Technique {
	out := map[string]*Technique{}
	for _, t := range Techniques() {
		if t.Code != "" {
			out[t.Code] = t
		}
	}
	for alias, code := range reglibAlias {
		if t, ok := out[code]; ok {
			out[alias] = t
		}
	}
	return out
}

func TestReglib(t *testing.T) {
	lines := dataLines(t, "techniques/hodoku-reglib-1.4.txt")
	techs := reglibTechniques()
	type tally struct{ cases, passed int }
	results := map[string]*tally{}
	var failures []string
	for n, line := range lines {
		if !strings.HasPrefix(line, ":") {
			continue
		}
		code, _, _ := strings.Cut(strings.Split(line, ":")[1], "-")
		tech, ok := techs[code]
		if !ok {
			continue
		}
		c, err := parseReglib(line, n+1)
		if err != nil {
			t.Fatal(err)
		}
		r := results[code]
		if r == nil {
			r = &tally{}
			results[code] = r
		}
		r.cases++
		if reglibPass(tech, c) {
			r.passed++
		} else {
			failures = append(failures, fmt.Sprintf("%s (%s): %s", code, tech.Name, line))
		}
	}
	codes := make([]string, 0, len(results))
	for code := range results {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	var table strings.Builder
	fmt.Fprintf(&table, "\n%-6s %-32s %5s %6s %6s\n", "code", "technique", "cases", "passed", "rate")
	total, passed := 0, 0
	for _, code := range codes {
		r := results[code]
		total += r.cases
		passed += r.passed
		rate := 100 * float64(r.passed) / float64(r.cases)
		fmt.Fprintf(&table, "%-6s %-32s %5d %6d %5.0f%%\n", code, techs[code].Name, r.cases, r.passed, rate)
		// The goal is 95% for every technique; below 75% is a regression.
		if rate < 75 {
			t.Errorf("%s (%s): only %.0f%% of %d cases pass", code, techs[code].Name, rate, r.cases)
		}
	}
	fmt.Fprintf(&table, "%-6s %-32s %5d %6d %5.0f%%\n", "all", "", total, passed, 100*float64(passed)/float64(total))
	t.Log(table.String())
	for _, f := range failures {
		t.Log("fail: " + f)
	}
}
