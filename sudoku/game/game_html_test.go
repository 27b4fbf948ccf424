package game

import (
	"bytes"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

var mountCall = regexp.MustCompile(`window\.SudokitPlay\.mount\("(sudokit-play-[0-9a-f]{16})", (.*)\);\n</script></div>$`)

// widgetData returns the id and the data a widget's HTML mounts.
func widgetData(t *testing.T, html string) (string, playData) {
	t.Helper()
	m := mountCall.FindStringSubmatch(html)
	if m == nil {
		t.Fatal("the widget HTML does not end with its mount call")
	}
	var d playData
	if err := json.Unmarshal([]byte(m[2]), &d); err != nil {
		t.Fatalf("the widget data is not JSON: %v", err)
	}
	return m[1], d
}

func TestHTMLIsSelfContained(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	html := g.HTML()
	for _, bad := range []string{"http://", "https://", "src=", "<link", "@import", "url(", "<iframe"} {
		if strings.Contains(html, bad) {
			t.Errorf("the widget HTML contains %q: it must work without a network", bad)
		}
	}
	if strings.Count(html, "<script") != 1 || strings.Count(html, "</script") != 1 {
		t.Error("the widget has more than one script, or its data ends the script early")
	}
	id1, _ := widgetData(t, html)
	id2, _ := widgetData(t, g.HTML())
	if id1 == id2 {
		t.Errorf("two widgets share the DOM id %s", id1)
	}
	if !strings.Contains(html, `id="`+id1+`"`) || !strings.Contains(html, `data-lm-suppress-shortcuts="true"`) {
		t.Error("the widget's root lacks its id or the JupyterLab shortcut guard")
	}
}

func TestHTMLDataIsTheGame(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	must(t, g.Place(0, 0, 2))
	must(t, g.ToggleMark(0, 1, 4))
	must(t, g.ToggleMark(0, 1, 7))
	must(t, g.Undo())
	_, d := widgetData(t, g.HTML())
	if d.N != 9 || d.BoxRows != 3 || d.MarkRows != 3 || d.MarkCols != 3 || d.Chars != "123456789" {
		t.Errorf("shape data %+v", d)
	}
	if !slices.Equal(d.Values, g.values) || !slices.Equal(d.Puzzle, g.puzzle) || !d.Playable {
		t.Error("values or puzzle differ from the game, or it is not playable")
	}
	if !slices.Equal(d.Marks[1], []int{4}) || len(d.History) != 2 || len(d.Redo) != 1 || d.Limit != HistoryLimit {
		t.Errorf("marks %v, history %d, redo %d", d.Marks[1], len(d.History), len(d.Redo))
	}
}

func TestHTMLOfBigAndUnplayableBoards(t *testing.T) {
	empty, _ := sudoku.New(4, 4)
	_, d := widgetData(t, Play(empty).HTML())
	if d.Error == "" || d.Playable {
		t.Errorf("an unplayable game: error %q, playable %v", d.Error, d.Playable)
	}
	if d.Chars != "123456789ABCDEFG" || d.MarkRows != 4 || d.MarkCols != 4 || d.CellSize*d.N > 520 {
		t.Errorf("16×16 data: chars %q, marks %d×%d, cell %d", d.Chars, d.MarkRows, d.MarkCols, d.CellSize)
	}
	if !strings.Contains(Play(empty).HTML(), "cannot be played") {
		t.Error("the unplayable game's HTML does not say so")
	}
	for s, want := range map[sudoku.Shape][2]int{{BoxRows: 2, BoxCols: 3}: {2, 3}, {BoxRows: 3, BoxCols: 4}: {3, 4}, {BoxRows: 2, BoxCols: 8}: {4, 4}, {BoxRows: 1, BoxCols: 9}: {3, 3}} {
		if r, c := trace.MarkLayout(s); r != want[0] || c != want[1] {
			t.Errorf("marks of %v: %d×%d, want %d×%d", s, r, c, want[0], want[1])
		}
	}
}

func TestHTMLCarriesTheGameID(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	id := g.ID()
	if !regexp.MustCompile(`^game-[0-9a-f]{16}$`).MatchString(id) {
		t.Fatalf("game id %q, want game- and 16 hex digits", id)
	}
	if other := mustGame(t, gamePuzzle9).ID(); other == id {
		t.Errorf("two games share the id %s", id)
	}
	html := g.HTML()
	dom, d := widgetData(t, html)
	if d.GameID != id || d.ID != dom {
		t.Errorf("widget data: game id %q, DOM id %q; want %q, %q", d.GameID, d.ID, id, dom)
	}
	if !strings.Contains(html, `data-game-id="`+id+`"`) {
		t.Error("the widget's root does not name the game id")
	}
	// The id stays with the game: across outputs, moves and copies.
	must(t, g.Place(0, 0, 2))
	if _, d2 := widgetData(t, g.HTML()); d2.GameID != id || g.ID() != id {
		t.Errorf("the game id changed from %s to %s", id, d2.GameID)
	}
	snapshot := *g
	if snapshot.ID() != id {
		t.Errorf("a copy of the game has id %s, want %s", snapshot.ID(), id)
	}
	var saved bytes.Buffer
	must(t, g.Save(&saved))
	loaded, err := Load(&saved)
	must(t, err)
	if loaded.ID() == "" || loaded.ID() == id {
		t.Errorf("a loaded game has id %q: want a fresh one", loaded.ID())
	}
	var zero Game
	if first := zero.ID(); first == "" || zero.ID() != first {
		t.Errorf("the zero game's id %q is not stable", first)
	}
}
