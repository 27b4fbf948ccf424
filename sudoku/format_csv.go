package sudoku

import "strings"

// FormatCSV: one row of the board per line, the numbers separated by commas,
// 0 or an empty field for an empty cell (the Hasselt Qt Sudoku's export, and
// what a spreadsheet reads and writes):
//
//	0,0,0,0,2,0,0,8,9
//	0,0,0,3,,,4,5,0
//	…
//
// Blanks around a number are allowed. As in FormatGrid, the first row sets
// the side N, and blank lines and '#' comment lines are skipped.

// parseCSV reads one board of comma-separated numbers.
func (p Parser) parseCSV(all []inputLine) (*Board, error) {
	return p.parseNumberRows(all, splitAtCommas, true)
}

// encodeCSV writes the board as comma-separated numbers, 0 for empty.
func encodeCSV(w *strings.Builder, b *Board) {
	encodeNumberRows(w, b, ",", 0)
}
