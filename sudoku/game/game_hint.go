package game

import (
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
	"slices"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
)

// A Hint is a human.Hint (see human.NextHint: the same levels and
// wording) for a game, with what the board should show: the cells to
// highlight, and the earlier steps the hinted step relies on.
type Hint struct {
	human.Hint
	Cells []sudoku.Pos // the cells to highlight, in reading order; each level adds to the one before
	// Uses lists earlier steps (eliminations) whose removals Step relies on
	// and that the player's pencil marks do not show yet; level 3 names them.
	Uses []trace.Step
}

// Hint returns help for the next move at the given level (1–3; other
// levels are clamped): level 1 names the technique and where to look,
// level 2 the cells, level 3 the whole step. Mistakes come first, as in
// the Tsinghua Sudoku: entered values that contradict the solution, then
// pencil marks that have lost a cell's true value.
//
// Unlike human.NextHint, which asks the solver about the position, a game's hint
// follows the human-style solver's trace of the puzzle (boards above 9×9
// use only the simpler techniques, see bigBoardTechniques): it is the first
// step of the trace that places a value in a cell still empty. Every value
// the trace placed before that step is on the board already, so the step's
// reasoning holds; and since hints always lead to a placement, following
// them solves the puzzle. The interactive board (see HTML) gives the same
// hints from the same trace, without a kernel. When the techniques run out
// before the player does, level 3 reveals the value of an empty cell.
func (g *Game) Hint(level int) (Hint, error) {
	if g.err != nil {
		return Hint{}, g.err
	}
	level = min(max(level, 1), 3)
	h := Hint{Hint: human.Hint{Level: level}}
	if wrong := g.Check(); len(wrong) > 0 {
		h.Wrong = wrong
		h.Text = human.MistakeText(wrong, level, "hold a wrong value", "holds a wrong value")
		h.Cells = mistakeCells(wrong, level, g.shape.N())
		return h, nil
	}
	if bad := g.wrongMarks(); len(bad) > 0 {
		h.WrongMarks = bad
		h.Text = human.MistakeText(bad, level, "have lost their true value from the pencil marks", "has lost its true value from the pencil marks")
		h.Cells = mistakeCells(bad, level, g.shape.N())
		return h, nil
	}
	if g.Solved() {
		h.Text = lang.Current().Sprintf("The puzzle is solved.")
		return h, nil
	}
	steps := g.traceSteps()
	k, uses := nextHintStep(steps, g.values, g.marks, g.shape.N())
	if k < 0 {
		cell := slices.Index(g.values, 0) // not solved and nothing wrong: a cell is empty
		h.Text, h.Cells = stuckHintText(g.pos(cell), g.solution[cell], level), []sudoku.Pos{g.pos(cell)}
		return h, nil
	}
	st := steps[k]
	h.Step = &st
	for _, j := range uses {
		h.Uses = append(h.Uses, steps[j])
	}
	h.Text, h.Cells = stepHintText(st, level, h.Uses, g.shape), stepHintCells(st, level, g.shape)
	return h, nil
}

// wrongMarks returns the empty cells whose pencil marks leave out the
// cell's solution value.
func (g *Game) wrongMarks() []sudoku.Pos {
	var bad []sudoku.Pos
	for i, m := range g.marks {
		if g.values[i] == 0 && m != 0 && !m.Has(g.solution[i]) {
			bad = append(bad, g.pos(i))
		}
	}
	return bad
}

// mistakeCells returns what a mistake hint highlights: the row of the
// first mistake at level 1 (the text names only the row), the cells from
// level 2 on.
func mistakeCells(cells []sudoku.Pos, level, n int) []sudoku.Pos {
	if level > 1 {
		return cells
	}
	row := make([]sudoku.Pos, n)
	for c := range row {
		row[c] = sudoku.Pos{Row: cells[0].Row, Col: c}
	}
	return row
}

// bigBoardTechniques are the techniques hints use on boards above 9×9:
// there the whole registry (chains, forcing nets) can take seconds or more,
// so hints stick to singles, intersections, pairs, triples and X-Wings and
// reveal a value where these run out.
var bigBoardTechniques = []*human.Technique{
	human.FullHouse, human.HiddenSingle, human.NakedSingle, human.Pointing, human.Claiming,
	human.NakedPair, human.HiddenPair, human.XWing, human.NakedTriple, human.HiddenTriple,
}

// traceSteps returns the steps of the human-style solve of the puzzle, as
// far as the solver's techniques go.
func (g *Game) traceSteps() []trace.Step {
	solver := &human.StepSolver{}
	if g.shape.N() > 9 {
		solver.Techniques = bigBoardTechniques
	}
	// The puzzle is unique; a solve that gets stuck still has its steps.
	t, _ := solver.Solve(trace.NewGrid(g.Puzzle()))
	if t == nil {
		return nil
	}
	steps := make([]trace.Step, len(t.Steps))
	for k, ts := range t.Steps {
		steps[k] = ts.Step
	}
	return steps
}

// nextHintStep finds the hint in a trace for the position values (all
// right so far) with the player's marks: the first step that places a
// value in an empty cell, and the earlier elimination steps it relies on
// that still matter (a removal in an empty cell whose marks do not already
// leave the value out). It returns -1 when no step places a value.
func nextHintStep(steps []trace.Step, values []int, marks []sudoku.Values, n int) (int, []int) {
	for k, st := range steps {
		if !placesInEmpty(st, values, n) {
			continue
		}
		var uses []int
		for j, prev := range steps[:k] {
			if len(prev.Placements) == 0 && removesUnseen(prev, values, marks, n) {
				uses = append(uses, j)
			}
		}
		return k, uses
	}
	return -1, nil
}

// placesInEmpty reports whether the step places a value in an empty cell.
func placesInEmpty(st trace.Step, values []int, n int) bool {
	for _, p := range st.Placements {
		if values[p.Row*n+p.Col] == 0 {
			return true
		}
	}
	return false
}

// removesUnseen reports whether the step removes a candidate that the
// player's position still shows: in an empty cell without marks, or whose
// marks include the value.
func removesUnseen(st trace.Step, values []int, marks []sudoku.Values, n int) bool {
	for _, e := range st.Eliminations {
		i := e.Row*n + e.Col
		if values[i] == 0 && (marks[i] == 0 || marks[i].Has(e.Value)) {
			return true
		}
	}
	return false
}

// stuckHintText is the hint when the solver's techniques run out.
func stuckHintText(p sudoku.Pos, v, level int) string {
	if level < 3 {
		return lang.Current().Sprintf("The solver's techniques are stuck here: try a guess and test it, or ask for more.")
	}
	return lang.Current().Sprintf("The solver's techniques are stuck here. The solution has %[1]c in %[2]s.", sudoku.ValueChar(v), p)
}

// stepHintText writes the hint for a step at a level: the words of
// NextHint, and at level 3 the earlier removals the step relies on.
func stepHintText(st trace.Step, level int, uses []trace.Step, s sudoku.Shape) string {
	if level < 3 {
		return human.HintText(trace.GeometryOf(s), st, level)
	}
	if len(uses) == 0 {
		return st.Explanation
	}
	earlier := make([]string, len(uses))
	for k, u := range uses {
		earlier[k] = u.Explanation
	}
	return lang.Current().Sprintf("%[1]s It relies on earlier removals: %[2]s", st.Explanation, strings.Join(earlier, " "))
}

// stepHintCells returns the cells a hint highlights at a level, each level
// adding to the one before: the houses the text names, then the pattern's
// cells, then the cells the step changes.
func stepHintCells(st trace.Step, level int, s sudoku.Shape) []sudoku.Pos {
	cells := focusCells(st, s)
	if level >= 2 {
		cells = append(cells, patternCells(st)...)
	}
	if level >= 3 {
		for _, c := range append(append([]trace.Candidate(nil), st.Placements...), st.Eliminations...) {
			cells = append(cells, c.Pos)
		}
	}
	return sortedCells(cells)
}

// focusCells returns the cells of the houses a hint names (see hintWhere):
// the step's base houses, else the first house holding all its cells.
func focusCells(st trace.Step, s sudoku.Shape) []sudoku.Pos {
	geo := trace.GeometryOf(s)
	var houses []int
	switch {
	case len(st.Base) > 0:
		for _, h := range st.Base {
			houses = append(houses, geo.HouseIndex(h))
		}
	case len(st.Cells) > 0:
		idx := make([]int, len(st.Cells))
		for k, p := range st.Cells {
			idx[k] = geo.Index(p)
		}
		if hs := geo.CommonHouses(idx); len(hs) > 0 {
			houses = hs[:1]
		}
	}
	var cells []sudoku.Pos
	for _, h := range houses {
		for _, i := range geo.Houses[h] {
			cells = append(cells, geo.Pos(i))
		}
	}
	return sortedCells(cells)
}

// patternCells returns the cells forming the step's pattern (pattern cells,
// pivot, pincers, fins), or the cells it fills when it names none.
func patternCells(st trace.Step) []sudoku.Pos {
	cells := append(append(append(append([]sudoku.Pos(nil), st.Cells...), st.Pivot...), st.Pincers...), st.Fins...)
	if len(cells) == 0 {
		for _, p := range st.Placements {
			cells = append(cells, p.Pos)
		}
	}
	return sortedCells(cells)
}

// sortedCells sorts cells in reading order and drops repeats.
func sortedCells(cells []sudoku.Pos) []sudoku.Pos {
	slices.SortFunc(cells, func(a, b sudoku.Pos) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		return a.Col - b.Col
	})
	return slices.Compact(cells)
}
