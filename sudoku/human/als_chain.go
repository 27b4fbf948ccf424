package human

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// ALSXYWing is the ALS-XY-Wing: a pivot set C shares restricted common
// candidate x with set A and y with set B. C keeps x or y, which locks A or
// B, so a value z common to A and B lies in one of them: cells seeing every
// z of A and B lose z.
var ALSXYWing = &Technique{
	Name: "ALS-XY-Wing", Family: alsFamily, Code: "0902", SE: 7.8, Score: 320,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) { findALSChains(g, 3, 3, yield) },
}

// ALSChain is the ALS-XY-Chain: almost locked sets linked one after another
// by restricted common candidates, two consecutive ones different. If the
// first set lacks z, each set in turn is locked, down to the last, which then
// holds z; so z is in the first set or the last.
var ALSChain = &Technique{
	Name: "ALS-XY-Chain", Family: alsFamily, Code: "0903", SE: 8.0, Score: 340,
	Find: func(g *trace.Grid, yield func(trace.Step) bool) { findALSChains(g, 4, alsChainMax, yield) },
}

// alsChainMax is the longest ALS-XY-Chain looked for, in sets.
const alsChainMax = 8

// alsGraph is the sets of a grid and the restricted common candidates of
// every pair. Sets may overlap as long as no cell holding the RCC is shared.
type alsGraph struct {
	sets []alsSet
	adj  [][]alsEdge
}

type alsEdge struct {
	to  int
	rcc sudoku.Values
}

// alsGraphCache keeps the ALS graph of a grid state: the ALS techniques run
// one after the other on the same state.
var alsGraphCache stateCache[struct{}, *alsGraph]

// sharedALSGraph returns the ALS graph of g, built once per grid state.
// Treat it as read-only.
func sharedALSGraph(g *trace.Grid) *alsGraph {
	return alsGraphCache.get(g, struct{}{}, 0, func() *alsGraph { return newALSGraph(g) })
}

func newALSGraph(g *trace.Grid) *alsGraph {
	sets := findALS(g, alsLimit(g.Geo))
	ag := &alsGraph{sets: sets, adj: make([][]alsEdge, len(sets))}
	for i := range sets {
		for j := i + 1; j < len(sets); j++ {
			if rc := rccs(&sets[i], &sets[j]); rc != 0 {
				ag.adj[i] = append(ag.adj[i], alsEdge{j, rc})
				ag.adj[j] = append(ag.adj[j], alsEdge{i, rc})
			}
		}
	}
	return ag
}

// findALSChains yields the chains of minLen to maxLen sets, shorter chains
// first.
//
// A chain is a path of implications between statements "set S holds no x"
// (written S¬x). S¬x locks S: it holds every other value, so each set T
// sharing a restricted common candidate y ≠ x with S holds no y: S¬x ⇒ T¬y.
// A chain from A¬z to B¬x with x ≠ z says: if A lacks z, B is locked and
// holds z. Either way A or B holds z, and a cell outside both that sees all
// their z-cells loses z.
//
// The search walks these implications breadth first from every start A¬z
// at once (64 starts per pass, one bit each), so it is exhaustive up to
// maxLen sets; each chain found is then traced back as a path through
// different sets.
func findALSChains(g *trace.Grid, minLen, maxLen int, yield func(trace.Step) bool) {
	ag := sharedALSGraph(g)
	if len(ag.sets) < 2 {
		return
	}
	ig := alsImplicationsCache.get(g, struct{}{}, 0, func() *alsImplications { return newALSImplications(ag, g) })
	hits := ig.search(minLen, maxLen)
	scratch := newCellSet(len(g.Cands))
	t := stepName{"ALS-XY-Wing", alsFamily}
	if minLen > 3 {
		t = stepName{"ALS-XY-Chain", alsFamily}
	}
	seen := map[string]bool{}
	var elims []trace.Candidate
	for _, h := range hits {
		path, rccPath := ig.trace(h)
		if path == nil {
			continue
		}
		first, last := &ag.sets[path[0]], &ag.sets[path[len(path)-1]]
		zs := (first.cands & last.cands).Without(rccPath[0]).Without(rccPath[len(rccPath)-1])
		elims = elims[:0]
		for z := range zs.All() {
			targets := ig.targets[path[0]][z-1]
			elims = candidatesIn(g, scratch.intersect(targets, last.seeAll[z-1]), z, elims)
		}
		if len(elims) == 0 {
			continue
		}
		sortByCell(elims)
		key := candKey(elims)
		if seen[key] {
			continue
		}
		seen[key] = true
		if !yield(alsChainStep(t, g, ag, path, rccPath, zs, elims)) {
			return
		}
	}
}

// alsChainStep writes the step of one chain.
func alsChainStep(t stepName, g *trace.Grid, ag *alsGraph, path []int, rccPath []int, zs sudoku.Values, elims []trace.Candidate) trace.Step {
	sets := make([]*alsSet, len(path))
	for i, p := range path {
		sets[i] = &ag.sets[p]
	}
	s := alsStep(t, g, sets...)
	s.Eliminations = append([]trace.Candidate(nil), elims...)
	finish(&s, "")
	var via strings.Builder
	for i, a := range sets {
		if i > 0 {
			s.Links = append(s.Links, rccLink(g, sets[i-1], a, rccPath[i-1]))
			fmt.Fprintf(&via, " -%c- ", sudoku.ValueChar(rccPath[i-1]))
		}
		via.WriteString(alsName(g.Geo, a))
	}
	s.Explanation = tr("%[1]s %[2]s: the first set or the last holds %[3]s, so %[4]s.",
		LocalName(t.name), via.String(), valueOrWords(zs), removalWords(s.Eliminations))
	return s
}

// alsImplications is the graph of statements S¬x, one node per set and
// value of the set, with an edge S¬x → T¬y for every restricted common
// candidate y ≠ x of S and T.
type alsImplications struct {
	ag      *alsGraph
	node    []int32     // node[s]: the first node of set s; its values follow in order
	set     []int32     // the set of each node
	value   []int8      // the value of each node
	out     []int32     // edges, node by node (CSR)
	outAt   []int32     // out[outAt[n]:outAt[n+1]] are the edges of node n
	targets [][]cellSet // targets[s][z-1]: cells outside set s holding z and seeing all z of s
	// seenBy[(z-1)·cells+c] has bit e set when set e holds z and every
	// z-cell of e sees cell c, which holds z and is not in e.
	seenBy [][]uint64
	cells  int
}

// alsImplicationsCache keeps the implication graph of a grid state for
// ALS-XY-Wing and ALS-XY-Chain, which run one after the other. It is
// read-only once built.
var alsImplicationsCache stateCache[struct{}, *alsImplications]

// alsHit is a chain found: from start node to end node in hops steps.
type alsHit struct{ from, to, hops int32 }

func newALSImplications(ag *alsGraph, g *trace.Grid) *alsImplications {
	ig := &alsImplications{ag: ag, node: make([]int32, len(ag.sets)+1)}
	for s := range ag.sets {
		ig.node[s] = int32(len(ig.set))
		for v := range ag.sets[s].cands.All() {
			ig.set = append(ig.set, int32(s))
			ig.value = append(ig.value, int8(v))
		}
	}
	ig.node[len(ag.sets)] = int32(len(ig.set))
	ig.outAt = make([]int32, len(ig.set)+1)
	for n := range ig.set {
		ig.outAt[n] = int32(len(ig.out))
		s, x := ig.set[n], int(ig.value[n])
		for _, e := range ag.adj[s] {
			for y := range e.rcc.Without(x).All() {
				ig.out = append(ig.out, ig.nodeOf(e.to, y))
			}
		}
	}
	ig.outAt[len(ig.set)] = int32(len(ig.out))

	zCells := make([]cellSet, g.Geo.N)
	for d := range zCells {
		zCells[d] = newCellSet(len(g.Cands))
	}
	for c, cs := range g.Cands {
		for d := range cs.All() {
			zCells[d-1].add(c)
		}
	}
	ig.targets = make([][]cellSet, len(ag.sets))
	for s := range ag.sets {
		a := &ag.sets[s]
		ig.targets[s] = make([]cellSet, g.Geo.N)
		for z := range a.cands.All() {
			t := newCellSet(len(g.Cands))
			t.copyFrom(a.seeAll[z-1])
			t.and(zCells[z-1])
			ig.targets[s][z-1] = t
		}
	}
	ig.cells = len(g.Cands)
	words := (len(ag.sets) + 63) / 64
	ig.seenBy = make([][]uint64, g.Geo.N*ig.cells)
	for e := range ag.sets {
		a := &ag.sets[e]
		for z := range a.cands.All() {
			seers := a.seeAll[z-1]
			for w := range seers {
				for m := seers[w] & zCells[z-1][w]; m != 0; m &= m - 1 {
					i := (z-1)*ig.cells + w*64 + bits.TrailingZeros64(m)
					if ig.seenBy[i] == nil {
						ig.seenBy[i] = make([]uint64, words)
					}
					ig.seenBy[i][e/64] |= 1 << uint(e%64)
				}
			}
		}
	}
	return ig
}

// nodeOf returns the node S¬v.
func (ig *alsImplications) nodeOf(s, v int) int32 {
	n := ig.node[s]
	return n + int32(bits.OnesCount64(uint64(ig.ag.sets[s].cands)&(1<<(v-1)-1)))
}

// endSets adds to ends the sets e after s whose chain from start s¬z could
// remove z: e holds z, and some cell outside both holds z and sees all
// their z-cells. (A chain ending before s is the reverse of one starting
// there, which says the same.)
func (ig *alsImplications) endSets(s, z int, ends []uint64) {
	clear(ends)
	ig.targets[s][z-1].each(func(c int) {
		for w, m := range ig.seenBy[(z-1)*ig.cells+c] {
			ends[w] |= m
		}
	})
	// Keep the sets after s only.
	w := (s + 1) / 64
	clear(ends[:min(w, len(ends))])
	if w < len(ends) {
		ends[w] &^= 1<<uint((s+1)%64) - 1
	}
}

// search returns the chains of minLen to maxLen sets, shortest first (then
// in the order of their start nodes). For each start node and end node only
// the shortest walk counts.
func (ig *alsImplications) search(minLen, maxLen int) []alsHit {
	// The starts: nodes A¬z with some cell that could lose z.
	var starts []int32
	for n := range ig.set {
		if !ig.targets[ig.set[n]][ig.value[n]-1].empty() {
			starts = append(starts, int32(n))
		}
	}
	nodes := len(ig.set)
	visited := make([]uint64, nodes)
	frontier := make([]uint64, nodes)
	next := make([]uint64, nodes)
	endMask := make([]uint64, len(ig.ag.sets)) // sets that can end the chain of each start in the batch
	ends := make([]uint64, (len(ig.ag.sets)+63)/64)
	var zMask [65]uint64               // starts in the batch by their value z
	byHops := make([][]alsHit, maxLen) // hits by length: shorter chains first
	for b := 0; b < len(starts); b += 64 {
		batch := starts[b:min(b+64, len(starts))]
		clear(visited)
		clear(frontier)
		clear(endMask)
		clear(zMask[:])
		for k, n := range batch {
			bit := uint64(1) << k
			s, z := int(ig.set[n]), int(ig.value[n])
			visited[n] |= bit
			frontier[n] |= bit
			zMask[z] |= bit
			ig.endSets(s, z, ends)
			for w, m := range ends {
				for ; m != 0; m &= m - 1 {
					endMask[w*64+bits.TrailingZeros64(m)] |= bit
				}
			}
		}
		for hops := 1; hops < maxLen; hops++ {
			clear(next)
			active := false
			for n, f := range frontier {
				if f == 0 {
					continue
				}
				for _, t := range ig.out[ig.outAt[n]:ig.outAt[n+1]] {
					next[t] |= f
				}
			}
			for n := range next {
				m := next[n] &^ visited[n]
				next[n] = m
				if m == 0 {
					continue
				}
				active = true
				visited[n] |= m
				if hops+1 < minLen {
					continue
				}
				// The end B¬x must not lack z itself: x ≠ z.
				for hit := m & endMask[ig.set[n]] &^ zMask[ig.value[n]]; hit != 0; hit &= hit - 1 {
					byHops[hops] = append(byHops[hops], alsHit{from: batch[bits.TrailingZeros64(hit)], to: int32(n), hops: int32(hops)})
				}
			}
			if !active {
				break
			}
			frontier, next = next, frontier
		}
	}
	return slices.Concat(byHops...)
}

// trace returns the sets of a chain found by search and the restricted
// common candidates between them, as a path that visits no set twice, or
// nil if the shortest walk of the hit has no such path.
func (ig *alsImplications) trace(h alsHit) (path, rccPath []int) {
	parent := make(map[int32]int32, 64)
	parent[h.from] = -1
	queue := []int32{h.from}
	start := ig.set[h.from]
	for depth := int32(0); depth < h.hops && len(queue) > 0; depth++ {
		var level []int32
		for _, n := range queue {
			for _, t := range ig.out[ig.outAt[n]:ig.outAt[n+1]] {
				if _, ok := parent[t]; ok || ig.set[t] == start {
					continue
				}
				parent[t] = n
				level = append(level, t)
			}
		}
		queue = level
	}
	if _, ok := parent[h.to]; !ok {
		return nil, nil
	}
	for n := h.to; n >= 0; n = parent[n] {
		path = append(path, int(ig.set[n]))
		if n != h.from {
			rccPath = append(rccPath, int(ig.value[n]))
		}
	}
	slices.Reverse(path)
	slices.Reverse(rccPath)
	for i, s := range path {
		if slices.Contains(path[:i], s) {
			return nil, nil
		}
	}
	return path, rccPath
}
