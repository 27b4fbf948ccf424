package human

import "math/bits"

// Sudoku Explainer's chains, for the SE rating of 9×9 puzzles.
//
// SE reasons with "potentials": a candidate (cell, digit) assumed on (the
// cell holds the digit) or off. An on potential turns off the cell's other
// digits and the digit in the cell's peers; an off potential turns on the
// other digit of a bivalue cell and the other place of a digit with two
// places in a house. Chains follow these implications breadth first, each
// potential remembering the potential(s) that implied it. A step's
// "complexity" is the number of distinct potentials its chains use, and its
// rating is a base for the kind of chain plus SE's length bonus.
//
// Potentials are numbered p = cell*9 + digit-1 (0..728); the nodes of the
// implication graph are n = p<<1 | 1 for "on" and p<<1 for "off".

const (
	sePots  = 81 * 9
	seNodes = 2 * sePots
	seWords = (sePots + 63) / 64
)

// seTab holds the 9×9 layout in SE's order: houses are numbered boxes 0..8,
// rows 9..17 and columns 18..26 (SE looks at blocks first).
type seTab struct {
	house     [27][9]int8
	cellHouse [81][3]int8 // box, row, column
	posIn     [81][3]int8 // position of the cell inside each of its houses
	peers     [81][20]int8
	peerMask  [81][2]uint64
}

// seHouseMasks returns, for every house and digit, the places (bit i for
// the house's i-th cell) the digit can go.
func seHouseMasks(cands *[81]uint16, hm *[27][9]uint16) {
	*hm = [27][9]uint16{}
	for h := 0; h < 27; h++ {
		for i, c := range se9.house[h] {
			for m := cands[c]; m != 0; m &= m - 1 {
				hm[h][bits.TrailingZeros16(m)] |= 1 << i
			}
		}
	}
}

var se9 = func() *seTab {
	t := &seTab{}
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		b := r/3*3 + col/3
		t.cellHouse[c] = [3]int8{int8(b), int8(9 + r), int8(18 + col)}
		t.posIn[c] = [3]int8{int8(r%3*3 + col%3), int8(col), int8(r)}
		t.house[b][r%3*3+col%3] = int8(c)
		t.house[9+r][col] = int8(c)
		t.house[18+col][r] = int8(c)
	}
	for c := 0; c < 81; c++ {
		// Peers in SE's order: the box, then the row and the column outside it.
		k := 0
		box := t.cellHouse[c][0]
		for _, h := range t.cellHouse[c] {
			for _, o := range t.house[h] {
				if int(o) == c || (h != box && t.cellHouse[o][0] == box) {
					continue
				}
				t.peers[c][k] = o
				k++
				t.peerMask[c][o/64] |= 1 << (uint(o) % 64)
			}
		}
	}
	return t
}()

// sePotSet is a set of potentials.
type sePotSet [seWords]uint64

func (s *sePotSet) has(p int) bool { return s[p>>6]&(1<<(uint(p)&63)) != 0 }
func (s *sePotSet) add(p int)      { s[p>>6] |= 1 << (uint(p) & 63) }

// seRun is the result of one chaining from a starting assumption: the
// potentials reached on and off, each with its parents, and the first
// contradiction met (a potential implied both on and off), if any.
type seRun struct {
	on, off  sePotSet
	at       [seNodes]int32 // index+1 into nodes of a recorded node
	nodes    []int16
	pstart   []int32 // parents of nodes[i] are par[pstart[i]:pstart[i+1]]
	par      []int16
	absurdOn int16 // the two halves of the contradiction, or -1
	absurdOf int16
}

func (r *seRun) reset() {
	for _, n := range r.nodes {
		r.at[n] = 0
	}
	r.on, r.off = sePotSet{}, sePotSet{}
	r.nodes, r.pstart, r.par = r.nodes[:0], r.pstart[:0], r.par[:0]
	r.absurdOn, r.absurdOf = -1, -1

}

// record stores node n with the parents in ps.
func (r *seRun) record(n int, ps []int16) {
	r.nodes = append(r.nodes, int16(n))
	r.pstart = append(r.pstart, int32(len(r.par)))
	r.par = append(r.par, ps...)
	r.at[n] = int32(len(r.nodes))
}

func (r *seRun) parents(n int) []int16 {
	i := r.at[n] - 1
	if i < 0 {
		return nil
	}
	end := int32(len(r.par))
	if int(i)+1 < len(r.pstart) {
		end = r.pstart[i+1]
	}
	return r.par[r.pstart[i]:end]
}

// seChainer runs SE's chainings on one candidate state.
type seChainer struct {
	orig [81]uint16 // the state's candidates, bit d-1 for digit d
	work [81]uint16 // the candidates during a dynamic chaining
	hmO  [27][9]uint16
	hm   [27][9]uint16 // house masks of work (see seHouseMasks)
	y    bool          // use cell (Y) links: off for nishio
	dyn  bool          // dynamic: off potentials remove candidates as they go

	qOn, qOff []int16
	ps        []int16
	// ancestor counting
	mark  [seNodes]uint32
	stamp uint32
	stack []int16
	// cache of runs from "on" assumptions, by potential, for one mode
	onRuns  [sePots]*seRun
	offRuns [sePots]*seRun
	pool    []*seRun
	used    []*seRun
}

func (e *seChainer) load(cands *[81]uint16, y, dyn bool) {
	e.orig = *cands
	seHouseMasks(cands, &e.hmO)
	e.y, e.dyn = y, dyn
	e.release()
}

// release returns every cached run to the pool.
func (e *seChainer) release() {
	e.pool = append(e.pool, e.used...)
	e.used = e.used[:0]
	e.onRuns = [sePots]*seRun{}
	e.offRuns = [sePots]*seRun{}
}

func (e *seChainer) newRun() *seRun {
	var r *seRun
	if n := len(e.pool); n > 0 {
		r = e.pool[n-1]
		e.pool = e.pool[:n-1]
	} else {
		r = &seRun{}
	}
	r.reset()
	e.used = append(e.used, r)
	return r
}

// runFrom returns the (cached) chaining from potential p assumed on or off.
func (e *seChainer) runFrom(p int, on bool) *seRun {
	cache := &e.offRuns
	if on {
		cache = &e.onRuns
	}
	if r := cache[p]; r != nil {
		return r
	}
	r := e.newRun()
	e.chain(r, p, on)
	cache[p] = r
	return r
}

// chain completes r with every consequence of assuming p on (or off),
// stopping at the first contradiction. The order of discovery follows SE,
// so the parents (and so the complexities) come out as SE's.
func (e *seChainer) chain(r *seRun, p int, on bool) {
	e.work = e.orig
	e.hm = e.hmO
	e.qOn, e.qOff = e.qOn[:0], e.qOff[:0]
	if on {
		r.on.add(p)
		r.record(p<<1|1, nil)
		e.qOn = append(e.qOn, int16(p))
	} else {
		r.off.add(p)
		r.record(p<<1, nil)
		e.qOff = append(e.qOff, int16(p))
	}
	hOn, hOff := 0, 0
	for hOn < len(e.qOn) || hOff < len(e.qOff) {
		if hOn < len(e.qOn) {
			p := int(e.qOn[hOn])
			hOn++
			if e.onStep(r, p) {
				return
			}
		} else {
			p := int(e.qOff[hOff])
			hOff++
			if e.offStep(r, p) {
				return
			}
		}
	}
}

// onStep turns off what potential p on implies; it reports a contradiction.
func (e *seChainer) onStep(r *seRun, p int) bool {
	c, d := p/9, p%9
	parent := []int16{int16(p<<1 | 1)}
	if e.y {
		for m := e.work[c] &^ (1 << d); m != 0; m &= m - 1 {
			if e.turnOff(r, c*9+bits.TrailingZeros16(m), parent) {
				return true
			}
		}
	}
	bit := uint16(1) << d
	for _, o := range se9.peers[c] {
		if e.work[o]&bit != 0 && e.turnOff(r, int(o)*9+d, parent) {
			return true
		}
	}
	return false
}

func (e *seChainer) turnOff(r *seRun, q int, parent []int16) bool {
	if r.on.has(q) {
		r.record(q<<1, parent)
		r.absurdOn, r.absurdOf = int16(q<<1|1), int16(q<<1)
		return true
	}
	if !r.off.has(q) {
		r.off.add(q)
		r.record(q<<1, parent)
		e.qOff = append(e.qOff, int16(q))
	}
	return false
}

// offStep turns on what potential p off implies; it reports a contradiction.
func (e *seChainer) offStep(r *seRun, p int) bool {
	c, d := p/9, p%9
	bit := uint16(1) << d
	self := int16(p << 1)
	if e.y && bits.OnesCount16(e.work[c]) == 2 {
		q := c*9 + bits.TrailingZeros16(e.work[c]&^bit)
		ps := append(e.ps[:0], self)
		for m := e.orig[c] &^ e.work[c]; m != 0; m &= m - 1 {
			ps = append(ps, int16((c*9+bits.TrailingZeros16(m))<<1))
		}
		e.ps = ps
		if e.turnOn(r, q, ps) {
			return true
		}
	}
	for k, h := range se9.cellHouse[c] {
		m := e.hm[h][d]
		if bits.OnesCount16(m) != 2 || m&(1<<se9.posIn[c][k]) == 0 {
			continue
		}
		other := int(se9.house[h][bits.TrailingZeros16(m&^(1<<se9.posIn[c][k]))])
		ps := append(e.ps[:0], self)
		if e.dyn {
			for gone := e.hmO[h][d] &^ m; gone != 0; gone &= gone - 1 {
				ps = append(ps, int16((int(se9.house[h][bits.TrailingZeros16(gone)])*9+d)<<1))
			}
		}
		e.ps = ps
		if e.turnOn(r, other*9+d, ps) {
			return true
		}
	}
	if e.dyn {
		e.work[c] &^= bit
		for k, h := range se9.cellHouse[c] {
			e.hm[h][d] &^= 1 << se9.posIn[c][k]
		}
	}
	return false
}

func (e *seChainer) turnOn(r *seRun, q int, parents []int16) bool {
	if r.off.has(q) {
		r.record(q<<1|1, parents)
		r.absurdOn, r.absurdOf = int16(q<<1|1), int16(q<<1)
		return true
	}
	if !r.on.has(q) {
		r.on.add(q)
		r.record(q<<1|1, parents)
		e.qOn = append(e.qOn, int16(q))
	}
	return false
}

// ancestors counts the distinct potentials node n of run r rests on, n
// included: SE's measure of a chain's length.
func (e *seChainer) ancestors(r *seRun, n int16) int {
	e.stamp++
	if e.stamp == 0 {
		e.mark = [seNodes]uint32{}
		e.stamp = 1
	}
	stack := append(e.stack[:0], n)
	e.mark[n] = e.stamp
	count := 0
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		for _, q := range r.parents(int(x)) {
			if e.mark[q] != e.stamp {
				e.mark[q] = e.stamp
				stack = append(stack, q)
			}
		}
	}
	e.stack = stack
	return count
}
