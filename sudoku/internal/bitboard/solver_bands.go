package bitboard

import (
	"math/bits"
	"math/rand/v2"
)

// This file holds the fast engine for the classic 9×9 board with 3×3 boxes.
//
// The board is cut into three bands of three rows. For every digit d and
// band b one 27-bit word, cand[3d+b], says in which cells of the band the
// digit may still go: bit 9r+c for row r (0–2 inside the band) and column c.
// A placed digit keeps its bit, so every row of every band always shows at
// least one cell per digit, and a row showing exactly one cell has the digit
// placed there.
//
// Inside a band each row and each box must hold each digit once. Look at the
// nine row×box "triplets" of a word: the rows must be matched to the boxes
// one to one (a permutation of three), using only non-empty triplets. A
// triplet that lies on no such matching can never hold the digit, and a
// 512-entry table (bandShrink) removes them all in one AND. That single step
// finds hidden singles in rows and boxes, pointing and claiming (locked
// candidates) inside the band, and contradictions. When a row is left with one
// cell the digit is placed: the cell leaves the other eight digits and the
// column leaves the other two bands of the digit. Naked singles (cells with one
// digit left) and hidden singles in columns are found by short bitwise passes
// over all digits, and when nothing more follows the search guesses on a cell
// with two candidates, copying the 120-byte state so that backtracking is a
// plain return.

const (
	bandMask = 1<<27 - 1 // the 27 cells of a band
	rowMask  = 1<<9 - 1  // the 9 cells of one row of a band
	colBits  = 1 | 1<<9 | 1<<18
	// bandWords marks the words of band 0 in a set of words (3d+b); shift
	// it by b for band b.
	bandWords = 1 | 1<<3 | 1<<6 | 1<<9 | 1<<12 | 1<<15 | 1<<18 | 1<<21 | 1<<24
)

// bandState is the whole search state of the 9×9 engine.
type bandState struct {
	cand   [27]uint32 // cand[3d+b]: cells of band b where digit d+1 may go (or is)
	solved [3]uint32  // cells of each band that hold a digit
	// pattern[j] is the row×box pattern of cand[j] as updateBand left it.
	// Every word that changes is updated before propagate returns, so
	// after a propagation the patterns are those of the words, and
	// guessBand need not work them out again.
	pattern [27]uint16
}

var (
	// matchable[p] keeps the pairs of a 3×3 pattern p (bit 3r+k: row r may
	// be matched with column k) that lie on some one-to-one matching of the
	// rows to the columns. It is 0 when no matching exists.
	matchable [512]uint16
	// rowTriplets[r] has bit k set when the 9-bit row r has a cell in box k.
	rowTriplets [512]uint8
	// bandShrink[p] is matchable[p] for a pattern of row r, box k triplets
	// of a band, spread to a 27-bit cell mask.
	bandShrink [512]uint32
	// bandPeers[i] are the peers of cell i (0–80) in each of the three bands.
	bandPeers [81][3]uint32
	// matchings[p] lists the one-to-one matchings of rows to boxes that the
	// row×box pattern p allows, each as the 27-bit mask of the cells of its
	// three triplets; matchingCount[p] says how many there are (0–6).
	matchings     [512][6]uint32
	matchingCount [512]uint8
)

func init() {
	for r := range rowTriplets {
		for k := range 3 {
			if r>>(3*k)&7 != 0 {
				rowTriplets[r] |= 1 << k
			}
		}
	}
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for p := range matchable {
		for _, perm := range perms {
			var keep uint16
			var cells uint32
			for r, k := range perm {
				if p>>(3*r+k)&1 == 0 {
					keep, cells = 0, 0
					break
				}
				keep |= 1 << (3*r + k)
				cells |= 7 << (3 * (3*r + k))
			}
			if keep != 0 {
				matchable[p] |= keep
				matchings[p][matchingCount[p]] = cells
				matchingCount[p]++
			}
		}
		for t := range 9 {
			if matchable[p]>>t&1 != 0 {
				bandShrink[p] |= 7 << (3 * t)
			}
		}
	}
	for i := range 81 {
		r, c := i/9, i%9
		for j := range 81 {
			rj, cj := j/9, j%9
			if j != i && (rj == r || cj == c || (rj/3 == r/3 && cj/3 == c/3)) {
				bandPeers[i][rj/3] |= 1 << (j % 27)
			}
		}
	}
}

// tripletPattern returns the 9-bit row×box pattern of a band word.
func tripletPattern(x uint32) uint32 {
	return uint32(rowTriplets[x&rowMask]) | uint32(rowTriplets[x>>9&rowMask])<<3 | uint32(rowTriplets[x>>18])<<6
}

// load enters the givens (0 = empty, 1–9 = digit). It reports false when
// two givens clash or a value is out of range.
func (st *bandState) load(values []int) bool {
	for j := range st.cand {
		st.cand[j] = bandMask
	}
	st.solved = [3]uint32{}
	for i, v := range values {
		if v == 0 {
			continue
		}
		if v < 0 || v > 9 {
			return false
		}
		j, bit := 3*(v-1)+i/27, uint32(1)<<(i%27)
		if st.cand[j]&bit == 0 || st.solved[i/27]&bit != 0 {
			return false
		}
		st.place(j, bit)
	}
	return true
}

// exclude removes digit v (1–9) from the candidates of cell i (0–80); the
// search's first propagation draws the consequences.
func (st *bandState) exclude(i, v int) {
	st.cand[3*(v-1)+i/27] &^= 1 << (i % 27)
}

// place puts digit j/3+1 in the cell bit of band j%3 and removes it from the
// cell's peers and the other digits from the cell. It returns the words that
// changed.
func (st *bandState) place(j int, bit uint32) (dirty uint32) {
	d, b := j/3, j%3
	cell := 27*b + bits.TrailingZeros32(bit)
	st.solved[b] |= bit
	// Without branches, as in updateBand; word j is put back.
	keep := st.cand[j]
	for bb, peers := range bandPeers[cell] {
		k := 3*d + bb
		dirty |= nonZero(st.cand[k]&peers) << k
		st.cand[k] &^= peers
	}
	for k := b; k < 27; k += 3 {
		dirty |= nonZero(st.cand[k]&bit) << k
		st.cand[k] &^= bit
	}
	st.cand[j] = keep &^ bandPeers[cell][b]
	return dirty | 1<<j
}

// updateBand applies the row×box matching to word j and places the digit in
// rows left with a single cell. It returns the other words that changed, and
// false on a contradiction.
func (st *bandState) updateBand(j int) (dirty uint32, ok bool) {
	p := tripletPattern(st.cand[j])
	x := st.cand[j] & bandShrink[p]
	if x == 0 {
		return 0, false
	}
	st.cand[j] = x
	st.pattern[j] = matchable[p] // the triplets kept are the matchable ones
	var single uint32
	if r := x & rowMask; r&(r-1) == 0 {
		single |= r
	}
	if r := x >> 9 & rowMask; r&(r-1) == 0 {
		single |= r << 9
	}
	if r := x >> 18; r&(r-1) == 0 {
		single |= r << 18
	}
	b := j % 3
	placed := single &^ st.solved[b]
	if placed == 0 {
		return 0, true
	}
	st.solved[b] |= placed
	// The loops run without branches: which words change is as good as
	// random, and mispredicted branches cost more than the stores. Word j
	// loses nothing: it is put back afterwards.
	keep := st.cand[j]
	for k := b; k < 27; k += 3 { // the cells leave the other digits
		dirty |= nonZero(st.cand[k]&placed) << k
		st.cand[k] &^= placed
	}
	cols := (placed | placed>>9 | placed>>18) & rowMask * colBits
	for k := j - b; k < j-b+3; k++ { // the columns leave the other bands
		dirty |= nonZero(st.cand[k]&cols) << k
		st.cand[k] &^= cols
	}
	st.cand[j] = keep
	return dirty &^ (1 << j), true
}

// nonZero returns 1 if x is not 0, and 0 if it is, without a branch.
func nonZero(x uint32) uint32 { return uint32((uint64(x) + (1<<32 - 1)) >> 32) }

// nakedSingles places every digit that is the last candidate of its cell. It
// returns the words that changed, and false when a cell has no candidate.
func (st *bandState) nakedSingles(changed uint32) (dirty uint32, ok bool) {
	for b := range 3 {
		if changed&(bandWords<<b) == 0 {
			continue
		}
		var one, two uint32
		for k := b; k < 27; k += 3 {
			two |= one & st.cand[k]
			one |= st.cand[k]
		}
		if one != bandMask {
			return 0, false
		}
		singles := one &^ two &^ st.solved[b]
		for singles != 0 {
			bit := singles & -singles
			singles ^= bit
			k := b
			for k < 27 && st.cand[k]&bit == 0 {
				k += 3
			}
			if k >= 27 { // an earlier single took its last candidate
				return 0, false
			}
			dirty |= st.place(k, bit)
		}
	}
	return dirty, true
}

// stacks works on the columns, for each digit: the same matching rule as
// the bands' (the three boxes of a stack must take the digit in three
// different columns) removes candidates, and a digit left with one cell in a
// column is placed. It returns the words that changed, and false on a
// contradiction.
func (st *bandState) stacks(changed uint32) (dirty uint32, ok bool) {
	for d := range 9 {
		if changed>>(3*d)&7 == 0 {
			continue
		}
		var cols [3]uint32 // cols[b]: the columns where band b has the digit
		var once, twice, placed uint32
		for b := range 3 {
			x := st.cand[3*d+b]
			r0, r1, r2 := x&rowMask, x>>9&rowMask, x>>18
			cols[b] = r0 | r1 | r2
			twice |= once&cols[b] | r0&r1 | r0&r2 | r1&r2
			once |= cols[b]
			y := x & st.solved[b]
			placed |= (y | y>>9 | y>>18) & rowMask
		}
		if once != rowMask {
			return 0, false
		}
		var keep [3]uint32
		for s := 0; s < 9; s += 3 {
			pattern := cols[0]>>s&7 | cols[1]>>s&7<<3 | cols[2]>>s&7<<6
			m := uint32(matchable[pattern])
			if m == 0 {
				return 0, false
			}
			keep[0] |= m & 7 << s
			keep[1] |= m >> 3 & 7 << s
			keep[2] |= m >> 6 << s
		}
		for b := range 3 {
			if drop := (cols[b] &^ keep[b]) * colBits; st.cand[3*d+b]&drop != 0 {
				st.cand[3*d+b] &^= drop
				dirty |= 1 << (3*d + b)
			}
		}
		for hidden := once &^ twice &^ placed; hidden != 0; hidden &= hidden - 1 {
			col := (hidden & -hidden) * colBits
			for b := range 3 {
				if bit := st.cand[3*d+b] & col; bit != 0 {
					dirty |= st.place(3*d+b, bit)
					break
				}
			}
		}
	}
	return dirty, true
}

// propagate applies the band matching, naked singles and column singles
// until nothing changes. It reports false on a contradiction.
func (st *bandState) propagate(dirty uint32) bool {
	// The single passes need to look only at what changed since their
	// last run: a band for naked singles, a digit for the stacks.
	forNaked, forStacks := dirty, dirty
	for {
		for dirty != 0 {
			j := bits.TrailingZeros32(dirty)
			dirty &= dirty - 1
			more, ok := st.updateBand(j)
			if !ok {
				return false
			}
			dirty |= more
			forNaked |= more
			forStacks |= more
		}
		var ok bool
		switch {
		case forNaked != 0:
			dirty, ok = st.nakedSingles(forNaked)
			forNaked = 0
		case forStacks != 0:
			dirty, ok = st.stacks(forStacks)
			forStacks = 0
		default:
			return true
		}
		if !ok {
			return false
		}
		forNaked |= dirty
		forStacks |= dirty
	}
}

// complete reports whether every cell holds a digit.
func (st *bandState) complete() bool {
	return st.solved[0]&st.solved[1]&st.solved[2] == bandMask
}

// guessBand picks a digit of a band to branch on, as tdoku does: in the
// band whose digits allow the fewest matchings of rows to boxes in all, the
// digit that allows the fewest (two, most often). Each branch keeps one
// matching, so the branches split the solutions between them. It returns
// the word (3d+b) and its row×box pattern, or -1 when every digit of every
// band has one matching left. On the hardest puzzles this halves the guesses
// that branching on a cell with two candidates needs (hardest1106: 123 → 63
// a puzzle, measured without bandBudget; tdoku makes 60).
func (st *bandState) guessBand() (word int, pattern uint32) {
	band, least := -1, 1000
	for b := range 3 {
		total, open := 0, false
		for k := b; k < 27; k += 3 {
			n := int(matchingCount[st.pattern[k]])
			total += n
			open = open || n > 1
		}
		if open && total < least {
			band, least = b, total
		}
	}
	if band < 0 {
		return -1, 0
	}
	word, fewest := -1, 7
	for k := band; k < 27; k += 3 {
		p := uint32(st.pattern[k])
		if n := int(matchingCount[p]); n > 1 && n < fewest {
			word, fewest, pattern = k, n, p
		}
	}
	return word, pattern
}

// guessCell picks the cell to branch on: the last cell with two candidates
// (scanning from the bottom measured a little better than from the top), or
// else the first cell with the fewest. It returns the cell's
// bit and the words (3d+band) holding its candidates.
func (st *bandState) guessCell() (bit uint32, words uint32) {
	for b := 2; b >= 0; b-- {
		var one, two, three uint32
		for k := b; k < 27; k += 3 {
			c := st.cand[k]
			three |= two & c
			two |= one & c
			one |= c
		}
		if pairs := two &^ three; pairs != 0 {
			c := uint32(1) << (31 - bits.LeadingZeros32(pairs))
			return c, st.digitsOf(b, c)
		}
	}
	best := 10
	for b := range 3 {
		for open := bandMask &^ st.solved[b]; open != 0; open &= open - 1 {
			c := open & -open
			ds := st.digitsOf(b, c)
			if n := bits.OnesCount32(ds); n < best {
				best, bit, words = n, c, ds
			}
		}
	}
	return bit, words
}

// digitsOf returns the words of band b that hold the cell bit, as a bit set
// over 3d+b.
func (st *bandState) digitsOf(b int, bit uint32) (words uint32) {
	for k := b; k < 27; k += 3 {
		if st.cand[k]&bit != 0 {
			words |= 1 << k
		}
	}
	return words
}

// write stores a complete grid in out (81 values).
func (st *bandState) write(out []int) {
	out = out[:81]
	for j, x := range st.cand {
		base := 27 * (j % 3)
		for ; x != 0; x &= x - 1 {
			out[base+bits.TrailingZeros32(x)] = j/3 + 1
		}
	}
}

// bandSolver runs the depth-first search of the 9×9 engine.
type bandSolver struct {
	count, limit int
	out          []int // receives the first solution, may be nil
	rng          *rand.Rand
	order        [9]int    // scratch space for random candidate orders
	in           interrupt // counts nodes; may cut the search short
	bandLeft     int       // band branches left before branching on cells only
}

// bandGuess returns the word to branch on and its pattern when the search
// branches on a digit's matching in a band (see guessBand), or -1 when it
// branches on a cell. A random search (a generator's fill) always branches
// on cells, so that a seed gives the grid it always gave. So does a search
// that has used up bandBudget band branches: on a sparse grid the matchings
// alone rarely clash, and branching on them can wander where branching on
// cells finds its way at once (run then starts again on cells).
func (s *bandSolver) bandGuess(st *bandState) (int, uint32) {
	if s.rng != nil || s.bandLeft < 0 {
		return -1, 0
	}
	j, p := st.guessBand()
	if j >= 0 {
		s.bandLeft--
		if s.bandLeft < 0 {
			s.limit = 0 // give up: every level returns, and run starts again
		}
	}
	return j, p
}

// bandBudget is how many band branches a search may take before it starts
// again, branching on cells only. A puzzle of the hardest set takes 63 on
// average; a grid of 8 givens could take millions, where cells take a
// millisecond at most.
const bandBudget = 300

// run solves or counts from a loaded state.
func (s *bandSolver) run(st *bandState, limit int, out []int, rng *rand.Rand) int {
	s.count, s.limit, s.out, s.rng, s.bandLeft = 0, limit, out, rng, bandBudget
	s.search(*st, 1<<27-1)
	if s.bandLeft < 0 && !s.in.hit { // gave up branching on bands: again, on cells
		s.count, s.limit = 0, limit
		s.search(*st, 1<<27-1)
	}
	return s.count
}

// search propagates st and explores its guesses until limit solutions are
// found. st is a copy: backtracking just returns.
func (s *bandSolver) search(st bandState, dirty uint32) {
	for {
		if !st.propagate(dirty) {
			return
		}
		if st.complete() {
			if s.count == 0 && s.out != nil {
				st.write(s.out)
			}
			s.count++
			return
		}
		if s.in.tick() {
			s.limit = 0 // cut short: every level returns (the caller sees in.hit)
			return
		}
		if j, p := s.bandGuess(&st); j >= 0 {
			if s.count >= s.limit {
				return
			}
			n := int(matchingCount[p])
			for i := range n - 1 {
				child := st
				child.cand[j] &= matchings[p][i]
				s.search(child, 1<<j)
				if s.count >= s.limit {
					return
				}
			}
			st.cand[j] &= matchings[p][n-1]
			dirty = 1 << j
			continue
		}
		bit, words := st.guessCell()
		n := 0
		for w := words; w != 0; w &= w - 1 {
			s.order[n] = bits.TrailingZeros32(w)
			n++
		}
		if s.rng != nil {
			for i := n - 1; i > 0; i-- {
				k := s.rng.IntN(i + 1)
				s.order[i], s.order[k] = s.order[k], s.order[i]
			}
		}
		order := s.order // s.order is reused by deeper levels
		dirty = 0
		for _, j := range order[:n-1] {
			child := st
			changed := child.place(j, bit)
			s.search(child, changed)
			if s.count >= s.limit {
				return
			}
			st.cand[j] &^= bit // j failed here: drop it before the next try
			dirty |= 1 << j
		}
		// The last candidate needs no copy: continue with st itself.
		dirty |= st.place(order[n-1], bit)
	}
}
