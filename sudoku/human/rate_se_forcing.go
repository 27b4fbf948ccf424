package human

import "math/bits"

// The forcing chains of SE's first chaining rule start from every
// potential, assumed on and assumed off. Only the length of the shortest
// chain from each matters to the rating, so instead of one breadth-first
// search per start, seForcing runs the searches of 64 starts at once: each
// potential holds a 64-bit word saying which starts have reached it, and a
// layer of the search is a pass of word ORs along the links. The depths it
// finds are those the one-start search (seUnary.forcing) would find.

// seForcing holds the layers of the shared searches.
type seForcing struct {
	reach    [2][sePots]uint64 // [off, on]: the starts that reached each potential off or on
	frontier [2][sePots]uint64 // the starts that reached it in the current layer
	members  [2][]int16        // the potentials with a word in frontier, so a layer visits only them
	ons      [sePots][4]int16  // ons[p][:onLen[p]]: what p off turns on (onsOf)
	onLen    [sePots]uint8
	hitMask  [sePots]uint64   // the starts a potential would refute, when reached in their hit layer
	depth    [2][sePots]int32 // [off, on] start: depth of its chain's last implication, or -1
	kept     []int16          // the starts of one side that may have a chain (see forcingAll)
}

// forcingAll finds, for every start potential (assumed on, and assumed off),
// the depth at which the shortest forcing chain from it implies its own
// negation, searching to maxDepth; the results are in f.depth.
//
// Only one of the two assumptions about a potential can lead anywhere. The
// links are the implication graph of a 2-SAT formula (a weak link says "not
// both", a strong link "one of the two"), which the solution satisfies, so
// no potential shares a strongly connected component with its negation. A
// chain from p on to p off needs a path between them, which runs from a
// component to one numbered no higher (see stateGraph.components): the
// other assumption's chain would have to run back up. So each start is
// searched only on the side its components allow, which halves the work in
// the mixed (XY) mode. (The X mode's components are not computed: there
// every state counts as one component and both sides are searched, as they
// are for a potential that shares a component with its negation, which
// only a state without a solution can have.)
func (u *seUnary) forcingAll(f *seForcing, starts []int16, maxDepth int32) {
	// What each potential turns on when off, listed once for all batches.
	var buf [4]int16
	for p := range sePots {
		f.onLen[p] = uint8(copy(f.ons[p][:], u.onsOf(p, true, buf[:0])))
	}
	u.findComponents()
	for _, on := range [...]int{1, 0} {
		f.kept = f.kept[:0]
		for _, p := range starts {
			from, to := u.comp[int(p)<<1|on], u.comp[int(p)<<1|(1-on)]
			if from >= to {
				f.kept = append(f.kept, p)
			} else {
				f.depth[on][p] = -1 // the negation cannot be reached
			}
		}
		for b := 0; b < len(f.kept); b += 64 {
			u.forcingBatch(f, f.kept[b:min(b+64, len(f.kept))], on, maxDepth)
		}
	}
}

// forcingBatch searches from up to 64 starts, all assumed on (on = 1) or
// all assumed off (on = 0).
func (u *seUnary) forcingBatch(f *seForcing, batch []int16, on int, maxDepth int32) {
	clear(f.reach[0][:])
	clear(f.reach[1][:])
	clear(f.hitMask[:])
	for side := range f.members { // a search that stopped early left a frontier
		for _, p := range f.members[side] {
			f.frontier[side][p] = 0
		}
		f.members[side] = f.members[side][:0]
	}
	alive := uint64(0)
	for k, p := range batch {
		bit := uint64(1) << k
		alive |= bit
		f.depth[on][p] = -1
		f.reach[on][p] |= bit
		f.frontier[on][p] |= bit
		f.members[on] = append(f.members[on], p) // starts are distinct
		// A start assumed on is refuted by reaching, on, a potential
		// that turns it off; one assumed off by reaching, off, a
		// potential that turns it on. Both relations are symmetric.
		if on == 1 {
			for _, q := range u.offsOf(int(p)) {
				f.hitMask[q] |= bit
			}
		} else {
			for _, q := range f.ons[p][:f.onLen[p]] {
				f.hitMask[q] |= bit
			}
		}
	}
	side := on // the side of the current layer: starts begin on their own
	for depth := int32(0); depth < maxDepth && alive != 0; depth++ {
		front, next := &f.frontier[side], &f.frontier[1-side]
		if side == on {
			for _, p := range f.members[side] {
				if hit := front[p] & alive & f.hitMask[p]; hit != 0 {
					for m := hit; m != 0; m &= m - 1 {
						f.depth[on][batch[bits.TrailingZeros64(m)]] = depth
					}
					alive &^= hit
				}
			}
		}
		members := f.members[1-side][:0]
		for _, p := range f.members[side] {
			w := front[p] & alive
			front[p] = 0
			if w == 0 {
				continue
			}
			var targets []int16
			if side == 1 {
				targets = u.offsOf(int(p))
			} else {
				targets = f.ons[p][:f.onLen[p]]
			}
			for _, q := range targets {
				if n := w &^ f.reach[1-side][q]; n != 0 {
					f.reach[1-side][q] |= n
					if next[q] == 0 {
						members = append(members, q)
					}
					next[q] |= n
				}
			}
		}
		f.members[side], f.members[1-side] = f.members[side][:0], members
		if len(members) == 0 {
			break
		}
		side = 1 - side
	}
}
