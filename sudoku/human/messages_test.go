package human

import (
	"slices"
	"testing"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// TestCatalogComplete fails on any English message of the catalog that a
// supported language does not translate, and lists them all.
func TestCatalogComplete(t *testing.T) {
	for tag, keys := range lang.Missing() {
		slices.Sort(keys)
		for _, k := range keys {
			t.Errorf("%s lacks %q", tag, k)
		}
	}
}

// TestEveryTechniqueTranslated fails on a technique of the step solver, or
// its family, that translatedTechniques or translatedFamilies leave out:
// TestCatalogComplete checks only the names listed there.
func TestEveryTechniqueTranslated(t *testing.T) {
	for _, tq := range Techniques() {
		if !Translated(tq.Name) {
			t.Errorf("technique %q is not in translatedTechniques", tq.Name)
		}
		if !slices.Contains(translatedFamilies, tq.Family) {
			t.Errorf("family %q of %s is not in translatedFamilies", tq.Family, tq.Name)
		}
	}
}
