package human

import "github.com/sudokit/sudokit/sudoku/lang"

// The message catalog of the human-style solver. Every message is keyed by
// its English text (the format string the code passes to the printer, see
// tr in explain.go). messages_<lang>.go hold the translations of singles,
// intersections, subsets, basic and finned fish, wings, single-digit
// patterns, uniqueness and colouring, with the hints at every level and the
// level names; messages_chains.go (chains and loops), messages_als.go
// (almost locked sets and Sue de Coq) and messages_forcing.go (forcing
// chains and nets, trial and error, backtracking) hold theirs as tables, a
// message with its four translations side by side. Every technique of the
// step solver is translated, its name, its "Look for …" form (aForm) and
// every sentence of its steps.
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

// enMessages are the English messages (the keys) besides technique names,
// their "a …" forms and level names.
var enMessages = []string{
	// Lists, houses and actions.
	"%[1]s and %[2]s", "%[1]s or %[2]s", "%[1]s, %[2]s",
	"%[1]s from %[2]s", "remove %s", "remove %[1]s, and %[2]s", "%[1]s; %[2]s", "remove %[1]s; and %[2]s",
	"place %[1]c in %[2]s", "%[1]s: %[2]s.", "%[1]s, so %[2]s.",
	// Singles.
	"Full house: %[1]s is the last empty cell of %[2]s, so it takes the missing value %[3]c.",
	"Naked single: %[1]c is the only candidate left in %[2]s, so place it there.",
	"Hidden single in %[1]s: %[2]c can go only in %[3]s, so place it there.",
	// Intersections.
	"Pointing: in %[1]s, %[2]c can go only in %[3]s (%[4]s)",
	"Claiming: in %[1]s, %[2]c can go only in %[3]s (%[4]s)",
	// Subsets.
	"naked pair %[1]s in %[2]s (%[3]s)", "naked triple %[1]s in %[2]s (%[3]s)", "naked quad %[1]s in %[2]s (%[3]s)",
	"Hidden pair %[1]s in %[2]s: %[3]s can go only in %[4]s",
	"Hidden triple %[1]s in %[2]s: %[3]s can go only in %[4]s",
	"Hidden quad %[1]s in %[2]s: %[3]s can go only in %[4]s",
	// Fish.
	"%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s",
	"%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s or in the fin %[5]s",
	"%[1]s on %[2]c: in %[3]s, %[2]c can go only in %[4]s or in the fins %[5]s",
	// Wings.
	"%[1]s with pivot %[2]s %[3]s and pincers %[4]s %[5]s and %[6]s %[7]s: whatever the pivot holds, one pincer is %[8]c",
	"%[1]s with pivot %[2]s %[3]s and pincers %[4]s %[5]s and %[6]s %[7]s: one of the three cells is %[8]c",
	"W-Wing: %[1]s and %[2]s both hold %[3]s, and %[4]c must go in %[5]s or %[6]s (%[7]s), which see them; they cannot both be %[4]c, so one of them is %[8]c",
	"Remote pair %[1]s along %[2]s: the values alternate, and %[3]s and %[4]s hold %[5]s between them",
	// Hints.
	"The puzzle is solved.",
	"There is a mistake in row %d.",
	"There are %[1]d mistakes, one of them in row %[2]d.",
	"Cell %[1]s holds a wrong value.", "Cells %[1]s hold a wrong value.",
	"Cell %[1]s has lost its true value from the pencil marks.",
	"Cells %[1]s have lost their true value from the pencil marks.",
	"Look for %s.", "Look for %[1]s in %[2]s.", "Look at %[1]s: %[2]s.", "Look at %[1]s: %[2]s in %[3]s.",
	// Rating summaries.
	"%[1]s puzzles (%[2]s not rated), mean SE %[3]s, max SE %[4]s", "%[1]s steps in %[2]s puzzles",
	// Uniqueness.
	"%[1]s on %[2]s (%[3]s)",
	"%[1]s: %[2]s hold only %[3]s, so %[4]s must break the deadly pattern and cannot be %[5]s",
	"%[1]s: one of %[2]s must be %[3]c to break the deadly pattern",
	"%[1]s: in %[2]s, %[3]c can go only in %[4]s, so one of them is %[3]c, and %[5]c in the other would complete a deadly pattern",
	"%[1]s: to break the deadly pattern, %[2]s must hold one of their other values %[3]s, so together they act as one cell that forms a naked subset %[4]s with %[5]s in %[6]s",
	"%[1]s: %[2]s holds only %[3]s, and in %[4]s and %[5]s, %[6]c can go only in the rectangle; %[7]c in %[8]s would force a deadly pattern",
	"BUG+1: every unsolved cell but %[1]s has two candidates; without %[2]c there the grid would be a deadly pattern with two solutions, so %[3]s.",
	// Coloring.
	"Simple colors trap on %[1]c: one of the colours %[2]s and %[3]s is true, so %[4]s.",
	"Simple colors wrap on %[1]c: two cells of the colour %[2]s see each other, so that colour is false: %[3]s.",
	"Multi colors on %[1]c: the colour %[2]s sees both colours of the cluster %[3]s, one of which is true, so %[4]s.",
	"%[1]s or %[2]s is true",
	"Multi colors on %[1]c: the clusters %[2]s and %[3]s see each other, so %[4]s; %[5]s.",
	// Single-digit patterns.
	"%[1]s on %[2]c: %[2]c goes in %[3]s or %[4]s (%[5]s) and in %[6]s or %[7]s (%[8]s); %[4]s and %[6]s see each other, so at least one of %[3]s and %[7]s is %[2]c",
	"Empty rectangle on %[1]c in %[2]s (there %[1]c lies only on %[3]s and %[4]s) with the strong link %[5]s–%[6]s in %[7]s: %[1]c in %[8]s would push the box's %[1]c onto %[9]s, rule out %[5]s and force %[6]s, which sees %[8]s",
}

func init() {
	en := map[string]any{}
	for _, k := range enMessages {
		en[k] = k
	}
	for _, name := range translatedTechniques {
		en[name] = name
		a := aForm(name)
		en[a] = a
	}
	for _, f := range translatedFamilies {
		en[f] = f
	}
	for _, l := range levelNames[1:] {
		en[l] = l
	}
	// Houses after "in" (see housesIn): Czech words them differently.
	en["in rows %s"], en["in columns %s"], en["in boxes %s"] = "rows %s", "columns %s", "boxes %s"
	lang.Register(lang.English, en)
}

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
