package msgextract

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"slices"
	"testing"
	"testing/fstest"

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

// LocalesComplete fails t unless the catalog files in locales (a package's
// embedded locales folder) are complete: every language has every key of
// en.json and none that en.json lacks (lang.Gaps). It also shows that the
// check can fail: with the entry removed taken out of a copy of cs.json,
// Gaps must name exactly that entry.
func LocalesComplete(t testing.TB, locales fs.FS, removed string) {
	t.Helper()
	missing, orphaned, err := lang.Gaps(locales)
	if err != nil {
		t.Fatal(err)
	}
	if len(missing) != 0 || len(orphaned) != 0 {
		t.Errorf("missing %v, orphaned %v", missing, orphaned)
	}

	copied := fstest.MapFS{}
	err = fs.WalkDir(locales, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(locales, path)
		copied[path] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var cs map[string]json.RawMessage
	if err := json.Unmarshal(copied["locales/cs.json"].Data, &cs); err != nil {
		t.Fatal(err)
	}
	if _, ok := cs[removed]; !ok {
		t.Fatalf("cs.json has no %q to remove", removed)
	}
	delete(cs, removed)
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(cs); err != nil {
		t.Fatal(err)
	}
	copied["locales/cs.json"].Data = buf.Bytes()
	missing, _, err = lang.Gaps(copied)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(missing[lang.Czech], []string{removed}) || len(missing) != 1 {
		t.Errorf("with one entry removed from cs.json, Gaps reports %v", missing)
	}
}
