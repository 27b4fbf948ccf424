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
