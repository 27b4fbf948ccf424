package e2e

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/game"
)

// mirrorGame is a Go game of puzzle to make a page's moves on, the mirror
// whose checks and hints the page's must match, with the puzzle's solution
// and its empty cells in reading order.
func mirrorGame(t *testing.T, puzzle *sudoku.Board) (mirror *game.Game, sol *sudoku.Board, empties []int) {
	t.Helper()
	mirror, err := game.New(puzzle)
	must(t, err)
	sol, err = exact.Solve(puzzle)
	must(t, err)
	return mirror, sol, emptyCells(puzzle)
}

// playRightAndWrong types, on the board with DOM id id that a notebook's
// kernel shows for puzzle9, the solution's value into the first empty cell
// and a wrong value into the second. It makes the same two moves on a Go
// game, the mirror whose check, hints and review the page's must match, and
// returns that game and the cell holding the wrong value.
func playRightAndWrong(t *testing.T, b *browser, id string) (mirror *game.Game, wrongCell int) {
	t.Helper()
	mirror, sol, empties := mirrorGame(t, parse(t, puzzle9))
	right, wrongCell := empties[0], empties[1]
	b.clickCell(id, right)
	b.key(string(sudoku.ValueChar(sol.CellAt(right).Value())))
	must(t, mirror.Place(right/9, right%9, sol.CellAt(right).Value()))
	b.clickCell(id, wrongCell)
	wrong := sol.CellAt(wrongCell).Value()%9 + 1
	b.key(string(sudoku.ValueChar(wrong)))
	must(t, mirror.Place(wrongCell/9, wrongCell%9, wrong))
	return mirror, wrongCell
}

// sameReview fails the test unless got, a later cell's review of the game
// played in the page, is the mirror's review but for the clock (the page's
// ran while it played).
func sameReview(t *testing.T, got string, mirror *game.Game) {
	t.Helper()
	review, err := mirror.Review()
	must(t, err)
	clock := regexp.MustCompile(`in \d+(:\d\d)+`)
	if strings.TrimSpace(clock.ReplaceAllString(got, "in T")) != strings.TrimSpace(clock.ReplaceAllString(review.String(), "in T")) {
		t.Errorf("the later cell's review of the game played in the page:\n%s\nthe Go game's review:\n%s", got, review)
	}
}
