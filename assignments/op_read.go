package assignments

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// The five error cases of INF1010's file reader, by the names the runner
// reports (it maps the student's sentinel errors to these with errors.Is).
const (
	kindNotFound    = "not-found"
	kindInvalidChar = "invalid-char"
	kindValueRange  = "value-range"
	kindCharCount   = "char-count"
	kindTooLarge    = "too-large"
)

// sentinelNames names the student's sentinel error of each kind.
var sentinelNames = map[string]string{
	kindNotFound:    "ErrNotFound",
	kindInvalidChar: "ErrInvalidChar",
	kindValueRange:  "ErrValueRange",
	kindCharCount:   "ErrCharCount",
	kindTooLarge:    "ErrTooLarge",
	"other":         "an error that wraps none of the five sentinels",
}

// readErrorKinds are the generator kinds of read tests.
var readErrorKinds = map[string]string{
	"valid":         "",
	kindInvalidChar: kindInvalidChar,
	kindValueRange:  kindValueRange,
	kindCharCount:   kindCharCount,
	kindTooLarge:    kindTooLarge,
}

// readResult is what reading a file gives: an error kind, or a board.
type readResult struct {
	Kind    string
	Shape   sudoku.Shape
	Values  []int
	Printed string
}

// readOutput is the runner's answer to "read".
type readOutput struct {
	ErrorKind string `json:"error_kind"`
	Error     string `json:"error"`
	BoxRows   int    `json:"box_rows"`
	BoxCols   int    `json:"box_cols"`
	Values    []int  `json:"values"`
	Printed   string `json:"printed"`
}

func init() {
	prepare := func(text string, _ *sudoku.Board) (any, error) { return referenceRead(text), nil }
	ops["read"] = &op{runnerOp: "read", cases: boardCases(prepare), judge: judgeRead}
	ops["print"] = &op{runnerOp: "read", cases: boardCases(prepare), judge: judgePrint}
}

// inf1010Value is INF1010's character table: '.' is empty (0), 1–9,
// A–Z 10–35, '@' 36, '#' 37, '&' 38, a–z 39–64; ok is false for any other
// character.
func inf1010Value(ch byte) (int, bool) {
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

// referenceRead reads INF1010's format as the assignment text specifies,
// in this order: the box rows and box columns lines (digits only, else an
// invalid character; 0 is out of range; a product above 64 is too large),
// then each board line in turn — its characters left to right (invalid
// character, value out of range), then its length — and last the number of
// lines. Blanks at the ends of lines and blank lines at the end are ignored.
// A missing file is the empty text with Kind not-found (see boardCases).
func referenceRead(text string) readResult {
	if text == "" {
		return readResult{Kind: kindNotFound}
	}
	lines := strings.Split(text, "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \t\r")
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) < 2 {
		return readResult{Kind: kindCharCount}
	}
	var dims [2]int
	for i := range dims {
		if lines[i] == "" || strings.Trim(lines[i], "0123456789") != "" {
			return readResult{Kind: kindInvalidChar}
		}
		n, err := strconv.Atoi(lines[i])
		if err != nil || n > 64 {
			return readResult{Kind: kindTooLarge}
		}
		if n == 0 {
			return readResult{Kind: kindValueRange}
		}
		dims[i] = n
	}
	shape := sudoku.Shape{BoxRows: dims[0], BoxCols: dims[1]}
	n := shape.N()
	if n > 64 {
		return readResult{Kind: kindTooLarge}
	}
	values := make([]int, 0, n*n)
	for i, line := range lines[2:] {
		if i == n {
			return readResult{Kind: kindCharCount}
		}
		for j := 0; j < len(line); j++ {
			v, ok := inf1010Value(line[j])
			if !ok {
				return readResult{Kind: kindInvalidChar}
			}
			if v > n {
				return readResult{Kind: kindValueRange}
			}
			values = append(values, v)
		}
		if len(line) != n {
			return readResult{Kind: kindCharCount}
		}
	}
	if len(lines)-2 != n {
		return readResult{Kind: kindCharCount}
	}
	r := readResult{Shape: shape, Values: values}
	if b := boardFromValues(shape, values); b != nil {
		r.Printed = sudoku.FormatPretty(b)
	}
	return r
}

// corruptedText makes a puzzle file with one error of the given kind ("" is
// a valid file; kind "mixed" picks one at random).
func corruptedText(g *Generator, kind string, rng *rand.Rand) (string, error) {
	if g.Kind == "mixed" {
		kinds := []string{"", kindInvalidChar, kindValueRange, kindCharCount, kindTooLarge}
		kind = kinds[rng.IntN(len(kinds))]
	}
	b, err := generatedPuzzle(&Generator{Shape: g.Shape, Holes: g.Holes}, rng)
	if err != nil {
		return "", err
	}
	lines := strings.Split(strings.TrimSuffix(inf1010Text(b), "\n"), "\n")
	n := b.N()
	row := 2 + rng.IntN(n)
	col := rng.IntN(n)
	replace := func(ch byte) {
		line := []byte(lines[row])
		line[col] = ch
		lines[row] = string(line)
	}
	switch kind {
	case kindInvalidChar:
		replace("0!?*%$~"[rng.IntN(7)])
	case kindValueRange:
		if n == 64 {
			return "", fmt.Errorf("no value is out of range on a 64×64 board")
		}
		replace(sudoku.ValueChar(n + 1 + rng.IntN(64-n)))
	case kindCharCount:
		switch rng.IntN(3) {
		case 0: // a character too few
			lines[row] = lines[row][:n-1]
		case 1: // a character too many
			lines[row] += "."
		default: // a line too few
			lines = slices.Delete(lines, row, row+1)
		}
	case kindTooLarge:
		big := [][2]int{{9, 8}, {8, 9}, {13, 5}, {5, 13}, {10, 10}}[rng.IntN(5)]
		lines[0], lines[1] = strconv.Itoa(big[0]), strconv.Itoa(big[1])
	}
	return strings.Join(lines, "\n") + "\n", nil
}

// judgeRead checks the error kind, or the shape and values read.
func judgeRead(c *Case, output json.RawMessage) Verdict {
	want := c.want.(readResult)
	var got readOutput
	if err := decode(output, &got); err != nil {
		return fail("%v", err)
	}
	if want.Kind != "" {
		if got.ErrorKind == want.Kind {
			return pass()
		}
		if got.ErrorKind == "" {
			return fail("ReadFile should return an error wrapping %s, but it returned no error", sentinelNames[want.Kind])
		}
		return fail("ReadFile should return an error wrapping %s, but its error (%q) wraps %s",
			sentinelNames[want.Kind], got.Error, sentinelNames[got.ErrorKind])
	}
	if got.ErrorKind != "" {
		return fail("the file is valid, but ReadFile returned the error %q", got.Error)
	}
	if got.BoxRows != want.Shape.BoxRows || got.BoxCols != want.Shape.BoxCols {
		return fail("boxes should be %d×%d (rows×columns), got %d×%d", want.Shape.BoxRows, want.Shape.BoxCols, got.BoxRows, got.BoxCols)
	}
	if !slices.Equal(got.Values, want.Values) {
		v := fail("the cells read differ from the file (%s)", firstDifference(got.Values, want.Values, want.Shape.N()))
		v.Got, v.Want = boardFromValues(want.Shape, got.Values), boardFromValues(want.Shape, want.Values)
		return v
	}
	return pass()
}

// judgePrint checks Board.String against INF1010's pretty print.
func judgePrint(c *Case, output json.RawMessage) Verdict {
	want := c.want.(readResult)
	var got readOutput
	if err := decode(output, &got); err != nil {
		return fail("%v", err)
	}
	if got.ErrorKind != "" {
		return fail("ReadFile returned the error %q, so there was nothing to print", got.Error)
	}
	if tidy(got.Printed) != tidy(want.Printed) {
		return fail("String() printed\n\n%s\nbut should print\n\n%s", indent(got.Printed), indent(want.Printed))
	}
	return pass()
}

// tidy drops blanks at line ends and blank lines at the end.
func tidy(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \t")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

// indent indents text four spaces (a Markdown code block).
func indent(text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i := range lines {
		lines[i] = "    " + lines[i]
	}
	return strings.Join(lines, "\n") + "\n"
}

// firstDifference names the first cell where got and want differ.
func firstDifference(got, want []int, n int) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d cells instead of %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			return fmt.Sprintf("first at %s: got %d, want %d", sudoku.CellName(i/n, i%n), got[i], want[i])
		}
	}
	return "no difference"
}
