package bitboard

import (
	"math/bits"
	"math/rand/v2"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// This file holds the general engine, used for every shape except the
// classic 3×3-box board: one 64-bit candidate set per cell (bit v-1 for value
// v, like Values), naked singles through a work queue, hidden singles on the
// houses that changed, and minimum-remaining-values branching. Instead of
// copying the state at every guess (32 KiB on a 64×64 board), each change is
// written to a trail and undone on backtracking.

// trailEntry remembers a cell's candidates before a change. placed says the
// change was placing a value, which must also be taken back from the houses.
type trailEntry struct {
	cell   int32
	placed bool
	old    uint64
}

// cellSolver is the search state of the general engine for one shape.
type cellSolver struct {
	n          int
	all        uint64    // the values 1–N
	peers      [][]int32 // peers[i]: the cells sharing a house with cell i
	houses     [][]int32 // houses[h]: the cells of house h
	cellHouses [][3]int32

	cand   []uint64 // candidates of each cell; a placed cell keeps its value
	placed []bool
	done   []uint64 // done[h]: the values placed in house h
	open   int      // cells without a value

	trail []trailEntry
	queue []int32  // cells left with one candidate, still to place
	dirty []uint64 // houses whose cells lost candidates, a bit per house
	stale bool     // some bit of dirty is set

	count, limit int
	out          []int
	rng          *rand.Rand
	budget       int       // guesses left before a restart; -1: no limit
	aborted      bool      // the budget ran out, or in cut the search short
	in           interrupt // counts nodes; may cut the search short
}

func newCellSolver(s sudoku.Shape) *cellSolver {
	g := trace.GeometryOf(s)
	n := g.N
	cs := &cellSolver{
		n:          n,
		all:        uint64(sudoku.AllValues(n)),
		peers:      make([][]int32, n*n),
		houses:     make([][]int32, 3*n),
		cellHouses: make([][3]int32, n*n),
		cand:       make([]uint64, n*n),
		placed:     make([]bool, n*n),
		done:       make([]uint64, 3*n),
		dirty:      make([]uint64, (3*n+63)/64),
	}
	for i, ps := range g.Peers {
		cs.peers[i] = make([]int32, len(ps))
		for k, p := range ps {
			cs.peers[i][k] = int32(p)
		}
		for k, h := range g.CellHouses[i] {
			cs.cellHouses[i][k] = int32(h)
		}
	}
	for h, cells := range g.Houses {
		cs.houses[h] = make([]int32, len(cells))
		for k, c := range cells {
			cs.houses[h][k] = int32(c)
		}
	}
	return cs
}

// load resets the state and places the givens. It reports false when two
// givens clash, a value is out of range or len(values) is wrong.
//
// The givens are not placed one by one (each placement would walk the
// cell's peers, 189 of them on a 64×64 board): one pass collects the values
// of each house, a second gives every empty cell the values its houses
// miss. The loaded state is the search's starting point and is never
// undone, so it needs no trail; propagate then finds the singles.
func (s *cellSolver) load(values []int) bool {
	if len(values) != len(s.cand) {
		return false
	}
	clear(s.done)
	s.trail, s.queue = s.trail[:0], s.queue[:0]
	s.open = len(s.cand)
	for i, v := range values {
		s.placed[i] = false
		if v == 0 {
			continue
		}
		if v < 0 || v > s.n {
			return false
		}
		bit := uint64(1) << uint(v-1)
		for _, h := range s.cellHouses[i] {
			if s.done[h]&bit != 0 {
				return false // a clash
			}
			s.done[h] |= bit
		}
		s.cand[i], s.placed[i] = bit, true
		s.open--
	}
	for i, hs := range s.cellHouses {
		if s.placed[i] {
			continue
		}
		c := s.all &^ (s.done[hs[0]] | s.done[hs[1]] | s.done[hs[2]])
		s.cand[i] = c
		switch {
		case c == 0:
			return false
		case c&(c-1) == 0:
			s.queue = append(s.queue, int32(i))
		}
	}
	for h := range s.houses {
		s.markHouse(int32(h))
	}
	return true
}

func (s *cellSolver) markHouse(h int32) {
	s.dirty[h>>6] |= 1 << uint(h&63)
	s.stale = true
}

// assign places the value bit in cell i and removes it from the peers. It
// reports false when a peer is left without candidates.
func (s *cellSolver) assign(i int32, bit uint64) bool {
	if s.cand[i]&bit == 0 || s.placed[i] {
		return s.placed[i] && s.cand[i] == bit
	}
	s.trail = append(s.trail, trailEntry{cell: i, placed: true, old: s.cand[i]})
	s.cand[i], s.placed[i] = bit, true
	s.open--
	for _, h := range s.cellHouses[i] {
		s.done[h] |= bit
	}
	for _, p := range s.peers[i] {
		c := s.cand[p]
		if c&bit == 0 {
			continue
		}
		if s.placed[p] {
			return false
		}
		s.trail = append(s.trail, trailEntry{cell: p, old: c})
		c &^= bit
		s.cand[p] = c
		switch {
		case c == 0:
			return false
		case c&(c-1) == 0:
			s.queue = append(s.queue, p)
		}
		for _, h := range s.cellHouses[p] {
			s.markHouse(h)
		}
	}
	return true
}

// exclude removes the value bit from the candidates of cell i. It reports
// false when the cell is left without candidates or holds that value.
func (s *cellSolver) exclude(i int32, bit uint64) bool {
	c := s.cand[i]
	if c&bit == 0 {
		return true
	}
	if s.placed[i] {
		return false
	}
	s.trail = append(s.trail, trailEntry{cell: i, old: c})
	c &^= bit
	s.cand[i] = c
	if c == 0 {
		return false
	}
	if c&(c-1) == 0 {
		s.queue = append(s.queue, i)
	}
	for _, h := range s.cellHouses[i] {
		s.markHouse(h)
	}
	return true
}

// undo takes back every change made after the trail had length mark.
func (s *cellSolver) undo(mark int) {
	for k := len(s.trail) - 1; k >= mark; k-- {
		e := s.trail[k]
		if e.placed {
			for _, h := range s.cellHouses[e.cell] {
				s.done[h] &^= s.cand[e.cell]
			}
			s.placed[e.cell] = false
			s.open++
		}
		s.cand[e.cell] = e.old
	}
	s.trail = s.trail[:mark]
	s.queue = s.queue[:0]
	clear(s.dirty)
	s.stale = false
}

// propagate places naked and hidden singles until none is left. It reports
// false on a contradiction.
func (s *cellSolver) propagate() bool {
	for {
		for len(s.queue) > 0 {
			i := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			if !s.placed[i] && !s.assign(i, s.cand[i]) {
				return false
			}
		}
		if !s.stale {
			return true
		}
		s.stale = false
		for w, word := range s.dirty {
			s.dirty[w] = 0
			for ; word != 0; word &= word - 1 {
				if !s.hiddenSingles(s.houses[64*w+bits.TrailingZeros64(word)]) {
					return false
				}
			}
		}
	}
}

// hiddenSingles places every value that has one cell left in the house. It
// reports false when a missing value has no cell left.
func (s *cellSolver) hiddenSingles(house []int32) bool {
	var once, twice, done uint64
	for _, p := range house {
		c := s.cand[p]
		if s.placed[p] {
			done |= c
			continue
		}
		twice |= once & c
		once |= c
	}
	need := s.all &^ done
	if once&need != need {
		return false
	}
	for hidden := once &^ twice & need; hidden != 0; hidden &= hidden - 1 {
		bit := hidden & -hidden
		for _, p := range house {
			if s.cand[p]&bit != 0 && !s.placed[p] {
				if !s.assign(p, bit) {
					return false
				}
				break
			}
		}
	}
	return true
}

// pick returns the open cell with the fewest candidates.
func (s *cellSolver) pick() int32 {
	best, bestN := int32(-1), 65
	for i, c := range s.cand {
		if s.placed[i] {
			continue
		}
		if n := bits.OnesCount64(c); n < bestN {
			best, bestN = int32(i), n
			if n <= 2 {
				break
			}
		}
	}
	return best
}

// run solves or counts from a loaded state. A search for one solution
// restarts (see restartUnit) with a fresh random order of candidates when
// it has used its budget of guesses; a count must see the whole tree and
// never restarts.
func (s *cellSolver) run(limit int, out []int, rng *rand.Rand) int {
	s.count, s.limit, s.out, s.rng = 0, limit, out, rng
	s.budget, s.aborted = -1, false
	if !s.propagate() {
		s.undo(0)
		return 0
	}
	if limit == 1 {
		base := len(s.trail)
		unit := max(restartUnit, s.open)
		for round := 1; ; round++ {
			s.budget, s.aborted = luby(round)*unit, false
			s.search()
			if !s.aborted || s.count >= s.limit || s.in.hit {
				break
			}
			s.undo(base)
			if s.rng == nil {
				s.rng = rand.New(rand.NewPCG(uint64(len(s.cand)), uint64(round)))
			}
		}
	} else {
		s.search()
	}
	s.undo(0)
	return s.count
}

// restartUnit is the smallest budget of guesses between restarts. The
// budgets follow the Luby sequence 1, 1, 2, 1, 1, 2, 4, … times the unit
// (or times the number of open cells, when that is larger, so that a
// search that never backtracks always fits).
//
// Why restart at all? On big boards a depth-first search that guesses wrong
// early can spend hours below that guess, although the puzzle has plenty of
// solutions elsewhere: the running time has a heavy tail. Restarting with a
// new random order cuts the tail off, at the price of repeating a little
// work; the Luby sequence is within a constant factor of the best fixed
// budget without knowing it.
const restartUnit = 256

// luby returns the i-th term (1-based) of the Luby sequence.
func luby(i int) int {
	for {
		k := 1
		for (1<<k)-1 < i {
			k++
		}
		if i == (1<<k)-1 {
			return 1 << (k - 1)
		}
		i -= (1 << (k - 1)) - 1
	}
}

// search explores the guesses of a propagated state until limit solutions
// are found or the budget of guesses runs out.
func (s *cellSolver) search() {
	if s.open == 0 {
		if s.count == 0 && s.out != nil {
			for i, c := range s.cand {
				s.out[i] = bits.TrailingZeros64(c) + 1
			}
		}
		s.count++
		return
	}
	if s.budget == 0 || s.in.tick() {
		s.aborted = true
		return
	}
	s.budget--
	i := s.pick()
	var buf [64]uint8
	order := buf[:0]
	for c := s.cand[i]; c != 0; c &= c - 1 {
		order = append(order, uint8(bits.TrailingZeros64(c)))
	}
	if s.rng != nil {
		s.rng.Shuffle(len(order), func(a, b int) { order[a], order[b] = order[b], order[a] })
	}
	for _, v := range order {
		mark := len(s.trail)
		if s.assign(i, 1<<uint(v)) && s.propagate() {
			s.search()
		}
		s.undo(mark)
		if s.count >= s.limit || s.aborted {
			return
		}
	}
}
