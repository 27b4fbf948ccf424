package human

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// englishCountErrors returns the counts of s whose noun disagrees with its
// number: "1 steps", "in 1 puzzles", "2 step".
func englishCountErrors(s string) []string {
	const nouns = `step|puzzle|solution|candidate|cell|test|point|submission|given|hint|move|student|assignment|notebook|problem|process|line|file|character|byte|entr(?:y|ie)`
	plural := regexp.MustCompile(`(?:^|[^0-9.,])1 (?:` + nouns + `)s\b`)
	singular := regexp.MustCompile(`(?:^|[^0-9.,])(?:[02-9]|[1-9][0-9,]+) (?:` + nouns + `)\b(?:[^s]|$)`)
	var bad []string
	for _, line := range strings.Split(s, "\n") {
		if plural.MatchString(line) || singular.MatchString(line) || strings.Contains(line, "(s)") {
			bad = append(bad, line)
		}
	}
	return bad
}

// The English count check catches a number that disagrees with its noun,
// so the test below can fail.
func TestEnglishCountErrors(t *testing.T) {
	for _, s := range []string{"1 steps in 1 puzzle", "   42 step in 2 puzzles", "in 1 puzzles", "2 puzzle(s) not solved"} {
		if len(englishCountErrors(s)) == 0 {
			t.Errorf("%q passes the count check", s)
		}
	}
	for _, s := range []string{"1 step in 1 puzzle", "42 steps in 2 puzzles", "0 steps", "1,465 puzzles", "step 1 is"} {
		if bad := englishCountErrors(s); len(bad) != 0 {
			t.Errorf("%q fails the count check: %q", s, bad)
		}
	}
}

// summaryForTest is a summary with one technique of every name width and
// counts of 1, 2 and more, so that singular and plural forms both show.
func summaryForTest() *RatingSummary {
	s := &RatingSummary{Puzzles: 1, Levels: map[Level]int{Extreme: 1}, Techniques: map[string]int{}, Using: map[string]int{}}
	for i, name := range []string{"Hidden Single", "Full House", "Grouped Discontinuous Nice Loop", "Finned X-Wing",
		"Forcing Net Contradiction", "Claiming", "Naked Single", "BUG+1", "Sue de Coq", "Unique Rectangle Type 1"} {
		s.Techniques[name] = []int{1, 2, 42, 1, 1234, 3, 1, 1, 2, 11}[i]
		s.Using[name] = []int{1, 1, 2, 1, 2, 1, 5, 1, 22, 1}[i]
	}
	return s
}

// rate's summary says "1 step in 1 puzzle" and "2 steps in 2 puzzles" in
// English: a count that disagrees with its noun fails.
func TestRatingSummaryEnglishCounts(t *testing.T) {
	defer lang.UseTag(lang.CurrentTag())
	lang.UseTag(lang.English)
	for _, s := range []*RatingSummary{summaryForTest(), {Puzzles: 2, Failed: 1}, {Puzzles: 1}} {
		out := s.String()
		if bad := englishCountErrors(out); len(bad) != 0 {
			t.Errorf("counts that disagree in number: %q\nin\n%s", bad, out)
		}
	}
	out := summaryForTest().String()
	for _, want := range []string{"1 puzzle (0 not rated)", "1 step  in 1 puzzle\n", "42 steps in 2 puzzles\n", " 2 steps in 22 puzzles\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
}

// rate's summary is a table in every language: the numbers end in one
// column and the puzzle counts start in one column, measured in display
// width (a Chinese character takes two columns), however long a level or
// technique name is.
func TestRatingSummaryAligned(t *testing.T) {
	defer lang.UseTag(lang.CurrentTag())
	for _, tag := range lang.Supported() {
		lang.UseTag(tag)
		s := summaryForTest()
		out := s.String()
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:]
		if len(lines) != 5+len(s.Techniques) {
			t.Fatalf("%v: %d lines:\n%s", tag, len(lines), out)
		}
		numEnd, puzzlesAt := -1, -1
		for i, line := range lines {
			name := ""
			if i < 5 {
				name = (Easy + Level(i)).LocalName()
			}
			rest, ok := strings.CutPrefix(line, "  ")
			if ok && name == "" {
				for t := range s.Techniques {
					if n := LocalName(t); strings.HasPrefix(rest, n+" ") && len(n) > len(name) {
						name = n
					}
				}
			}
			if !ok || name == "" || !strings.HasPrefix(rest, name+" ") {
				t.Errorf("%v: line %q does not start with a name and a space", tag, line)
				continue
			}
			// The end of the first number, in display columns.
			loc := regexp.MustCompile(`[0-9]+`).FindStringIndex(rest[len(name):])
			end := lang.Width(rest[:len(name)+loc[1]])
			if numEnd < 0 {
				numEnd = end
			} else if end != numEnd {
				t.Errorf("%v: the number of %q ends at column %d, the first line's at %d:\n%s", tag, line, end, numEnd, out)
			}
			if i < 5 {
				continue
			}
			var tech string
			for t := range s.Techniques {
				if LocalName(t) == name {
					tech = t
				}
			}
			in := count("in %[2]s puzzles", s.Using[tech])
			at := strings.LastIndex(rest, in)
			if at < 0 || !strings.HasSuffix(rest, in) {
				t.Errorf("%v: %q does not end with %q", tag, line, in)
				continue
			}
			if w := lang.Width(rest[:at]); puzzlesAt < 0 {
				puzzlesAt = w
			} else if w != puzzlesAt {
				t.Errorf("%v: %q starts its puzzle count at column %d, the first line at %d:\n%s", tag, line, w, puzzlesAt, out)
			}
		}
		if tag == lang.English && !strings.Contains(out, "  Grouped Discontinuous Nice Loop   42 steps") {
			t.Errorf("the longest name is not followed by one space and the count:\n%s", out)
		}
	}
}
