package sudoku

import "iter"

// BruteForce finds every solution of the puzzle the INF1010 way and returns
// them in a Solutions container (which stores the first 3500 and counts the
// rest). The board b is not changed.
//
// This is the teaching solver: short and slow on purpose. Each empty cell, in
// reading order, tries every value its houses allow, from smallest to
// largest, and asks the next cell to fill itself and the rest. For real
// work use package sudoku/exact (exact.Solve, exact.Count, exact.Unique),
// which is many times faster.
func BruteForce(b *Board) *Solutions {
	var found Solutions
	for solution := range AllSolutions(b) {
		found.Insert(solution)
	}
	return &found
}

// AllSolutions yields the solutions of b one at a time, in the order the
// brute force finds them. The yielded board is reused between solutions:
// Clone it to keep it. Stop early by breaking out of the range loop.
func AllSolutions(b *Board) iter.Seq[*Board] {
	return func(yield func(*Board) bool) {
		if b.CheckGivens() != nil {
			return // givens that break a rule have no solution
		}
		work := b.Clone()
		work.CellAt(0).fillThisAndRest(yield)
	}
}

// fillThisAndRest is INF1010's fillUtDenneRuteOgResten: put each possible
// value in this cell in turn and let the next cell fill itself and the rest.
// It returns false when the caller asked to stop.
func (c *Cell) fillThisAndRest(yield func(*Board) bool) bool {
	if !c.IsEmpty() {
		return c.next(yield)
	}
	for v := range c.Candidates().All() {
		_ = c.set(v, false)
		keepGoing := c.next(yield)
		_ = c.set(0, false)
		if !keepGoing {
			return false
		}
	}
	return true
}

// next moves on to the cell to the right (or the first cell of the next row).
// After the last cell the board is full: a solution.
func (c *Cell) next(yield func(*Board) bool) bool {
	b := c.board
	if c.index+1 == len(b.cells) {
		return yield(b)
	}
	return b.CellAt(c.index + 1).fillThisAndRest(yield)
}
