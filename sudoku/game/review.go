package game

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// A Review looks back at a game: every value the player placed, whether it
// was right, which technique of the human-style solver leads to it from
// the position the player was in, and — at each mistake — the simplest
// step that was there to be found instead. A teacher reads a class's games
// with it; a student sees where they went wrong and what they missed.
type Review struct {
	Placements []Placement    // the values placed, in the order played
	Right      int            // placements of the solution's value
	Wrong      int            // placements of another value
	Corrected  int            // wrong values later erased or replaced
	Marks      int            // pencil-mark moves
	Techniques map[string]int // right placements by the technique that leads to them
	Missed     map[string]int // at mistakes, the technique of the step that was there instead
	Hardest    string         // the hardest technique (by Sudoku Explainer rating) behind a right placement
	Solved     bool           // the game ends solved
	Forgotten  bool           // the history lost its oldest moves (see HistoryLimit): the review starts later
	Elapsed    string         // time played, as the board's clock shows it
	Cells      int            // empty cells of the puzzle
	Filled     int            // of those, filled with the right value at the end
}

// A Placement is one value the player placed, looked at afterwards.
type Placement struct {
	Move     Move // the move, with the cell and value
	Number   int  // its place in the game's history, from 1
	Right    bool // the value is the solution's
	Solution int  // the cell's value in the solution

	// For a right placement: Technique is the technique of the solver's
	// step that places this value in this cell, solving from the position
	// before the move (the givens and the right values then on the board),
	// and Steps how many steps that took — 1 when the cell was ready to be
	// placed, more when it needed eliminations first. An empty Technique
	// means the solver's techniques do not reach the cell from there: the
	// player knew more than the solver, or guessed.
	Technique string
	Steps     int

	// For a wrong placement: Instead is the simplest step the solver finds
	// in the position before the move (nil when none), what the player
	// could have done, and Position that position (the givens and the right
	// values, with their candidates), to draw the step on.
	Instead  *trace.Step
	Position *trace.Grid
}

// maxReviewSteps bounds the solver's search for the step that places one
// cell; a full 9×9 solve takes well under a hundred.
const maxReviewSteps = 400

// Review replays the game's history against the puzzle's solution (see
// Review). Moves undone and not redone are not part of it. When the
// history has forgotten its oldest moves, the review starts from the
// position at the oldest move it remembers and says so.
func (g *Game) Review() (*Review, error) {
	if g.err != nil {
		return nil, g.err
	}
	if g.solution == nil {
		return nil, lang.Errorf("sudoku: review: the game has no solution to compare with")
	}
	// The position at the start of the remembered history: the present
	// one with every move taken back.
	values := append([]int(nil), g.values...)
	marks := append([]sudoku.Values(nil), g.marks...)
	for k := len(g.history) - 1; k >= 0; k-- {
		m := g.history[k]
		i := g.index(m.Cell.Row, m.Cell.Col)
		values[i], marks[i] = m.Before.Value, m.Before.Marks
	}
	r := &Review{Techniques: map[string]int{}, Missed: map[string]int{}, Elapsed: formatElapsed(g.Elapsed())}
	for i, v := range values {
		if v != g.puzzle[i] || marks[i] != 0 {
			r.Forgotten = true // a move before the history changed the board
		}
	}
	solver := &human.StepSolver{}
	if g.shape.N() > 9 {
		solver.Techniques = bigBoardTechniques
	}
	wrongAt := map[int]bool{} // cells holding a wrong value now
	hardest := 0.0
	for k, m := range g.history {
		i := g.index(m.Cell.Row, m.Cell.Col)
		if wrongAt[i] && m.After.Value != m.Before.Value {
			r.Corrected++
			delete(wrongAt, i)
		}
		switch m.Kind {
		case MarkMove:
			r.Marks++
		case PlaceMove:
			p := Placement{Move: m, Number: k + 1, Solution: g.solution[i], Right: m.Value == g.solution[i]}
			grid := g.rightGrid(values, i)
			if p.Right {
				r.Right++
				p.Technique, p.Steps = placingStep(solver, grid, m.Cell, m.Value)
				if p.Technique != "" {
					r.Techniques[p.Technique]++
					if t := human.TechniqueNamed(p.Technique); t != nil && t.SE > hardest {
						hardest, r.Hardest = t.SE, p.Technique
					}
				}
			} else {
				r.Wrong++
				wrongAt[i] = true
				p.Position = grid.Clone()
				if st, ok := solver.Next(grid, true); ok {
					p.Instead = &st
					r.Missed[st.Technique]++
				}
			}
			r.Placements = append(r.Placements, p)
		}
		values[i] = m.After.Value
	}
	for i, v := range g.puzzle {
		if v == 0 {
			r.Cells++
			if g.values[i] == g.solution[i] {
				r.Filled++
			}
		}
	}
	r.Solved = g.Solved()
	return r, nil
}

// rightGrid is the candidate grid of the position values with the wrong
// values (mistakes) and cell skip left out: what a player who made no
// mistakes would see there.
func (g *Game) rightGrid(values []int, skip int) *trace.Grid {
	b, _ := sudoku.NewBoard(g.shape)
	for i, v := range values {
		if i != skip && v != 0 && v == g.solution[i] {
			_ = b.CellAt(i).SetGiven(v)
		}
	}
	return trace.NewGrid(b)
}

// placingStep solves from grid until a step places v in cell at, and
// returns that step's technique and how many steps it took; "" when the
// solver gets stuck first.
func placingStep(solver *human.StepSolver, grid *trace.Grid, at sudoku.Pos, v int) (string, int) {
	i := at.Row*grid.Geo.Shape.N() + at.Col
	for n := 1; n <= maxReviewSteps; n++ {
		st, ok := solver.Next(grid, true)
		if !ok {
			return "", n - 1
		}
		for _, p := range st.Placements {
			if p.Pos == at && p.Value == v {
				return st.Technique, n
			}
		}
		grid.Apply(st)
		if grid.Values[i] != 0 {
			return "", n // another value went there: cannot happen for a right v
		}
	}
	return "", maxReviewSteps
}

// formatElapsed writes a duration as the board's clock does: m:ss or h:mm:ss.
func formatElapsed(d time.Duration) string {
	s := int(d.Seconds())
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// String is the review as a short report: the tally, the techniques behind
// the right placements, and every mistake with what was there instead.
func (r *Review) String() string {
	var b strings.Builder
	counts := []any{r.Elapsed, r.Filled, r.Cells, len(r.Placements), r.Right, r.Wrong, r.Corrected, r.Marks}
	if r.Solved {
		b.WriteString(lang.Sprintf("Game solved in %[1]s: %[2]d of %[3]d empty cells filled right; %[4]d placements, %[5]d right, %[6]d wrong (%[7]d corrected), %[8]d pencil-mark moves.", counts...))
	} else {
		b.WriteString(lang.Sprintf("Game not finished in %[1]s: %[2]d of %[3]d empty cells filled right; %[4]d placements, %[5]d right, %[6]d wrong (%[7]d corrected), %[8]d pencil-mark moves.", counts...))
	}
	b.WriteString("\n")
	if r.Forgotten {
		b.WriteString(lang.Sprintf("The game's history had forgotten its oldest moves; the review starts at the oldest one it remembers.") + "\n")
	}
	if len(r.Techniques) > 0 {
		b.WriteString(lang.Sprintf("Right placements by technique: %s.", tally(r.Techniques)))
		if r.Hardest != "" {
			b.WriteString(" " + lang.Sprintf("Hardest: %s.", human.LocalName(r.Hardest)))
		}
		b.WriteString("\n")
	}
	guesses := 0
	for _, p := range r.Placements {
		if p.Right && p.Technique == "" {
			guesses++
		}
	}
	if guesses > 0 {
		b.WriteString(lang.Sprintf("%d right placement(s) that the solver's techniques do not reach from where you were: a guess, or deeper reasoning.", guesses) + "\n")
	}
	for _, p := range r.Placements {
		if p.Right {
			continue
		}
		b.WriteString(lang.Sprintf("Move %[1]d: %[2]c in %[3]s is wrong (the solution has %[4]c).", p.Number, sudoku.ValueChar(p.Move.Value), p.Move.Cell, sudoku.ValueChar(p.Solution)))
		if p.Instead != nil {
			b.WriteString(" " + lang.Sprintf("There was a %[1]s to find: %[2]s", human.LocalName(p.Instead.Technique), p.Instead.Explanation))
		}
		b.WriteString("\n")
	}
	return b.String()
}

// tally writes counts as "Hidden Single 20, Naked Single 5", most first.
func tally(m map[string]int) string {
	names := slices.SortedFunc(maps.Keys(m), func(a, b string) int {
		return cmp.Or(cmp.Compare(m[b], m[a]), cmp.Compare(a, b))
	})
	parts := make([]string, len(names))
	for k, n := range names {
		parts[k] = fmt.Sprintf("%s %d", human.LocalName(n), m[n])
	}
	return strings.Join(parts, ", ")
}
