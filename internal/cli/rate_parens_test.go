package cli

import (
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// nestedParenthesis returns where in s a parenthesis (ASCII or
// full-width) opens inside another, or -1.
func nestedParenthesis(s string) int {
	depth := 0
	for i, r := range s {
		switch r {
		case '(', '（':
			if depth++; depth > 1 {
				return i
			}
		case ')', '）':
			depth = max(depth-1, 0)
		}
	}
	return -1
}

// The check finds a nested parenthesis of either width.
func TestNestedParenthesisCatches(t *testing.T) {
	for s, want := range map[string]bool{
		"(niveau bepaald door Dwingend net (tegenspraak))": true, "（等级取决于强制网（矛盾））": true, "(a (b）)": true,
		"hardest: Dwingend net (tegenspraak)  — niveau bepaald door Dwingend net (tegenspraak)": false, "(a) (b)": false,
	} {
		if got := nestedParenthesis(s) >= 0; got != want {
			t.Errorf("%q: nested %v, want %v", s, got, want)
		}
	}
}

// No rating line of rate nests parentheses, in any language: with every
// technique as the hardest and as what set the level, and with the score
// setting it.
func TestRatingLinesNestNoParentheses(t *testing.T) {
	defer lang.UseTag(lang.CurrentTag())
	for _, tag := range lang.Supported() {
		lang.UseTag(tag)
		bys := []string{"score 2362 > 1800"}
		for _, tech := range human.Techniques() {
			bys = append(bys, tech.Name)
		}
		for _, tech := range human.Techniques() {
			for _, by := range bys {
				line := ratingLine(human.Rating{SE: 9.3, Hardest: tech.Name, Level: human.Extreme, Score: 2362, LevelBy: by}, 10)
				if i := nestedParenthesis(line); i >= 0 {
					t.Errorf("%s: a parenthesis nests at byte %d of %q", tag, i, line)
				}
			}
		}
	}
}

// rate on top1465 puzzles that need forcing nets (whose names hold
// parentheses in Dutch, Norwegian and Czech) writes no nested parenthesis
// in any language.
func TestRateOutputNestsNoParentheses(t *testing.T) {
	for _, tag := range append([]string{"en"}, otherLanguages...) {
		code, out, errOut := run(t, "", "rate", "--lang", tag, "testdata/top1465-hard.txt")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tag, code, errOut)
		}
		for _, line := range strings.Split(out, "\n") {
			if i := nestedParenthesis(line); i >= 0 {
				t.Errorf("%s: a parenthesis nests at byte %d of %q", tag, i, line)
			}
		}
		if tag == "nl" && !strings.Contains(out, "(tegenspraak)") {
			t.Errorf("nl: no technique with parentheses in the ratings, the test proves nothing:\n%s", out)
		}
	}
}
