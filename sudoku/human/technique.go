package human

import (
	"github.com/sudokit/sudokit/sudoku/trace"
	"sync"
)

// Finder looks for every step of one technique in a grid, yielding each step
// it finds until yield returns false. A finder never changes the grid.
type Finder func(g *trace.Grid, yield func(trace.Step) bool)

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
	houses houseFinder // for a technique that looks at one house at a time (see oneHouse)
}

// First returns the first step the technique finds in g.
func (t *Technique) First(g *trace.Grid) (trace.Step, bool) {
	k := takeFirst()
	t.Find(g, k.yield)
	return k.result()
}

// firstKeeper keeps the first step a finder yields. Solvers ask for first
// steps thousands of times a puzzle, so keepers and their yield functions
// are reused rather than made anew each time.
type firstKeeper struct {
	found trace.Step
	ok    bool
	yield func(trace.Step) bool // keeps the step and stops the finder
}

var firstKeepers = sync.Pool{New: func() any {
	k := new(firstKeeper)
	k.yield = func(s trace.Step) bool {
		k.found, k.ok = s, true
		return false
	}
	return k
}}

// takeFirst returns an empty keeper; result hands it back.
func takeFirst() *firstKeeper { return firstKeepers.Get().(*firstKeeper) }

// result returns the kept step, empties the keeper and hands it back.
func (k *firstKeeper) result() (trace.Step, bool) {
	s, ok := k.found, k.ok
	k.found, k.ok = trace.Step{}, false
	firstKeepers.Put(k)
	return s, ok
}
