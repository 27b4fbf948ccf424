package game

import (
	_ "embed" // the widget's script and style sheet
	"encoding/json"
	"fmt"
	"html"
	"math/rand/v2"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// The play widget lives in play/: play.js (the board, in plain JavaScript)
// and play.css (its look, the colours of render's light theme). HTML puts
// both into every output, so a page needs nothing else — no network, no
// kernel — and several boards can share a page.
var (
	//go:embed play/play.js
	playJS string
	//go:embed play/play.css
	playCSS string
)

// HTML returns the game as an interactive board, a self-contained piece of
// HTML with its script and style inline. A notebook cell whose value is a
// *Game shows it (the kernel shows values with an HTML method as
// text/html), and it keeps working in exported HTML.
//
// The student plays in the page: click or arrow keys to select, digits (and
// letters on boards above 9×9) to enter, Shift or pencil mode for marks,
// undo and redo, hints, check, pause. The page gets the puzzle and the
// game so far, never the solution or the solver's steps: Check and Hint
// ask the kernel (AnswerPage), so in an exported page, with no kernel,
// they say so, and the board still shows rule breaks and a win. Moves made
// in the page stay in the page: the Go value does not change. Use the Save
// button to download the game, and LoadFile to continue it in Go. With
// the sudokit kernel the board also sends its state (the Save format) to
// the kernel after every move, under the game's ID (see ID for reading it
// in a later cell): in classic Notebook through a comm, in JupyterLab and
// Notebook 7 through a hidden widget the kernel shows beside the board
// (data-sudokit-link names the game to the kernel).
func (g *Game) HTML() string {
	// The DOM id is new for every output, so the same game can be shown
	// twice on a page; the game id is the game's own.
	id := fmt.Sprintf("sudokit-play-%016x", rand.Uint64())
	data, err := json.Marshal(g.playData(id))
	if err != nil { // cannot happen: the data is numbers and strings
		return "<pre>" + html.EscapeString(err.Error()) + "</pre>"
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="sudokit-play" id="%s" data-game-id="%s" data-sudokit-link="%s" data-lm-suppress-shortcuts="true">`,
		id, html.EscapeString(g.ID()), html.EscapeString(g.ID()))
	b.WriteString("<style>")
	b.WriteString(playCSS)
	b.WriteString("</style>")
	b.WriteString(`<div class="sp-body">`)
	g.staticHTML(&b)
	b.WriteString("</div>")
	b.WriteString("<script>")
	b.WriteString(playJS)
	// json.Marshal writes <, > and & as \u escapes: the data cannot end the script.
	fmt.Fprintf(&b, "\nwindow.SudokitPlay.mount(%q, %s);\n", id, data)
	b.WriteString("</script></div>")
	return b.String()
}

// staticHTML writes the board as plain HTML with the widget's classes: what
// the page shows where scripts do not run (an untrusted notebook, a
// notebook viewer). The script replaces it.
func (g *Game) staticHTML(b *strings.Builder) {
	n := g.shape.N()
	fmt.Fprintf(b, `<div class="sp-top"><span class="sp-title">%s</span></div>`, html.EscapeString(g.title()))
	fmt.Fprintf(b, `<div class="sp-board" style="--sp-n:%d;--sp-cell:%dpx">`, n, playCellSize(n))
	for i, v := range g.values {
		r, c := i/n, i%n
		cls := "sp-cell"
		switch {
		case c == n-1:
			cls += " sp-last-c"
		case (c+1)%g.shape.BoxCols == 0:
			cls += " sp-box-r"
		}
		switch {
		case r == n-1:
			cls += " sp-last-r"
		case (r+1)%g.shape.BoxRows == 0:
			cls += " sp-box-b"
		}
		if g.puzzle[i] != 0 {
			cls += " sp-given"
		}
		text := ""
		if v != 0 {
			text = html.EscapeString(string(sudoku.ValueChar(v)))
		}
		fmt.Fprintf(b, `<div class="%s">%s</div>`, cls, text)
	}
	b.WriteString(`</div><div class="sp-static-note">`)
	b.WriteString(html.EscapeString(lang.Current().Sprintf("This board becomes playable when the output's script runs: run the cell, or trust the notebook.")))
	b.WriteString(`</div>`)
}

// title names the board: "Sudoku 9×9".
func (g *Game) title() string {
	n := g.shape.N()
	return lang.Sprintf("Sudoku %[1]d×%[1]d", n)
}

// playCellSize is the side of a cell in pixels: 40 on 9×9, smaller on big
// boards so the board stays about 500 pixels wide at most.
func playCellSize(n int) int {
	return min(44, max(18, 500/n))
}

// playData is what the widget's script gets: the game as played so far,
// never its solution or the solver's steps (a student would read the
// answer from them); checks and hints come from the kernel (page.go).
// Cells are reading-order indices, marks lists of values.
type playData struct {
	ID        string            `json:"id"`     // the output's DOM id
	GameID    string            `json:"gameId"` // the game's ID, for the kernel
	Title     string            `json:"title"`
	Error     string            `json:"error,omitempty"`
	N         int               `json:"n"`
	BoxRows   int               `json:"boxRows"`
	BoxCols   int               `json:"boxCols"`
	MarkRows  int               `json:"markRows"` // pencil marks sit in a markRows×markCols grid
	MarkCols  int               `json:"markCols"`
	CellSize  int               `json:"cellSize"`
	Chars     string            `json:"chars"` // the characters of the values 1…N
	Puzzle    []int             `json:"puzzle"`
	Values    []int             `json:"values"`
	Marks     [][]int           `json:"marks"`
	Playable  bool              `json:"playable"` // false for a game with an error
	History   []playMove        `json:"history"`
	Redo      []playMove        `json:"redo"`
	Limit     int               `json:"limit"`
	ElapsedMS int64             `json:"elapsedMs"`
	Paused    bool              `json:"paused"`
	Labels    map[string]string `json:"labels"` // play.js's messages in the current language
	Lang      string            `json:"lang"`   // the current language, sent with requests to the kernel
}

// playMove is a Move for the script.
type playMove struct {
	Kind   string    `json:"kind"`
	Cell   int       `json:"cell"`
	Value  int       `json:"value"`
	Before playState `json:"before"`
	After  playState `json:"after"`
}

// playState is a CellState for the script.
type playState struct {
	Value int   `json:"value"`
	Marks []int `json:"marks"`
}

// playData collects the widget's data.
func (g *Game) playData(id string) playData {
	n := g.shape.N()
	mr, mc := trace.MarkLayout(g.shape)
	d := playData{
		ID: id, GameID: g.ID(), Title: g.title(), N: n, BoxRows: g.shape.BoxRows, BoxCols: g.shape.BoxCols,
		MarkRows: mr, MarkCols: mc, CellSize: playCellSize(n),
		Puzzle: g.puzzle, Values: g.values, Playable: g.err == nil,
		Marks: make([][]int, len(g.marks)), History: playMoves(g, g.history), Redo: playMoves(g, g.redo),
		Limit: g.limit, ElapsedMS: g.Elapsed().Milliseconds(), Paused: g.timer.paused,
		Labels: labels(), Lang: lang.CurrentTag().String(),
	}
	for v := 1; v <= n; v++ {
		d.Chars += string(sudoku.ValueChar(v))
	}
	for i, m := range g.marks {
		d.Marks[i] = valuesList(m)
	}
	if g.err != nil {
		d.Error = lang.Current().Sprintf("This puzzle cannot be played: %v", g.err)
	}
	return d
}

// playMoves converts moves for the script.
func playMoves(g *Game, moves []Move) []playMove {
	out := make([]playMove, len(moves))
	for k, m := range moves {
		out[k] = playMove{
			Kind: m.Kind.String(), Cell: g.index(m.Cell.Row, m.Cell.Col), Value: m.Value,
			Before: playState{Value: m.Before.Value, Marks: valuesList(m.Before.Marks)},
			After:  playState{Value: m.After.Value, Marks: valuesList(m.After.Marks)},
		}
	}
	return out
}

// valuesList returns the values of a set in order, never nil.
func valuesList(m sudoku.Values) []int {
	out := []int{}
	for v := range m.All() {
		out = append(out, v)
	}
	return out
}
