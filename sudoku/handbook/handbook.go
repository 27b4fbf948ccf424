package handbook

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// WorkedCount is how many worked examples the handbook shows of a family;
// the examples after them are its exercises.
const WorkedCount = 3

// An Example is a position where a technique applies: the puzzle, the
// pencil marks at that point of the solver's way and the step the solver
// takes there.
type Example struct {
	Record
	Family string        // the technique's family, "Basic Fish"
	Puzzle *sudoku.Board // the puzzle's givens
	Before *trace.Grid   // the pencil marks the step is found in
	Step   trace.Step    // the step, explained in the current language
}

// Where says where the example comes from, in the current language:
// "Extreme bank puzzle 12, step 40", and for a restricted solver "…
// by a solver with only the basics and X-Wing".
func (e Example) Where() string {
	var s string
	if level, ok := strings.CutPrefix(e.Source, "bank-"); ok {
		l, err := human.ParseLevel(level)
		if err != nil {
			return e.Source
		}
		s = lang.Sprintf("%[1]s bank puzzle %[2]d, step %[3]d", l.LocalName(), e.Item, e.StepNo)
	} else {
		s = lang.Sprintf("%[1]s puzzle %[2]d, step %[3]d", e.Source, e.Item, e.StepNo)
	}
	if e.Restricted {
		s = lang.Sprintf("%[1]s, by a solver with only the basics and %[2]s", s, human.LocalName(e.Technique))
	}
	return s
}

// Hint returns the hint for the example's step at level 1 (where to
// look), 2 (which cells) or 3 (the whole step).
func (e Example) Hint(level int) string { return human.HintText(e.Before.Geo, e.Step, level) }

// ErrUnknown is wrapped by the error for a name that is neither a technique
// nor a family of the step solver.
var ErrUnknown = errors.New("no technique or family has that name")

// ErrNone is wrapped by the error for a technique or family with fewer
// stored examples than asked for.
var ErrNone = errors.New("not enough stored examples")

// A NameError reports a name Examples or Exercise cannot serve.
type NameError struct {
	Name  string
	Have  int // stored examples of the name
	Want  int // the example asked for (Exercise), or 0
	Cause error
}

func (e *NameError) Error() string {
	if errors.Is(e.Cause, ErrUnknown) {
		return lang.Sprintf("handbook: %[1]q: no technique or family has that name; the families are %[2]s", e.Name, strings.Join(Families(), ", "))
	}
	return lang.Sprintf("handbook: %[1]q has %[2]d stored examples, example %[3]d was asked for", e.Name, e.Have, e.Want)
}

func (e *NameError) Unwrap() error { return e.Cause }

// Families returns the families of the step solver, each once, in the
// order of their first technique.
func Families() []string {
	var out []string
	for _, t := range human.Techniques() {
		if !slices.Contains(out, t.Family) {
			out = append(out, t.Family)
		}
	}
	return out
}

// Count returns how many examples are stored for a technique or family
// (0 for a name that is neither).
func Count(name string) int {
	rs, err := ordered(name)
	if err != nil {
		return 0
	}
	return len(rs)
}

// Worked returns the WorkedCount worked examples of a family or technique,
// or as many as are stored. It panics on a name that is neither; use
// Examples to get an error instead.
func Worked(name string) []Example {
	out, err := Examples(name, WorkedCount)
	if err != nil && !errors.Is(err, ErrNone) {
		panic(err)
	}
	return out
}

// Examples returns up to n examples of a technique ("X-Wing") or a family
// ("Basic Fish"), n < 1 meaning all. A family's examples take its
// techniques in turn, in the solver's order, so the first ones show
// different techniques. Fewer stored than n is not an error; none, for a
// known name, gives ErrNone; an unknown name ErrUnknown.
func Examples(name string, n int) ([]Example, error) {
	rs, err := ordered(name)
	if err != nil {
		return nil, err
	}
	if len(rs) == 0 {
		return nil, &NameError{Name: name, Want: 1, Cause: ErrNone}
	}
	if n > 0 && len(rs) > n {
		rs = rs[:n]
	}
	out := make([]Example, len(rs))
	for i, r := range rs {
		if out[i], err = r.Example(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Exercise returns exercise k (from 1) of a technique or family: a
// position to find the step in, none of the worked ones. The exercises
// take the family's techniques in turn again, from its first, so the
// first exercise of Last Resort is trial and error, not backtracking.
func Exercise(name string, k int) (Example, error) {
	rs, err := ordered(name)
	if err != nil {
		return Example{}, err
	}
	ex := interleave(rs[min(WorkedCount, len(rs)):])
	if k < 1 || k > len(ex) {
		return Example{}, &NameError{Name: name, Have: len(rs), Want: WorkedCount + k, Cause: ErrNone}
	}
	return ex[k-1].Example()
}

// ordered returns the records of a technique, or of a family with its
// techniques taken in turn.
func ordered(name string) ([]Record, error) {
	all, err := Records()
	if err != nil {
		return nil, err
	}
	var techs []string
	for _, t := range human.Techniques() {
		if t.Name == name || t.Family == name {
			techs = append(techs, t.Name)
		}
	}
	if techs == nil {
		return nil, &NameError{Name: name, Cause: ErrUnknown}
	}
	var rs []Record
	for _, r := range all {
		if slices.Contains(techs, r.Technique) {
			rs = append(rs, r)
		}
	}
	return interleave(rs), nil
}

// interleave orders records by technique in turn, in the solver's order
// of techniques: the first record of each technique, then the second of
// each, and so on.
func interleave(rs []Record) []Record {
	var techs []string
	per := map[string][]Record{}
	for _, t := range human.Techniques() {
		techs = append(techs, t.Name)
	}
	for _, r := range rs {
		per[r.Technique] = append(per[r.Technique], r)
	}
	out := make([]Record, 0, len(rs))
	for round := 0; len(out) < len(rs); round++ {
		for _, t := range techs {
			if round < len(per[t]) {
				out = append(out, per[t][round])
			}
		}
	}
	return out
}

// A StepError reports a stored example whose technique no longer finds
// the stored step there: the solver changed since the examples were
// found. Run go generate ./sudoku/handbook.
type StepError struct {
	Record Record
	Got    string // the technique of the step found, or "" for none
}

func (e *StepError) Error() string {
	return fmt.Sprintf("handbook: %s finds no step in %s puzzle %d, step %d (found %q): run go generate ./sudoku/handbook",
		e.Record.Technique, e.Record.Source, e.Record.Item, e.Record.StepNo, e.Got)
}

// Example builds the example of a record: the puzzle and pencil marks,
// and the first step its technique finds there.
func (r Record) Example() (Example, error) {
	puzzle, before, err := r.position()
	if err != nil {
		return Example{}, err
	}
	t := human.TechniqueNamed(r.Technique)
	st, ok := t.First(before)
	if !ok || st.Technique != r.Technique {
		return Example{}, &StepError{Record: r, Got: st.Technique}
	}
	return Example{Record: r, Family: t.Family, Puzzle: puzzle, Before: before, Step: st}, nil
}

// sameStep reports whether two steps are the same move with the same
// pattern (the explanations may differ in language).
func sameStep(a, b trace.Step) bool {
	a.Explanation, b.Explanation = "", ""
	return reflect.DeepEqual(a, b)
}
