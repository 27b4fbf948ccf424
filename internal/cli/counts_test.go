package cli

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
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
		{"%[1]d student(s): %[2]d created, %[3]d existed", []any{1, 0}},
		{"accepts %[1]d arg(s), received %[2]d", []any{3}},
		{"accepts at most %[1]d arg(s), received %[2]d", []any{3}},
		{"requires at least %[1]d arg(s), only received %[2]d", []any{3}},
		{"%[1]s: %[2]d notebook(s) copied; cache entries linked: %[3]d", []any{"alice", 1}},
		{"%[1]s: ended %[2]d process(es) left after the server stopped", []any{"alice"}},
	} {
		for _, n := range []int{0, 1, 2, 21} {
			args := append([]any{n}, m.args...)
			if strings.HasPrefix(m.key, "%[1]s") { // the count is the second argument
				args = append([]any{m.args[0], n}, m.args[1:]...)
			}
			s := msg(m.key, args...)
			if bad := englishCountErrors(s); len(bad) != 0 {
				t.Errorf("%q: %q disagrees in number", s, bad)
			}
		}
	}
}

// pluralDodge is a count's noun written for both numbers at once, in any
// language: "test(s)", "process(es)", "argument(en)", "test(er)", "test(ů)".
var pluralDodge = regexp.MustCompile(`\p{L}\(\p{Ll}{1,3}\)`)

// catalogFiles lists every package's catalog files in the module
// (locales/*.json; not those of tests' data).
func catalogFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && path != "../.." {
			return filepath.SkipDir
		}
		if !d.IsDir() && filepath.Base(filepath.Dir(path)) == "locales" && strings.HasSuffix(path, ".json") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// The check catches the dodges of each language and passes plural forms.
func TestPluralDodgeCatches(t *testing.T) {
	for _, s := range []string{"3 hidden test(s)", "ended 2 process(es)", "precies 1 argument(en)", "%d test(er) som vises", "%d test(ů) zobrazených", "verplichte optie(s)"} {
		if !pluralDodge.MatchString(s) {
			t.Errorf("%q passes", s)
		}
	}
	for _, s := range []string{"3 hidden tests", "Candidates() returned", "rand.New(rand.NewSource(seed))", "Skryté testy: 3", "(ALS)", "Dwingend net (tegenspraak)"} {
		if pluralDodge.MatchString(s) {
			t.Errorf("%q fails", s)
		}
	}
}

// No message of any package's catalog, in any language, writes a count's
// noun for both numbers ("(s)", "(en)", "(er)", "(ů)"): a count is a
// plural message.
func TestNoPluralDodgeInCatalog(t *testing.T) {
	files := catalogFiles(t)
	if len(files) < 50 {
		t.Fatalf("found only %d catalog files: %v", len(files), files)
	}
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var msgs map[string]any
		if err := json.Unmarshal(b, &msgs); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for key, v := range msgs {
			texts := []string{}
			switch v := v.(type) {
			case string:
				texts = append(texts, v)
			case map[string]any:
				cases, _ := v["cases"].([]any)
				for i := 1; i < len(cases); i += 2 {
					texts = append(texts, fmt.Sprint(cases[i]))
				}
			}
			for _, text := range texts {
				if d := pluralDodge.FindString(text); d != "" {
					t.Errorf("%s: %q writes %q: make it a plural message", file, key, d)
				}
			}
		}
	}
}
