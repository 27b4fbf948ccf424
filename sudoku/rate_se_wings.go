package sudoku

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
	var best *seHint
	var set [4]int
	var choose func(h, from, k int, union uint16)
	choose = func(h, from, k int, union uint16) {
		if k == size {
			if bits.OnesCount16(union) == size+1 {
				seWingAt(cands, set[:size], union, &best)
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

// seWingAt tries every bivalue cell with the almost locked set.
func seWingAt(cands *[81]uint16, set []int, union uint16, best **seHint) {
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
	// seesAll reports whether cell o sees every cell of the set holding digit bit.
	seesAll := func(o int, bit uint16) bool {
		for _, c := range set {
			if cands[c]&bit != 0 && se9.peerMask[o][c/64]&(1<<(uint(c)%64)) == 0 {
				return false
			}
		}
		return true
	}
	for yz := 0; yz < 81; yz++ {
		pair := cands[yz]
		if bits.OnesCount16(pair) != 2 || pair&^union != 0 || inSet[yz/64]&(1<<(uint(yz)%64)) != 0 {
			continue
		}
		a := pair & -pair
		b := pair &^ a
		ra, rb := seesAll(yz, a), seesAll(yz, b)
		if !ra && !rb {
			continue
		}
		var elims []int16
		remove := func(bit uint16, withYZ bool) {
			d := bits.TrailingZeros16(bit)
			for o := 0; o < 81; o++ {
				if cands[o]&bit == 0 || o == yz || inSet[o/64]&(1<<(uint(o)%64)) != 0 {
					continue
				}
				if withYZ && se9.peerMask[o][yz/64]&(1<<(uint(yz)%64)) == 0 {
					continue
				}
				if seesAll(o, bit) {
					elims = append(elims, int16(o*9+d))
				}
			}
		}
		switch {
		case ra && rb: // doubly linked: both digits and the set's others
			remove(a, true)
			remove(b, true)
			for m := union &^ pair; m != 0; m &= m - 1 {
				remove(m&-m, false)
			}
		case ra:
			remove(b, true)
		default:
			remove(a, true)
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
