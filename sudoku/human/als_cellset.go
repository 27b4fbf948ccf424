package human

import "math/bits"

// cellSet is a set of cell indices, one bit per cell. The ALS techniques use
// it to intersect "cells that see all of these" quickly on any board size.
type cellSet []uint64

func newCellSet(cells int) cellSet { return make(cellSet, (cells+63)/64) }

func (s cellSet) add(i int)          { s[i/64] |= 1 << uint(i%64) }
func (s cellSet) has(i int) bool     { return s[i/64]&(1<<uint(i%64)) != 0 }
func (s cellSet) copyFrom(o cellSet) { copy(s, o) }
func (s cellSet) and(o cellSet) {
	for i := range s {
		s[i] &= o[i]
	}
}
func (s cellSet) andNot(o cellSet) {
	for i := range s {
		s[i] &^= o[i]
	}
}
func (s cellSet) fill() {
	for i := range s {
		s[i] = ^uint64(0)
	}
}
func (s cellSet) intersects(o cellSet) bool {
	for i := range s {
		if s[i]&o[i] != 0 {
			return true
		}
	}
	return false
}

func (s cellSet) empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// each calls f for every cell in the set, in ascending order.
func (s cellSet) each(f func(int)) {
	for i, w := range s {
		for w != 0 {
			f(i*64 + bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
}

// subsetOf reports whether every cell of s is in o.
func (s cellSet) subsetOf(o cellSet) bool {
	for i := range s {
		if s[i]&^o[i] != 0 {
			return false
		}
	}
	return true
}

// intersect sets s to a ∩ b and returns it.
func (s cellSet) intersect(a, b cellSet) cellSet {
	for i := range s {
		s[i] = a[i] & b[i]
	}
	return s
}

// or adds the cells of o to s.
func (s cellSet) or(o cellSet) {
	for i := range s {
		s[i] |= o[i]
	}
}
