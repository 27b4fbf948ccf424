package game

import "github.com/sudokit/sudokit/sudoku"

// Solved reports whether the board is full and every value matches the
// solution: the game is won.
func (g *Game) Solved() bool {
	if g.solution == nil {
		return false
	}
	for i, v := range g.values {
		if v != g.solution[i] {
			return false
		}
	}
	return true
}

// Check returns the cells whose entered value contradicts the solution, in
// reading order. Givens and empty cells are never wrong. An empty result
// means every value so far is right.
func (g *Game) Check() []sudoku.Pos {
	var wrong []sudoku.Pos
	if g.solution == nil {
		return nil
	}
	for i, v := range g.values {
		if v != 0 && v != g.solution[i] {
			wrong = append(wrong, g.pos(i))
		}
	}
	return wrong
}

// Valid reports whether no house holds a value twice. A valid position can
// still be unsolvable: see Solvable.
func (g *Game) Valid() bool { return g.Board().IsValid() }

// Conflicts returns the pairs of cells sharing a house and a value.
func (g *Game) Conflicts() []sudoku.Conflict { return g.Board().Conflicts() }

// Solvable reports whether the position can still be completed: some
// solution of the puzzle agrees with every value entered. The puzzle has
// exactly one solution, so this is the same as Check finding nothing — and
// the same as Count(g.Board(), 1) > 0, which the tests confirm.
func (g *Game) Solvable() bool { return g.solution != nil && len(g.Check()) == 0 }

// A Status sums up a position, for showing after every move (the
// feedback on validity and solvability of the Hasselt Sudoku).
type Status struct {
	Filled    int               // cells holding a value, givens included
	Cells     int               // cells on the board
	Valid     bool              // no house holds a value twice
	Solvable  bool              // the position can still be completed
	Solved    bool              // the board is full and right
	Conflicts []sudoku.Conflict // the pairs of cells breaking a rule
	Moves     int               // moves that Undo can take back
	Paused    bool              // the player paused the game
}

// Status returns the position's status.
func (g *Game) Status() Status {
	b := g.Board()
	conflicts := b.Conflicts()
	return Status{
		Filled:    g.filled(),
		Cells:     len(g.values),
		Valid:     len(conflicts) == 0,
		Solvable:  g.Solvable(),
		Solved:    g.Solved(),
		Conflicts: conflicts,
		Moves:     len(g.history),
		Paused:    g.timer.paused,
	}
}

// pos returns the position of reading-order index i.
func (g *Game) pos(i int) sudoku.Pos {
	n := g.shape.N()
	return sudoku.Pos{Row: i / n, Col: i % n}
}
