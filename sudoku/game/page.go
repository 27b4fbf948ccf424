package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// The interactive board's page does not hold the solution or the solver's
// steps (a student could read the answer from either): it asks the kernel
// for checks and hints. PageRequest is what it sends, PageAnswer what the
// kernel sends back, and AnswerPage works one out from the other, with the
// game's own Check and Hint, so the page shows what Go says.

// PageRequest is a board's question to the kernel.
type PageRequest struct {
	ID      string          `json:"id"`      // the game's ID
	Request string          `json:"request"` // "check" or "hint"
	Seq     int             `json:"seq"`     // numbers the page's requests; the answer carries it back
	State   json.RawMessage `json:"state"`   // the game as Save writes it
	Lang    string          `json:"lang"`    // the page's language (a BCP 47 tag)
	// The hint the page shows now: what it is about and its level. Asking
	// again about the same thing gives the next level.
	HintKey   string `json:"hintKey"`
	HintLevel int    `json:"hintLevel"`
}

// PageAnswer is the kernel's answer to a PageRequest.
type PageAnswer struct {
	ID    string         `json:"id"`
	Reply string         `json:"reply"` // the request answered
	Seq   int            `json:"seq"`
	Error string         `json:"error,omitempty"`
	Wrong []int          `json:"wrong"` // check: the cells holding a wrong value (reading order)
	Key   string         `json:"key,omitempty"`
	Level int            `json:"level,omitempty"`
	Kind  string         `json:"kind,omitempty"`  // hint: "wrong", "marks", "step", "stuck" or "solved"
	Text  string         `json:"text,omitempty"`  // hint: the hint's text at Level
	Cells map[int]string `json:"cells,omitempty"` // hint: cell -> the class that tints it
	Ghost map[int]int    `json:"ghost,omitempty"` // hint: values shown faintly (level 3)
	Elim  [][2]int       `json:"elim,omitempty"`  // hint: [cell, value] marks shown struck out (level 3)
}

// AnswerPage answers a board's request (the JSON of a PageRequest) for
// the game the request carries. Bad input gives an answer whose Error says
// what is wrong, never a panic; the error result is for requests that are
// not even JSON.
func AnswerPage(request []byte) (PageAnswer, error) {
	var req PageRequest
	if err := json.Unmarshal(request, &req); err != nil {
		return PageAnswer{}, fmt.Errorf("game: page request: %w", err)
	}
	a := PageAnswer{ID: req.ID, Reply: req.Request, Seq: req.Seq, Wrong: []int{}}
	if req.Lang != "" {
		if t, err := lang.Parse(req.Lang); err == nil && t != lang.CurrentTag() {
			prev := lang.CurrentTag()
			lang.UseTag(t)
			defer lang.UseTag(prev)
		}
	}
	g, err := Load(bytes.NewReader(req.State))
	if err == nil {
		err = g.Err()
	}
	if err != nil {
		a.Error = err.Error()
		return a, nil
	}
	n := g.N()
	index := func(p sudoku.Pos) int { return p.Row*n + p.Col }
	for _, p := range g.Check() {
		a.Wrong = append(a.Wrong, index(p))
	}
	switch req.Request {
	case "check":
	case "hint":
		first, err := g.Hint(1)
		if err != nil {
			a.Error = err.Error()
			return a, nil
		}
		a.Kind, a.Key = hintKind(first, n)
		a.Level = 1
		if a.Key == req.HintKey {
			a.Level = min(max(req.HintLevel, 0)+1, 3)
		}
		h, err := g.Hint(a.Level)
		if err != nil {
			a.Error = err.Error()
			return a, nil
		}
		a.Text = h.Text
		a.Cells = map[int]string{}
		a.Ghost = map[int]int{}
		mark := func(ps []sudoku.Pos, cls string) {
			for _, p := range ps {
				a.Cells[index(p)] = cls
			}
		}
		switch a.Kind {
		case "wrong", "marks":
			if a.Level == 1 {
				mark(h.Cells, "sp-hint-house")
			} else {
				mark(h.Cells, "sp-wrong")
			}
		case "step":
			st := h.Step
			mark(focusCells(*st, g.shape), "sp-hint-house")
			if a.Level >= 2 {
				mark(patternCells(*st), "sp-hint-cell")
			}
			if a.Level == 3 {
				for _, e := range st.Eliminations {
					a.Cells[e.Row*n+e.Col] = "sp-hint-elim"
					a.Elim = append(a.Elim, [2]int{e.Row*n + e.Col, e.Value})
				}
				for _, p := range st.Placements {
					a.Cells[p.Row*n+p.Col] = "sp-hint-place"
					a.Ghost[p.Row*n+p.Col] = p.Value
				}
			}
		case "stuck":
			if a.Level == 3 {
				c := index(h.Cells[0])
				a.Cells[c] = "sp-hint-place"
				a.Ghost[c] = g.solution[c]
			}
		}
	default:
		a.Error = fmt.Sprintf("unknown request %q", req.Request)
	}
	return a, nil
}

// hintKind says what a level-1 hint is about, and a key that stays the
// same while the hint does (so asking again goes a level deeper).
func hintKind(h Hint, n int) (kind, key string) {
	cells := func(ps []sudoku.Pos) string {
		var b strings.Builder
		for _, p := range ps {
			fmt.Fprintf(&b, "%d,", p.Row*n+p.Col)
		}
		return b.String()
	}
	switch {
	case len(h.Wrong) > 0:
		return "wrong", "wrong:" + cells(h.Wrong)
	case len(h.WrongMarks) > 0:
		return "marks", "marks:" + cells(h.WrongMarks)
	case h.Step != nil:
		var places []sudoku.Pos
		for _, p := range h.Step.Placements {
			places = append(places, sudoku.Pos{Row: p.Row, Col: p.Col})
		}
		return "step", "step:" + h.Step.Technique + ":" + cells(places)
	case len(h.Cells) == 1:
		return "stuck", "stuck:" + cells(h.Cells)
	}
	return "solved", "solved"
}
