package game_test

import (
	"bytes"
	"fmt"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/game"
)

// A game remembers every move, so it can take them back.
func ExampleNew() {
	puzzle, _ := sudoku.Parse("..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..", sudoku.FormatLine)
	g, err := game.New(puzzle)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Place(0, 2, 5)) // r1c3 holds a given
	g.ToggleMark(0, 0, 2)
	g.ToggleMark(0, 0, 3)
	g.Place(0, 0, 3) // wrong: the solution has 2 there
	fmt.Print(g.Moves())
	fmt.Println("wrong:", g.Check(), "solvable:", g.Solvable())
	g.Undo()
	fmt.Println("after undo: r1c1 =", g.Value(0, 0), "marks", g.Marks(0, 0), "solvable:", g.Solvable())
	// Output:
	// sudoku: r1c3 holds a given
	// 1. mark 2 in r1c1
	// 2. mark 3 in r1c1
	// 3. place 3 in r1c1
	// wrong: [r1c1] solvable: false
	// after undo: r1c1 = 0 marks {2,3} solvable: true
}

// Hints come in three levels: where to look, which cells, the whole step.
func ExampleGame_Hint() {
	puzzle, _ := sudoku.Parse("..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..", sudoku.FormatLine)
	g, _ := game.New(puzzle)
	for level := 1; level <= 3; level++ {
		h, _ := g.Hint(level)
		fmt.Println(h.Text)
	}
	// Output:
	// Look for a hidden single in box 4.
	// Look at r5c2: a hidden single in box 4.
	// Hidden single in box 4: 5 can go only in r5c2, so place it there.
}

// stopwatch is a clock the example moves by hand.
type stopwatch struct{ now time.Time }

func (s *stopwatch) Now() time.Time { return s.now }

// The timer counts playing time only: not while paused.
func ExampleGame_Pause() {
	puzzle, _ := sudoku.Parse("....3..11..3...2", sudoku.FormatLine)
	g, _ := game.New(puzzle)
	clock := &stopwatch{now: time.Date(2024, 9, 2, 10, 0, 0, 0, time.UTC)}
	g.SetClock(clock)

	clock.now = clock.now.Add(90 * time.Second)
	g.Pause()
	clock.now = clock.now.Add(time.Hour) // lunch
	fmt.Println(g.Elapsed(), g.Place(0, 0, 1))
	g.Resume()
	clock.now = clock.now.Add(30 * time.Second)
	fmt.Println(g.Elapsed())
	// Output:
	// 1m30s game is paused
	// 2m0s
}

// A saved game holds everything: puzzle, entries, marks, history, time.
func ExampleLoad() {
	puzzle, _ := sudoku.Parse("....3..11..3...2", sudoku.FormatLine)
	g, _ := game.New(puzzle)
	g.Place(0, 0, 2)
	g.ToggleMark(0, 1, 1)
	var file bytes.Buffer
	g.Save(&file) // or g.SaveFile("game.json"), written atomically

	loaded, err := game.Load(&file)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(loaded.Value(0, 0), loaded.Marks(0, 1))
	loaded.Undo() // the history came along: undo the mark
	fmt.Println(loaded.Value(0, 0), loaded.Marks(0, 1), loaded.CanRedo())
	// Output:
	// 2 {1}
	// 2 {} true
}
