package bitboard

import (
	"context"
	"math"
	"math/rand/v2"
	"sync/atomic"
)

// A search on a big board can run for minutes, so the Solver can be told
// to stop early: by a context that ends (CountContext, SolveRandomContext)
// or, inside the package, by a budget of search nodes. Looking at the
// context on every node would cost the 9×9 engine a good share of its
// speed, so the search only counts nodes down and looks every checkEvery
// nodes; the context's end reaches it through an atomic flag that
// context.AfterFunc sets, the cheapest thing to read from a hot loop.

// checkEvery is how many search nodes (guesses) pass between two looks at
// the stop flag and the budget. A node of the general engine costs up to
// some microseconds on a 64×64 board, so a cancelled search stops within a
// few milliseconds.
const checkEvery = 1024

// interrupt is what can cut a search short: a stop flag and a node
// budget. Both engines call tick once per search node.
type interrupt struct {
	stop   *atomic.Bool // set when the watched context ends; nil: none
	left   int          // nodes before the next look at stop and budget
	budget int          // nodes allowed after the current stretch of left
	hit    bool         // the search was cut short
}

// reset prepares a new search with at most budget nodes (0: no bound).
func (in *interrupt) reset(budget int) {
	if budget <= 0 {
		budget = math.MaxInt
	}
	in.left, in.budget, in.hit = 0, budget, false
}

// tick counts one search node and reports whether the search must stop.
// It is one decrement and one branch but every checkEvery nodes.
func (in *interrupt) tick() bool {
	in.left--
	if in.left >= 0 {
		return false
	}
	return in.look()
}

// look checks the stop flag and the budget, and starts the next stretch.
// It is kept out of line so that tick, inlined in the engines' inner
// loops, stays small.
//
//go:noinline
func (in *interrupt) look() bool {
	if (in.stop != nil && in.stop.Load()) || in.budget <= 0 {
		in.hit = true
		in.left = math.MaxInt // no more looks: the search unwinds
		return true
	}
	stretch := min(checkEvery, in.budget)
	in.budget -= stretch
	in.left = stretch - 1 // this node is the first of the stretch
	return false
}

// Watch makes searches stop soon after ctx ends, until the returned
// function is called. A context that can never end costs nothing.
func (s *Solver) Watch(ctx context.Context) (unwatch func()) {
	if ctx.Done() == nil {
		return func() {}
	}
	prev := s.in.stop
	flag := new(atomic.Bool)
	stop := context.AfterFunc(ctx, func() { flag.Store(true) })
	if ctx.Err() != nil {
		flag.Store(true) // already over: do not wait for the callback
	}
	s.in.stop = flag
	return func() {
		stop()
		s.in.stop = prev
	}
}

// CountContext is Count, but returns ctx.Err() soon after ctx ends (a
// check every thousand or so search nodes, so within milliseconds on any
// board). A count cut short reports 0 with the error.
func (s *Solver) CountContext(ctx context.Context, values []int, limit int) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	defer s.Watch(ctx)()
	n, ok := s.CountWithin(values, limit, 0)
	if !ok {
		return 0, ctx.Err()
	}
	return n, nil
}

// SolveRandomContext is SolveRandom, but returns ctx.Err() soon after ctx
// ends. out is then left in an unspecified state.
func (s *Solver) SolveRandomContext(ctx context.Context, values []int, rng *rand.Rand, out []int) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	defer s.Watch(ctx)()
	found, ok := s.SolveWithin(values, rng, out, 0)
	if !ok {
		return false, ctx.Err()
	}
	return found, nil
}

// CountWithin is Count with at most budget search nodes (0: no bound). ok
// is false when the budget ran out or the watched context ended before the
// count was known; n is then meaningless.
func (s *Solver) CountWithin(values []int, limit, budget int) (n int, ok bool) {
	if limit <= 0 {
		limit = math.MaxInt
	}
	s.in.reset(budget)
	n = s.run(values, limit, nil, nil)
	return n, !s.in.hit
}

// SolveWithin is SolveRandom with at most budget search nodes (0: no
// bound); ok as for countWithin.
func (s *Solver) SolveWithin(values []int, rng *rand.Rand, out []int, budget int) (found, ok bool) {
	if out != nil && len(out) < s.shape.Cells() {
		return false, true
	}
	s.in.reset(budget)
	found = s.run(values, 1, out, rng) == 1
	return found, !s.in.hit
}

// CountOtherWithin counts, like countWithin, the solutions of values in
// which cell does not hold value v (1–N). A generator that empties a cell
// of a puzzle known to be unique asks this with the value the cell had: the
// emptier puzzle is still unique exactly when the count is 0, and starting
// the search with v ruled out lets propagation work from the cell at once
// instead of from wherever the first guess falls.
func (s *Solver) CountOtherWithin(values []int, cell, v, limit, budget int) (n int, ok bool) {
	if limit <= 0 {
		limit = math.MaxInt
	}
	if len(values) != s.shape.Cells() || cell < 0 || cell >= len(values) || v < 1 || v > s.shape.N() {
		return 0, true
	}
	s.in.reset(budget)
	if s.band != nil {
		if !s.state.load(values) {
			return 0, true
		}
		s.state.exclude(cell, v)
		return s.band.run(&s.state, limit, nil, nil), !s.in.hit
	}
	if !s.cells.load(values) || !s.cells.exclude(int32(cell), 1<<uint(v-1)) {
		s.cells.undo(0)
		return 0, true
	}
	return s.cells.run(limit, nil, nil), !s.in.hit
}
