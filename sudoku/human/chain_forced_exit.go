package human

import (
	"math/bits"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// This file adds the forced exits of almost locked sets to the link graph
// of the grouped chains.
//
// An ALS that loses one of its values x keeps all its other values: its n
// cells hold n values, and only n are left. Each of them leaves every cell
// that sees all its places in the set. A cell C outside the set that sees
// all the places of every candidate it has but one, f, is then forced to f:
//
//	off((x)ALS) ⇒ on((f)C)
//
// The other way round, a C that is not f holds one of its other candidates
// e, so e leaves the set, which then keeps all its other values, x among
// them. The two nodes form a strong link: HoDoKu calls it a forced exit of
// the ALS. When only one candidate e of C goes, the link is already in the
// graph as (x)ALS = (e)ALS - (e)C = (f)C, so only cells losing at least two
// candidates get a new link.
//
// A forced exit in a continuous nice loop holds exactly one of its ends,
// as every link of the loop does (see forcedExitEliminations).

// linkForcedExits adds the forced exits of every ALS of the graph to strong.
func (lg *linkGraph) linkForcedExits(candCount int, strong *linkBatch) {
	g := lg.g
	n := g.Geo.N
	lg.exits = resize(lg.exits, len(lg.nodes))
	clear(lg.exits)
	lg.buf.kill = resize(lg.buf.kill, len(g.Cands))
	kill := lg.buf.kill // kill[c]: the candidates of c the locked set removes
	clear(kill)
	touched := lg.buf.touched[:0]
	for first := candCount; first < len(lg.nodes); {
		if lg.nodes[first].kind != alsNode {
			first++
			continue
		}
		set := &lg.als[lg.nodes[first].als]
		end := first + 1 // the nodes of one ALS follow each other
		for end < len(lg.nodes) && lg.nodes[end].kind == alsNode && lg.nodes[end].als == lg.nodes[first].als {
			end++
		}
		for e := range set.cands.All() {
			hold := lg.holding[e]
			for w, m := range set.seeAll[e-1] {
				for m &= hold[w]; m != 0; m &= m - 1 {
					c := w*64 + bits.TrailingZeros64(m)
					if kill[c] == 0 {
						touched = append(touched, c)
					}
					kill[c] = kill[c].With(e)
				}
			}
		}
		for _, c := range touched {
			k := kill[c]
			kill[c] = 0
			if k.Count() < 2 {
				continue
			}
			rest := g.Cands[c] &^ k
			for a := first; a < end; a++ {
				x := lg.nodes[a].digit
				var f int
				switch {
				case rest.Count() == 1 && !k.Has(x):
					f = rest.Min() // all of k goes: C is the one left
				case rest == 0 && k.Has(x) && k.Count() > 2:
					f = x // all but x goes
				default:
					continue
				}
				if o := lg.cand[c*n+f-1]; o >= 0 {
					strong.add(a, int(o))
					strong.add(int(o), a)
					lg.exits[a]++
					lg.exits[o]++
				}
			}
		}
		touched = touched[:0]
		first = end
	}
	lg.buf.touched = touched
}

// forcedExitEliminations returns what a forced exit between ALS node a and
// candidate node b removes when it is a link of a continuous nice loop.
// Exactly one end holds. If the set lacks x (a's value), C is f and the set
// keeps all its other values. If C is not f, it is some other candidate e,
// which the set lacks, so the set keeps all but e. Either way:
//
//   - a value of the set other than x and C's candidates is in the set, and
//     leaves every cell seeing all its places there;
//   - each candidate e of C other than f is in the set or in C, and leaves
//     every cell seeing all its places in the set and C;
//   - if f is x, x is in the set or in C, and leaves the cells seeing all of
//     them.
func (lg *linkGraph) forcedExitEliminations(a, b int, out []trace.Candidate) []trace.Candidate {
	na, nb := &lg.nodes[a], &lg.nodes[b]
	if na.kind != alsNode || nb.kind != candNode {
		return out
	}
	g := lg.g
	set := &lg.als[na.als]
	c, x, f := nb.cells[0], na.digit, nb.digit
	exits := g.Cands[c].Without(f)
	for z := range set.cands.Without(x).All() {
		if exits.Has(z) {
			continue
		}
		out = candidatesIn(g, set.seeAll[z-1], z, out)
	}
	peers := lg.peers[c]
	for e := range exits.All() {
		for w, m := range set.seeAll[e-1] {
			for m &= peers[w]; m != 0; m &= m - 1 {
				if t := w*64 + bits.TrailingZeros64(m); g.Cands[t].Has(e) {
					out = appendCand(out, g.Geo, t, e)
				}
			}
		}
	}
	if f == x {
		out = lg.orEliminations(a, b, out)
	}
	return out
}

// withForcedExits adds to the sentence of a chain of states a sentence for
// each forced exit among its strong links: "If the almost locked set {r7c8
// r7c9 r8c9 r9c9} lacks 5, it holds all its other values, 1 and 6 among
// them; r1c9 sees all their places there, so r1c9 is 3." It returns
// sentence unchanged for a chain without one.
func (lg *linkGraph) withForcedExits(sentence string, states []int) string {
	for i := 1; i < len(states); i++ {
		if states[i]&1 == 0 {
			continue // a weak link
		}
		a, c := states[i-1]/2, states[i]/2
		if lg.nodes[a].kind != alsNode {
			a, c = c, a
		}
		na, nc := &lg.nodes[a], &lg.nodes[c]
		if na.kind != alsNode || nc.kind != candNode {
			continue
		}
		cell := lg.g.Geo.Pos(nc.cells[0])
		exit := tr("If the almost locked set %[1]s lacks %[2]c, it holds all its other values, %[3]s among them; %[4]s sees all their places there, so %[4]s is %[5]c.",
			alsName(lg.g.Geo, &lg.als[na.als]), sudoku.ValueChar(na.digit), valueWords(lg.g.Cands[nc.cells[0]].Without(nc.digit)),
			cell, sudoku.ValueChar(nc.digit))
		sentence = tr("%[1]s %[2]s", sentence, exit)
	}
	return sentence
}
