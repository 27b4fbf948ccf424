package human

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// This file builds the link graph that every chain technique walks.
//
// A node is a statement "value d is in one of these cells": a single
// candidate, a group (all candidates of d in one box-line intersection) or an
// almost locked set seen through one of its values. A node is "on" when the
// statement is true and "off" when it is false.
//
//   - A strong link joins two nodes of which at least one must be on:
//     off(A) ⇒ on(B). It comes from a house where d has exactly the cells of A
//     and B, from a cell with exactly the two candidates A and B, from an
//     almost locked set, which cannot lose two of its values, or from an
//     almost locked set that forces a cell (see linkForcedExits).
//   - A weak link joins two nodes that cannot both be on: on(A) ⇒ off(B). It
//     comes from two candidates of one cell, or from the same value in cells
//     that all see each other.
//
// An alternating chain off(A) ⇒ on(B) ⇒ off(C) ⇒ … ⇒ on(Z) proves "A or Z",
// which is what AICs, nice loops, X-chains and XY-chains use.

// nodeKind tells candidate, group and ALS nodes apart.
type nodeKind uint8

const (
	candNode  nodeKind = iota // one candidate
	groupNode                 // all candidates of a value in a box-line intersection
	alsNode                   // the cells of an almost locked set holding one value
)

// chainNode is one node of the link graph.
type chainNode struct {
	kind  nodeKind
	als   int32 // index into linkGraph.als for ALS nodes
	digit int
	cells []int // ascending cell indices
}

// linkGraph holds the nodes and links of one grid.
type linkGraph struct {
	g      *trace.Grid
	nodes  []chainNode
	strong [][]int32
	weak   [][]int32
	live   [][]int32 // the weak links to nodes with a strong link (see liveWeak)
	// strongCore and liveCore: the strong and live links without the
	// forced exits of ALS nodes (see liveWeak)
	strongCore, liveCore [][]int32
	exits                []int32 // exits[id]: how many forced exits end strong[id] (see linkForcedExits)
	cand                 []int32 // cand[cell*N+digit-1]: candidate node id, or -1
	als                  []alsSet
	holding              []cellSet // holding[d]: the cells holding d
	peers                []cellSet // peers[c]: the peers of cell c (peerSets)
	nodeAt               []cellSet // nodeAt[d]: the cells of d's candidate nodes
	// For the group and ALS nodes, which follow the candidate nodes: their
	// cells and the cells seeing all of them (see nodeSets).
	candCount int
	sets      []cellSet
	// the components of the walk's states (see components), found once
	compOnce sync.Once
	comp     []int32
	// the arrays behind the slices above, kept so that a recycled graph
	// (see graphPool) builds into them again
	buf graphBuffers
}

// graphBuffers are a link graph's backing arrays and scratch space.
type graphBuffers struct {
	cellOf, groupCells, weakRoom []int
	weak, strong, live           []int32 // link list arrays
	extra                        [2][]int32
	more                         []int32
	batch                        [2]linkBatch
	byValue                      [2][][]int
	holding, sets                []uint64
	linked                       []bool
	comp                         []int32
	strongCore, liveCore         [][]int32
	kill                         []sudoku.Values // see linkForcedExits
	touched                      []int
}

// resize returns s with length n, reusing its array when it is large
// enough. The contents are not cleared.
func resize[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}

// nodeSets returns the cells of group or ALS node id and the cells that
// see all of them.
func (lg *linkGraph) nodeSets(id int) (set, sees cellSet) {
	k := 2 * (id - lg.candCount)
	return lg.sets[k], lg.sets[k+1]
}

// graphOptions chooses which nodes and links a technique may use.
type graphOptions struct {
	digits  sudoku.Values // values allowed in the chain; 0 means all
	groups  bool          // add group nodes
	als     bool          // add ALS nodes
	xyOnly  bool          // strong links only inside bivalue cells, weak only between cells
	maxALS  int           // largest ALS (in cells) used as a node
	noCells bool          // no strong links inside cells (single-digit chains)
}

// newLinkGraph builds the link graph of g under the options.
func newLinkGraph(g *trace.Grid, opt graphOptions) *linkGraph {
	lg := new(linkGraph)
	lg.build(g, opt)
	return lg
}

// build makes lg the link graph of g under the options, in the arrays of
// the graph it was before.
func (lg *linkGraph) build(g *trace.Grid, opt graphOptions) {
	geo := g.Geo
	n := geo.N
	lg.g, lg.als, lg.compOnce, lg.comp = g, nil, sync.Once{}, nil
	lg.peers = peerSets(geo)
	lg.cand = resize(lg.cand, len(g.Cands)*n)
	for i := range lg.cand {
		lg.cand[i] = -1
	}
	allowed := opt.digits
	if allowed == 0 {
		allowed = sudoku.AllValues(n)
	}
	total := 0
	for _, cs := range g.Cands {
		if !opt.xyOnly || cs.Count() == 2 {
			total += (cs & allowed).Count()
		}
	}
	var sets []alsSet
	alsNodes := 0
	if opt.als {
		max := opt.maxALS
		if max == 0 {
			max = 4
		}
		for _, a := range findALS(g, max) {
			if len(a.cells) < 2 {
				continue // a one-cell ALS is a bivalue cell: candidate nodes cover it
			}
			sets = append(sets, a)
			alsNodes += (a.cands & allowed).Count()
		}
	}
	// One backing array holds the cell of every candidate node.
	lg.buf.cellOf = resize(lg.buf.cellOf, total)
	cellOf := lg.buf.cellOf
	lg.nodes = slices.Grow(lg.nodes[:0], total)
	for i, cs := range g.Cands {
		if opt.xyOnly && cs.Count() != 2 {
			continue
		}
		for d := range (cs & allowed).All() {
			k := len(lg.nodes)
			lg.cand[i*n+d-1] = int32(k)
			cellOf[k] = i
			lg.nodes = append(lg.nodes, chainNode{kind: candNode, digit: d, cells: cellOf[k : k+1 : k+1], als: -1})
		}
	}
	candCount := len(lg.nodes)
	lg.candCount = candCount
	if opt.groups {
		lg.addGroups(allowed)
	}
	lg.als = sets
	lg.nodes = slices.Grow(lg.nodes, alsNodes)
	for idx, a := range sets {
		for d := range (a.cands & allowed).All() {
			lg.nodes = append(lg.nodes, chainNode{kind: alsNode, digit: d, cells: a.cellsWith(g, d), als: int32(idx)})
		}
	}
	lg.strong = resize(lg.strong, len(lg.nodes))
	lg.weak = resize(lg.weak, len(lg.nodes))
	clear(lg.strong[candCount:])
	clear(lg.weak[candCount:])
	lg.holdings()
	lg.reserveCandidateLinks(candCount)
	lg.linkCandidates(candCount, opt, allowed)
	lg.sets = lg.sets[:0]
	lg.exits = lg.exits[:0]
	if opt.groups || opt.als {
		lg.linkExtra(candCount, allowed)
	}
	lg.liveWeak()
}

// holdings fills lg.holding, the cells holding each value, and lg.nodeAt,
// the cells of its candidate nodes.
func (lg *linkGraph) holdings() {
	g := lg.g
	words := (len(g.Cands) + 63) / 64
	sets := g.Geo.N + 1
	lg.buf.holding = resize(lg.buf.holding, 2*sets*words)
	back := lg.buf.holding
	clear(back)
	lg.holding, lg.nodeAt = resize(lg.holding, sets), resize(lg.nodeAt, sets)
	for d := range sets {
		lg.holding[d] = cellSet(back[d*words : (d+1)*words : (d+1)*words])
		k := sets + d
		lg.nodeAt[d] = cellSet(back[k*words : (k+1)*words : (k+1)*words])
	}
	for c, m := range g.Cands {
		for m := uint64(m); m != 0; m &= m - 1 {
			lg.holding[bits.TrailingZeros64(m)+1].add(c)
		}
	}
	for _, nd := range lg.nodes[:lg.candCount] {
		lg.nodeAt[nd.digit].add(nd.cells[0])
	}
}

// liveWeak keeps, for each node, its weak links to nodes that have a strong
// link, in their order. A chain that turns a node without strong links off
// cannot go on (on comes only through strong links), so the searches,
// which look for chains ending on, walk these links only. strongCore and
// liveCore are the lists of the walks that leave forced exits out (see
// linkForcedExits), which end every strong list; liveCore drops the nodes
// whose only strong links are forced exits.
func (lg *linkGraph) liveWeak() {
	total := 0
	for _, ws := range lg.weak {
		total += len(ws)
	}
	exits := len(lg.exits) > 0
	if exits {
		total *= 2
	}
	lg.buf.live = resize(lg.buf.live, total)
	back := lg.buf.live[:0]
	lg.live = resize(lg.live, len(lg.nodes))
	lg.buf.linked = resize(lg.buf.linked, len(lg.nodes))
	linked := lg.buf.linked // the node has a strong link
	for id, ss := range lg.strong {
		linked[id] = len(ss) > 0
	}
	keep := func(lists [][]int32) {
		for id, ws := range lg.weak {
			from := len(back)
			for _, o := range ws {
				if linked[o] {
					back = append(back, o)
				}
			}
			lists[id] = back[from:len(back):len(back)]
		}
	}
	keep(lg.live)
	if !exits {
		lg.strongCore, lg.liveCore = lg.strong, lg.live
		return
	}
	lg.strongCore = resize(lg.buf.strongCore, len(lg.nodes))
	lg.liveCore = resize(lg.buf.liveCore, len(lg.nodes))
	lg.buf.strongCore, lg.buf.liveCore = lg.strongCore, lg.liveCore
	for id, ss := range lg.strong {
		lg.strongCore[id] = ss[:len(ss)-int(lg.exits[id])]
		linked[id] = len(lg.strongCore[id]) > 0
	}
	keep(lg.liveCore)
}

// addGroups adds a group node for every value with two or more candidates in
// a box-line intersection.
func (lg *linkGraph) addGroups(allowed sudoku.Values) {
	geo := lg.g.Geo
	n := geo.N
	// The groups' cells go into one array. When it must grow, the groups
	// already made keep the old one.
	back := lg.buf.groupCells[:0]
	var cells [sudoku.MaxSize]int
	for line := 0; line < 2*n; line++ {
		for b := 2 * n; b < 3*n; b++ {
			k := 0
			for _, c := range geo.Houses[line] {
				if geo.CellHouses[c][2] == b && lg.g.Values[c] == 0 {
					cells[k] = c
					k++
				}
			}
			if k < 2 {
				continue
			}
			for d := range allowed.All() {
				from := len(back)
				for _, c := range cells[:k] {
					if lg.g.Cands[c].Has(d) {
						back = append(back, c)
					}
				}
				if len(back)-from >= 2 {
					lg.nodes = append(lg.nodes, chainNode{kind: groupNode, digit: d, cells: back[from:len(back):len(back)], als: -1})
				} else {
					back = back[:from]
				}
			}
		}
	}
	lg.buf.groupCells = back
}

// reserveCandidateLinks gives the link lists of candidate nodes room in two
// shared backing arrays, sized for what linkCandidates can add: weak links
// to the other candidates of the cell and to the peers holding the value, strong links to one
// other candidate of the cell and one place in each of the cell's houses.
// A list that outgrows its room (group and ALS links) moves out on its own.
func (lg *linkGraph) reserveCandidateLinks(candCount int) {
	peers := peerSets(lg.g.Geo)
	lg.buf.weakRoom = resize(lg.buf.weakRoom, candCount)
	weakRoom := lg.buf.weakRoom
	total := 0
	for id := 0; id < candCount; id++ {
		c, d := lg.nodes[id].cells[0], lg.nodes[id].digit
		room := lg.g.Cands[c].Count() - 1
		for w, m := range peers[c] {
			room += bits.OnesCount64(m & lg.nodeAt[d][w])
		}
		weakRoom[id] = room
		total += room
	}
	lg.buf.weak, lg.buf.strong = resize(lg.buf.weak, total), resize(lg.buf.strong, candCount*4)
	weak, strong := lg.buf.weak, lg.buf.strong
	at := 0
	for id := 0; id < candCount; id++ {
		lg.weak[id] = weak[at : at : at+weakRoom[id]]
		at += weakRoom[id]
		lg.strong[id] = strong[4*id : 4*id : 4*id+4]
	}
}

func (lg *linkGraph) link(list [][]int32, a, b int) {
	list[a] = append(list[a], int32(b))
}

// linkCandidates adds the links between single candidates: weak links
// inside cells and between peers, strong links inside bivalue cells and
// between the only two places of a value in a house. Each node's links are
// in a fixed order (cell, then peers ascending; cell, then row, column and
// box), which fixes the order chains are found in.
func (lg *linkGraph) linkCandidates(candCount int, opt graphOptions, allowed sudoku.Values) {
	g := lg.g
	geo := g.Geo
	n := geo.N
	peers := peerSets(geo)
	// The conjugate pairs: pair[h*n+d-1] holds the two places of d in
	// house h, when it has exactly two.
	var pairBuf [3 * 9 * 9][2]int32 // room for boards up to 9×9
	pair := pairBuf[:]
	if 3*n*n > len(pairBuf) {
		pair = make([][2]int32, 3*n*n)
	}
	var where [sudoku.MaxSize + 1]uint64
	for h, cells := range geo.Houses {
		if opt.xyOnly {
			break // XY-chains have no strong links between cells
		}
		housePlaces(g, h, &where)
		for d := 1; d <= n; d++ {
			pair[h*n+d-1] = [2]int32{-1, -1}
			if m := where[d]; bits.OnesCount64(m) == 2 {
				pair[h*n+d-1] = [2]int32{int32(cells[bits.TrailingZeros64(m)]), int32(cells[63-bits.LeadingZeros64(m)])}
			}
		}
	}
	for id := 0; id < candCount; id++ {
		nd := lg.nodes[id]
		c, d := nd.cells[0], nd.digit
		// Inside the cell: weak to every other candidate, strong if bivalue.
		if !opt.noCells {
			for m := uint64(g.Cands[c]&allowed) &^ (1 << (d - 1)); m != 0; m &= m - 1 {
				e := bits.TrailingZeros64(m) + 1
				o := lg.cand[c*n+e-1]
				if o < 0 {
					continue
				}
				if !opt.xyOnly {
					lg.link(lg.weak, id, int(o))
				}
				if g.Cands[c].Count() == 2 {
					lg.link(lg.strong, id, int(o))
				}
			}
		}
		// The same value in peers: weak always, strong in a house with two places.
		for w, m := range peers[c] {
			for m &= lg.nodeAt[d][w]; m != 0; m &= m - 1 {
				lg.link(lg.weak, id, int(lg.cand[(w*64+bits.TrailingZeros64(m))*n+d-1]))
			}
		}
		if opt.xyOnly {
			continue
		}
		for _, h := range geo.CellHouses[c] {
			pr := pair[h*n+d-1]
			if pr[0] < 0 {
				continue
			}
			other := int(pr[0])
			if other == c {
				other = int(pr[1])
			}
			if o := lg.cand[other*n+d-1]; o >= 0 && !lg.hasLink(lg.strong, id, int(o)) {
				lg.link(lg.strong, id, int(o))
			}
		}
	}
}

func (lg *linkGraph) hasLink(list [][]int32, a, b int) bool {
	for _, x := range list[a] {
		if int(x) == b {
			return true
		}
	}
	return false
}

// linkExtra adds the links of group and ALS nodes.
func (lg *linkGraph) linkExtra(candCount int, allowed sudoku.Values) {
	g := lg.g
	geo := g.Geo
	n := geo.N
	peers := peerSets(geo)
	// One backing array holds the cell sets of all group and ALS nodes.
	words := (len(g.Cands) + 63) / 64
	extra := len(lg.nodes) - candCount
	lg.buf.sets = resize(lg.buf.sets, 2*words*extra)
	back := lg.buf.sets
	clear(back)
	lg.sets = resize(lg.sets, 2*extra)
	for i := range lg.sets {
		lg.sets[i] = cellSet(back[i*words : (i+1)*words : (i+1)*words])
	}
	// The new links are gathered first and then added to the lists in
	// one go: appended one by one, the lists would grow again and again.
	weak, strong := &lg.buf.batch[0], &lg.buf.batch[1]
	weak.links, strong.links = weak.links[:0], strong.links[:0]
	defer func() {
		lg.buf.extra[0], lg.buf.more = weak.addTo(lg.weak, lg.buf.extra[0], lg.buf.more)
		lg.buf.extra[1], lg.buf.more = strong.addTo(lg.strong, lg.buf.extra[1], lg.buf.more)
	}()
	seen := 0 // candidates seeing a group or ALS node
	for k := range lg.buf.byValue {
		lg.buf.byValue[k] = resize(lg.buf.byValue[k], n+1)
		for d := range lg.buf.byValue[k] {
			lg.buf.byValue[k][d] = lg.buf.byValue[k][d][:0]
		}
	}
	groupsOf := lg.buf.byValue[0] // group nodes by value
	alsOf := lg.buf.byValue[1]    // ALS nodes by value
	for a := candCount; a < len(lg.nodes); a++ {
		nd := &lg.nodes[a]
		set, sees := lg.nodeSets(a)
		sees.fill()
		for _, c := range nd.cells {
			set.add(c)
			sees.and(peers[c])
		}
		if nd.kind == groupNode {
			groupsOf[nd.digit] = append(groupsOf[nd.digit], a)
		} else {
			alsOf[nd.digit] = append(alsOf[nd.digit], a)
		}
		for w, m := range sees {
			seen += bits.OnesCount64(m & lg.nodeAt[nd.digit][w])
		}
	}
	weak.links = slices.Grow(weak.links, 2*seen+64)
	// Weak links: same value, disjoint cells that all see each other. Group
	// and ALS nodes are linked to candidates and to each other (but two ALS
	// nodes only through chains, not directly). Group nodes come before
	// ALS nodes, so each pair is met once, at its group node.
	for a := candCount; a < len(lg.nodes); a++ {
		na := &lg.nodes[a]
		d := na.digit
		_, naSees := lg.nodeSets(a)
		for w, m := range naSees {
			for m &= lg.nodeAt[d][w]; m != 0; m &= m - 1 {
				o := int(lg.cand[(w*64+bits.TrailingZeros64(m))*n+d-1])
				weak.add(a, o)
				weak.add(o, a)
			}
		}
		if na.kind != groupNode {
			continue
		}
		for _, others := range [2][]int{groupsOf[d], alsOf[d]} {
			for _, b := range others {
				if bSet, _ := lg.nodeSets(b); b > a && bSet.subsetOf(naSees) {
					weak.add(a, b)
					weak.add(b, a)
				}
			}
		}
	}
	// Strong links through houses: the value's places split into two nodes.
	var units, others []int
	for h := range geo.Houses {
		for d := range allowed.All() {
			if len(groupsOf[d]) == 0 {
				continue
			}
			places := 0
			for _, c := range geo.Houses[h] {
				if g.Cands[c].Has(d) {
					places++
				}
			}
			if places < 3 {
				continue // two places: candidate links cover it
			}
			units = units[:0]
			for _, id := range groupsOf[d] {
				if inHouse(geo, lg.nodes[id].cells, h) {
					units = append(units, id)
				}
			}
			for _, u := range units {
				rest := lg.nodes[u].cells
				if len(rest) >= places {
					continue
				}
				// The other places form one candidate or one group node.
				others = others[:0]
				for _, c := range geo.Houses[h] {
					if g.Cands[c].Has(d) && !slices.Contains(rest, c) {
						others = append(others, c)
					}
				}
				if len(others) == 1 {
					o := int(lg.cand[others[0]*geo.N+d-1])
					if o >= 0 {
						strong.add(u, o)
						strong.add(o, u)
					}
					continue
				}
				for _, v := range units {
					if v > u && slices.Equal(lg.nodes[v].cells, others) {
						strong.add(u, v)
						strong.add(v, u)
					}
				}
			}
		}
	}
	// Strong links inside an ALS: it cannot lose two of its values. The
	// nodes of one ALS follow each other (newLinkGraph adds them so).
	for a := candCount; a < len(lg.nodes); a++ {
		if lg.nodes[a].kind != alsNode {
			continue
		}
		for b := a + 1; b < len(lg.nodes) && lg.nodes[b].kind == alsNode && lg.nodes[b].als == lg.nodes[a].als; b++ {
			strong.add(a, b)
			strong.add(b, a)
		}
	}
	lg.linkForcedExits(candCount, strong)
}

// linkBatch gathers links (from, to) to add to link lists.
type linkBatch struct{ links [][2]int32 }

func (b *linkBatch) add(from, to int) { b.links = append(b.links, [2]int32{int32(from), int32(to)}) }

// addTo appends the gathered links to lists, each list's in the order
// they were gathered, moving every list that grows into one array: back's,
// or a new one if it is too small. more is scratch space. It returns the
// two arrays for reuse.
func (b *linkBatch) addTo(lists [][]int32, back, more []int32) (backOut, moreOut []int32) {
	more = resize(more, len(lists))
	clear(more)
	total := 0
	for _, l := range b.links {
		more[l[0]]++
	}
	for id, k := range more {
		if k > 0 {
			total += len(lists[id]) + int(k)
		}
	}
	back = resize(back, total)[:0]
	for id, k := range more {
		if k > 0 {
			from := len(back)
			back = append(back, lists[id]...)
			lists[id] = back[from : len(back) : len(back)+int(k)]
			back = back[:len(back)+int(k)]
		}
	}
	for _, l := range b.links {
		lists[l[0]] = append(lists[l[0]], l[1])
	}
	return back, more
}

// inHouse reports whether all cells lie in house h.
func inHouse(geo *trace.Geometry, cells []int, h int) bool {
	k := h / geo.N
	for _, c := range cells {
		if geo.CellHouses[c][k] != h {
			return false
		}
	}
	return true
}

// candidates returns the node as chain candidates (for Step.Links).
func (lg *linkGraph) candidates(id int) []trace.Candidate {
	nd := &lg.nodes[id]
	out := make([]trace.Candidate, len(nd.cells))
	for i, c := range nd.cells {
		out[i] = trace.Candidate{Pos: lg.g.Geo.Pos(c), Value: nd.digit}
	}
	return out
}

// nodeName writes a node in Eureka notation: "(5)r1c2", "(5)r1c23" for a
// group, "(5)ALS[r1c2 r1c3]" for an almost locked set.
func (lg *linkGraph) nodeName(id int) string {
	nd := &lg.nodes[id]
	prefix := fmt.Sprintf("(%c)", sudoku.ValueChar(nd.digit))
	switch nd.kind {
	case alsNode:
		return prefix + "ALS[" + cellList(lg.g.Geo, lg.als[nd.als].cells) + "]"
	default:
		return prefix + compactCells(lg.g.Geo, nd.cells)
	}
}

// cellList names cells separated by blanks: "r1c2 r1c3".
func cellList(geo *trace.Geometry, cells []int) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = geo.Pos(c).String()
	}
	return strings.Join(parts, " ")
}

// compactCells names cells of one row or column compactly ("r1c23",
// "r12c3"), or lists them.
func compactCells(geo *trace.Geometry, cells []int) string {
	if len(cells) == 1 {
		return geo.Pos(cells[0]).String()
	}
	sameRow, sameCol := true, true
	for _, c := range cells[1:] {
		sameRow = sameRow && c/geo.N == cells[0]/geo.N
		sameCol = sameCol && c%geo.N == cells[0]%geo.N
	}
	sep := ""
	if geo.N > 9 {
		sep = ","
	}
	var b strings.Builder
	switch {
	case sameRow:
		fmt.Fprintf(&b, "r%dc", cells[0]/geo.N+1)
		for i, c := range cells {
			if i > 0 {
				b.WriteString(sep)
			}
			fmt.Fprintf(&b, "%d", c%geo.N+1)
		}
	case sameCol:
		b.WriteString("r")
		for i, c := range cells {
			if i > 0 {
				b.WriteString(sep)
			}
			fmt.Fprintf(&b, "%d", c/geo.N+1)
		}
		fmt.Fprintf(&b, "c%d", cells[0]%geo.N+1)
	default:
		return cellList(geo, cells)
	}
	return b.String()
}
