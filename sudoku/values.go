package sudoku

import (
	"iter"
	"math/bits"
	"strconv"
	"strings"
)

// Values is a set of cell values 1–64, one bit per value (bit v-1 for value
// v). It is how houses remember what they hold and how candidates are
// computed: the candidates of a cell are the values none of its houses hold.
type Values uint64

// AllValues returns the set {1, …, n}.
func AllValues(n int) Values {
	if n >= 64 {
		return ^Values(0)
	}
	return Values(1)<<uint(n) - 1
}

// ValuesOf returns the set holding the given values.
func ValuesOf(vs ...int) Values {
	var s Values
	for _, v := range vs {
		s = s.With(v)
	}
	return s
}

// Has reports whether v is in the set.
func (s Values) Has(v int) bool { return v >= 1 && v <= 64 && s&(1<<uint(v-1)) != 0 }

// With returns the set with v added.
func (s Values) With(v int) Values { return s | 1<<uint(v-1) }

// Without returns the set with v removed.
func (s Values) Without(v int) Values { return s &^ (1 << uint(v-1)) }

// Count returns the number of values in the set.
func (s Values) Count() int { return bits.OnesCount64(uint64(s)) }

// Empty reports whether the set has no values.
func (s Values) Empty() bool { return s == 0 }

// Single returns the only value of a one-element set, and false otherwise.
func (s Values) Single() (int, bool) {
	if s == 0 || s&(s-1) != 0 {
		return 0, false
	}
	return bits.TrailingZeros64(uint64(s)) + 1, true
}

// Min returns the smallest value in the set, or 0 for the empty set.
func (s Values) Min() int {
	if s == 0 {
		return 0
	}
	return bits.TrailingZeros64(uint64(s)) + 1
}

// All yields the values in ascending order.
func (s Values) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for s != 0 {
			v := bits.TrailingZeros64(uint64(s)) + 1
			s &= s - 1
			if !yield(v) {
				return
			}
		}
	}
}

// Slice returns the values in ascending order.
func (s Values) Slice() []int {
	out := make([]int, 0, s.Count())
	for v := range s.All() {
		out = append(out, v)
	}
	return out
}

// String returns the set as "{3,7}".
func (s Values) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for v := range s.All() {
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(v))
	}
	b.WriteByte('}')
	return b.String()
}
