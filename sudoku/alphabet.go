package sudoku

// The INF1010 alphabet writes values above 9 as letters and signs:
// 1–9, A–Z = 10–35, @ = 36, # = 37, & = 38, a–z = 39–64.
// '.' (and, in one-line puzzles, '0') marks an empty cell.

// ValueChar returns the INF1010 character for value v (1–64), or '.' for 0.
func ValueChar(v int) byte {
	switch {
	case v == 0:
		return '.'
	case v >= 1 && v <= 9:
		return byte('0' + v)
	case v >= 10 && v <= 35:
		return byte('A' + v - 10)
	case v == 36:
		return '@'
	case v == 37:
		return '#'
	case v == 38:
		return '&'
	case v >= 39 && v <= 64:
		return byte('a' + v - 39)
	}
	return '?'
}

// CharValue returns the value of an INF1010 character, 0 for '.', and false
// for a character outside the alphabet.
func CharValue(ch byte) (int, bool) {
	switch {
	case ch == '.':
		return 0, true
	case ch >= '1' && ch <= '9':
		return int(ch - '0'), true
	case ch >= 'A' && ch <= 'Z':
		return int(ch-'A') + 10, true
	case ch == '@':
		return 36, true
	case ch == '#':
		return 37, true
	case ch == '&':
		return 38, true
	case ch >= 'a' && ch <= 'z':
		return int(ch-'a') + 39, true
	}
	return 0, false
}
