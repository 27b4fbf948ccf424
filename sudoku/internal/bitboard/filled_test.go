package bitboard

import "testing"

func TestFilled(t *testing.T) {
	for _, c := range []struct {
		values []int
		want   int
	}{
		{nil, 0},
		{[]int{0, 0, 0, 0}, 0},
		{[]int{1, 0, 3, 4}, 3},
		{[]int{16, 2, 9}, 3},
	} {
		if got := Filled(c.values); got != c.want {
			t.Errorf("Filled(%v) = %d, want %d", c.values, got, c.want)
		}
	}
}
