package bitboard

// Filled counts the cells of values (a board's values in reading order, 0
// for an empty cell, as the solvers take them) that hold a value.
func Filled(values []int) int {
	n := 0
	for _, v := range values {
		if v != 0 {
			n++
		}
	}
	return n
}
