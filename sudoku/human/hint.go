package human

import (
	"fmt"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
	"golang.org/x/text/message"
)

// A Hint tells a player what to look at next, with graded disclosure:
//
//   - level 1 names the technique and where to look ("Look for a naked pair
//     in row 4."),
//   - level 2 names the cells ("Look at r4c2 and r4c8: a naked pair in row 4."),
//   - level 3 gives the whole step with what it places or removes.
//
// When the player's entries already contradict the solution, the hint names
// the wrong cells instead (Wrong), and when pencil marks have lost a cell's
// true value it names those cells (WrongMarks): no logic can continue from a
// mistake.
type Hint struct {
	Level      int          `json:"level"`                 // disclosure level, 1–3
	Text       string       `json:"text"`                  // the hint for this level
	Step       *trace.Step  `json:"step,omitempty"`        // the step behind it (nil for mistakes or a solved board)
	Wrong      []sudoku.Pos `json:"wrong,omitempty"`       // entered values that differ from the solution
	WrongMarks []sudoku.Pos `json:"wrong_marks,omitempty"` // cells whose marks lack the solution value
}

// String returns the hint's text.
func (h Hint) String() string { return h.Text }

// NextHint returns a hint for board b at disclosure level 1, 2 or 3. The
// board holds the givens and the values the player entered (non-given
// cells). marks, when not nil, are the player's pencil marks (a Grid of the
// same shape); values placed on b override the marks' values. Without marks
// the hint works from full candidates.
//
// It returns an error wrapping ErrValueRange for a bad level, a
// *ConflictError when the givens break a rule, ErrNoSolution or
// ErrNotUnique when the givens do not make a proper puzzle, and a
// *ShapeError when the marks do not fit the board.
func NextHint(b *sudoku.Board, marks *trace.Grid, level int) (Hint, error) {
	if level < 1 || level > 3 {
		return Hint{}, fmt.Errorf("sudoku: hint level %d, want 1–3: %w", level, sudoku.ErrValueRange)
	}
	if err := b.CheckGivens(); err != nil {
		return Hint{}, err
	}
	puzzle := b.Puzzle()
	sol, unique, err := solutionOf(trace.NewGrid(puzzle))
	if err != nil {
		return Hint{}, err
	}
	if !unique {
		return Hint{}, fmt.Errorf("sudoku: %w", ErrNotUnique)
	}
	h := Hint{Level: level}
	geo := trace.GeometryOf(b.Shape())

	// Mistakes first: entered values that differ from the solution.
	for c := range b.Cells() {
		if v := c.Value(); v != 0 && !c.Given() && v != sol[c.Index()] {
			h.Wrong = append(h.Wrong, geo.Pos(c.Index()))
		}
	}
	if h.Wrong != nil {
		h.Text = MistakeText(h.Wrong, level, "hold a wrong value", "holds a wrong value")
		return h, nil
	}

	g, err := hintGrid(b, marks)
	if err != nil {
		return Hint{}, err
	}
	for i, v := range g.Values {
		if v == 0 && !g.Cands[i].Has(sol[i]) {
			h.WrongMarks = append(h.WrongMarks, geo.Pos(i))
		}
	}
	if h.WrongMarks != nil {
		h.Text = MistakeText(h.WrongMarks, level, "have lost their true value from the pencil marks", "has lost its true value from the pencil marks")
		return h, nil
	}
	if g.Solved() {
		h.Text = tr("The puzzle is solved.")
		return h, nil
	}
	st, ok := (&StepSolver{}).Next(g, true)
	if !ok {
		return Hint{}, fmt.Errorf("sudoku: no technique applies")
	}
	h.Step = &st
	h.Text = HintText(geo, st, level)
	return h, nil
}

// hintGrid builds the candidate state of the hint: the marks with the
// board's values placed, or full candidates.
func hintGrid(b *sudoku.Board, marks *trace.Grid) (*trace.Grid, error) {
	if marks == nil {
		return trace.NewGrid(b), nil
	}
	if marks.Geo.Shape != b.Shape() {
		s := marks.Geo.Shape
		return nil, &sudoku.ShapeError{BoxRows: s.BoxRows, BoxCols: s.BoxCols, Size: s.N()}
	}
	g := marks.Clone()
	for c := range b.Cells() {
		i := c.Index()
		if v := c.Value(); v != 0 {
			g.Values[i], g.Cands[i] = v, 0
		} else if g.Values[i] != 0 {
			// Marks show a value the board no longer holds: back to
			// the cell's full candidates.
			g.Values[i], g.Cands[i] = 0, c.Candidates()
		}
	}
	// Placed values rule out their peers' marks.
	for i, v := range g.Values {
		if v != 0 {
			for _, p := range g.Geo.Peers[i] {
				g.Cands[p] = g.Cands[p].Without(v)
			}
		}
	}
	return g, nil
}

// MistakeText names wrong cells; level 1 only counts them and names a house.
// many and one say what is wrong with them ("hold a wrong value", "holds a
// wrong value"): the sentences "Cells <cells> <many>." and "Cell <cell>
// <one>." are looked up whole in the message catalog, so a language words
// them its own way.
func MistakeText(cells []sudoku.Pos, level int, many, one string) string {
	if level == 1 {
		if len(cells) == 1 {
			return tr("There is a mistake in row %d.", cells[0].Row+1)
		}
		return tr("There are %[1]d mistakes, one of them in row %[2]d.", len(cells), cells[0].Row+1)
	}
	p := lang.Current()
	if len(cells) == 1 {
		return p.Sprintf(message.Key("Cell %[1]s "+one+".", "Cell %[1]s "+one+"."), cells[0])
	}
	return p.Sprintf(message.Key("Cells %[1]s "+many+".", "Cells %[1]s "+many+"."), cellWords(cells))
}

// HintText builds the text of a step hint at the given level.
func HintText(geo *trace.Geometry, st trace.Step, level int) string {
	what := aName(st.Technique)
	where := hintWhere(geo, st)
	switch level {
	case 1:
		if where == "" {
			return tr("Look for %s.", what)
		}
		return tr("Look for %[1]s in %[2]s.", what, where)
	case 2:
		cells := st.Cells
		if len(cells) > 8 {
			cells = cells[:8]
		}
		if where == "" {
			return tr("Look at %[1]s: %[2]s.", cellWords(cells), what)
		}
		return tr("Look at %[1]s: %[2]s in %[3]s.", cellWords(cells), what, where)
	}
	return st.Explanation
}

// hintWhere names where a step happens, as the words follow "in" (see
// housesIn): its base houses, else the house that holds all its cells, else
// nothing.
func hintWhere(geo *trace.Geometry, st trace.Step) string {
	if len(st.Base) > 0 {
		return housesIn(st.Base)
	}
	if len(st.Cells) == 0 {
		return ""
	}
	idx := make([]int, len(st.Cells))
	for k, p := range st.Cells {
		idx[k] = geo.Index(p)
	}
	if hs := geo.CommonHouses(idx); len(hs) > 0 {
		return houseIn(geo.HouseRef(hs[0]))
	}
	return ""
}

// aName returns a technique's name as a hint's sentence reads it, in the
// current language: in English with its article and in lower case ("a naked
// pair", "an X-Wing"), in other languages in the form their "look for …"
// sentence needs (Czech: "nahou dvojici"). The English phrase (aForm) is
// the catalog key.
func aName(name string) string {
	en := aForm(name)
	return lang.Current().Sprintf(message.Key(en, en))
}

// aForm returns a technique's name as an English sentence reads it after
// "Look for": "a naked pair", "an X-Wing", and for names that take no
// article or read badly with one, the phrase in aForms ("pointing
// candidates", "a unique rectangle of type 1").
func aForm(name string) string {
	if a, ok := aForms[name]; ok {
		return a
	}
	return article(name) + " " + lowerName(name)
}

// aForms are the English "Look for …" phrases that article and lowerName do
// not make.
var aForms = map[string]string{
	"Pointing":                    "pointing candidates",
	"Claiming":                    "claiming candidates",
	"Unique Rectangle Type 1":     "a unique rectangle of type 1",
	"Unique Rectangle Type 2":     "a unique rectangle of type 2",
	"Unique Rectangle Type 3":     "a unique rectangle of type 3",
	"Unique Rectangle Type 4":     "a unique rectangle of type 4",
	"BUG+1":                       "a BUG+1 pattern",
	"Simple Colors Trap":          "a simple-colors trap",
	"Simple Colors Wrap":          "a simple-colors wrap",
	"Multi Colors 1":              "a multi-colors pattern of type 1",
	"Multi Colors 2":              "a multi-colors pattern of type 2",
	"Forcing Chain Contradiction": "a forcing chain to a contradiction",
	"Forcing Chain Verity":        "forcing chains to one conclusion",
	"Forcing Net Contradiction":   "a forcing net to a contradiction",
	"Forcing Net Verity":          "forcing nets to one conclusion",
	"Trial and Error":             "a contradiction by trial and error",
	"Backtracking":                "a placement by backtracking",
}

// article returns "an" before names read with a vowel sound ("an X-Wing",
// "an empty rectangle"), else "a" ("a unique rectangle").
func article(name string) string {
	if name == "" {
		return "a"
	}
	switch name[0] {
	case 'A', 'E', 'I', 'O', 'X':
		return "an"
	}
	return "a"
}

// lowerName writes a technique name as it reads inside a sentence: plain
// words in lower case ("naked pair", "unique rectangle type 1"), names with
// capitals kept ("X-Wing", "BUG+1", "ALS-XZ", "Sue de Coq").
func lowerName(name string) string {
	if strings.HasPrefix(name, "Sue de Coq") {
		return name
	}
	words := strings.Fields(name)
	for k, w := range words {
		upper := 0
		for _, r := range w {
			if r >= 'A' && r <= 'Z' {
				upper++
			}
		}
		if upper == 1 {
			words[k] = strings.ToLower(w)
		}
	}
	return strings.Join(words, " ")
}
