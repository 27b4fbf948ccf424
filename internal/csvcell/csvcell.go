// Package csvcell makes the text cells of the CSV files sudokit writes
// (gradebooks, class books) safe to open in a spreadsheet.
package csvcell

import "strings"

// Text escapes a text cell so that a spreadsheet opening the CSV shows it
// as text: a cell starting with '=', '+', '-', '@', a tab or a carriage
// return (which Excel, LibreOffice and Google Sheets read as a formula) gets
// a leading apostrophe, as OWASP recommends.
func Text(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
