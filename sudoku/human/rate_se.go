package human

import (
	"github.com/sudokit/sudokit/sudoku/trace"
	"math/bits"
	"sync"
)

// The Sudoku Explainer rating of a 9×9 puzzle follows SE's own path, which
// differs from the step solver's HoDoKu-style trace: SE knows fewer
// techniques (no finned fish, W-Wings, ALS or Sue de Coq) and rates the
// chains it needs by their kind and length. At every point it applies the
// first rule, in its order, that finds something (the order follows the
// rules' ratings), taking that rule's easiest step; the puzzle's rating is
// the hardest step on the way. Rate uses this path for the SE number of
// 9×9 puzzles and the trace for the level and score.

// seBasic lists the techniques SE shares with the step solver, in SE's
// order, up to the hidden quad (5.4). The turbot fishes are Sukaku
// Explainer's (which rated the calibration sample); plain SE finds them as
// forcing X-chains (6.6).
var seBasic = []*Technique{
	FullHouse, HiddenSingle, NakedSingle,
	Pointing, Claiming,
	NakedPair, XWing, HiddenPair, NakedTriple, Swordfish, HiddenTriple,
	Skyscraper, TwoStringKite, TurbotFish, EmptyRectangle, // Sukaku's turbot fishes, 4.0–4.2
	XYWing, XYZWing,
	UniqueRectangle1, UniqueRectangle4, UniqueRectangle2, UniqueRectangle3,
	NakedQuad, Jellyfish, HiddenQuad,
}

// seState holds the scratch space of the SE rater; it is reused through a
// pool because the chaining tables are large.
type seState struct {
	chainer seChainer
	unary   seUnary
	cands   [81]uint16
	// where the single-digit rules found nothing last (see valueSkip)
	threeLinksNothing, xChainsNothing [10]uint32
}

var sePool = sync.Pool{New: func() any { return new(seState) }}

// SERating returns the Sudoku Explainer rating of a 9×9 puzzle, solved from
// grid g (which is not changed) with SE's rules, and the name of its
// hardest step. The puzzle must have one solution. A grid SE's rules up to
// dynamic forcing chains cannot finish is finished with the step solver's
// nets and rated at least 9.0. Other shapes are rated 0.
func SERating(g *trace.Grid) (float64, string) { return seRating(g, nil) }

// seRating is SERating, skipping the work memo (which may be nil) has
// done already.
func seRating(g *trace.Grid, memo *stateMemo) (float64, string) {
	if g.Geo.N != 9 || g.Geo.Shape.BoxRows != 3 {
		return 0, ""
	}
	rating, hardest := 0, ""
	seSolve(g, memo, func(r int, name string) {
		if r > rating {
			rating, hardest = r, name
		}
	})
	return float64(rating) / 10, hardest
}

// seSolve follows SE's path from g, calling note with the rating (in
// tenths) and name of every step. Where the step solver passed the same
// state (memo), its findings stand in for running the same techniques.
func seSolve(g *trace.Grid, memo *stateMemo, note func(rating int, name string)) {
	st := sePool.Get().(*seState)
	defer sePool.Put(st)
	st.threeLinksNothing, st.xChainsNothing = [10]uint32{}, [10]uint32{}
	cur := g.Clone()
	var skip valueSkip
	for !cur.Solved() {
		if i, v, r, name, ok := seSingle(cur); ok {
			note(r, name)
			cur.Place(i, v)
			continue
		}
		seen := memo.lookup(cur)
		skip.sync(cur)
		if s, t, ok := seBasicStep(cur, seen, &skip); ok {
			note(int(StepSE(s)*10+0.5), t.Name)
			cur.Apply(s)
			continue
		}
		for i, v := range cur.Cands {
			st.cands[i] = uint16(v)
		}
		h := st.next(&skip)
		if h == nil {
			s, ok := trace.Step{}, false
			if seen != nil {
				s, ok = seen.step, true // the step solver's next step here
			} else {
				s, ok = (&StepSolver{}).Next(cur, true)
			}
			if !ok {
				break
			}
			note(90, s.Technique)
			cur.Apply(s)
			continue
		}
		note(h.rating, h.name)
		switch {
		case h.pot < 0 || h.elims != nil:
			for _, e := range h.elims {
				cur.Eliminate(int(e)/9, int(e)%9+1)
			}
		case h.on:
			cur.Place(h.pot/9, h.pot%9+1)
		default:
			cur.Eliminate(h.pot/9, h.pot%9+1)
		}
	}
}

// seSingle finds a single the way SE does: a hidden single in a box (1.2),
// then in a row or column (1.5), then a naked single (2.3). It works on
// the candidates directly: singles are most of SE's steps.
func seSingle(g *trace.Grid) (cell, value, rating int, name string, ok bool) {
	for h := 0; h < 27; h++ {
		var once, twice uint16
		for _, c := range se9.house[h] {
			m := uint16(g.Cands[c])
			twice |= once & m
			once |= m
		}
		if single := once &^ twice; single != 0 {
			d := bits.TrailingZeros16(single)
			for _, c := range se9.house[h] {
				if g.Cands[c].Has(d + 1) {
					rating = 15
					if h < 9 {
						rating = 12
					}
					return int(c), d + 1, rating, "Hidden Single", true
				}
			}
		}
	}
	for c, m := range g.Cands {
		if v, ok := m.Single(); ok && g.Values[c] == 0 {
			return c, v, 23, "Naked Single", true
		}
	}
	return 0, 0, 0, "", false
}

// seBasicStep returns the first step of SE's basic rules. If the step
// solver was in this state (seen is not nil), the techniques it found
// nothing with are skipped, and its step is taken over. The one-value
// techniques are asked only what changed since they last found nothing
// (skip, synced to g).
func seBasicStep(g *trace.Grid, seen *memoEntry, skip *valueSkip) (trace.Step, *Technique, bool) {
	for k, t := range seBasic {
		if seen != nil && seBasicIndex[k] >= 0 {
			switch i := seBasicIndex[k]; {
			case i < seen.index:
				continue // the step solver found nothing with it here
			case i == seen.index:
				return seen.step, t, true
			}
		}
		if s, ok := skip.first(t, g); ok {
			return s, t, true
		}
	}
	return trace.Step{}, nil, false
}

// next returns SE's next step beyond the basic rules: 3 strong links, wings, BUG, then the
// chaining rules in order, each giving its easiest step. The single-digit
// rules look only at the digits that changed since they last found nothing
// (skip is synced to the state).
func (st *seState) next(skip *valueSkip) *seHint {
	c := &st.cands
	only := skip.changedSince(st.threeLinksNothing[:])
	if h := seThreeLinks(c, uint16(only)); h != nil {
		return h
	}
	skip.foundNothing(st.threeLinksNothing[:], only)
	if h := seWing(c, 3); h != nil {
		return h
	}
	if h := seBUG(c); h != nil {
		return h
	}
	if h := seWing(c, 4); h != nil {
		return h
	}
	xOnly := skip.changedSince(st.xChainsNothing[:])
	h, xFound := seCyclesAndChains(c, &st.unary, uint16(xOnly))
	if !xFound {
		skip.foundNothing(st.xChainsNothing[:], xOnly)
	}
	if h != nil {
		return h
	}
	if h := st.chainer.seNishio(c); h != nil {
		return h
	}
	if h := st.chainer.seMultiple(c, false); h != nil {
		return h
	}
	return st.chainer.seMultiple(c, true)
}

// seBUG is the bivalue universal grave with one extra cell (type 1, 5.6):
// every unsolved cell but one is bivalue, and the extra cell must take the
// digit that would otherwise appear three times in its houses.
func seBUG(cands *[81]uint16) *seHint {
	extra := -1
	for c, m := range cands {
		switch n := bits.OnesCount16(m); {
		case n == 0 || n == 2:
		case n == 3 && extra < 0:
			extra = c
		default:
			return nil
		}
	}
	if extra < 0 {
		return nil
	}
	digit := -1
	for h := 0; h < 27; h++ {
		for d := 0; d < 9; d++ {
			n := 0
			for _, o := range se9.house[h] {
				if cands[o]&(1<<d) != 0 {
					n++
				}
			}
			switch {
			case n == 3 && cands[extra]&(1<<d) != 0 && houseHas(h, extra):
				if digit >= 0 && digit != d {
					return nil
				}
				digit = d
			case n != 0 && n != 2:
				return nil
			}
		}
	}
	if digit < 0 {
		return nil
	}
	return &seHint{rating: 56, pot: extra*9 + digit, on: true, name: "BUG type 1"}
}

func houseHas(h, c int) bool {
	for _, x := range se9.cellHouse[c] {
		if int(x) == h {
			return true
		}
	}
	return false
}
