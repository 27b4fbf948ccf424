package game_test

import (
	"fmt"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/game"
)

// A review tells which technique leads to each value placed, and at a
// mistake what there was to find instead.
func ExampleGame_Review() {
	puzzle, _ := sudoku.Parse("..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..", sudoku.FormatLine)
	g, _ := game.New(puzzle)
	clock := &stopwatch{now: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)}
	g.SetClock(clock)
	// The player follows two hints, then places a wrong value.
	for range 2 {
		h, _ := g.Hint(3)
		p := h.Step.Placements[0]
		g.Place(p.Row, p.Col, p.Value)
		clock.now = clock.now.Add(40 * time.Second)
	}
	g.Place(0, 0, 3) // the solution has 2 there
	r, _ := g.Review()
	fmt.Print(r)
	for _, p := range r.Placements {
		if p.Right {
			fmt.Printf("%d. %v: %s\n", p.Number, p.Move, p.Technique)
		}
	}
	// Output:
	// Game not finished in 1:20: 2 of 55 empty cells filled right; 3 placements, 2 right, 1 wrong (0 corrected), 0 pencil-mark moves.
	// Right placements by technique: Hidden Single 2. Hardest: Hidden Single.
	// Move 3: 3 in r1c1 is wrong (the solution has 2). There was a Hidden Single to find: Hidden single in box 4: 1 can go only in r5c1, so place it there.
	// 1. place 5 in r5c2: Hidden Single
	// 2. place 9 in r4c1: Hidden Single
}
