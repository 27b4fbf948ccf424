package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
)

// playedGame returns a game with values, marks, history and undone moves,
// paused after 90 seconds on a fake clock.
func playedGame(t *testing.T) *Game {
	t.Helper()
	g := mustGame(t, gamePuzzle9)
	clk := newFakeClock()
	g.SetClock(clk)
	rng := rand.New(rand.NewPCG(5, 6))
	for range 40 {
		randomMove(g, rng)
	}
	// For sure: marks in r1c1, a value in r2c2, and two moves to redo.
	must(t, g.ClearCell(0, 0))
	must(t, g.ToggleMark(0, 0, 3))
	must(t, g.ToggleMark(0, 0, 5))
	must(t, g.Place(1, 1, 7))
	must(t, g.Place(1, 1, 8))
	must(t, g.Undo())
	must(t, g.Undo())
	clk.add(90 * time.Second)
	g.Pause()
	return g
}

// sameGames reports the first difference between two games.
func sameGames(t *testing.T, got, want *Game) {
	t.Helper()
	if got.Shape() != want.Shape() || !slices.Equal(got.puzzle, want.puzzle) {
		t.Fatal("the puzzles differ")
	}
	if !stateOf(got).equal(stateOf(want)) {
		t.Fatalf("the boards differ:\n%s\n%s", got.Board(), want.Board())
	}
	if !slices.Equal(got.history, want.history) || !slices.Equal(got.redo, want.redo) {
		t.Fatalf("the histories differ:\n%s\n%s", got.Moves(), want.Moves())
	}
	if got.Paused() != want.Paused() {
		t.Fatalf("paused %v, want %v", got.Paused(), want.Paused())
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	g := playedGame(t)
	var buf bytes.Buffer
	must(t, g.Save(&buf))
	loaded, err := Load(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("Load: %v\n%s", err, buf.String())
	}
	sameGames(t, loaded, g)
	if loaded.Elapsed() != 90*time.Second { // paused: the clock stands still
		t.Errorf("elapsed %v, want 90s", loaded.Elapsed())
	}
}

func TestLoadedGameCanBePlayed(t *testing.T) {
	g := playedGame(t)
	data, err := json.Marshal(g)
	must(t, err)
	var loaded Game
	must(t, json.Unmarshal(data, &loaded))
	if err := loaded.Redo(); !errors.Is(err, ErrPaused) {
		t.Fatalf("Redo on a game saved paused: %v", err)
	}
	loaded.Resume()
	g.Resume()
	for g.CanRedo() {
		must(t, g.Redo())
		must(t, loaded.Redo())
	}
	for g.CanUndo() {
		must(t, g.Undo())
		must(t, loaded.Undo())
	}
	sameGames(t, &loaded, g)
}

func TestSaveFileIsAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	g := playedGame(t)
	must(t, g.SaveFile(path))
	g.Resume()
	must(t, g.Place(8, 8, 9)) // change the game and save over the old file
	must(t, g.SaveFile(path))
	loaded, err := LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sameGames(t, loaded, g)
	entries, err := os.ReadDir(dir)
	must(t, err)
	if len(entries) != 1 {
		t.Errorf("the directory holds %d files after saving, want only game.json", len(entries))
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o644 {
		t.Errorf("the save has mode %v, want 0644", fi.Mode().Perm())
	}
	// A directory that does not exist: an error, and nothing written.
	if err := g.SaveFile(filepath.Join(dir, "missing", "game.json")); err == nil {
		t.Error("saving into a missing directory succeeded")
	}
	// A failing rename (the target is a directory) leaves no temporary file.
	must(t, os.Mkdir(filepath.Join(dir, "taken"), 0o755))
	if err := g.SaveFile(filepath.Join(dir, "taken")); err == nil {
		t.Error("saving over a directory succeeded")
	}
	entries, _ = os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("a failed save left files behind: %v", entries)
	}
}

func TestLoadGameErrors(t *testing.T) {
	var buf bytes.Buffer
	must(t, playedGame(t).Save(&buf))
	good := buf.String()
	var doc map[string]any
	must(t, json.Unmarshal([]byte(good), &doc))
	// with returns the saved game with one field changed.
	with := func(change func(m map[string]any)) string {
		var m map[string]any
		_ = json.Unmarshal([]byte(good), &m)
		change(m)
		out, _ := json.Marshal(m)
		return string(out)
	}
	history := func(m map[string]any) []any { return m["history"].([]any) }
	moveAt := func(m map[string]any, k int) map[string]any { return history(m)[k].(map[string]any) }
	puzzle := doc["puzzle"].(string)
	firstGiven := strings.IndexFunc(puzzle, func(r rune) bool { return r != '.' })
	filledAt := strings.IndexFunc(doc["entries"].(string), func(r rune) bool { return r != '.' })

	tests := []struct {
		name, doc string
		field     string
		want      error
	}{
		{"not JSON", "{\n  \"format\": \"sudokit game\",\n  oops\n}", "", sudoku.ErrSyntax},
		{"cut short", good[:len(good)/2], "", sudoku.ErrSyntax},
		{"wrong type", with(func(m map[string]any) { m["version"] = "one" }), "version", sudoku.ErrSyntax},
		{"unknown field", with(func(m map[string]any) { m["score"] = 3 }), "", ErrGameFormat},
		{"format", with(func(m map[string]any) { m["format"] = "chess" }), "format", ErrGameFormat},
		{"version", with(func(m map[string]any) { m["version"] = 2 }), "version", ErrGameFormat},
		{"shape", with(func(m map[string]any) { m["shape"] = "0x3" }), "shape", sudoku.ErrShape},
		{"puzzle length", with(func(m map[string]any) { m["puzzle"] = puzzle[1:] }), "puzzle", sudoku.ErrCellCount},
		{"puzzle char", with(func(m map[string]any) { m["puzzle"] = "?" + puzzle[1:] }), "puzzle", sudoku.ErrInvalidChar},
		{"puzzle value", with(func(m map[string]any) { m["puzzle"] = "A" + puzzle[1:] }), "puzzle", sudoku.ErrValueRange},
		{"puzzle conflict", with(func(m map[string]any) { m["puzzle"] = "1" + puzzle[1:] }), "puzzle", sudoku.ErrConflict},
		{"puzzle not unique", with(func(m map[string]any) { m["puzzle"] = strings.Repeat(".", 81) }), "puzzle", human.ErrNotUnique},
		{"entry on a given", with(func(m map[string]any) {
			e := []byte(m["entries"].(string))
			e[firstGiven] = '5'
			m["entries"] = string(e)
		}), "entries", sudoku.ErrGiven},
		{"marks in a filled cell", with(func(m map[string]any) {
			m["marks"] = append(m["marks"].([]any), map[string]any{"row": filledAt / 9, "col": filledAt % 9, "marks": "12"})
		}), "marks[", ErrFilled},
		{"marks char", with(func(m map[string]any) { m["marks"].([]any)[0].(map[string]any)["marks"] = "1x" }), "marks[0].marks", sudoku.ErrInvalidChar},
		{"marks off board", with(func(m map[string]any) { m["marks"].([]any)[0].(map[string]any)["row"] = 9 }), "marks[0]", ErrOffBoard},
		{"move kind", with(func(m map[string]any) { moveAt(m, 0)["kind"] = "jump" }), "history[0].kind", ErrGameFormat},
		{"move off board", with(func(m map[string]any) { moveAt(m, 0)["col"] = -1 }), "history[0]", ErrOffBoard},
		{"move value", with(func(m map[string]any) { moveAt(m, 0)["before"] = map[string]any{"value": 10} }), "history[0].before.value", sudoku.ErrValueRange},
		{"move states", with(func(m map[string]any) {
			mv := moveAt(m, 0)
			mv["after"] = mv["before"]
		}), "history[0]", ErrHistory},
		{"history does not lead to the board", with(func(m map[string]any) {
			h := history(m)
			m["redo"] = append(m["redo"].([]any), h[len(h)-1]) // redo a move that is done
		}), "redo[", ErrHistory},
		{"elapsed", with(func(m map[string]any) { m["elapsed_ms"] = -5 }), "elapsed_ms", sudoku.ErrValueRange},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(strings.NewReader(tc.doc))
			if !errors.Is(err, tc.want) {
				t.Fatalf("Load: %v, want %v", err, tc.want)
			}
			var fe *FileError
			var pe *sudoku.ParseError
			switch {
			case errors.As(err, &fe):
				if !strings.HasPrefix(fe.Field, tc.field) {
					t.Errorf("error names field %q, want %q: %v", fe.Field, tc.field, err)
				}
			case errors.As(err, &pe):
				if tc.field != "" {
					t.Errorf("a *ParseError for a field error: %v", err)
				}
			default:
				t.Errorf("error of type %T: %v", err, err)
			}
		})
	}
}

func TestLoadGameSyntaxErrorPosition(t *testing.T) {
	_, err := Load(strings.NewReader("{\n  \"format\": \"sudokit game\",\n  oops\n}"))
	var pe *sudoku.ParseError
	if !errors.As(err, &pe) || pe.Line != 3 || pe.Column < 1 {
		t.Fatalf("error %v, want a *ParseError on line 3", err)
	}
	_, err = LoadFile(filepath.Join(t.TempDir(), "none.json"))
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}
