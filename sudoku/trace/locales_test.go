package trace

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// The catalog files of technique and family names are complete: every language has every key
// of en.json and none it lacks. Removing one entry from cs.json makes
// lang.Gaps name it, so the check can fail.
func TestLocalesComplete(t *testing.T) {
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
	const removed = "Naked Pair"
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
