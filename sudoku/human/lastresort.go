package human

import (
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/internal/bitboard"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Last-resort techniques finish puzzles that every pattern technique of the
// registry leaves unsolved. They are not how people like to solve, and
// traces show them under their own names so nobody mistakes them for
// pattern steps:
//
//   - Trial and Error tries a candidate and follows singles only; when that
//     ends in a contradiction the candidate is false. This is what SE calls a
//     Nishio or a dynamic forcing chain of singles, so it rates high.
//   - Backtracking places the value the exact solver finds for the cell with
//     the fewest candidates. It is a guess checked by search, used only when
//     even trial and error finds nothing, and only on unique puzzles.

// TrialAndError removes a candidate when placing it leads, by singles alone,
// to a contradiction.
var TrialAndError = &Technique{
	Name: "Trial and Error", Family: "Last Resort", Code: "", SE: 8.5, Score: 600,
	Find: findTrialAndError,
}

// Backtracking places the solution value of the cell with the fewest
// candidates, found by search. It assumes the puzzle has one solution.
var Backtracking = &Technique{
	Name: "Backtracking", Family: "Last Resort", Code: "", SE: 11.0, Score: 10000, Uniqueness: true,
	Find: findBacktracking,
}

func findTrialAndError(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	trial := g.Clone()
	for size := 2; size <= geo.N; size++ {
		for i, cs := range g.Cands {
			if cs.Count() != size {
				continue
			}
			for v := range cs.All() {
				copy(trial.Values, g.Values)
				copy(trial.Cands, g.Cands)
				trial.Place(i, v)
				why, ok := contradiction(trial)
				if !ok {
					continue
				}
				s := trace.Step{
					Technique: "Trial and Error", Family: "Last Resort",
					Eliminations: []trace.Candidate{cand(g, i, v)},
					Cells:        []sudoku.Pos{geo.Pos(i)},
					Highlights:   []trace.Candidate{cand(g, i, v)},
				}
				finish(&s, "")
				s.Explanation = tr("Trial and error (last resort): placing %[1]c in %[2]s leads, by singles alone, to a contradiction (%[3]s), so remove %[1]c from %[2]s.",
					sudoku.ValueChar(v), geo.Pos(i), why)
				if !yield(s) {
					return
				}
			}
		}
	}
}

// contradiction places singles in t until none is left and reports the
// contradiction it runs into, if any: a cell without candidates or a value
// without a place in a house.
func contradiction(t *trace.Grid) (string, bool) {
	geo := t.Geo
	n := geo.N
	for {
		progress := false
		for i, cs := range t.Cands {
			if t.Values[i] != 0 {
				continue
			}
			if cs == 0 {
				return tr("%[1]s has no candidate left", geo.Pos(i)), true
			}
			if v, ok := cs.Single(); ok {
				t.Place(i, v)
				progress = true
			}
		}
		for h, cells := range geo.Houses {
			var held, seen sudoku.Values
			for _, i := range cells {
				if t.Values[i] != 0 {
					if held.Has(t.Values[i]) {
						return tr("%[1]s would hold %[2]c twice", houseIn(geo.HouseRef(h)), sudoku.ValueChar(t.Values[i])), true
					}
					held = held.With(t.Values[i])
				}
				seen |= t.Cands[i]
			}
			if missing := sudoku.AllValues(n) &^ held &^ seen; missing != 0 {
				return tr("%[1]s has no place left for %[2]c", houseIn(geo.HouseRef(h)), sudoku.ValueChar(missing.Min())), true
			}
			for v := range (sudoku.AllValues(n) &^ held).All() {
				bit := sudoku.Values(1) << uint(v-1)
				only := -1
				for _, i := range cells {
					if t.Cands[i]&bit != 0 {
						if only >= 0 {
							only = -2
							break
						}
						only = i
					}
				}
				if only >= 0 {
					t.Place(only, v)
					progress = true
				}
			}
		}
		if !progress {
			return "", false
		}
	}
}

func findBacktracking(g *trace.Grid, yield func(trace.Step) bool) {
	geo := g.Geo
	s := bitboard.GetSolver(geo.Shape)
	defer bitboard.PutSolver(s)
	sol := make([]int, len(g.Values))
	if !s.Solve(g.Values, sol) {
		return
	}
	best := -1
	for i, cs := range g.Cands {
		if g.Values[i] == 0 && cs.Has(sol[i]) && (best < 0 || cs.Count() < g.Cands[best].Count()) {
			best = i
		}
	}
	if best < 0 {
		return
	}
	v := sol[best]
	st := placeStep(g, "Backtracking", "Last Resort", best, v)
	finish(&st, "")
	st.Explanation = tr("Backtracking (last resort): trying the candidates %[1]s of %[2]s in turn, search finds the solution only with %[3]c, so place %[3]c in %[2]s.",
		valueWords(g.Cands[best]), geo.Pos(best), sudoku.ValueChar(v))
	yield(st)
}
