package msgextract

import (
	"slices"
	"testing"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// CatalogComplete fails t on every English message loaded in the test's
// program (its package's and its imports') that a supported language does
// not translate, and on every translation of a key English does not have,
// listing them all.
func CatalogComplete(t testing.TB) {
	t.Helper()
	for tag, keys := range lang.Missing() {
		slices.Sort(keys)
		for _, k := range keys {
			t.Errorf("%s lacks %q", tag, k)
		}
	}
	for tag, keys := range lang.Orphans() {
		slices.Sort(keys)
		for _, k := range keys {
			t.Errorf("%s translates %q, which English does not have", tag, k)
		}
	}
}
