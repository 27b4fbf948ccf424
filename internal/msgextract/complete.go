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

// Translated fails t unless every message the Go files of dir pass to
// funcs (see Extract) is in the catalog of every supported language, keyed
// as lang.Errorf keys it (%w written %v), naming each one missing with
// where the code says it. Finding fewer than atLeast messages fails too:
// the extraction has stopped seeing the calls.
func Translated(t testing.TB, dir string, atLeast int, funcs ...string) {
	t.Helper()
	uses, err := Extract(dir, funcs...)
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < atLeast {
		t.Fatalf("extracted only %d messages", len(uses))
	}
	for _, u := range uses {
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, lang.ErrorKey(u.Key)) {
				t.Errorf("%s: %s lacks %q", u.Pos, tag, u.Key)
			}
		}
	}
}
