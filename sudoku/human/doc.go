// Package human solves Sudoku puzzles the way a person does, one explained
// step at a time, and rates how hard they are.
//
// StepSolve gives a trace.Trace of trace.Steps, each found by a Technique
// tried from the simplest (Full House, Naked Single) to the hardest (forcing
// nets); Techniques lists them in that order. A Step is plain data — the
// technique, the cells and candidates of its pattern, what it places or
// removes, and one sentence of explanation — kept in package trace with the
// pencil-mark trace.Grid a solve works on, so it can be drawn, replayed and
// stored without this package. NextHint reveals the next step a little at a
// time. Rate gives a Sudoku Explainer (SE) number and a
// Level, from Easy to Extreme.
//
// The last resort, when no technique applies, asks the exact solver.
package human
