package human

import "github.com/sudokit/sudokit/sudoku/lang"

// The message catalog of the human-style solver is locales (see
// locales.go): one file a language, every message keyed by its English text
// (the format string the code passes to the printer, see tr in explain.go).
// Every technique of the step solver is translated: its "Look for …" form
// (aForm) and every sentence of its steps, with the hints at every level,
// the level names and the SE names here; its name and its family's name in
// package trace's catalog, beside the Step that carries them.
//
// A test (messages_test.go) fails when a language lacks any of these, and
// when a technique of the registry is missing from translatedTechniques.

// translatedTechniques are the techniques whose names and sentences every
// language has.
var translatedTechniques = []string{
	"Full House", "Hidden Single", "Naked Single",
	"Pointing", "Claiming",
	"Naked Pair", "Naked Triple", "Naked Quad", "Hidden Pair", "Hidden Triple", "Hidden Quad",
	"X-Wing", "Swordfish", "Jellyfish",
	"Finned X-Wing", "Finned Swordfish", "Finned Jellyfish",
	"Sashimi X-Wing", "Sashimi Swordfish", "Sashimi Jellyfish",
	"XY-Wing", "XYZ-Wing", "W-Wing", "Remote Pair",
	"Skyscraper", "2-String Kite", "Turbot Fish", "Empty Rectangle",
	"Unique Rectangle Type 1", "Unique Rectangle Type 2", "Unique Rectangle Type 3", "Unique Rectangle Type 4",
	"Hidden Rectangle", "BUG+1",
	"Simple Colors Trap", "Simple Colors Wrap", "Multi Colors 1", "Multi Colors 2",
	"X-Chain", "XY-Chain", "Continuous Nice Loop", "Discontinuous Nice Loop", "AIC",
	"Grouped Continuous Nice Loop", "Grouped Discontinuous Nice Loop", "Grouped AIC",
	"ALS-XZ", "ALS-XY-Wing", "ALS-XY-Chain", "Death Blossom", "Sue de Coq",
	"Forcing Chain Contradiction", "Forcing Chain Verity", "Forcing Net Contradiction", "Forcing Net Verity",
	"Nested Forcing Net", "Trial and Error", "Backtracking",
}

// translatedFamilies are the families of translatedTechniques.
var translatedFamilies = []string{"Singles", "Intersections", "Subsets", "Basic Fish", "Finned Fish", "Wings", "Single Digit Patterns", "Uniqueness", "Coloring",
	chainFamily, alsFamily, "Miscellaneous", forcingFamily, "Last Resort"}

// LocalName returns the level's name in the current language ("Easy" is
// "Makkelijk" in Dutch); String, JSON and ParseLevel keep the English name.
func (l Level) LocalName() string {
	if l >= Easy && l <= Extreme {
		return LocalName(levelNames[l])
	}
	return l.String()
}

// LocalFamily returns a technique family's name ("Subsets") in the current
// language.
func LocalFamily(family string) string { return LocalName(family) }

// SetLanguage makes the human-style solver (and everything else that uses
// package lang) explain its steps, hints and levels in language s: "en",
// "nl", "nb", "cs" or "zh-Hans" (a locale such as "nl_BE" or "zh-CN" works
// too). It returns a *lang.UnsupportedError, keeping the language as it was,
// for a language sudokit does not speak. In a notebook:
//
//	human.SetLanguage("nl")
func SetLanguage(s string) error { return lang.Use(s) }

// Translated reports whether every language explains the steps of the
// technique named name in its own words (see translatedTechniques): true
// for every technique of the step solver (a test keeps it so), false for
// names it does not know.
func Translated(name string) bool {
	for _, t := range translatedTechniques {
		if t == name {
			return true
		}
	}
	return false
}
