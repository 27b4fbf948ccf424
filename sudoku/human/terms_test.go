package human

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
	"golang.org/x/text/language"
)

// A termsFile is a language's terminology table, terms/TAG.json: the
// technique names and the words of the solver's messages, each with the
// word chosen, its sources and the words not to use.
type termsFile struct {
	Language string `json:"language"`
	About    string `json:"about"`
	Terms    []term `json:"terms"` // technique names
	Words    []term `json:"words"` // other words of the explanations
}

type term struct {
	EN      string   `json:"en"`
	Term    string   `json:"term"`
	Sources string   `json:"sources"`
	Avoid   []string `json:"avoid"`
	// Explained lists the names an explanation may use instead of Term
	// (Chinese names a hidden single by its house: 宫排除, 行排除, 列排除).
	Explained []string `json:"explained"`
	Unsure    string   `json:"unsure"`
}

func readTerms(t *testing.T, tag language.Tag) termsFile {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("terms", tag.String()+".json"))
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	var f termsFile
	if err := dec.Decode(&f); err != nil {
		t.Fatalf("terms/%s.json: %v", tag, err)
	}
	if f.Language != tag.String() || len(f.Terms) == 0 {
		t.Fatalf("terms/%s.json names language %q and has %d terms", tag, f.Language, len(f.Terms))
	}
	return f
}

// termErrors returns how the messages texts (key: English text, value:
// the language's text) break the table f: a technique whose name is not
// the table's, an explanation of a technique that does not name it by the
// table's term, a word the table says to avoid.
func termErrors(f termsFile, name func(string) string, texts map[string]string) []string {
	var errs []string
	fold := strings.ToLower
	for _, tm := range f.Terms {
		if got := name(tm.EN); got != tm.Term {
			errs = append(errs, tm.EN+": named "+got+", the table says "+tm.Term)
		}
		for key, text := range texts {
			k := fold(key)
			if strings.Contains(k, "%") && (strings.HasPrefix(k, fold(tm.EN)+" ") || strings.HasPrefix(k, fold(tm.EN)+":")) && !namesTerm(text, tm) {
				errs = append(errs, tm.EN+": the explanation "+text+" does not say "+tm.Term)
			}
			for _, a := range tm.Avoid {
				if strings.Contains(text, a) {
					errs = append(errs, tm.EN+": "+text+" says "+a)
				}
			}
		}
	}
	for _, w := range f.Words {
		for key, text := range texts {
			if !strings.Contains(fold(key), fold(w.EN)) {
				continue
			}
			for _, a := range w.Avoid {
				if strings.Contains(fold(text), fold(a)) {
					errs = append(errs, w.EN+": "+text+" says "+a+", the table says "+w.Term)
				}
			}
		}
	}
	return errs
}

// Each translated language has a terminology table in terms/, and the
// solver's names and explanations follow it: technique names are the
// table's, explanations name their technique by them, and no message uses a
// word the table rejects ("nice loop" in Dutch, "klyper" in Norwegian,
// "kleště" in Czech, "X-Wing" in Chinese).
func TestTermsFollowed(t *testing.T) {
	defer lang.UseTag(lang.CurrentTag())
	for _, tag := range lang.Supported()[1:] {
		f := readTerms(t, tag)
		lang.UseTag(tag)
		texts := map[string]string{}
		for k, v := range lang.Texts(tag) {
			if _, ok := lang.Text(lang.English, k); ok {
				texts[k] = v
			}
		}
		for _, e := range termErrors(f, LocalName, texts) {
			t.Errorf("%v: %s", tag, e)
		}
	}
}

// namesTerm reports whether an explanation's text (every plural form of
// it, a line each) names its technique by the table's term or, in each
// form, by one of the names the table allows explanations.
func namesTerm(text string, tm term) bool {
	fold := strings.ToLower
	if strings.Contains(fold(text), fold(tm.Term)) {
		return true
	}
	if len(tm.Explained) == 0 {
		return false
	}
	for _, form := range strings.Split(text, "\n") {
		if !slices.ContainsFunc(tm.Explained, func(n string) bool { return strings.Contains(form, n) }) {
			return false
		}
	}
	return true
}

// The check fails on a message that breaks the table, so the test above
// can fail.
func TestTermErrorsCatch(t *testing.T) {
	f := termsFile{Terms: []term{{EN: "Hidden Single", Term: "Verborgen single", Avoid: []string{"nice loop"}}},
		Words: []term{{EN: "pincers", Term: "vleugels", Avoid: []string{"tangen"}}}}
	name := func(string) string { return "Verborgen enkeling" }
	texts := map[string]string{
		"Hidden single in %[1]s: …":          "Verborgen enkeling in %[1]s: …",
		"a grouped nice loop":                "een gegroepeerde nice loop",
		"%[1]s with pivot and pincers %[2]s": "%[1]s met spil en tangen %[2]s",
	}
	if errs := termErrors(f, name, texts); len(errs) != 4 {
		t.Errorf("found %d errors, want 4 (name, explanation, avoided term, avoided word): %q", len(errs), errs)
	}
}

// Chinese names each hidden single by its house: 行排除 in a row, 列排除 in
// a column, 宫排除 in a box, chosen by the house the step names.
func TestChineseHiddenSingleNamedByHouse(t *testing.T) {
	defer lang.UseTag(lang.CurrentTag())
	lang.UseTag(lang.SimplifiedChinese)
	b := board81(t, "8.5.....2...4.1...3.........6.7..4..2...5...........6....38.....1....9...9.....7.")
	trace, err := StepSolve(b)
	if err != nil {
		t.Fatal(err)
	}
	want := map[sudoku.HouseKind]string{sudoku.RowHouse: "行排除（第", sudoku.ColumnHouse: "列排除（第", sudoku.BoxHouse: "宫排除（第"}
	seen := map[sudoku.HouseKind]bool{}
	for _, s := range trace.Steps {
		if s.Technique != "Hidden Single" {
			continue
		}
		kind := s.Base[0].Kind
		seen[kind] = true
		if !strings.HasPrefix(s.Explanation, want[kind]) {
			t.Errorf("a hidden single in %v: %q", s.Base[0], s.Explanation)
		}
	}
	if len(seen) < 2 {
		t.Errorf("the puzzle's path has hidden singles in only %d kinds of house", len(seen))
	}
}
