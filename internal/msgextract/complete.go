package msgextract

import (
	"slices"
	"testing"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// CatalogComplete fails t on every English message registered in the
// test's program (its package's and its imports') that a supported language
// does not translate, listing them all.
func CatalogComplete(t testing.TB) {
	t.Helper()
	for tag, keys := range lang.Missing() {
		slices.Sort(keys)
		for _, k := range keys {
			t.Errorf("%s lacks %q", tag, k)
		}
	}
}
