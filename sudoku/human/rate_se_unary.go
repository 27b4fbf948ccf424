package human

import "math/bits"

// SE's first chaining rule: bidirectional cycles (X-cycles and Y-cycles
// 6.5, mixed 7.0) and forcing chains (X 6.6, mixed 7.0), found from one
// assumption at a time with static links only.

// seHint is a chaining step found by the SE rater: what it proves and how
// SE rates it. A cycle proves several eliminations at once.
type seHint struct {
	rating     int // tenths: 72 is 7.2
	complexity int
	sortKey    int
	pot        int  // the potential the step decides
	on         bool // true: place pot's digit; false: remove it
	elims      []int16
	name       string
}

// better reports whether h should be chosen over o (SE sorts by rating,
// then complexity, then kind).
func (h *seHint) better(o *seHint) bool {
	if o == nil || o.name == "" {
		return true
	}
	if h.rating != o.rating {
		return h.rating < o.rating
	}
	if h.complexity != o.complexity {
		return h.complexity < o.complexity
	}
	return h.sortKey < o.sortKey
}

// seLengthBonus is SE's extra rating for a step of the given complexity,
// in tenths: one tenth each time complexity-2 passes 4, 6, 8, 12, 16, 24,
// 32, 48, … (the limits grow by 3/2 and 4/3 in turn).
func seLengthBonus(complexity int) int {
	length, ceil, bonus := complexity-2, 4, 0
	for odd := false; length > ceil; odd = !odd {
		bonus++
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
	}
	return bonus
}

// seMaxComplexity is the largest complexity whose rating, with base, does
// not pass limit (both in tenths); chains beyond it cannot improve on a step
// already found.
func seMaxComplexity(base, limit int) int {
	if limit-base > 20 {
		return 1 << 30
	}
	k := 2
	for base+seLengthBonus(k+1) <= limit && k < 1<<20 {
		k++
	}
	if base+seLengthBonus(k) > limit {
		return 1
	}
	return k
}

// seInst is one node of a breadth-first chain with a single parent: SE's
// cycle search may reach an off potential along several paths.
type seInst struct {
	node   int16
	parent int32
	depth  int32
}

// unary holds the search state of the first chaining rule.
type seUnary struct {
	cands *[81]uint16
	hm    [27][9]uint16
	hold  [9][2]uint64 // the cells holding each digit
	// the static implications (see link)
	offAdj                     []int16
	offStart, offPeers, offEnd [sePots]int32
	biv                        [sePots]int16
	conj                       [sePots][3]int16
	y, x                       bool
	inst                       []seInst
	onAt                       [sePots]int32 // instance+1 of an on potential, in this search
	offAt                      [sePots]int32
	seen                       []int16
	pendOn                     []int32
	pendOf                     []int32
	all                        seForcing // the searches of every start at once (forcingAll)
	starts                     []int16
	xDigits                    uint16 // the digits X-mode searches (bit d for digit d+1)
	// the strongly connected components of the implications in the
	// current mode: a cycle keeps to its start's (see components)
	states   stateGraph
	comp     [2 * sePots]int32
	compMode seMode // the mode u.comp is for
	compOK   bool   // u.comp is for the current links and compMode
}

// findComponents fills u.comp for the links of the current mode, unless
// it holds them already.
func (u *seUnary) findComponents() {
	mode := seMode{u.y, u.x}
	if u.compOK && u.compMode == mode {
		return
	}
	u.compOK, u.compMode = true, mode
	if !u.y {
		// X-cycles keep to one digit's few links: finding components
		// would cost more than it saves. All in one component.
		clear(u.comp[:])
		return
	}
	var buf [4]int16
	u.states.reset()
	for st := range 2 * sePots {
		p := st >> 1
		switch {
		case u.cands[p/9]&(1<<(p%9)) == 0: // not a candidate: no links
		case st&1 == 1:
			for _, q := range u.offsOf(p) {
				u.states.addEdge(int32(q) << 1)
			}
		default:
			for _, q := range u.onsOf(p, u.x, buf[:0]) {
				u.states.addEdge(int32(q)<<1 | 1)
			}
		}
		u.states.endState()
	}
	u.states.components(u.comp[:])
}

func (u *seUnary) clear() {
	for _, p := range u.seen {
		u.onAt[p], u.offAt[p] = 0, 0
	}
	u.seen = u.seen[:0]
	u.inst = u.inst[:0]
	u.pendOn, u.pendOf = u.pendOn[:0], u.pendOf[:0]
}

func (u *seUnary) add(node int16, parent int32) int32 {
	d := int32(0)
	if parent >= 0 {
		d = u.inst[parent].depth + 1
	}
	u.inst = append(u.inst, seInst{node, parent, d})
	return int32(len(u.inst) - 1)
}

// isAncestor reports whether node is a strict ancestor of instance i.
func (u *seUnary) isAncestor(i int32, node int16) bool {
	for i = u.inst[i].parent; i >= 0; i = u.inst[i].parent {
		if u.inst[i].node == node {
			return true
		}
	}
	return false
}

// link builds the static implications of the state once: for every
// potential, what it turns off when on (the cell's other digits, then the
// digit's peers in SE's order) and what it turns on when off (the other
// digit of a bivalue cell, the other place of a digit in a house).
func (u *seUnary) link() {
	u.compOK = false
	seHouseMasks(u.cands, &u.hm)
	u.hold = [9][2]uint64{}
	for c, m := range u.cands {
		for ; m != 0; m &= m - 1 {
			u.hold[bits.TrailingZeros16(m)][c/64] |= 1 << (uint(c) % 64)
		}
	}
	u.offAdj = u.offAdj[:0]
	for p := 0; p < sePots; p++ {
		c, d := p/9, p%9
		bit := uint16(1) << d
		u.offStart[p] = int32(len(u.offAdj))
		u.biv[p] = -1
		u.conj[p] = [3]int16{-1, -1, -1}
		if u.cands[c]&bit == 0 {
			u.offPeers[p], u.offEnd[p] = u.offStart[p], u.offStart[p]
			continue
		}
		for m := u.cands[c] &^ bit; m != 0; m &= m - 1 {
			u.offAdj = append(u.offAdj, int16(c*9+bits.TrailingZeros16(m)))
		}
		u.offPeers[p] = int32(len(u.offAdj))
		for _, o := range se9.peers[c] {
			if u.cands[o]&bit != 0 {
				u.offAdj = append(u.offAdj, int16(int(o)*9+d))
			}
		}
		u.offEnd[p] = int32(len(u.offAdj))
		if bits.OnesCount16(u.cands[c]) == 2 {
			u.biv[p] = int16(c*9 + bits.TrailingZeros16(u.cands[c]&^bit))
		}
		k := 0
		for i, h := range se9.cellHouse[c] {
			m := u.hm[h][d]
			if bits.OnesCount16(m) != 2 {
				continue
			}
			q := int16(int(se9.house[h][bits.TrailingZeros16(m&^(1<<se9.posIn[c][i]))])*9 + d)
			if k == 0 || (u.conj[p][0] != q && (k < 2 || u.conj[p][1] != q)) {
				u.conj[p][k] = q
				k++
			}
		}
	}
}

// offsOf lists the potentials potential p on turns off.
func (u *seUnary) offsOf(p int) []int16 {
	if u.y {
		return u.offAdj[u.offStart[p]:u.offEnd[p]]
	}
	return u.offAdj[u.offPeers[p]:u.offEnd[p]]
}

// onsOf lists the potentials potential p off turns on.
func (u *seUnary) onsOf(p int, x bool, out []int16) []int16 {
	b := int16(-1)
	if u.y && u.biv[p] >= 0 {
		b = u.biv[p]
		out = append(out, b)
	}
	if x {
		for _, q := range u.conj[p] {
			if q >= 0 && q != b {
				out = append(out, q)
			}
		}
	}
	return out
}

// cycles looks for bidirectional cycles through potential src (on), as SE
// does: breadth first, on potentials met once, off potentials along every
// path that does not turn back. It calls found for each cycle's last
// instance. u.comp must hold the components of the mode's links.
func (u *seUnary) cycles(src int, maxDepth int32, found func(last int32) bool) {
	u.clear()
	u.seen = append(u.seen, int16(src))
	root := u.add(int16(src<<1|1), -1)
	u.onAt[src] = root + 1
	var closers [4]int16
	nc := 0
	if u.y && u.biv[src] >= 0 {
		closers[nc] = u.biv[src]
		nc++
	}
	if u.x {
		for _, q := range u.conj[src] {
			if q >= 0 {
				closers[nc] = q
				nc++
			}
		}
	}
	// A cycle keeps to the component of src on, and closes from one of
	// its off closers.
	within := u.comp[src<<1|1]
	k := 0
	for _, c := range closers[:nc] {
		if u.comp[int(c)<<1] == within {
			closers[k] = c
			k++
		}
	}
	if nc = k; nc == 0 {
		return // no strong link back into src from its component: no cycle
	}
	closing := func(q int16) bool {
		for _, c := range closers[:nc] {
			if c == q {
				return true
			}
		}
		return false
	}
	u.pendOn = append(u.pendOn, root)
	var buf [32]int16
	length := 0
	for len(u.pendOn) > 0 || len(u.pendOf) > 0 {
		length++
		for _, i := range u.pendOn {
			if u.inst[i].depth >= maxDepth {
				continue
			}
			for _, q := range u.offsOf(int(u.inst[i].node >> 1)) {
				if u.comp[int(q)<<1] != within {
					continue // no way back to src
				}
				// A second path to an off potential only matters if it
				// closes the cycle: its other consequences are known.
				if u.offAt[q] != 0 && !closing(q) {
					continue
				}
				// (No instance of q off yet: it cannot be an ancestor.)
				if u.offAt[q] == 0 || !u.isAncestor(i, q<<1) {
					k := u.add(q<<1, i)
					if u.offAt[q] == 0 {
						u.seen = append(u.seen, q)
						u.offAt[q] = k + 1
					}
					u.pendOf = append(u.pendOf, k)
				}
			}
		}
		u.pendOn = u.pendOn[:0]
		length++
		for _, j := range u.pendOf {
			if u.inst[j].depth >= maxDepth {
				continue
			}
			for _, q := range u.onsOf(int(u.inst[j].node>>1), u.x, buf[:0]) {
				if length >= 4 && int(q) == src && found(j) {
					return
				}
				if u.onAt[q] == 0 && u.comp[int(q)<<1|1] == within {
					u.seen = append(u.seen, q)
					k := u.add(q<<1|1, j)
					u.onAt[q] = k + 1
					u.pendOn = append(u.pendOn, k)
				}
			}
		}
		u.pendOf = u.pendOf[:0]
	}
}

// forcing looks for a forcing chain from potential src assumed on (or off)
// to its own negation, and returns the instance implying the negation
// (-1 if none). The rater searches all starts at once (forcingAll); this
// one-start search is the plain statement its test compares against.
func (u *seUnary) forcing(src int, on bool, maxDepth int32) int32 {
	u.clear()
	u.seen = append(u.seen, int16(src))
	var buf [32]int16
	if on {
		r := u.add(int16(src<<1|1), -1)
		u.onAt[src] = r + 1
		u.pendOn = append(u.pendOn, r)
	} else {
		var buf [4]int16
		if len(u.onsOf(src, true, buf[:0])) == 0 {
			return -1 // src off implies nothing
		}
		r := u.add(int16(src<<1), -1)
		u.offAt[src] = r + 1
		u.pendOf = append(u.pendOf, r)
	}
	for len(u.pendOn) > 0 || len(u.pendOf) > 0 {
		for h := 0; h < len(u.pendOn); h++ {
			i := u.pendOn[h]
			if u.inst[i].depth >= maxDepth {
				continue
			}
			for _, q := range u.offsOf(int(u.inst[i].node >> 1)) {
				if on && int(q) == src {
					return i
				}
				if u.offAt[q] == 0 {
					u.seen = append(u.seen, q)
					u.offAt[q] = u.add(q<<1, i) + 1
					u.pendOf = append(u.pendOf, u.offAt[q]-1)
				}
			}
		}
		u.pendOn = u.pendOn[:0]
		for h := 0; h < len(u.pendOf); h++ {
			j := u.pendOf[h]
			if u.inst[j].depth >= maxDepth {
				continue
			}
			for _, q := range u.onsOf(int(u.inst[j].node>>1), true, buf[:0]) {
				if !on && int(q) == src {
					return j
				}
				if u.onAt[q] == 0 {
					u.seen = append(u.seen, q)
					u.onAt[q] = u.add(q<<1|1, j) + 1
					u.pendOn = append(u.pendOn, u.onAt[q]-1)
				}
			}
		}
		u.pendOf = u.pendOf[:0]
	}
	return -1
}

// cycleElims returns the eliminations of the cycle ending at instance last
// (whose on potential closes the cycle): a candidate seen by an on
// potential of the cycle and by an off potential of the same digit (on in
// the reversed cycle) is false either way.
func (u *seUnary) cycleElims(last int32, src int) []int16 {
	var cells [2]uint64
	type link struct {
		pot int
		on  bool
	}
	var path [64]link
	links := append(path[:0], link{src, true})
	for i := last; u.inst[i].parent >= 0; i = u.inst[i].parent {
		n := u.inst[i].node
		links = append(links, link{int(n >> 1), n&1 == 1})
	}
	for _, l := range links {
		c := l.pot / 9
		cells[c/64] |= 1 << (uint(c) % 64)
	}
	// By digit, the cells outside the cycle seeing an on (forw) or an
	// off (back) potential of the digit.
	var forw, back [9][2]uint64
	for _, l := range links {
		c, d := l.pot/9, l.pot%9
		side := &back[d]
		if l.on {
			side = &forw[d]
		}
		for w := range 2 {
			side[w] |= se9.peerMask[c][w] & u.hold[d][w] &^ cells[w]
		}
	}
	var gone sePotSet
	for d := range 9 {
		for w := range 2 {
			for m := forw[d][w] & back[d][w]; m != 0; m &= m - 1 {
				gone.add((w*64+bits.TrailingZeros64(m))*9 + d)
			}
		}
	}
	var elims []int16
	for w, m := range gone {
		for ; m != 0; m &= m - 1 {
			elims = append(elims, int16(w*64+bits.TrailingZeros64(m)))
		}
	}
	return elims
}

// seCyclesAndChains is SE's first chaining rule on cands: it returns the
// easiest cycle or forcing chain, or nil. SE collects every chain and sorts
// them; here each search stops at the first (shortest) chain it meets and
// at the length where it could no longer beat the best found so far. The
// mixed chains (7.0 and up) search the whole implication graph, so they
// are first searched short (up to 7.2), which finds most. The X-cycles and
// forcing X-chains, which keep to one digit, are looked for only among
// xDigits (bit d for digit d+1); xFound reports whether they found one.
func seCyclesAndChains(cands *[81]uint16, u *seUnary, xDigits uint16) (best *seHint, xFound bool) {
	u.cands = cands
	u.link()
	u.xDigits = xDigits
	best = u.chains(seMode{false, true}, 1000, nil)
	xFound = best != nil
	best = u.chains(seMode{true, false}, 1000, best)
	for _, limit := range [...]int{72, 1000} {
		if best != nil {
			limit = min(limit, best.rating)
		}
		best = u.chains(seMode{true, true}, limit, best)
		if best != nil && best.rating <= limit {
			break
		}
	}
	return best, xFound
}

// seMode says which links a chain uses: y for a cell's digits, x for a
// digit's places in a house.
type seMode struct{ y, x bool }

// digits returns the digits the mode's chains may start from: xDigits for
// the single-digit X mode, all otherwise.
func (u *seUnary) digits(mode seMode) uint16 {
	if mode.y {
		return 0x1ff
	}
	return u.xDigits
}

// chains returns the better of best and the easiest cycle or forcing chain
// of the mode rated at most limit.
func (u *seUnary) chains(mode seMode, limit int, best *seHint) *seHint {
	u.y, u.x = mode.y, mode.x
	cycleBase, chainBase, key := 65, 66, 2
	name, fname := "X-Cycle", "Forcing X-Chain"
	switch {
	case mode.y && mode.x:
		cycleBase, chainBase, key, name, fname = 70, 70, 4, "Cycle", "Forcing Chain"
	case mode.y:
		key, name = 3, "Y-Cycle"
	}
	if mode.x {
		// The forcing chains of every start at once, as deep as the
		// limit allows now; the loop below applies the tighter limits
		// that better steps found on the way set.
		lim := limit
		if best != nil {
			lim = min(lim, best.rating)
		}
		if depth := int32(min(seMaxComplexity(chainBase, lim), 1<<20)) - 1; depth >= 3 {
			u.starts = u.starts[:0]
			for c := 0; c < 81; c++ {
				if bits.OnesCount16(u.cands[c]) >= 2 {
					for m := u.cands[c] & u.digits(mode); m != 0; m &= m - 1 {
						u.starts = append(u.starts, int16(c*9+bits.TrailingZeros16(m)))
					}
				}
			}
			u.forcingAll(&u.all, u.starts, depth)
		}
	}
	for c := 0; c < 81; c++ {
		n := bits.OnesCount16(u.cands[c])
		if n < 2 || (n > 2 && !mode.x) {
			continue
		}
		for m := u.cands[c] & u.digits(mode); m != 0; m &= m - 1 {
			lim := limit
			if best != nil {
				lim = min(lim, best.rating)
			}
			// A cycle through k potentials ends at depth k-1; a forcing
			// chain through k potentials is implied from depth k-2.
			cycleDepth := int32(min(seMaxComplexity(cycleBase, lim), 1<<20))
			chainDepth := int32(min(seMaxComplexity(chainBase, lim), 1<<20)) - 1
			if !mode.x {
				chainDepth = 0
			}
			p := c*9 + bits.TrailingZeros16(m)
			if cycleDepth >= 4 {
				u.findComponents()
				u.cycles(p, cycleDepth, func(last int32) bool {
					cx := int(u.inst[last].depth) + 1
					h := seHint{rating: cycleBase + seLengthBonus(cx), complexity: cx, sortKey: key, pot: p, name: name}
					if !h.better(best) {
						return false
					}
					if h.elims = u.cycleElims(last, p); len(h.elims) == 0 {
						return false
					}
					found := h // only a hint kept moves to the heap
					best = &found
					return true
				})
			}
			if chainDepth < 3 {
				continue
			}
			for _, on := range [...]int{1, 0} {
				depth := u.all.depth[on][p]
				if depth < 0 || depth >= chainDepth {
					continue // no chain, or one too long to beat the best
				}
				cx := int(depth) + 2
				h := seHint{rating: chainBase + seLengthBonus(cx), complexity: cx, sortKey: key, pot: p, on: on == 0, name: fname}
				if h.better(best) {
					found := h
					best = &found
				}
			}
		}
	}
	return best
}
