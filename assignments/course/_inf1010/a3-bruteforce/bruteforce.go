// Assignment a3-bruteforce (INF1010 parts 10a and 10b): brute force into
// SudokuBeholder. Reading (a1) and the structure (a2) are given.
package main

// MaxStored is how many solutions a Solutions container keeps.
const MaxStored = 3500

// Solutions is INF1010's SudokuBeholder: it counts every solution inserted
// but stores only the first MaxStored, as copies.
type Solutions struct {
	//solution:begin
	stored []*Board
	count  int
	//solution:stub
	// // TODO: add what your solution needs here.
	//solution:end
}

// Insert counts a solution and stores a copy of it while fewer than
// MaxStored are stored (INF1010's settInn). Store a copy: the solver keeps
// changing b after Insert returns.
func (s *Solutions) Insert(b *Board) {
	//solution:begin
	s.count++
	if len(s.stored) < MaxStored {
		s.stored = append(s.stored, b.Copy())
	}
	//solution:end
}

// Take removes and returns the oldest stored solution, or nil when none is
// left (INF1010's taUt).
func (s *Solutions) Take() *Board {
	//solution:begin
	if len(s.stored) == 0 {
		return nil
	}
	b := s.stored[0]
	s.stored = s.stored[1:]
	return b
	//solution:end
}

// Count returns how many solutions were inserted, stored or not (INF1010's
// hentAntallLosninger).
func (s *Solutions) Count() int {
	//solution:begin
	return s.count
	//solution:end
}

// Copy returns a board with the same shape and values (and no structure).
func (b *Board) Copy() *Board {
	//solution:begin
	c := &Board{BoxRows: b.BoxRows, BoxCols: b.BoxCols, Cells: make([]*Cell, len(b.Cells))}
	for i, cell := range b.Cells {
		c.Cells[i] = &Cell{Value: cell.Value}
	}
	return c
	//solution:end
}

// FillThisAndRest is INF1010's fillUtDenneRuteOgResten. A filled cell goes
// straight on to the next cell. An empty cell tries each of its candidates
// in turn, smallest first: it sets the value, lets the next cell fill itself
// and the rest, and empties itself again. After the last cell the board is
// full: insert it into found. board is the board the cells belong to.
func (c *Cell) FillThisAndRest(board *Board, found *Solutions) {
	//solution:begin
	next := func() {
		if c.Next == nil {
			found.Insert(board)
			return
		}
		c.Next.FillThisAndRest(board, found)
	}
	if c.Value != 0 {
		next()
		return
	}
	for _, v := range c.Candidates() {
		c.Value = v
		next()
	}
	c.Value = 0
	//solution:end
}

// SolveAll finds every solution of b by brute force, starting in the top
// left cell, and returns them in a container. BuildStructure has been
// called on b.
func SolveAll(b *Board) *Solutions {
	//solution:begin
	found := &Solutions{}
	if len(b.Cells) > 0 {
		b.Cells[0].FillThisAndRest(b, found)
	}
	return found
	//solution:end
}
