package human

import (
	"errors"
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// ErrNotUnique reports a puzzle with more than one solution: the step solver
// then refuses uniqueness techniques and stops where logic alone gets stuck.
var ErrNotUnique = errors.New("more than one solution")

// StepError reports a step that contradicts the puzzle's solution: a wrong
// placement or the removal of the true value. It means a technique has a bug
// or the starting pencil marks were wrong already.
type StepError struct {
	Step  trace.Step
	Cell  sudoku.Pos
	Value int // the value the step placed or removed
	Want  int // the solution's value of the cell
}

func (e *StepError) Error() string {
	return fmt.Sprintf("sudoku: %s step contradicts the solution at %s (value %d, solution %d): %s",
		e.Step.Technique, e.Cell, e.Value, e.Want, e.Step.Explanation)
}

// MarksError reports pencil marks that no longer hold a cell's solution
// value: the grid cannot be solved by logic from there.
type MarksError struct {
	Cells []sudoku.Pos // cells whose true value is missing from the marks
}

func (e *MarksError) Error() string {
	return fmt.Sprintf("sudoku: the pencil marks of %s miss the cell's solution value", cellWords(e.Cells))
}

// A StepSolver solves puzzles the way people do: at every point it tries its
// techniques in order and applies the first step found. The zero value uses
// the package's registry (see Techniques).
type StepSolver struct {
	// Techniques are tried in this order; nil means Techniques().
	Techniques []*Technique
}

// StepSolve solves the puzzle b step by step with the default techniques
// and returns the trace. Entered (non-given) values of b count as placed.
// A puzzle without solution gives an error wrapping ErrNoSolution, one with
// several solutions ErrNotUnique (with the trace as far as logic went).
func StepSolve(b *sudoku.Board) (*trace.Trace, error) {
	if err := b.CheckGivens(); err != nil {
		return nil, err
	}
	return (&StepSolver{}).Solve(trace.NewGrid(b))
}

// StepSolveGrid solves from a candidate state, for example pencil marks a
// player wrote, with the default techniques.
func StepSolveGrid(g *trace.Grid) (*trace.Trace, error) { return (&StepSolver{}).Solve(g) }

// Next returns the next step for grid g: the first step of the first
// technique (in order) that finds one. Uniqueness techniques, forcing
// chains and nets and the last resorts are used only when unique is true
// (the puzzle is known to have one solution). It reports false when no
// technique applies.
func (s *StepSolver) Next(g *trace.Grid, unique bool) (trace.Step, bool) {
	st, _, ok := s.next(g, unique, nil)
	return st, ok
}

// next is Next, also returning the index (in the solver's techniques) of
// the technique that found the step. A solve passes skip (synced to g) so
// that one-value techniques are asked only what changed; it may be nil.
func (s *StepSolver) next(g *trace.Grid, unique bool, skip *valueSkip) (trace.Step, int, bool) {
	techs := s.Techniques
	if techs == nil {
		techs = registry
	}
	for i, t := range techs {
		if !unique && (t.Uniqueness || t.Family == "Forcing Chains and Nets" || t.Family == "Last Resort") {
			// A puzzle with several solutions cannot be finished by
			// logic; forcing nets would only search a wide-open grid
			// at great cost.
			continue
		}
		if st, ok := skip.first(t, g); ok {
			return st, i, true
		}
	}
	return trace.Step{}, -1, false
}

// Solve solves from grid g (which is not changed) and returns the trace.
// Every step is checked against the solution; a step that contradicts it
// gives a *StepError. Marks that already exclude a solution value give a
// *MarksError.
func (s *StepSolver) Solve(g *trace.Grid) (*trace.Trace, error) { return s.solve(g, true, nil) }

// solve is Solve; with keepBefore false the trace steps do not get their
// Before grids, which only rating needs not (Rate reads the steps alone).
// A non-nil memo records the states passed and the technique that took
// the step in each (Rate hands it to the SE path, see stateMemo).
func (s *StepSolver) solve(g *trace.Grid, keepBefore bool, memo *stateMemo) (*trace.Trace, error) {
	sol, unique, err := solutionOf(g)
	if err != nil {
		return nil, err
	}
	t := &trace.Trace{Start: g.Clone(), Unique: unique}
	cur := g.Clone()
	// The value skip is for the package's own techniques: a caller's
	// technique may be a copy whose Find was replaced.
	var skip *valueSkip
	if ownTechniques(s.Techniques) {
		skip = new(valueSkip)
	}
	for !cur.Solved() {
		skip.sync(cur)
		st, k, ok := s.next(cur, unique, skip)
		if !ok {
			break
		}
		if memo != nil && s.Techniques == nil {
			memo.record(cur, k, st)
		}
		if unique {
			if err := checkStep(cur, st, sol); err != nil {
				return t, err
			}
		}
		ts := trace.TraceStep{Step: st}
		if keepBefore {
			ts.Before = cur.Clone()
		}
		if t.Steps == nil {
			// A step per empty cell, and hard puzzles need some more
			// that only remove candidates: room for half as many again.
			empty := len(cur.Values) - bitboard.Filled(cur.Values)
			t.Steps = make([]trace.TraceStep, 0, empty+empty/2+8)
		}
		t.Steps = append(t.Steps, ts)
		cur.Apply(st)
	}
	t.Solved = cur.Solved()
	if !unique {
		return t, fmt.Errorf("sudoku: %w", ErrNotUnique)
	}
	return t, nil
}

// solutionOf finds the solution of the grid's values and checks that the
// grid's candidates still allow it.
func solutionOf(g *trace.Grid) (sol []int, unique bool, err error) {
	sv := bitboard.GetSolver(g.Geo.Shape)
	defer bitboard.PutSolver(sv)
	switch sv.Count(g.Values, 2) {
	case 0:
		return nil, false, fmt.Errorf("sudoku: %w", sudoku.ErrNoSolution)
	case 1:
		unique = true
	}
	sol = make([]int, len(g.Values))
	sv.Solve(g.Values, sol)
	if unique {
		var bad []sudoku.Pos
		for i, v := range g.Values {
			if v == 0 && !g.Cands[i].Has(sol[i]) {
				bad = append(bad, g.Geo.Pos(i))
			}
		}
		if bad != nil {
			return sol, unique, &MarksError{Cells: bad}
		}
	}
	return sol, unique, nil
}

// checkStep verifies a step against the solution: no placement of a wrong
// value, no removal of the true one.
func checkStep(g *trace.Grid, st trace.Step, sol []int) error {
	for _, p := range st.Placements {
		if want := sol[g.Geo.Index(p.Pos)]; p.Value != want {
			return &StepError{Step: st, Cell: p.Pos, Value: p.Value, Want: want}
		}
	}
	for _, e := range st.Eliminations {
		if want := sol[g.Geo.Index(e.Pos)]; e.Value == want {
			return &StepError{Step: st, Cell: e.Pos, Value: e.Value, Want: want}
		}
	}
	return nil
}
