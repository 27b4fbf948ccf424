package trace

import (
	"fmt"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// A Trace is the ordered list of steps that solve a puzzle, each with the
// candidate state before it. It can be printed (String), stored as JSON
// (encoding/json, both ways) and replayed (Replay, Grids), which re-applies
// every step and checks it.
type Trace struct {
	Start  *Grid       `json:"start"`  // the state the solver started from
	Steps  []TraceStep `json:"steps"`  // the steps, in order
	Solved bool        `json:"solved"` // the steps fill the grid
	Unique bool        `json:"unique"` // the puzzle has exactly one solution
}

// A TraceStep is a step with the candidate state it was found in.
type TraceStep struct {
	Step
	Before *Grid `json:"before"`
}

// String returns the trace as numbered lines, one explanation per step:
//
//  1. Hidden single in box 1: 7 can go only in r2c3, so place it there.
func (t *Trace) String() string {
	var b strings.Builder
	width := len(fmt.Sprint(len(t.Steps)))
	for k, st := range t.Steps {
		fmt.Fprintf(&b, "%*d. %s\n", width, k+1, st.Explanation)
	}
	return b.String()
}

// Counts returns how many steps of each technique the trace uses.
func (t *Trace) Counts() map[string]int {
	out := map[string]int{}
	for _, st := range t.Steps {
		out[st.Technique]++
	}
	return out
}

// Replay applies the steps to the start state, checking each one against
// the state it finds: the stored state before the step must match, every
// elimination must remove a candidate that is there, every placement must
// put a candidate into an empty cell without clashing with a placed value.
// It returns the final grid, or an error naming the first bad step.
func (t *Trace) Replay() (*Grid, error) {
	grids, err := t.Grids()
	if err != nil {
		return nil, err
	}
	return grids[len(grids)-1], nil
}

// Grids replays the trace and returns the state before every step followed
// by the final state (len(Steps)+1 grids).
func (t *Trace) Grids() ([]*Grid, error) {
	if t.Start == nil {
		return nil, fmt.Errorf("sudoku: trace has no start state")
	}
	cur := t.Start.Clone()
	out := []*Grid{cur.Clone()}
	for k, st := range t.Steps {
		if st.Before != nil && !sameGrid(st.Before, cur) {
			return nil, fmt.Errorf("sudoku: trace step %d: stored state does not match the replayed state", k+1)
		}
		if err := checkApplicable(cur, st.Step); err != nil {
			return nil, fmt.Errorf("sudoku: trace step %d (%s): %w", k+1, st.Technique, err)
		}
		cur.Apply(st.Step)
		out = append(out, cur.Clone())
	}
	if t.Solved && !cur.Solved() {
		return nil, fmt.Errorf("sudoku: trace claims a solution but leaves empty cells")
	}
	return out, nil
}

// checkApplicable checks that step s fits grid g.
func checkApplicable(g *Grid, s Step) error {
	n := g.Geo.N
	for _, c := range append(append([]Candidate(nil), s.Eliminations...), s.Placements...) {
		if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
			return fmt.Errorf("cell %s is off the board", c.Pos)
		}
		if !g.Cands[g.Geo.Index(c.Pos)].Has(c.Value) {
			return fmt.Errorf("%c is not a candidate of %s", sudoku.ValueChar(c.Value), c.Pos)
		}
	}
	for _, p := range s.Placements {
		i := g.Geo.Index(p.Pos)
		for _, q := range g.Geo.Peers[i] {
			if g.Values[q] == p.Value {
				return fmt.Errorf("placing %c in %s clashes with %s", sudoku.ValueChar(p.Value), p.Pos, g.Geo.Pos(q))
			}
		}
	}
	if len(s.Placements) == 0 && len(s.Eliminations) == 0 {
		return fmt.Errorf("the step changes nothing")
	}
	return nil
}

// sameGrid reports whether two grids hold the same values and candidates.
func sameGrid(a, b *Grid) bool {
	if a.Geo.Shape != b.Geo.Shape {
		return false
	}
	for i := range a.Values {
		if a.Values[i] != b.Values[i] || a.Cands[i] != b.Cands[i] {
			return false
		}
	}
	return true
}
