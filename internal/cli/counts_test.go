package cli

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// countNouns are the nouns the CLI counts.
const countNouns = `step|puzzle|solution|submission|problem|example|test|point|student|notebook|process|argument|arg`

var (
	onePlural     = regexp.MustCompile(`(?:^|[^0-9.,])1 (?:[a-z]+ )?(?:` + countNouns + `)(?:s|es)\b`)
	manySingular  = regexp.MustCompile(`(?:^|[^0-9.,])(?:[02-9]|[1-9][0-9,]+) (?:[a-z]+ )?(?:` + countNouns + `)(?:[^a-z]|$)`)
	oneVerbPlural = regexp.MustCompile(`(?:^|[^0-9.,])1 of the first .* need `)
)

// englishCountErrors returns what of s disagrees in number: "1 puzzles",
// "2 puzzle", "1 of … need", and the "(s)" that dodges the question.
func englishCountErrors(s string) []string {
	var bad []string
	for _, re := range []*regexp.Regexp{onePlural, manySingular, oneVerbPlural, regexp.MustCompile(`\w\((?:s|es)\)`)} {
		bad = append(bad, re.FindAllString(s, -1)...)
	}
	return bad
}

// The check catches a disagreeing count, so the tests below can fail.
func TestEnglishCountErrorsCatches(t *testing.T) {
	for _, s := range []string{"1 puzzles not solved", "generated 2 puzzle", "graded 1 submissions of x", "3 puzzle(s) without a hint",
		"practice sheet: 1 stored examples of X", "practice sheet: 1 of the first 40 puzzles (of 40) need X"} {
		if len(englishCountErrors(s)) == 0 {
			t.Errorf("%q passes", s)
		}
	}
	for _, s := range []string{"1 puzzle not solved", "generated 12 puzzles", "graded 1 submission of x in 2s", "check: 1,465 problems in a"} {
		if bad := englishCountErrors(s); len(bad) != 0 {
			t.Errorf("%q fails: %q", s, bad)
		}
	}
}

// The CLI's counts agree in number in English: each count message said
// with 0, 1, 2 and 21 has the noun (and verb) its number asks for.
func TestEnglishCounts(t *testing.T) {
	defer lang.UseTag(lang.CurrentTag())
	lang.UseTag(lang.English)
	for _, m := range []struct {
		key  string
		args []any
	}{
		{"%d puzzle(s) not solved", nil},
		{"%d puzzle(s) without a hint", nil},
		{"generated %d puzzle(s)", nil},
		{"graded %[1]d submission(s) of %[2]s in %[3]v", []any{"sudoku-basics", "2s"}},
		{"check: %[1]d problem(s) in %[2]s", []any{"a.yaml"}},
		{"practice sheet: %[1]d stored examples of %[2]s from the library (--search looks in the puzzles of FILE instead)", []any{"X-Wing"}},
		{"practice sheet: %[1]d of the first %[2]d puzzles (of %[3]d) need %[4]s", []any{40, 40, "X-Wing"}},
	} {
		for _, n := range []int{0, 1, 2, 21} {
			s := msg(m.key, append([]any{n}, m.args...)...)
			if bad := englishCountErrors(s); len(bad) != 0 {
				t.Errorf("%q: %q disagrees in number", s, bad)
			}
		}
	}
}

// No English message of the CLI's catalog writes "(s)" for a count except
// those of the class server's admin commands and cobra's argument errors,
// which are not shown to students.
func TestNoPluralDodgeInCatalog(t *testing.T) {
	b, err := os.ReadFile("locales/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var msgs map[string]any
	if err := json.Unmarshal(b, &msgs); err != nil {
		t.Fatal(err)
	}
	allowed := []string{"student(s)", "notebook(s)", "process(es)", "arg(s)", "flag(s)"}
	for key, v := range msgs {
		text, ok := v.(string)
		if !ok {
			continue
		}
		rest := text
		for _, a := range allowed {
			rest = strings.ReplaceAll(rest, a, "")
		}
		if strings.Contains(rest, "(s)") {
			t.Errorf("%q dodges the plural: make it a plural message", key)
		}
	}
}
