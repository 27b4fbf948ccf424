package sudoku

// Finder looks for every step of one technique in a grid, yielding each step
// it finds until yield returns false. A finder never changes the grid.
type Finder func(g *Grid, yield func(Step) bool)

// A Technique is one way a person finds the next step: its name and family as
// people say them, its HoDoKu code, its Sudoku Explainer (SE) rating and
// HoDoKu score, and the finder that looks for it.
type Technique struct {
	Name       string  // "Naked Pair"
	Family     string  // "Subsets"
	Code       string  // HoDoKu's technique code, e.g. "0200"
	SE         float64 // Sudoku Explainer rating of one step
	Score      int     // HoDoKu base score of one step
	Uniqueness bool    // relies on the puzzle having one solution
	Find       Finder

	values valueFinder // for a technique that looks at one value at a time (see oneValue)
}

// First returns the first step the technique finds in g.
func (t *Technique) First(g *Grid) (Step, bool) {
	var found Step
	ok := false
	t.Find(g, func(s Step) bool {
		found, ok = s, true
		return false
	})
	return found, ok
}
