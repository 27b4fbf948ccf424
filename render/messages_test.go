package render

import (
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// TestCatalogComplete fails on any English message of the catalog (render's
// and its imports') that a supported language does not translate.
func TestCatalogComplete(t *testing.T) {
	msgextract.CatalogComplete(t)
}

// TestSolveTitlesInEveryLanguage: the last picture of a solve is titled in
// the current language, with the plural the number asks for.
func TestSolveTitlesInEveryLanguage(t *testing.T) {
	defer lang.UseTag(lang.English)
	for _, c := range []struct {
		lang      string
		n         int
		want, not string
	}{
		{"en", 1, "Solved in 1 step", "steps"},
		{"en", 57, "Solved in 57 steps", ""},
		{"nl", 1, "Opgelost in 1 stap", "stappen"},
		{"nl", 57, "Opgelost in 57 stappen", ""},
		{"nb", 57, "Løst på 57 steg", ""},
		{"cs", 1, "Vyřešeno za 1 krok", "kroků"},
		{"cs", 3, "Vyřešeno za 3 kroky", ""},
		{"cs", 57, "Vyřešeno za 57 kroků", ""},
		{"zh-Hans", 57, "用57步解出", ""},
	} {
		if err := lang.Use(c.lang); err != nil {
			t.Fatal(err)
		}
		got := tr(solvedIn, c.n)
		if got != c.want || c.not != "" && strings.Contains(got, c.not) {
			t.Errorf("%s, %d steps: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}
