package sudoku

// MaxStoredSolutions is how many solutions a Solutions container keeps, as in
// INF1010's SudokuBeholder. It counts every solution it is given, but stores
// only the first 3500.
const MaxStoredSolutions = 3500

// Solutions is a container of solved boards (INF1010's SudokuBeholder with its
// three operations settInn, taUt and hentAntallLosninger: Insert, Take and
// Count). It stores at most MaxStoredSolutions boards but counts all of them.
// The zero value is an empty container ready to use.
type Solutions struct {
	stored []*Board
	count  int
}

// Insert counts a solution and stores a copy of it while fewer than
// MaxStoredSolutions are stored. The copy means later changes to b (the
// solver keeps working on it) do not spoil the stored solution.
func (s *Solutions) Insert(b *Board) {
	s.count++
	if len(s.stored) < MaxStoredSolutions {
		s.stored = append(s.stored, b.Clone())
	}
}

// Take removes and returns the oldest stored solution, or false when none is
// left. Taking does not change Count.
func (s *Solutions) Take() (*Board, bool) {
	if len(s.stored) == 0 {
		return nil, false
	}
	b := s.stored[0]
	s.stored = s.stored[1:]
	return b, true
}

// Count returns the number of solutions inserted, stored or not.
func (s *Solutions) Count() int { return s.count }

// Stored returns how many solutions are stored and not yet taken.
func (s *Solutions) Stored() int { return len(s.stored) }

// Boards returns the stored solutions in the order they were found, without
// taking them.
func (s *Solutions) Boards() []*Board { return s.stored }
