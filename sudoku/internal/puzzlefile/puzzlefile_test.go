package puzzlefile

import (
	"errors"
	"io/fs"
	"slices"
	"testing"
)

// TestRead: comment and blank lines are skipped, a line's first field is
// the puzzle, and line numbers count every line (testdata/sample.txt).
func TestRead(t *testing.T) {
	got, err := Read("testdata/sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := []Line{{No: 3, Text: "1.3."}, {No: 4, Text: "..4."}}
	if !slices.Equal(got, want) {
		t.Errorf("Read = %+v, want %+v", got, want)
	}
	if _, err := Read("testdata/missing.txt"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Read of a missing file: %v, want fs.ErrNotExist", err)
	}
}
