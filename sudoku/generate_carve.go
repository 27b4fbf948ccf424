package sudoku

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
		if g.allForced(orbit) || g.solver.Count(g.puzzle, 2) == 1 {
			givens -= len(orbit)
			continue
		}
		for _, c := range orbit {
			g.setClue(c, true)
		}
	}
	return nil
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
