package sudoku

import (
	"fmt"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// A Format names a way of writing a puzzle as text. Every format can be read
// (Parse, ReadPuzzles, ReadFile) and written (Write, FormatBoard), except
// FormatAuto, which only reads, and FormatPrettyPrint, which only writes.
type Format int

// The formats, with the example of a 4×4 board (2×2 boxes) whose first row
// holds 1 and 2 and whose other cells are empty.
const (
	// FormatAuto reads any of the formats below, telling them apart with
	// Detect. It cannot be written.
	FormatAuto Format = iota

	// FormatINF1010 is the file format of the INF1010 course: the box rows
	// and box columns on two lines, then N lines of N characters, '.' for
	// an empty cell and letters and signs for values above 9 (see
	// ValueChar):
	//
	//	2
	//	2
	//	12..
	//	....
	//	....
	//	....
	FormatINF1010

	// FormatLine writes a puzzle on one line of N² characters, '.' (or '0'
	// when read) for an empty cell: "12.............." The side N follows
	// from the length. A file holds many puzzles, one per line; blank lines
	// and lines starting with '#' are skipped.
	FormatLine

	// FormatGrid is N lines of N numbers separated by blanks, 0 (or '.'
	// when read) for an empty cell:
	//
	//	1 2 0 0
	//	0 0 0 0
	//	0 0 0 0
	//	0 0 0 0
	//
	// It also reads rows written compactly, N characters without blanks
	// ("12..", "...."), and files of several boards, each a block of N rows
	// ended by a blank line.
	FormatGrid

	// FormatCSV is N lines of N numbers separated by commas, 0 or an empty
	// field for an empty cell, as spreadsheets read it:
	//
	//	1,2,0,0
	//	0,0,0,0
	//	0,0,0,0
	//	0,0,0,0
	FormatCSV

	// FormatIndex is the save format of the ohidaoui Qt Sudoku: one line
	// "readOnly, index, value" per cell, index 0…N²-1 in reading order.
	// readOnly 1 (or true) marks a given, 0 (or false) a value entered while
	// solving; the value is empty for an empty cell:
	//
	//	1, 0, 1
	//	1, 1, 2
	//	0, 2,
	//	…
	FormatIndex

	// FormatPrettyPrint is INF1010's screen output with box separators, as
	// FormatPretty writes it. It cannot be read back.
	FormatPrettyPrint
)

// formatNameList are the names ParseFormat accepts and String returns.
var formatNameList = [...]string{
	FormatAuto:        "auto",
	FormatINF1010:     "inf1010",
	FormatLine:        "line",
	FormatGrid:        "grid",
	FormatCSV:         "csv",
	FormatIndex:       "index",
	FormatPrettyPrint: "pretty",
}

// String returns the format's name, as ParseFormat accepts it: "inf1010",
// "line", "grid", "csv", "index", "pretty" or "auto".
func (f Format) String() string {
	if f >= 0 && int(f) < len(formatNameList) {
		return formatNameList[f]
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// ParseFormat returns the format with the given name (see Format.String),
// ignoring case, or an error wrapping ErrUnknownFormat.
func ParseFormat(name string) (Format, error) {
	for f, n := range formatNameList {
		if strings.EqualFold(strings.TrimSpace(name), n) {
			return Format(f), nil
		}
	}
	return FormatAuto, lang.Errorf("sudoku: %[1]w %[2]q: want one of %[3]s", localSentinel(ErrUnknownFormat), name, strings.Join(formatNameList[:], ", "))
}

// canRead reports whether puzzles can be read in format f.
func (f Format) canRead() bool { return f >= FormatAuto && f <= FormatIndex }

// canWrite reports whether boards can be written in format f.
func (f Format) canWrite() bool { return f >= FormatINF1010 && f <= FormatPrettyPrint }

// Detect guesses the format of text by looking at its first lines, skipping
// blank lines and '#' comments:
//
//   - a line with a comma: FormatCSV, or FormatIndex when the first line
//     has the three fields "readOnly, index, value" and the text does not
//     have exactly three lines (a 3×3 CSV board);
//   - a line with several numbers separated by blanks: FormatGrid;
//   - N rows of N characters (4 ≤ N ≤ 64) without blanks, as one block
//     ended by a blank line or the end: FormatGrid, written compactly;
//   - a short line (at most three characters, the box rows) followed by
//     more lines: FormatINF1010;
//   - anything else: FormatLine.
//
// It returns FormatAuto when the text holds no data at all. Detect does not
// check the text: the parser of the format it returns does that.
func Detect(text string) Format { return detectInputLines(splitInputLines(text)) }

// detectInputLines is Detect on numbered lines.
func detectInputLines(all []inputLine) Format {
	lines := dataInputLines(all)
	if len(lines) == 0 {
		return FormatAuto
	}
	first := strings.TrimSpace(lines[0].text)
	switch {
	case strings.Contains(first, ","):
		if len(lines) != 3 && looksLikeIndexLine(first) {
			return FormatIndex
		}
		return FormatCSV
	case len(strings.Fields(first)) > 1:
		return FormatGrid
	case len(first) <= 3 && len(lines) > 1:
		return FormatINF1010
	case looksLikeCompactGrid(all):
		return FormatGrid
	}
	return FormatLine
}

// streamsAsLines reports whether a first data line settles the format as
// FormatLine whatever follows: longer than a row of the largest board (so
// not the first row of a compact grid), no blanks, no commas. (Detect
// agrees: such a line is not CSV, grid or INF1010.)
func streamsAsLines(text string) bool {
	t := strings.TrimSpace(text)
	return len(t) > MaxSize && !strings.Contains(t, ",") && len(strings.Fields(t)) == 1
}

// looksLikeIndexLine reports whether line reads "flag, number, anything".
func looksLikeIndexLine(line string) bool {
	fields := strings.Split(line, ",")
	if len(fields) != 3 {
		return false
	}
	if _, ok := parseReadOnly(strings.TrimSpace(fields[0])); !ok {
		return false
	}
	return allDigits(strings.TrimSpace(fields[1]))
}
