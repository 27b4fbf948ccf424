package game

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/human"
)

// Puzzles the game tests play: INF1010's 9×9 and 6×6 examples, a 4×4, and
// a hard 9×9 whose solve needs eliminations before its placements.
const (
	gamePuzzle9    = "..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7.."
	gamePuzzle6    = "..36...2...45...6..3...53...1...14.."
	gamePuzzle4    = "....3..11..3...2"
	gamePuzzleHard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
)

// fakeClock is a Clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time      { return c.t }
func (c *fakeClock) add(d time.Duration) { c.t = c.t.Add(d) }
func newFakeClock() *fakeClock           { return &fakeClock{t: time.Date(2024, 9, 2, 10, 0, 0, 0, time.UTC)} }

func mustParseLine(t *testing.T, s string) *sudoku.Board {
	t.Helper()
	b, err := sudoku.Parse(s, sudoku.FormatLine)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustFromValues(t *testing.T, s sudoku.Shape, values []int) *sudoku.Board {
	t.Helper()
	b, err := sudoku.FromValues(s, values)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustGame(t *testing.T, s string) *Game {
	t.Helper()
	g, err := New(mustParseLine(t, s))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestNewGameRefusesUnplayablePuzzles(t *testing.T) {
	empty, _ := sudoku.New(2, 2)
	tests := []struct {
		name string
		b    *sudoku.Board
		want error
	}{
		{"nil", nil, sudoku.ErrNoSolution},
		{"conflicting givens", mustFromValues(t, sudoku.Shape{BoxRows: 2, BoxCols: 2}, []int{1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}), sudoku.ErrConflict},
		{"several solutions", empty, human.ErrNotUnique},
		{"no solution", mustNoSolution(t), sudoku.ErrNoSolution},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(tc.b)
			if !errors.Is(err, tc.want) {
				t.Fatalf("New: %v, want %v", err, tc.want)
			}
			g := Play(tc.b)
			if !errors.Is(g.Err(), tc.want) {
				t.Fatalf("Play: Err() = %v, want %v", g.Err(), tc.want)
			}
			if err := g.Place(0, 3, 1); !errors.Is(err, tc.want) {
				t.Errorf("a move on an unplayable game: %v, want %v", err, tc.want)
			}
			if _, err := g.Hint(1); err == nil {
				t.Error("a hint on an unplayable game gave no error")
			}
			if _, err := g.MarshalJSON(); err == nil {
				t.Error("an unplayable game was saved")
			}
			if g.Elapsed() != 0 || g.Solved() || g.Solvable() {
				t.Error("an unplayable game runs its clock or claims to be solvable")
			}
		})
	}
}

// mustNoSolution returns a 4×4 puzzle whose givens break no rule but which
// has no solution: row 1 needs a 3 in r1c3 or r1c4, and their box holds
// one already.
func mustNoSolution(t *testing.T) *sudoku.Board {
	t.Helper()
	b := mustParseLine(t, "12.."+"...3"+"...."+"....")
	if b.CheckGivens() != nil || exact.Count(b, 1) != 0 {
		t.Fatalf("the no-solution puzzle is not one:\n%s", b)
	}
	return b
}

func TestGivensCannotChange(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	r, c := 0, 2 // r1c3 holds the given 1
	moves := map[string]func() error{
		"place": func() error { return g.Place(r, c, 5) },
		"erase": func() error { return g.Erase(r, c) },
		"mark":  func() error { return g.ToggleMark(r, c, 5) },
		"clear": func() error { return g.ClearCell(r, c) },
	}
	for name, move := range moves {
		err := move()
		var ge *sudoku.GivenError
		if !errors.As(err, &ge) || !errors.Is(err, sudoku.ErrGiven) || ge.Cell != "r1c3" {
			t.Errorf("%s on a given: %v, want a *GivenError for r1c3", name, err)
		}
	}
	if g.Value(r, c) != 1 || !g.Given(r, c) || g.Marks(r, c) != 0 || g.CanUndo() {
		t.Errorf("the given changed: value %d, marks %v, history %v", g.Value(r, c), g.Marks(r, c), g.History())
	}
}

func TestMoveErrors(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	var me *MoveError
	if err := g.Place(9, 0, 1); !errors.As(err, &me) || !errors.Is(err, ErrOffBoard) || me.Cell != "r10c1" {
		t.Errorf("Place off the board: %v", err)
	}
	if err := g.Place(-1, 0, 1); !errors.Is(err, ErrOffBoard) {
		t.Errorf("Place at row -1: %v", err)
	}
	var ve *sudoku.ValueError
	if err := g.Place(0, 0, 10); !errors.As(err, &ve) || ve.Value != 10 {
		t.Errorf("Place 10 on 9×9: %v", err)
	}
	if err := g.ToggleMark(0, 0, 0); !errors.Is(err, sudoku.ErrValueRange) {
		t.Errorf("mark 0: %v", err)
	}
	if err := g.Place(0, 0, 0); !errors.Is(err, sudoku.ErrValueRange) {
		t.Errorf("place 0: %v", err)
	}
	must(t, g.Place(0, 0, 2))
	if err := g.ToggleMark(0, 0, 3); !errors.As(err, &me) || !errors.Is(err, ErrFilled) {
		t.Errorf("mark in a filled cell: %v", err)
	}
	if err := g.Redo(); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("Redo with nothing undone: %v", err)
	}
	must(t, g.Undo())
	if err := g.Undo(); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("Undo with no history: %v", err)
	}
	g.Pause()
	for name, err := range map[string]error{
		"place": g.Place(0, 0, 2), "mark": g.ToggleMark(0, 0, 2), "erase": g.Erase(0, 0),
		"clear": g.ClearCell(0, 0), "redo": g.Redo(),
	} {
		if !errors.Is(err, ErrPaused) {
			t.Errorf("%s while paused: %v, want ErrPaused", name, err)
		}
	}
}

func TestMovesChangeOneCell(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	must(t, g.ToggleMark(0, 0, 2))
	must(t, g.ToggleMark(0, 0, 7))
	if g.Marks(0, 0) != sudoku.ValuesOf(2, 7) {
		t.Fatalf("marks %v, want {2,7}", g.Marks(0, 0))
	}
	must(t, g.ToggleMark(0, 0, 7)) // toggles off
	must(t, g.Place(0, 0, 2))
	if g.Value(0, 0) != 2 || g.Marks(0, 0) != 0 {
		t.Fatalf("after place: value %d marks %v", g.Value(0, 0), g.Marks(0, 0))
	}
	must(t, g.Place(0, 0, 2)) // no change, no move
	must(t, g.Erase(0, 0))
	must(t, g.Erase(0, 0)) // empty already: no move
	must(t, g.ToggleMark(0, 1, 3))
	must(t, g.ClearCell(0, 1))
	want := []string{"mark 2 in r1c1", "mark 7 in r1c1", "mark 7 in r1c1", "place 2 in r1c1", "erase r1c1", "mark 3 in r1c2", "clear r1c2"}
	var got []string
	for _, m := range g.History() {
		got = append(got, m.String())
	}
	if !slices.Equal(got, want) {
		t.Errorf("history\n%q\nwant\n%q", got, want)
	}
}

// gameState is a copy of what a game shows, for comparisons.
type gameState struct {
	values []int
	marks  []sudoku.Values
}

func stateOf(g *Game) gameState {
	return gameState{append([]int(nil), g.values...), append([]sudoku.Values(nil), g.marks...)}
}

func (s gameState) equal(o gameState) bool {
	return slices.Equal(s.values, o.values) && slices.Equal(s.marks, o.marks)
}

// randomMove makes a random move, legal or not, and reports whether it was
// recorded: a recorded move always changes the board, a refused or empty
// move never does.
func randomMove(g *Game, rng *rand.Rand) bool {
	n := g.N()
	before := stateOf(g)
	r, c, v := rng.IntN(n), rng.IntN(n), 1+rng.IntN(n)
	switch rng.IntN(4) {
	case 0:
		_ = g.Place(r, c, v)
	case 1:
		_ = g.Erase(r, c)
	case 2:
		_ = g.ToggleMark(r, c, v)
	default:
		_ = g.ClearCell(r, c)
	}
	return !stateOf(g).equal(before)
}

func TestUndoRedoInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, moves := range []int{1, 10, 50, HistoryLimit, 3 * HistoryLimit} {
		g := mustGame(t, gamePuzzle9)
		states := []gameState{stateOf(g)} // states[k]: after k recorded moves
		for len(states) <= moves {
			if randomMove(g, rng) {
				states = append(states, stateOf(g))
			}
		}
		if len(g.history) > HistoryLimit || len(g.history) < min(moves, 50) {
			t.Fatalf("%d moves: history holds %d", moves, len(g.history))
		}
		// Undo all: every undo shows the state before the move.
		undone := 0
		for g.CanUndo() {
			must(t, g.Undo())
			undone++
			if want := states[len(states)-1-undone]; !stateOf(g).equal(want) {
				t.Fatalf("%d moves: after %d undos the board differs", moves, undone)
			}
		}
		if moves <= HistoryLimit && !stateOf(g).equal(states[0]) {
			t.Fatalf("%d moves: undoing all does not return to the start", moves)
		}
		if undone != min(moves, HistoryLimit) {
			t.Fatalf("%d moves: %d undos possible, want %d", moves, undone, min(moves, HistoryLimit))
		}
		// Redo all: back to the end.
		for g.CanRedo() {
			must(t, g.Redo())
		}
		if !stateOf(g).equal(states[len(states)-1]) {
			t.Fatalf("%d moves: redoing all does not return to the end", moves)
		}
		// A new move clears the redo list.
		must(t, g.Undo())
		if !g.CanRedo() {
			t.Fatal("nothing to redo after an undo")
		}
		for !randomMove(g, rng) {
		}
		if g.CanRedo() {
			t.Fatalf("%d moves: a new move left moves to redo", moves)
		}
	}
}

func TestTimer(t *testing.T) {
	clk := newFakeClock()
	g := mustGame(t, gamePuzzle4)
	g.SetClock(clk)
	if g.Elapsed() != 0 {
		t.Fatalf("a new game has played %v", g.Elapsed())
	}
	clk.add(10 * time.Second)
	check := func(want time.Duration) {
		t.Helper()
		if got := g.Elapsed(); got != want {
			t.Fatalf("elapsed %v, want %v", got, want)
		}
	}
	check(10 * time.Second)
	g.Pause()
	g.Pause() // twice is once
	clk.add(time.Hour)
	check(10 * time.Second)
	g.Resume()
	clk.add(5 * time.Second)
	check(15 * time.Second)
	clk.add(-time.Minute) // a clock set back: the current run counts nothing …
	check(10 * time.Second)
	clk.add(time.Minute) // … until the clock is past its start again
	check(15 * time.Second)

	// Solving stops the clock; undoing the last value starts it again.
	sol, _ := exact.Solve(g.Puzzle())
	var last sudoku.Pos
	for c := range sol.Cells() {
		if !c.Given() {
			r, col := c.Position()
			must(t, g.Place(r, col, c.Value()))
			last = sudoku.Pos{Row: r, Col: col}
			clk.add(time.Second)
		}
	}
	if !g.Solved() {
		t.Fatal("placing the solution did not solve the game")
	}
	played := 15*time.Second + time.Duration(16-g.Puzzle().Givens()-1)*time.Second
	check(played)
	clk.add(time.Hour)
	check(played)
	must(t, g.Undo())
	if g.Solved() || g.Value(last.Row, last.Col) != 0 {
		t.Fatal("undo did not take the last value back")
	}
	clk.add(3 * time.Second)
	check(played + 3*time.Second)

	// Restart: from zero.
	g.Restart()
	check(0)
	clk.add(2 * time.Second)
	check(2 * time.Second)
}

func TestCheckValidSolvable(t *testing.T) {
	g := mustGame(t, gamePuzzle9)
	sol, _ := exact.Solve(g.Puzzle())
	if len(g.Check()) != 0 || !g.Valid() || !g.Solvable() || g.Solved() {
		t.Fatal("a fresh game is not right, valid, solvable and unsolved")
	}
	// r1c1 is 2 in the solution; 3 is wrong but breaks no rule there? It
	// need not: Check finds it whatever the rules say.
	want := sol.Value(0, 0)
	wrong := want%9 + 1
	must(t, g.Place(0, 0, wrong))
	if got := g.Check(); !slices.Equal(got, []sudoku.Pos{{Row: 0, Col: 0}}) {
		t.Errorf("Check = %v, want [r1c1]", got)
	}
	if g.Solvable() {
		t.Error("a wrong value leaves the game solvable")
	}
	must(t, g.Place(0, 1, 1)) // row 1 holds the given 1 in r1c3
	if g.Valid() || len(g.Conflicts()) == 0 {
		t.Error("two 1s in row 1 are valid")
	}
	st := g.Status()
	if st.Valid || st.Solvable || st.Solved || st.Moves != 2 || st.Filled != g.Puzzle().Givens()+2 || st.Cells != 81 {
		t.Errorf("status %+v", st)
	}

	// Solvable agrees with counting solutions on random positions.
	rng := rand.New(rand.NewPCG(3, 4))
	for _, p := range []string{gamePuzzle9, gamePuzzle6, gamePuzzle4} {
		g := mustGame(t, p)
		sol, _ := exact.Solve(g.Puzzle())
		n := g.N()
		for range 60 {
			g.Restart()
			for range rng.IntN(n * n) {
				r, c := rng.IntN(n), rng.IntN(n)
				v := sol.Value(r, c)
				if rng.IntN(8) == 0 {
					v = 1 + rng.IntN(n)
				}
				_ = g.Place(r, c, v)
			}
			if got, want := g.Solvable(), exact.Count(g.Board(), 1) > 0; got != want {
				t.Fatalf("Solvable() = %v, Count says %v:\n%s", got, want, g.Board())
			}
			if g.Valid() != g.Board().IsValid() {
				t.Fatal("Valid disagrees with Board.IsValid")
			}
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
