package generate

import "context"

// carve removes clues from a copy of the grid, group by group (see
// Symmetry.Orbits) in random order, keeping every removal after which the
// solution is still unique.
func (g *Generator) carve(ctx context.Context) error {
	copy(g.puzzle, g.grid)
	for h := range g.houses {
		g.houses[h] = g.all // a full grid: every house holds every value
	}
	for i := range g.order {
		g.order[i] = i
	}
	g.rng.Shuffle(len(g.order), func(i, j int) { g.order[i], g.order[j] = g.order[j], g.order[i] })
	givens := len(g.puzzle)
	floor := max(g.opts.MinClues, safetyFloor(g.opts.Shape))
	if g.n > maxRatedSide && g.opts.Level != 0 {
		floor = max(floor, clueLevelFloor(g.opts.Shape, g.opts.Level))
	}
	checkEvery := max(1, 4096/len(g.puzzle)) // a context check every few thousand cells' work
	for k, o := range g.order {
		if k%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		orbit := g.orbits[o]
		if givens-len(orbit) < floor {
			continue
		}
		for _, c := range orbit {
			g.setClue(c, false)
		}
		unique, err := g.stillUnique(ctx, orbit)
		if err != nil {
			return err
		}
		if unique {
			givens -= len(orbit)
			continue
		}
		for _, c := range orbit {
			g.setClue(c, true)
		}
	}
	return nil
}

// carveBudget is the number of search nodes (guesses) a uniqueness check
// may take on boards above 16×16; a check that needs more keeps the clue.
// Such boards are far too big for minimal puzzles anyway (see safetyFloor),
// and the cost of an unbounded check grows explosively as they empty: on a
// 36×36 board 55% full one check can take a minute.
//
// The bounded check is a plain Count(2) of the whole puzzle, so every
// puzzle it accepts is one the solver counts, and therefore solves, within
// the budget: the finished puzzle is too, and Solve, Count and Unique stay
// fast on it. (The faster question stillUnique asks on small boards proves
// uniqueness by a route the solver's own search does not take; on big
// boards its puzzles ended up too hard for Solve to finish.) Nearly every
// check the budget cuts short would have failed anyway, so the budget costs
// few clues: measured over seeds, 36×36, 49×49 and 64×64 puzzles reach the
// 55% floor, in about 0.05, 0.3 and 2.5 seconds (64×64 with 4×16 boxes
// stops at about 56%).
const carveBudget = 16

// carveBudgetMedium bounds the uniqueness checks on boards from 10×10 to
// 16×16, unless the puzzle must be minimal. Nearly all of them take a few
// dozen search nodes; a rare one, late in carving an almost empty 16×16
// board, can take a minute or more (seed 9 of `generate --size 16` ran 50
// s, all of it in a handful of such checks). Keeping that clue costs at
// most a clue or two, and every puzzle still has exactly one solution:
// only a check that proved uniqueness lets a clue go.
var carveBudgetMedium = 2000

// stillUnique reports whether the puzzle, with the clues of the orbit just
// taken away, still has exactly one solution. The error is the context's,
// when it ended.
//
// On boards up to 16×16 the answer is exact. The puzzle had one solution
// before, the grid; so when the orbit is one cell c, the question is
// whether some solution has another value in c, which the solver answers
// faster than a count (on 9×9 generation is about 10% faster): propagation
// starts from c at once. On bigger boards the count is bounded by
// carveBudget, and "no" may also mean "not proven within the budget":
// keeping the clue is always safe.
func (g *Generator) stillUnique(ctx context.Context, orbit []int) (bool, error) {
	if g.allForced(orbit) {
		return true, nil
	}
	budget := 0
	switch {
	case safetyFloor(g.opts.Shape) > 0:
		budget = carveBudget
	case g.n > maxRatedSide && !g.opts.Minimal:
		budget = carveBudgetMedium
	}
	var unique, ok bool
	if len(orbit) == 1 && budget == 0 {
		c := orbit[0]
		var others int
		others, ok = g.solver.CountOtherWithin(g.puzzle, c, g.grid[c], 1, 0)
		unique = others == 0
	} else {
		var n int
		n, ok = g.solver.CountWithin(g.puzzle, 2, budget)
		unique = n == 1
	}
	if !ok {
		return false, ctx.Err() // nil when it was the budget
	}
	return unique, nil
}

// setClue puts the grid's value back into cell c (on) or clears the cell,
// keeping the house masks up to date.
func (g *Generator) setClue(c int, on bool) {
	bit := uint64(1) << uint(g.grid[c]-1)
	hs := &g.geo.CellHouses[c]
	if on {
		g.puzzle[c] = g.grid[c]
		g.houses[hs[0]] |= bit
		g.houses[hs[1]] |= bit
		g.houses[hs[2]] |= bit
		return
	}
	g.puzzle[c] = 0
	g.houses[hs[0]] &^= bit
	g.houses[hs[1]] &^= bit
	g.houses[hs[2]] &^= bit
}

// taken returns the values the clues in the houses of cell c rule out.
func (g *Generator) taken(c int) uint64 {
	hs := &g.geo.CellHouses[c]
	return g.houses[hs[0]] | g.houses[hs[1]] | g.houses[hs[2]]
}

// allForced reports whether the remaining clues force every cell of the
// orbit (already cleared) back to its value with a single: a naked single
// (the cell's houses show every other value) or a hidden single (in one of
// its houses no other empty cell can take the value). Then the puzzle is
// as unique as before, and the solver need not be asked. On a full grid
// most early removals are decided this way.
func (g *Generator) allForced(orbit []int) bool {
	for _, c := range orbit {
		if !g.single(c) {
			return false
		}
	}
	return true
}

// single reports whether empty cell c is a naked or hidden single for its
// grid value.
func (g *Generator) single(c int) bool {
	bit := uint64(1) << uint(g.grid[c]-1)
	if g.taken(c)|bit == g.all {
		return true // naked single
	}
	for _, h := range g.geo.CellHouses[c] {
		hidden := true
		for _, e := range g.geo.Houses[h] {
			if e != c && g.puzzle[e] == 0 && g.taken(e)&bit == 0 {
				hidden = false
				break
			}
		}
		if hidden {
			return true
		}
	}
	return false
}
