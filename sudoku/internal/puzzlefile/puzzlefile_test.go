package puzzlefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestRead: comment and blank lines are skipped, a line's first field is
// the puzzle, and line numbers count every line.
func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.txt")
	data := "# a comment\n\n  1.3.  rated 1.2\n\t..4. \n# end\n"
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []Line{{No: 3, Text: "1.3."}, {No: 4, Text: "..4."}}
	if !slices.Equal(got, want) {
		t.Errorf("Read = %+v, want %+v", got, want)
	}
	if _, err := Read(filepath.Join(t.TempDir(), "missing.txt")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Read of a missing file: %v, want fs.ErrNotExist", err)
	}
}
