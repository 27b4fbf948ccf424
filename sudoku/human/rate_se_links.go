package human

import "math/bits"

// Sukaku Explainer's "3 strong links" (5.4–5.6): a chain of one digit made
// of three conjugate pairs (the digit's only two places in a row, column or
// box), each pair's end seeing the next pair's start. One end of the chain
// holds the digit, so every cell seeing both ends loses it. It is a
// turbot fish one link longer; SE rates it 5.4 when the pairs are all in
// rows or all in columns, 5.6 when rows and columns mix, 5.5 with boxes.

type seLink struct {
	a, b int8 // the two places
	kind int8 // 0 box, 1 row, 2 column
}

// seThreeLinks returns the easiest 3-strong-links step of cands among the
// digits in only (bit d for digit d+1), or nil.
func seThreeLinks(cands *[81]uint16, only uint16) *seHint {
	var hm [27][9]uint16
	seHouseMasks(cands, &hm)
	var best *seHint
	var links [54]seLink
	pm := &se9.peerMask
	sees := func(x, y int8) bool { return pm[x][y/64]&(1<<(uint(y)%64)) != 0 }
	for d := 0; d < 9; d++ {
		if only&(1<<d) == 0 {
			continue
		}
		var places [2]uint64 // the digit's places
		for c := range cands {
			if cands[c]&(1<<d) != 0 {
				places[c/64] |= 1 << (uint(c) % 64)
			}
		}
		n := 0
		for h := 0; h < 27; h++ {
			m := hm[h][d]
			if bits.OnesCount16(m) != 2 {
				continue
			}
			a := se9.house[h][bits.TrailingZeros16(m)]
			b := se9.house[h][15-bits.LeadingZeros16(m)]
			kind := int8(h / 9)
			links[n], links[n+1] = seLink{a, b, kind}, seLink{b, a, kind}
			n += 2
		}
		// next[i]: the links that can follow link i, their start seeing
		// its end and no cell shared.
		var next [54]uint64
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				l1, l2 := links[i], links[j]
				if l2.a != l1.b && l2.a != l1.a && l2.b != l1.a && l2.b != l1.b && sees(l1.b, l2.a) {
					next[i] |= 1 << j
				}
			}
		}
		for i := 0; i < n; i++ {
			l1 := links[i]
			for m2 := next[i]; m2 != 0; m2 &= m2 - 1 {
				l2 := links[bits.TrailingZeros64(m2)]
				for m3 := next[bits.TrailingZeros64(m2)]; m3 != 0; m3 &= m3 - 1 {
					l3 := links[bits.TrailingZeros64(m3)]
					if l3.a == l1.a || l3.b == l1.a || l3.a == l1.b || l3.b == l1.b {
						continue
					}
					rating := seThreeLinksRating(l1.kind, l2.kind, l3.kind)
					if best != nil && best.rating <= rating {
						continue
					}
					// The places seeing both ends, off the chain.
					var elims []int16
					for w := range places {
						m := places[w] & pm[l1.a][w] & pm[l3.b][w]
						for _, c := range [...]int8{l1.b, l2.a, l2.b, l3.a} {
							if int(c)/64 == w {
								m &^= 1 << (uint(c) % 64)
							}
						}
						for ; m != 0; m &= m - 1 {
							elims = append(elims, int16((w*64+bits.TrailingZeros64(m))*9+d))
						}
					}
					if len(elims) > 0 {
						best = &seHint{rating: rating, complexity: 6, pot: -1, elims: elims, name: "3 Strong Links"}
						if rating == 54 {
							return best // nothing rates lower
						}
					}
				}
			}
		}
	}
	return best
}

// seThreeLinksRating rates a chain by the kinds of its pairs' houses.
func seThreeLinksRating(kinds ...int8) int {
	var seen [3]bool
	for _, k := range kinds {
		seen[k] = true
	}
	switch {
	case seen[1] && seen[2]:
		return 56 // "3-string kite"
	case seen[0]:
		return 55 // "3-turbot fish"
	}
	return 54 // "3 skyscrapers"
}
