package human

import "math/bits"

// SE's later chaining rules, all built on the chaining of seChainer:
//
//   - nishio forcing chains (7.5): an assumption on one digit's links alone
//     that ends in a contradiction;
//   - multiple forcing chains (8.0): every digit of a cell, or every place
//     of a digit in a house, implies the same potential;
//   - dynamic forcing chains (8.5): as multiple chains, plus contradictions
//     and double implications, with the grid updated as candidates go off.

// seContradiction turns a run that met a contradiction into a hint:
// the assumption is false.
func (e *seChainer) seContradiction(r *seRun, p int, assumedOn bool, base int, name string) seHint {
	cx := e.ancestors(r, r.absurdOn) + e.ancestors(r, r.absurdOf)
	return seHint{rating: base + seLengthBonus(cx), complexity: cx, sortKey: 7, pot: p, on: !assumedOn, name: name}
}

// seNishio is SE's nishio rule: the easiest contradiction reached from a
// single assumption through one digit's links.
func (e *seChainer) seNishio(cands *[81]uint16) *seHint {
	e.load(cands, false, true)
	var best *seHint
	for c := 0; c < 81; c++ {
		if bits.OnesCount16(cands[c]) < 2 {
			continue
		}
		for m := cands[c]; m != 0; m &= m - 1 {
			p := c*9 + bits.TrailingZeros16(m)
			for _, on := range [...]bool{true, false} {
				r := e.runFrom(p, on)
				if r.absurdOn < 0 {
					continue
				}
				if h := e.seContradiction(r, p, on, 75, "Nishio Forcing Chain"); h.better(best) {
					best = &h
				}
			}
		}
	}
	e.release()
	return best
}

// seMultiple is SE's multiple forcing chains rule (dyn false, 8.0) or its
// dynamic forcing chains rule (dyn true, 8.5).
func (e *seChainer) seMultiple(cands *[81]uint16, dyn bool) *seHint {
	e.load(cands, true, dyn)
	base, prefix := 80, ""
	if dyn {
		base, prefix = 85, "Dynamic "
	}
	var best *seHint
	offer := func(h seHint) {
		if h.better(best) {
			best = &h
		}
	}
	// complexity of potential t implied in every run of rs.
	sumAnc := func(rs []*seRun, node int16) int {
		n := 0
		for _, r := range rs {
			n += e.ancestors(r, node)
		}
		return n
	}
	worth := func(t int, on bool) bool {
		return !on || bits.OnesCount16(cands[t/9]) > 1
	}
	// offerCommon offers the potentials every run of rs implies.
	offerCommon := func(rs []*seRun, sortKey int, name string) {
		on, off := rs[0].on, rs[0].off
		for _, r := range rs[1:] {
			for w := range on {
				on[w] &= r.on[w]
				off[w] &= r.off[w]
			}
		}
		for _, state := range [...]bool{true, false} {
			set := &off
			if state {
				set = &on
			}
			for w := range set {
				for m := set[w]; m != 0; m &= m - 1 {
					t := w*64 + bits.TrailingZeros64(m)
					if !worth(t, state) {
						continue
					}
					node := int16(t << 1)
					if state {
						node |= 1
					}
					cx := sumAnc(rs, node)
					offer(seHint{rating: base + seLengthBonus(cx), complexity: cx, sortKey: sortKey, pot: t, on: state, name: prefix + name})
				}
			}
		}
	}
	var runs [9]*seRun
	for c := 0; c < 81; c++ {
		n := bits.OnesCount16(cands[c])
		if n < 2 || (n == 2 && !dyn) {
			continue
		}
		k := 0
		for m := cands[c]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			p := c*9 + d
			rOn := e.runFrom(p, true)
			runs[k] = rOn
			k++
			if dyn {
				rOff := e.runFrom(p, false)
				if rOn.absurdOn >= 0 {
					offer(e.seContradiction(rOn, p, true, base, prefix+"Contradiction Forcing Chain"))
				}
				if rOff.absurdOn >= 0 {
					offer(e.seContradiction(rOff, p, false, base, prefix+"Contradiction Forcing Chain"))
				}
				if n >= 3 {
					e.offerDouble(rOn, rOff, base, prefix, cands, offer)
				}
			}
			e.regionChains(c, d, offerCommon)
		}
		offerCommon(runs[:k], 5, "Cell Forcing Chain")
	}
	e.release()
	return best
}

// offerDouble offers the potentials implied the same way by p on and p off.
func (e *seChainer) offerDouble(rOn, rOff *seRun, base int, prefix string, cands *[81]uint16, offer func(seHint)) {
	for _, state := range [...]bool{true, false} {
		a, b := &rOn.off, &rOff.off
		if state {
			a, b = &rOn.on, &rOff.on
		}
		for w := range a {
			for m := a[w] & b[w]; m != 0; m &= m - 1 {
				t := w*64 + bits.TrailingZeros64(m)
				if state && bits.OnesCount16(cands[t/9]) < 2 {
					continue
				}
				node := int16(t << 1)
				if state {
					node |= 1
				}
				cx := e.ancestors(rOn, node) + e.ancestors(rOff, node)
				offer(seHint{rating: base + seLengthBonus(cx), complexity: cx, sortKey: 1, pot: t, on: state, name: prefix + "Double Forcing Chain"})
			}
		}
	}
}

// regionChains runs SE's region forcing chains for digit d+1 in the houses
// of cell c, each house once: from the cell that is the digit's first place
// in it.
func (e *seChainer) regionChains(c, d int, offerCommon func([]*seRun, int, string)) {
	bit := uint16(1) << d
	var runs [9]*seRun
	for _, h := range se9.cellHouse[c] {
		k, first := 0, -1
		for _, o := range se9.house[h] {
			if e.orig[o]&bit != 0 {
				if first < 0 {
					first = int(o)
				}
				k++
			}
		}
		if k < 2 || first != c {
			continue
		}
		k = 0
		for _, o := range se9.house[h] {
			if e.orig[o]&bit != 0 {
				runs[k] = e.runFrom(int(o)*9+d, true)
				k++
			}
		}
		offerCommon(runs[:k], 6, "Region Forcing Chain")
	}
}
