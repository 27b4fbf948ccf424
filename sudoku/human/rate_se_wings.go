package human

import "math/bits"

// Sukaku Explainer's WXYZ-Wing (5.5–5.6) and VWXYZ-Wing (6.2–6.4): an
// almost locked set of 3 (or 4) cells in one house holding 4 (or 5) digits,
// and a bivalue cell xz outside it whose digits both belong to the set.
// When every x of the set sees the bivalue cell, one of the two holds x, so
// z is in the bivalue cell or in the set: z goes from every cell that sees
// the bivalue cell and all of the set's z. When z is restricted too (doubly
// linked), the set's other digits are locked in it and x goes as well.
//
// The rating grows with the largest candidate count in the set, peaking in
// the middle: 5.5 + (1 - |3 - big|)/10 for the WXYZ-Wing, 6.2 + (2 - |3 -
// big|)/10 for the VWXYZ-Wing.

// seWing finds the easiest wing with a set of size cells (3 or 4).
func seWing(cands *[81]uint16, size int) *seHint {
	var wm seWingMasks
	wm.init(cands)
	var best *seHint
	var set [4]int
	var choose func(h, from, k int, union uint16)
	choose = func(h, from, k int, union uint16) {
		if k == size {
			if bits.OnesCount16(union) == size+1 {
				wm.at(set[:size], union, &best)
			}
			return
		}
		for i := from; i < 9; i++ {
			c := int(se9.house[h][i])
			n := bits.OnesCount16(cands[c])
			u := union | cands[c]
			if n < 2 || bits.OnesCount16(u) > size+1 {
				continue
			}
			set[k] = c
			choose(h, i+1, k+1, u)
		}
	}
	for h := 0; h < 27; h++ {
		choose(h, 0, 0, 0)
	}
	return best
}

// seWingMasks holds a state's cells as bit masks for the wing search.
type seWingMasks struct {
	cands   *[81]uint16
	holding [9][2]uint64    // the cells holding each digit
	biv     [9][9][2]uint64 // biv[a][b], a < b: the bivalue cells holding a and b
}

func (wm *seWingMasks) init(cands *[81]uint16) {
	wm.cands = cands
	for c, m := range cands {
		bit := uint64(1) << (uint(c) % 64)
		if bits.OnesCount16(m) == 2 {
			wm.biv[bits.TrailingZeros16(m)][15-bits.LeadingZeros16(m)][c/64] |= bit
		}
		for ; m != 0; m &= m - 1 {
			wm.holding[bits.TrailingZeros16(m)][c/64] |= bit
		}
	}
}

// bivalueIn returns the bivalue cells whose two digits are in union.
func (wm *seWingMasks) bivalueIn(union uint16) [2]uint64 {
	var out [2]uint64
	for m := union; m != 0; m &= m - 1 {
		a := bits.TrailingZeros16(m)
		for n := m & (m - 1); n != 0; n &= n - 1 {
			b := bits.TrailingZeros16(n)
			out[0] |= wm.biv[a][b][0]
			out[1] |= wm.biv[a][b][1]
		}
	}
	return out
}

// at tries every bivalue cell with the almost locked set.
func (wm *seWingMasks) at(set []int, union uint16, best **seHint) {
	cands := wm.cands
	big := 0
	var inSet [2]uint64
	for _, c := range set {
		big = max(big, bits.OnesCount16(cands[c]))
		inSet[c/64] |= 1 << (uint(c) % 64)
	}
	base, name := 55+1-abs(3-big), "WXYZ-Wing"
	if len(set) == 4 {
		base, name = 62+2-abs(3-big), "VWXYZ-Wing"
	}
	if *best != nil && (*best).rating <= base {
		return
	}
	// The bivalue cells outside the set with both digits in it.
	yzs := wm.bivalueIn(union)
	yzs[0] &^= inSet[0]
	yzs[1] &^= inSet[1]
	if yzs == [2]uint64{} {
		return
	}
	// seers[d]: the cells seeing every cell of the set that holds d.
	var seers [9][2]uint64
	for m := union; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		seers[d] = [2]uint64{^uint64(0), ^uint64(0)}
		for _, c := range set {
			if cands[c]&(1<<d) != 0 {
				seers[d][0] &= se9.peerMask[c][0]
				seers[d][1] &= se9.peerMask[c][1]
			}
		}
	}
	has := func(s [2]uint64, c int) bool { return s[c/64]&(1<<(uint(c)%64)) != 0 }
	for yzs != [2]uint64{} {
		w := 0
		if yzs[0] == 0 {
			w = 1
		}
		yz := w*64 + bits.TrailingZeros64(yzs[w])
		yzs[w] &= yzs[w] - 1
		pair := cands[yz]
		a := pair & -pair
		b := pair &^ a
		da, db := bits.TrailingZeros16(a), bits.TrailingZeros16(b)
		ra, rb := has(seers[da], yz), has(seers[db], yz)
		if !ra && !rb {
			continue
		}
		var elims []int16
		// remove takes d from the cells seeing the set's d (and the
		// bivalue cell, withYZ), outside the set and the bivalue cell.
		remove := func(d int, withYZ bool) {
			for w := range 2 {
				m := wm.holding[d][w] & seers[d][w] &^ inSet[w]
				if withYZ {
					m &= se9.peerMask[yz][w]
				}
				if yz/64 == w {
					m &^= 1 << (uint(yz) % 64)
				}
				for ; m != 0; m &= m - 1 {
					elims = append(elims, int16((w*64+bits.TrailingZeros64(m))*9+d))
				}
			}
		}
		switch {
		case ra && rb: // doubly linked: both digits and the set's others
			remove(da, true)
			remove(db, true)
			for m := union &^ pair; m != 0; m &= m - 1 {
				remove(bits.TrailingZeros16(m), false)
			}
		case ra:
			remove(db, true)
		default:
			remove(da, true)
		}
		if len(elims) > 0 {
			*best = &seHint{rating: base, complexity: len(set) + 1, pot: -1, elims: elims, name: name}
			return
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
