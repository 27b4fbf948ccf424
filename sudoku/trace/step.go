package trace

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
)

// Candidate is a value in a cell: a pencil mark that a step removes, a value it
// places, or a node of a chain.
type Candidate struct {
	sudoku.Pos
	Value int `json:"value"`
}

// String returns "r4c2=7" style notation ("7 in r4c2" is how sentences read).
func (c Candidate) String() string { return fmt.Sprintf("%s=%c", c.Pos, sudoku.ValueChar(c.Value)) }

// Link joins two nodes of a chain. A strong link says "if From is false then
// To is true", a weak link "if From is true then To is false". A node may be a
// group of cells (grouped chains): then From or To holds several candidates
// with the same value.
type Link struct {
	From   []Candidate `json:"from"`
	To     []Candidate `json:"to"`
	Strong bool        `json:"strong"`
}

// Step is one move of the human-style solver, kept as structured data so it
// can be explained in words, drawn, replayed and stored as JSON.
type Step struct {
	Technique string `json:"technique"` // "Naked Pair"
	Family    string `json:"family"`    // "Subsets"

	Placements   []Candidate `json:"placements,omitempty"`   // values the step places
	Eliminations []Candidate `json:"eliminations,omitempty"` // candidates the step removes

	Cells      []sudoku.Pos      `json:"cells,omitempty"`      // the cells forming the pattern
	Highlights []Candidate       `json:"highlights,omitempty"` // the pattern's candidates
	Base       []sudoku.HouseRef `json:"base,omitempty"`       // base houses (fish, subsets, intersections)
	Cover      []sudoku.HouseRef `json:"cover,omitempty"`      // cover houses
	Fins       []sudoku.Pos      `json:"fins,omitempty"`       // fins of finned/sashimi fish
	Pivot      []sudoku.Pos      `json:"pivot,omitempty"`      // pivot of a wing
	Pincers    []sudoku.Pos      `json:"pincers,omitempty"`    // pincers of a wing
	Links      []Link            `json:"links,omitempty"`      // chain links, strong or weak

	// Colors are candidate groups drawn in distinct colours: for colouring
	// techniques, one group per colour, in the order the explanation names
	// them (a cluster's two colours side by side).
	Colors [][]Candidate `json:"colors,omitempty"`

	Explanation string `json:"explanation"` // one sentence for people
}

// String returns the step's explanation.
func (s Step) String() string { return s.Explanation }
