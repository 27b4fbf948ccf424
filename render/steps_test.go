package render

import (
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// Hand-made steps on classicPuzzle, shaped like the solver's: they exercise
// every part of a step picture. (They are drawings, not checked logic.)

func nakedPairStep() trace.Step {
	return trace.Step{
		Technique:    "Naked Pair",
		Family:       "Subsets",
		Cells:        []sudoku.Pos{pos(2, 1), pos(2, 3)},
		Highlights:   []trace.Candidate{cand(2, 1, 6), cand(2, 1, 9), cand(2, 3, 6), cand(2, 3, 9)},
		Base:         []sudoku.HouseRef{{Kind: sudoku.BoxHouse, Index: 0}},
		Eliminations: []trace.Candidate{cand(1, 2, 6), cand(1, 2, 9), cand(3, 2, 6)},
		Explanation:  "r2c1 and r2c3 can only hold 6 and 9, so 6 and 9 go in those two cells and nowhere else in box 1.",
	}
}

func nakedSingleStep() trace.Step {
	return trace.Step{
		Technique:   "Naked Single",
		Family:      "Singles",
		Cells:       []sudoku.Pos{pos(4, 1)},
		Placements:  []trace.Candidate{cand(4, 1, 7)},
		Explanation: "7 is the only candidate left in r4c1.",
	}
}

func chainStep() trace.Step {
	return trace.Step{
		Technique: "X-Chain",
		Family:    "Chains",
		Links: []trace.Link{
			{From: []trace.Candidate{cand(1, 4, 9)}, To: []trace.Candidate{cand(1, 6, 9)}, Strong: true},
			{From: []trace.Candidate{cand(1, 6, 9)}, To: []trace.Candidate{cand(6, 6, 9)}},
			{From: []trace.Candidate{cand(6, 6, 9)}, To: []trace.Candidate{cand(6, 1, 9)}, Strong: true},
		},
		Eliminations: []trace.Candidate{cand(1, 3, 9), cand(4, 4, 9)},
		Explanation:  "If 9 is not in r1c4 it is in r1c6, so not in r6c6, so it is in r6c1: either way 9 leaves the cells that see both ends.",
	}
}

func finStep() trace.Step {
	return trace.Step{
		Technique:    "Finned X-Wing",
		Family:       "Fish",
		Cells:        []sudoku.Pos{pos(2, 2), pos(2, 8), pos(8, 2), pos(8, 8)},
		Highlights:   []trace.Candidate{cand(2, 2, 6), cand(2, 8, 6), cand(8, 2, 6), cand(8, 8, 6), cand(8, 9, 6)},
		Fins:         []sudoku.Pos{pos(8, 9)},
		Base:         []sudoku.HouseRef{{Kind: sudoku.RowHouse, Index: 1}, {Kind: sudoku.RowHouse, Index: 7}},
		Cover:        []sudoku.HouseRef{{Kind: sudoku.ColumnHouse, Index: 1}, {Kind: sudoku.ColumnHouse, Index: 7}},
		Eliminations: []trace.Candidate{cand(9, 8, 6)},
		Explanation:  "Finned X-Wing on 6 in rows 2 and 8 with a fin in r8c9: 6 leaves r9c8.",
	}
}

// coloringStep is a simple-colours trap on 1: the colours {r1c2, r2c5}
// and {r1c5, r2c1}.
func coloringStep() trace.Step {
	blue := []trace.Candidate{cand(1, 2, 1), cand(2, 5, 1)}
	orange := []trace.Candidate{cand(1, 5, 1), cand(2, 1, 1)}
	return trace.Step{
		Technique:  "Simple Colors Trap",
		Family:     "Coloring",
		Cells:      []sudoku.Pos{pos(1, 2), pos(2, 5), pos(1, 5), pos(2, 1)},
		Highlights: append(append([]trace.Candidate(nil), blue...), orange...),
		Colors:     [][]trace.Candidate{blue, orange},
		Links: []trace.Link{
			{From: blue[:1], To: orange[:1], Strong: true},
			{From: orange[:1], To: blue[1:], Strong: true},
			{From: blue[:1], To: orange[1:], Strong: true},
		},
		Eliminations: []trace.Candidate{cand(2, 3, 1)},
		Explanation:  "Simple colors trap on 1: one of the colours {r1c2, r2c5} and {r1c5, r2c1} is true, so remove 1 from r2c3.",
	}
}

// groupedStep has one weak link from the group {r2c5, r8c5} (whose middle
// is the filled cell r5c5) to r7c7.
func groupedStep() trace.Step {
	return trace.Step{
		Technique: "Grouped AIC",
		Family:    "Chains",
		Links: []trace.Link{
			{From: []trace.Candidate{cand(2, 5, 1), cand(8, 5, 1)}, To: []trace.Candidate{cand(7, 7, 1)}},
		},
		Explanation: "A weak link from a group.",
	}
}
