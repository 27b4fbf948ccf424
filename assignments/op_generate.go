package assignments

import (
	"encoding/json"
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
)

// generateInput asks the student's Generate for one puzzle per seed with
// Clues givens (0: any number).
type generateInput struct {
	BoxRows int     `json:"box_rows"`
	BoxCols int     `json:"box_cols"`
	Clues   int     `json:"clues,omitempty"`
	Seeds   []int64 `json:"seeds"`
}

// generateOutput is the runner's answer: the puzzles' values in reading
// order (0 = empty), and Again, the puzzles of a second call per seed in
// the same process.
type generateOutput struct {
	Puzzles [][]int `json:"puzzles"`
	Again   [][]int `json:"again"`
}

type generateWant struct {
	shape     sudoku.Shape
	clues     int // exactly this many givens; 0: any number
	maxGivens int // 0: any number
}

func init() {
	ops["generate"] = &op{runnerOp: "generate", noInput: true, cases: generateCases, judge: judgeGenerate}
}

// generateCases draws the seeds from the test's own seed.
func generateCases(_ *Assignment, t *Test) ([]*Case, error) {
	g := t.Generate
	if g == nil {
		return nil, fmt.Errorf("test %s: op generate needs generate: {seed, cases, shape}", t.Name)
	}
	shape, err := sudoku.ParseShape(g.Shape)
	if err != nil {
		return nil, fmt.Errorf("test %s: generate.shape: %v", t.Name, err)
	}
	rng := newRand(g.Seed)
	in := generateInput{BoxRows: shape.BoxRows, BoxCols: shape.BoxCols}
	for range g.Cases {
		in.Seeds = append(in.Seeds, rng.Int64N(1<<40))
	}
	want := generateWant{shape: shape}
	if m, ok := t.Args["max_givens"].(int); ok {
		want.maxGivens = m
	}
	if k, ok := t.Args["clues"].(int); ok {
		if k < 1 || k > shape.N()*shape.N() {
			return nil, fmt.Errorf("test %s: args.clues %d is not between 1 and %d", t.Name, k, shape.N()*shape.N())
		}
		want.clues, in.Clues = k, k
	}
	label := fmt.Sprintf("%d puzzle(s) with %v boxes, seeds %v", g.Cases, shape, in.Seeds)
	if want.clues > 0 {
		label = fmt.Sprintf("%d puzzle(s) with %v boxes and %d clues, seeds %v", g.Cases, shape, want.clues, in.Seeds)
	}
	return []*Case{{Label: label, Input: in, want: want}}, nil
}

// judgeGenerate checks every puzzle: right size, no clash, the asked
// number of givens, exactly one solution, the same puzzle again for the
// same seed, and different from the others.
func judgeGenerate(c *Case, output json.RawMessage) Verdict {
	want := c.want.(generateWant)
	var got generateOutput
	if err := decode(output, &got); err != nil {
		return fail("%v", err)
	}
	seeds := c.Input.(generateInput).Seeds
	if len(got.Puzzles) != len(seeds) || len(got.Again) != len(seeds) {
		return fail("asked for %d puzzles (twice), got %d and %d", len(seeds), len(got.Puzzles), len(got.Again))
	}
	seen := map[string]int{}
	for k, values := range got.Puzzles {
		b, err := sudoku.FromValues(want.shape, values)
		if err != nil {
			return fail("puzzle %d (seed %d) is not a %v board: %v", k+1, seeds[k], want.shape, err)
		}
		if err := b.CheckGivens(); err != nil {
			v := fail("puzzle %d (seed %d) breaks a rule: %v", k+1, seeds[k], err)
			v.Got = b
			return v
		}
		switch n := exact.Count(b, 2); n {
		case 0:
			v := fail("puzzle %d (seed %d) has no solution", k+1, seeds[k])
			v.Got = b
			return v
		case 2:
			v := fail("puzzle %d (seed %d) has more than one solution", k+1, seeds[k])
			v.Got = b
			return v
		}
		if want.clues > 0 && b.Givens() != want.clues {
			v := fail("puzzle %d (seed %d) has %d givens; asked for exactly %d", k+1, seeds[k], b.Givens(), want.clues)
			v.Got = b
			return v
		}
		if fmt.Sprint(got.Again[k]) != fmt.Sprint(values) {
			v := fail("seed %d gave a different puzzle when asked a second time (yours: the second one; expected: the first): make every random choice with rand.New(rand.NewSource(seed))", seeds[k])
			v.Got, v.Want = boardFromValues(want.shape, got.Again[k]), b
			return v
		}
		if want.maxGivens > 0 && b.Givens() > want.maxGivens {
			v := fail("puzzle %d (seed %d) has %d givens; at most %d are allowed (remove more cells while the puzzle stays unique)", k+1, seeds[k], b.Givens(), want.maxGivens)
			v.Got = b
			return v
		}
		key := fmt.Sprint(values)
		if j, dup := seen[key]; dup {
			return fail("puzzles %d and %d are the same: different seeds should give different puzzles", j+1, k+1)
		}
		seen[key] = k
	}
	return pass()
}
