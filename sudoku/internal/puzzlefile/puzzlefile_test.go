package puzzlefile

import (
	"errors"
	"io/fs"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
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

// TestRecords: blank and comment lines are skipped, and a bad record fails
// with a ParseError naming the source, the line counted over every line,
// and the column parse gives.
func TestRecords(t *testing.T) {
	parse := func(line string) (string, int, error) {
		if line == "bad" {
			return "", 2, errors.New("bad record")
		}
		return line, 0, nil
	}
	got, err := Records("t", "# c\n\n a \nb", parse)
	if err != nil || !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("Records = %q, %v; want [a b]", got, err)
	}
	_, err = Records("t", "a\n\nbad\n", parse)
	var pe *sudoku.ParseError
	if !errors.As(err, &pe) || pe.Source != "t" || pe.Line != 3 || pe.Column != 2 || !errors.Is(err, sudoku.ErrSyntax) {
		t.Errorf("Records of a bad line: %v, want a ParseError at t:3:2", err)
	}
}

// TestLinksNoTesting: programs link this package (generate's bank and the
// handbook read their files with Records), so it must not pull package
// testing, and its flags and code, into them.
func TestLinksNoTesting(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "testing" || p == "flag" {
			t.Errorf("package puzzlefile links package %s", p)
		}
	}
}
