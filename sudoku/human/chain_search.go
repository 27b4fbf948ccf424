package human

import (
	"slices"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// chainSearch walks the link graph breadth first, so the chains it finds are
// the shortest ones. A state is a node with a truth value: state 2·id+1 is
// "node id is on", 2·id is "node id is off". From an off state the walk
// follows strong links to on states; from an on state it follows weak links
// to off states, so every path alternates the way an AIC does.
type chainSearch struct {
	lg     *linkGraph
	parent []int32  // parent state of each reached state
	mark   []uint32 // reached in walk number mark
	walk   uint32
	queue  []int32
	buf    []int    // the last path returned by path
	closes []uint32 // findChainsOf's marks, kept for reuse
	// viaGroup[st] tells whether the walk's path to st uses a group or an
	// ALS node; the grouped searches keep it (startGroups, noteGroups).
	viaGroup []bool
	// With within set, a walk keeps to the states x with lo ≤ within[x]
	// ≤ hi: the components (see components) that can lie on its chains.
	within []int32
	lo, hi int32
	// The links the walk follows: the graph's strong and live lists, or
	// the lists without forced exits (see leaveOutExits).
	strong, live [][]int32
}

// chainSearchPool keeps chain searches for reuse: a finder may search nine
// graphs per call, and the tables are sized by the graph.
var chainSearchPool = sync.Pool{New: func() any { return new(chainSearch) }}

// newChainSearch returns a search of lg; release it when done.
func newChainSearch(lg *linkGraph) *chainSearch {
	cs := chainSearchPool.Get().(*chainSearch)
	n := 2 * len(lg.nodes)
	cs.lg, cs.strong, cs.live = lg, lg.strong, lg.live
	if cap(cs.mark) < n {
		cs.parent, cs.mark, cs.queue, cs.walk = make([]int32, n), make([]uint32, n), make([]int32, 0, n), 0
	}
	// Marks left from earlier walks are older than any walk to come.
	cs.parent, cs.mark = cs.parent[:n], cs.mark[:n]
	return cs
}

// leaveOutExits makes the walks leave out the forced exits of ALS nodes
// (see linkForcedExits).
func (cs *chainSearch) leaveOutExits() {
	cs.strong, cs.live = cs.lg.strongCore, cs.lg.liveCore
}

// release hands the search back for reuse.
func (cs *chainSearch) release() {
	cs.lg, cs.within, cs.strong, cs.live = nil, nil, nil, nil
	chainSearchPool.Put(cs)
}

func onState(id int) int  { return 2*id + 1 }
func offState(id int) int { return 2 * id }

// walkFrom visits every state reachable from start, in order of distance,
// except the off states of nodes without strong links: a chain cannot go
// on from them, and the searches look for chains ending on (for the one
// chain that ends off, see findDiscontinuous). With within set, it visits
// only the states of a range of components. visit returns false to stop
// the walk. A walk never passes through the same
// node twice: a state whose node is already on its path is skipped, and the
// start node may be reached again (closing a loop) but not passed through.
func (cs *chainSearch) walkFrom(start int, visit func(state int) bool) {
	if cs.walk++; cs.walk == 0 { // wrapped: old marks could match
		clear(cs.mark)
		cs.walk = 1
	}
	cs.queue = cs.queue[:0]
	cs.mark[start] = cs.walk
	cs.parent[start] = -1
	cs.queue = append(cs.queue, int32(start))
	startNode := start / 2
	for head := 0; head < len(cs.queue); head++ {
		st := int(cs.queue[head])
		id := st / 2
		next := cs.strong[id]
		if st&1 == 1 {
			next = cs.live[id]
		}
		for _, o := range next {
			ns := 2 * int(o)
			if st&1 == 0 {
				ns++ // a strong link turns off into on
			}
			if cs.mark[ns] == cs.walk || (cs.within != nil && (cs.within[ns] < cs.lo || cs.within[ns] > cs.hi)) {
				continue
			}
			if int(o) != startNode && cs.mark[ns^1] == cs.walk && cs.onPath(st, int(o)) {
				continue
			}
			cs.mark[ns] = cs.walk
			cs.parent[ns] = int32(st)
			if int(o) != startNode {
				cs.queue = append(cs.queue, int32(ns))
			}
			if !visit(ns) {
				return
			}
		}
	}
}

// walkToTrue walks (walkFrom) from start assumed false and calls visit for
// every state reached that makes a node true: st is the state, end its
// node, and viaGroup (kept only when grouped) whether the path to it uses a
// group or an ALS node. visit returns false to stop the walk.
func (cs *chainSearch) walkToTrue(start int, grouped bool, visit func(st, end int, viaGroup bool) bool) {
	if grouped {
		cs.startGroups(offState(start))
	}
	cs.walkFrom(offState(start), func(st int) bool {
		viaGroup := grouped && cs.noteGroups(st)
		if st&1 == 0 {
			return true
		}
		return visit(st, st/2, viaGroup)
	})
}

// startGroups begins keeping viaGroup for a walk from state start. A
// grouped search then calls noteGroups for every state the walk visits,
// first thing, and skips the paths without groups before building them.
func (cs *chainSearch) startGroups(start int) {
	cs.viaGroup = resize(cs.viaGroup, len(cs.mark))
	cs.viaGroup[start] = cs.lg.nodes[start/2].kind != candNode
}

// noteGroups records and returns whether the path to st, which the walk
// has just reached, uses a group or an ALS node.
func (cs *chainSearch) noteGroups(st int) bool {
	v := cs.viaGroup[cs.parent[st]] || cs.lg.nodes[st/2].kind != candNode
	cs.viaGroup[st] = v
	return v
}

// onPath reports whether node id is on the path to state st.
func (cs *chainSearch) onPath(st, id int) bool {
	for s := st; s >= 0; s = int(cs.parent[s]) {
		if s/2 == id {
			return true
		}
	}
	return false
}

// path returns the states from the walk's start to st. It is a chain: no
// node appears on it twice, save the start node, which may end a loop (see
// walkFrom). The slice is reused by the next call of path.
func (cs *chainSearch) path(st int) []int {
	out := cs.buf[:0]
	for s := st; s >= 0; s = int(cs.parent[s]) {
		out = append(out, s)
	}
	cs.buf = out
	slices.Reverse(out)
	return out
}

// orEliminations returns the candidates that "node a or node b is on"
// removes: the value of both from cells seeing all their cells, or, for two
// candidates with different values, what the pair rules out in their cells.
func (lg *linkGraph) orEliminations(a, b int, out []trace.Candidate) []trace.Candidate {
	g := lg.g
	geo := g.Geo
	na, nb := &lg.nodes[a], &lg.nodes[b]
	if na.digit == nb.digit {
		d := na.digit
		first := na.cells[0]
		for _, p := range geo.Peers[first] {
			if !g.Cands[p].Has(d) || slices.Contains(na.cells, p) || slices.Contains(nb.cells, p) {
				continue
			}
			if seesAll(geo, p, na.cells) && seesAll(geo, p, nb.cells) {
				out = appendCand(out, geo, p, d)
			}
		}
		return out
	}
	if na.kind != candNode || nb.kind != candNode {
		return out
	}
	ca, cb := na.cells[0], nb.cells[0]
	if ca == cb {
		for e := range g.Cands[ca].All() {
			if e != na.digit && e != nb.digit {
				out = appendCand(out, geo, ca, e)
			}
		}
		return out
	}
	if geo.Sees(ca, cb) {
		if g.Cands[ca].Has(nb.digit) {
			out = appendCand(out, geo, ca, nb.digit)
		}
		if g.Cands[cb].Has(na.digit) {
			out = appendCand(out, geo, cb, na.digit)
		}
	}
	return out
}

// mayRemove reports whether "node a or node b is on" removes anything
// (see orEliminations), without listing what.
func (lg *linkGraph) mayRemove(a, b int) bool {
	na, nb := &lg.nodes[a], &lg.nodes[b]
	if na.digit != nb.digit {
		// Two candidates: their cell's other values, or each one's value
		// from the other's cell when the cells see each other.
		if na.kind != candNode || nb.kind != candNode {
			return false
		}
		g := lg.g
		ca, cb := na.cells[0], nb.cells[0]
		if ca == cb {
			return g.Cands[ca].Count() > 2
		}
		return g.Geo.Sees(ca, cb) && (g.Cands[ca].Has(nb.digit) || g.Cands[cb].Has(na.digit))
	}
	hold := lg.holding[na.digit]
	sa, sb := lg.seers(a), lg.seers(b)
	for w := range hold {
		if hold[w]&sa[w]&sb[w] != 0 {
			return true
		}
	}
	return false
}

// seers returns the cells seeing every cell of node id (none of its own).
func (lg *linkGraph) seers(id int) cellSet {
	if nd := &lg.nodes[id]; nd.kind == candNode {
		return lg.peers[nd.cells[0]]
	}
	_, sees := lg.nodeSets(id)
	return sees
}

func seesAll(geo *trace.Geometry, c int, cells []int) bool {
	for _, x := range cells {
		if !geo.Sees(c, x) {
			return false
		}
	}
	return true
}

// appendCand adds candidate (cell, d) unless it is already in out.
func appendCand(out []trace.Candidate, geo *trace.Geometry, cell, d int) []trace.Candidate {
	c := trace.Candidate{Pos: geo.Pos(cell), Value: d}
	if slices.Contains(out, c) {
		return out
	}
	return append(out, c)
}

// candKey is a map key for a set of candidates (sorted first): three bytes
// per candidate, so building it costs one small allocation.
func candKey(cs []trace.Candidate) string {
	return string(appendCandKey(make([]byte, 0, 3*len(cs)), cs))
}

// finishNew finishes s (see finish) when it eliminates something, and
// reports whether it does and whether its eliminations are new: not the
// key of any step in seen, which then holds it.
func finishNew(s *trace.Step, seen map[string]bool) bool {
	if len(s.Eliminations) == 0 {
		return false
	}
	finish(s, "")
	key := candKey(s.Eliminations)
	if seen[key] {
		return false
	}
	seen[key] = true
	return true
}

// appendCandKey appends the key bytes of cs to b.
func appendCandKey(b []byte, cs []trace.Candidate) []byte {
	for _, c := range cs {
		b = append(b, byte(c.Value), byte(c.Row), byte(c.Col))
	}
	return b
}

// eureka writes the chain of states in Eureka notation: "=" for a strong
// link, "-" for a weak one.
func (lg *linkGraph) eureka(states []int) string {
	var b strings.Builder
	for i, st := range states {
		if i > 0 {
			if st&1 == 1 {
				b.WriteString("=")
			} else {
				b.WriteString("-")
			}
		}
		b.WriteString(lg.nodeName(st / 2))
	}
	return b.String()
}

// chainStep fills the pattern fields of a step from a chain of states:
// cells, highlighted candidates and links in chain order. With closing set,
// a weak link from the last node back to the first closes a loop.
func (lg *linkGraph) chainStep(t stepName, states []int, closing bool) trace.Step {
	s := trace.Step{Technique: t.name, Family: t.family}
	geo := lg.g.Geo
	for i, st := range states {
		cands := lg.candidates(st / 2)
		for _, c := range cands {
			if !slices.Contains(s.Highlights, c) {
				s.Highlights = append(s.Highlights, c)
			}
			if !slices.Contains(s.Cells, c.Pos) {
				s.Cells = append(s.Cells, c.Pos)
			}
		}
		if nd := lg.nodes[st/2]; nd.kind == alsNode {
			for _, c := range lg.als[nd.als].cells {
				if p := geo.Pos(c); !slices.Contains(s.Cells, p) {
					s.Cells = append(s.Cells, p)
				}
			}
		}
		if i > 0 {
			s.Links = append(s.Links, trace.Link{From: lg.candidates(states[i-1] / 2), To: cands, Strong: st&1 == 1})
		}
	}
	if closing && len(states) > 1 {
		s.Links = append(s.Links, trace.Link{From: lg.candidates(states[len(states)-1] / 2), To: lg.candidates(states[0] / 2)})
	}
	return s
}

// nodeTruth says in words that a node is on: "r1c2 is 5", "5 is in r1c2 or
// r1c3", "the ALS r1c2 r1c3 holds 5".
func (lg *linkGraph) nodeTruth(id int) string {
	nd := &lg.nodes[id]
	geo := lg.g.Geo
	switch {
	case nd.kind == alsNode:
		return tr("the almost locked set %[1]s holds %[2]c", alsName(geo, &lg.als[nd.als]), sudoku.ValueChar(nd.digit))
	case len(nd.cells) == 1:
		return tr("%[1]s is %[2]c", geo.Pos(nd.cells[0]), sudoku.ValueChar(nd.digit))
	}
	return tr("%[1]c is in %[2]s", sudoku.ValueChar(nd.digit), compactCells(geo, nd.cells))
}

// nodeFalse says in words that a node is off: "r1c2 is not 5", "5 is not
// in r1c2 or r1c3", "the ALS r1c2 r1c3 does not hold 5".
func (lg *linkGraph) nodeFalse(id int) string {
	nd := &lg.nodes[id]
	geo := lg.g.Geo
	switch {
	case nd.kind == alsNode:
		return tr("the almost locked set %[1]s does not hold %[2]c", alsName(geo, &lg.als[nd.als]), sudoku.ValueChar(nd.digit))
	case len(nd.cells) == 1:
		return tr("%[1]s is not %[2]c", geo.Pos(nd.cells[0]), sudoku.ValueChar(nd.digit))
	}
	return tr("%[1]c is not in %[2]s", sudoku.ValueChar(nd.digit), compactCells(geo, nd.cells))
}

// stepName is the name and family a finder writes into its steps.
type stepName struct{ name, family string }

// sortByCell orders candidates by row, column and value, the order finish
// uses, so equal sets compare equal.
func sortByCell(cs []trace.Candidate) {
	slices.SortFunc(cs, func(a, b trace.Candidate) int {
		if a.Row != b.Row {
			return a.Row - b.Row
		}
		if a.Col != b.Col {
			return a.Col - b.Col
		}
		return a.Value - b.Value
	})
}

// stepBatch hands steps to yield shortest first without searching
// everything before the first step: steps are gathered in batches of size,
// each batch sorted by chain length, and a step with the same effect as an
// earlier one is dropped (within a batch the shorter one is kept).
//
// A finder usually meets many chains for each one the solver takes, so a
// step may be added lazily (addLazy): by its effect, its length and a
// function that builds it. Only steps handed to yield are built, which
// spares the pattern fields and sentences of the chains nobody reads.
type stepBatch struct {
	yield   func(trace.Step) bool
	size    int
	pending []pendingStep
	index   map[string]int
	done    map[string]bool
	stopped bool
	keyBuf  []byte
}

// pendingStep is a gathered step, not yet built.
type pendingStep struct {
	key    string
	length int // number of links: shorter steps are handed out first
	build  func() trace.Step
}

func newStepBatch(size int, yield func(trace.Step) bool) *stepBatch {
	return &stepBatch{yield: yield, size: size, index: map[string]int{}, done: map[string]bool{}}
}

// add gathers a built step and reports whether the search should go on.
func (b *stepBatch) add(s trace.Step) bool {
	return b.addLazy(s.Eliminations, s.Placements, len(s.Links), func() trace.Step { return s })
}

// addLazy gathers the step that build makes, which removes elims and
// places places (both sorted by cell and value, as finish leaves them) and
// has length links. It reports whether the search should go on. build is
// called at most once, when the step is handed to yield.
func (b *stepBatch) addLazy(elims, places []trace.Candidate, length int, build func() trace.Step) bool {
	if b.stopped {
		return false
	}
	b.keyBuf = appendCandKey(b.keyBuf[:0], elims)
	b.keyBuf = append(b.keyBuf, '|')
	b.keyBuf = appendCandKey(b.keyBuf, places)
	if b.done[string(b.keyBuf)] { // no allocation: the compiler looks the bytes up directly
		return true
	}
	if i, dup := b.index[string(b.keyBuf)]; dup {
		if length < b.pending[i].length {
			b.pending[i].length, b.pending[i].build = length, build
		}
		return true
	}
	key := string(b.keyBuf)
	b.index[key] = len(b.pending)
	b.pending = append(b.pending, pendingStep{key: key, length: length, build: build})
	if len(b.pending) >= b.size {
		return b.flush()
	}
	return true
}

// flush yields the gathered steps, shortest first, and reports whether the
// search should go on.
func (b *stepBatch) flush() bool {
	slices.SortStableFunc(b.pending, func(x, y pendingStep) int { return x.length - y.length })
	for _, p := range b.pending {
		b.done[p.key] = true
		if !b.stopped && !b.yield(p.build()) {
			b.stopped = true
		}
	}
	clear(b.pending)
	b.pending = b.pending[:0]
	clear(b.index)
	return !b.stopped
}
