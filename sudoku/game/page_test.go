package game

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
)

// TestPageHoldsNoSolution: the board's page carries the game so far and
// nothing from which a student could read the answer — no solution, no
// solver steps (each step places or removes values of the solution).
func TestPageHoldsNoSolution(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	html := g.HTML()
	m := mountCall.FindStringSubmatch(html)
	if m == nil {
		t.Fatal("no mount call")
	}
	var fields map[string]json.RawMessage
	must(t, json.Unmarshal([]byte(m[2]), &fields))
	allowed := []string{"id", "gameId", "title", "error", "n", "boxRows", "boxCols", "markRows", "markCols", "cellSize",
		"chars", "puzzle", "values", "marks", "playable", "history", "redo", "limit", "elapsedMs", "paused", "labels", "lang"}
	for k := range fields {
		if !slices.Contains(allowed, k) {
			t.Errorf("the page data has a field %q: only the game so far may be in the page", k)
		}
	}
	sol := g.solution
	var line, list strings.Builder
	for i, v := range sol {
		line.WriteByte(byte('0' + v))
		if i > 0 {
			list.WriteByte(',')
		}
		list.WriteByte(byte('0' + v))
	}
	if strings.Contains(html, line.String()) || strings.Contains(html, list.String()) {
		t.Error("the page holds the solution")
	}
	// Not even the solution of the empty cells, in reading order.
	var empties strings.Builder
	for i, v := range sol {
		if g.puzzle[i] == 0 {
			if empties.Len() > 0 {
				empties.WriteByte(',')
			}
			empties.WriteByte(byte('0' + v))
		}
	}
	if strings.Contains(html, empties.String()) {
		t.Error("the page holds the values of the empty cells")
	}
}

// answer asks AnswerPage about g.
func answer(t *testing.T, g *Game, request, key string, level int) PageAnswer {
	t.Helper()
	state, err := g.MarshalJSON()
	must(t, err)
	req, err := json.Marshal(PageRequest{ID: g.ID(), Request: request, Seq: 7, State: state, HintKey: key, HintLevel: level, Lang: "en"})
	must(t, err)
	a, err := AnswerPage(req)
	must(t, err)
	if a.Error != "" || a.Seq != 7 || a.ID != g.ID() || a.Reply != request {
		t.Fatalf("answer %+v", a)
	}
	return a
}

// TestAnswerPageIsGameHint: the kernel's answers are Game.Check and
// Game.Hint, level by level while the hint is about the same thing.
func TestAnswerPageIsGameHint(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	sol := g.solution
	first := slices.Index(g.puzzle, 0)
	must(t, g.Place(first/9, first%9, sol[first]%9+1)) // wrong
	a := answer(t, g, "check", "", 0)
	if !slices.Equal(a.Wrong, []int{first}) {
		t.Errorf("check: wrong %v, want [%d]", a.Wrong, first)
	}
	key := ""
	for level := 1; level <= 3; level++ {
		a := answer(t, g, "hint", key, level-1)
		h, err := g.Hint(level)
		must(t, err)
		if a.Level != level || a.Text != h.Text || a.Kind != "wrong" {
			t.Errorf("hint %d: level %d kind %s text %q, Go %q", level, a.Level, a.Kind, a.Text, h.Text)
		}
		var cells []int
		for c := range a.Cells {
			cells = append(cells, c)
		}
		slices.Sort(cells)
		var want []int
		for _, p := range h.Cells {
			want = append(want, p.Row*9+p.Col)
		}
		if !slices.Equal(cells, want) {
			t.Errorf("hint %d: cells %v, Go %v", level, cells, want)
		}
		key = a.Key
	}
	must(t, g.Undo())
	a = answer(t, g, "hint", key, 3) // about something else now: level 1 again
	h, err := g.Hint(1)
	must(t, err)
	if a.Level != 1 || a.Kind != "step" || a.Text != h.Text {
		t.Errorf("after undo: %+v, Go %q", a, h.Text)
	}
	a = answer(t, g, "hint", a.Key, 2)
	if a.Level != 3 || len(a.Ghost) == 0 {
		t.Errorf("level 3 of a step shows no value to place: %+v", a)
	}
	for c, v := range a.Ghost {
		if v != sol[c] {
			t.Errorf("level 3 shows %d in cell %d, the solution has %d", v, c, sol[c])
		}
	}
}

// TestAnswerPageBadInput: bad requests get an error, never a panic.
func TestAnswerPageBadInput(t *testing.T) {
	if _, err := AnswerPage([]byte("{")); err == nil {
		t.Error("a request that is not JSON was answered")
	}
	for _, req := range []string{`{"request":"hint"}`, `{"request":"hint","state":{"format":"sudokit game"}}`, `{"request":"x","state":"nope"}`} {
		a, err := AnswerPage([]byte(req))
		if err != nil || a.Error == "" {
			t.Errorf("%s: answer %+v, error %v; want an answer naming the problem", req, a, err)
		}
	}
	empty, _ := sudoku.New(3, 3)
	g := Play(empty)
	state, _ := g.MarshalJSON()
	req, _ := json.Marshal(PageRequest{Request: "hint", State: state})
	if a, err := AnswerPage(req); err != nil || a.Error == "" {
		t.Errorf("an unplayable game was answered: %+v %v", a, err)
	}
}
