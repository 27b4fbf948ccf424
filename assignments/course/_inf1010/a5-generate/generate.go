// Assignment a5-generate (INF1010 parts 8–10 turned around): make puzzles
// with exactly one solution. Reading (a1), the structure and the
// candidates (a2) are given.
package main

import "math/rand"

// NewBoard returns an empty board of boxRows×boxCols boxes with its
// structure built.
func NewBoard(boxRows, boxCols int) *Board {
	b := &Board{BoxRows: boxRows, BoxCols: boxCols}
	for range b.N() * b.N() {
		b.Cells = append(b.Cells, &Cell{})
	}
	b.BuildStructure()
	return b
}

// Givens returns how many cells hold a value.
func (b *Board) Givens() int {
	n := 0
	for _, c := range b.Cells {
		if c.Value != 0 {
			n++
		}
	}
	return n
}

// CountSolutions counts the solutions of b by brute force, but stops as
// soon as it has found limit of them (limit 2 is enough to tell "unique"
// from "not unique"). It leaves b as it found it. Hint: fill the empty cell
// with the fewest candidates first; a cell with none means a dead end.
func CountSolutions(b *Board, limit int) int {
	//solution:begin
	var best *Cell
	var bestCands []int
	for _, c := range b.Cells {
		if c.Value != 0 {
			continue
		}
		cands := c.Candidates()
		if best == nil || len(cands) < len(bestCands) {
			best, bestCands = c, cands
		}
		if len(cands) == 0 {
			return 0
		}
	}
	if best == nil {
		return 1 // no empty cell: the board itself is a solution
	}
	count := 0
	for _, v := range bestCands {
		best.Value = v
		count += CountSolutions(b, limit-count)
		if count >= limit {
			break
		}
	}
	best.Value = 0
	return count
	//solution:end
}

// RandomSolution returns a random solved board of boxRows×boxCols boxes,
// drawing every random choice from rng: brute force that tries the
// candidates of each cell in a shuffled order and stops at the first
// solution.
func RandomSolution(boxRows, boxCols int, rng *rand.Rand) *Board {
	//solution:begin
	b := NewBoard(boxRows, boxCols)
	var fill func(i int) bool
	fill = func(i int) bool {
		if i == len(b.Cells) {
			return true
		}
		c := b.Cells[i]
		cands := c.Candidates()
		rng.Shuffle(len(cands), func(x, y int) { cands[x], cands[y] = cands[y], cands[x] })
		for _, v := range cands {
			c.Value = v
			if fill(i + 1) {
				return true
			}
		}
		c.Value = 0
		return false
	}
	fill(0)
	return b
	//solution:end
}

// Generate returns a puzzle of boxRows×boxCols boxes with exactly clues
// givens and exactly one solution. The same arguments always give the same
// puzzle: make every random choice with rand.New(rand.NewSource(seed)).
//
// One way: take a random solution, visit its cells in a random order and
// empty each one unless that would allow a second solution, until only
// clues givens are left. If the puzzle gets stuck above clues givens (every
// remaining given is needed), start again from a new random solution.
func Generate(boxRows, boxCols, clues int, seed int64) *Board {
	//solution:begin
	rng := rand.New(rand.NewSource(seed))
	for {
		b := RandomSolution(boxRows, boxCols, rng)
		givens := len(b.Cells)
		for _, i := range rng.Perm(len(b.Cells)) {
			if givens == clues {
				break
			}
			keep := b.Cells[i].Value
			b.Cells[i].Value = 0
			if CountSolutions(b, 2) != 1 {
				b.Cells[i].Value = keep
				continue
			}
			givens--
		}
		if givens == clues {
			return b
		}
	}
	//solution:end
}
