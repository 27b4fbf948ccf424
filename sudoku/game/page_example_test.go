package game_test

import (
	"encoding/json"
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/game"
)

// The board's page asks the kernel for checks and hints, sending the game
// as played in the page; the kernel answers with AnswerPage. Asking again
// about the same thing gives the next level.
func ExampleAnswerPage() {
	puzzle, _ := sudoku.Parse("..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..", sudoku.FormatLine)
	g, _ := game.New(puzzle)
	g.Place(0, 0, 3) // wrong: the solution has 2 there
	state, _ := g.MarshalJSON()
	ask := func(request, key string, level int) game.PageAnswer {
		req, _ := json.Marshal(game.PageRequest{ID: g.ID(), Request: request, Seq: 1, State: state, Lang: "en", HintKey: key, HintLevel: level})
		a, _ := game.AnswerPage(req)
		return a
	}
	fmt.Println("wrong cells:", ask("check", "", 0).Wrong)
	h := ask("hint", "", 0)
	fmt.Println(h.Level, h.Text)
	h = ask("hint", h.Key, h.Level)
	fmt.Println(h.Level, h.Text)
	// Output:
	// wrong cells: [0]
	// 1 There is a mistake in row 1.
	// 2 Cell r1c1 holds a wrong value.
}
