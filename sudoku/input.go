package sudoku

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// This file holds what the parsers share: numbered lines, fields with their
// positions, and reading one number.

// inputLine is one line of input with its 1-based number. Its text has no line
// ending and no trailing blanks, so "12..\r\n" and "12..  " read as "12..".
type inputLine struct {
	num  int
	text string
}

// newInputLine trims the line's end (and a byte-order mark on line 1).
func newInputLine(num int, text string) inputLine {
	if num == 1 {
		text = strings.TrimPrefix(text, "\uFEFF")
	}
	return inputLine{num: num, text: strings.TrimRightFunc(text, unicode.IsSpace)}
}

// splitInputLines cuts text into numbered lines. A final line ending does not
// start another line.
func splitInputLines(text string) []inputLine {
	text = strings.TrimSuffix(text, "\n")
	if text == "" {
		return nil
	}
	parts := strings.Split(text, "\n")
	lines := make([]inputLine, len(parts))
	for i, part := range parts {
		lines[i] = newInputLine(i+1, part)
	}
	return lines
}

// column returns the 1-based column (in characters, not bytes) of byte i of
// the line, or 0 for i < 0 (the whole line). Positions past the end count on
// as if the line went on.
func (l inputLine) column(i int) int {
	if i < 0 {
		return 0
	}
	if i > len(l.text) {
		return utf8.RuneCountInString(l.text) + 1 + i - len(l.text)
	}
	return utf8.RuneCountInString(l.text[:i]) + 1
}

// charAt describes the character at byte i of the line for error messages:
// quoted, as Go writes it ('x', ' ', '\t', 'é', or '\xff' for a broken byte).
func (l inputLine) charAt(i int) string {
	r, size := utf8.DecodeRuneInString(l.text[i:])
	if r == utf8.RuneError && size <= 1 {
		return fmt.Sprintf("'\\x%02x'", l.text[i])
	}
	return strconv.QuoteRune(r)
}

// isBlankLine reports whether a line holds nothing but blanks.
func isBlankLine(text string) bool { return strings.TrimSpace(text) == "" }

// isCommentLine reports whether a line is a '#' comment. Because '#' is also the
// INF1010 character for 37, a line of exactly N² characters without blanks
// for a board side N from 37 to 64 is a puzzle, not a comment.
func isCommentLine(text string) bool {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "#") {
		return false
	}
	n := floorSqrt(len(t))
	return !(n*n == len(t) && n >= 37 && n <= MaxSize && !strings.ContainsFunc(t, unicode.IsSpace))
}

// holdsPuzzleData reports whether a line is neither blank nor a comment.
func holdsPuzzleData(text string) bool { return !isBlankLine(text) && !isCommentLine(text) }

// dataInputLines returns the lines that are neither blank nor comments.
func dataInputLines(lines []inputLine) []inputLine {
	var out []inputLine
	for _, l := range lines {
		if holdsPuzzleData(l.text) {
			out = append(out, l)
		}
	}
	return out
}

// floorSqrt returns the integer square root of n ≥ 0, rounded down.
func floorSqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// allDigits reports whether s is a non-empty run of the digits 0–9.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseReadOnly reads a readOnly field: 1 or true, 0 or false (any case).
func parseReadOnly(s string) (given, ok bool) {
	switch strings.ToLower(s) {
	case "1", "true":
		return true, true
	case "0", "false":
		return false, true
	}
	return false, false
}

// A textField is one item of a line and the byte offset where it starts.
type textField struct {
	text string
	at   int
}

// splitAtBlanks splits a line at blanks (spaces, tabs).
func splitAtBlanks(text string) []textField {
	var out []textField
	start := -1
	for i, r := range text {
		switch {
		case unicode.IsSpace(r) && start >= 0:
			out = append(out, textField{text[start:i], start})
			start = -1
		case !unicode.IsSpace(r) && start < 0:
			start = i
		}
	}
	if start >= 0 {
		out = append(out, textField{text[start:], start})
	}
	return out
}

// splitAtCommas splits a line at commas and trims blanks around each field.
// An empty field starts where its blanks end.
func splitAtCommas(text string) []textField {
	var out []textField
	start := 0
	for {
		end := strings.IndexByte(text[start:], ',')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		raw := text[start:end]
		lead := len(raw) - len(strings.TrimLeftFunc(raw, unicode.IsSpace))
		out = append(out, textField{strings.TrimSpace(raw), start + lead})
		if end == len(text) {
			return out
		}
		start = end + 1
	}
}

// cellNumber reads a cell written as a number for a board of side n: 0, '.'
// or (when emptyOK) an empty field for an empty cell, 1…n for a value.
func (p Parser) cellNumber(line inputLine, f textField, n int, emptyOK bool) (int, error) {
	switch {
	case f.text == "." || f.text == "" && emptyOK:
		return 0, nil
	case f.text == "":
		return 0, p.errAt(line, f.at, ErrCellCount, lang.Sprintf("empty field"))
	case allDigits(f.text):
		v, err := strconv.Atoi(f.text)
		if err != nil || v > n {
			return 0, p.errAt(line, f.at, ErrValueRange, lang.Sprintf("%[1]s is more than %[2]d, the largest value on a %[2]d×%[2]d board", f.text, n))
		}
		return v, nil
	case f.text[0] == '-' && allDigits(f.text[1:]):
		return 0, p.errAt(line, f.at, ErrValueRange, lang.Sprintf("%[1]s is negative; values are 1–%[2]d, 0 for empty", f.text, n))
	}
	bad := strings.IndexFunc(f.text, func(r rune) bool { return r < '0' || r > '9' })
	return 0, p.errAt(line, f.at+bad, ErrInvalidChar, lang.Sprintf("%[1]s in %[2]q; want a number 0–%[3]d", line.charAt(f.at+bad), f.text, n))
}
