package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/kernel/cellrt"
)

// stateFiles reads the files of the engine's current state: base name to
// content.
func stateFiles(t *testing.T, e *Engine) map[string][]byte {
	t.Helper()
	files, err := cellrt.StateFiles(e.nb.snapshot)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = b
	}
	return out
}

// unitOf returns the unit file of the current state holding variable name,
// found by name in the file's bytes (each variable's entry starts with it).
func unitOf(t *testing.T, files map[string][]byte, name string) string {
	t.Helper()
	var found []string
	for f, b := range files {
		if strings.Contains(f, ".u") && bytes.Contains(b, []byte(name)) {
			found = append(found, f)
		}
	}
	if len(found) != 1 {
		t.Fatalf("variable %s is in units %v, want exactly one", name, found)
	}
	return found[0]
}

// TestStateUntouchedUnitsKept: a cell that cannot reach a variable leaves
// the unit holding it as it is — the same file, byte for byte, named by the
// new state — and neither restores nor saves it.
func TestStateUntouchedUnitsKept(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "bigSliceVar := make([]int, 1000)\nbigSliceVar[7] = 7\nsmallVar := 1")
	before := stateFiles(t, e)
	unit := unitOf(t, before, "bigSliceVar")
	if unitOf(t, before, "smallVar") == unit {
		t.Fatal("two variables sharing nothing are in one unit")
	}
	mustRun(t, e, 2, "smallVar++; smallVar")
	after := stateFiles(t, e)
	if got := unitOf(t, after, "bigSliceVar"); got != unit || !bytes.Equal(after[unit], before[unit]) {
		t.Errorf("the unit of bigSliceVar went from %s to %s (same bytes: %v)", unit, got, bytes.Equal(after[got], before[unit]))
	}
	if unitOf(t, after, "smallVar") == unitOf(t, before, "smallVar") {
		t.Error("smallVar's unit was not written again")
	}
	// A function naming the variable makes a cell calling it reach it.
	mustRun(t, e, 3, "func bump() { bigSliceVar[7]++ }")
	mustRun(t, e, 4, "bump()")
	wantText(t, e, 5, "bigSliceVar[7]", "8")
	// So does a method, whoever calls it.
	mustRun(t, e, 6, "type bumper struct{}\nfunc (bumper) String() string { bigSliceVar[7]++; return \"bumped\" }")
	mustRun(t, e, 7, "import \"fmt\"\nfmt.Sprint(bumper{})")
	wantText(t, e, 8, "bigSliceVar[7]", "9")
}

// TestStateAliasingAcrossCells: variables sharing memory are one unit, so
// a cell reaching only one of them changes what the others see.
func TestStateAliasingAcrossCells(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import \"github.com/sudokit/sudokit/sudoku\"\n"+
		"bd, _ := sudoku.Parse(\"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\", sudoku.FormatAuto)\n"+
		"c := bd.Cell(4, 4)\nrow := bd.Row(4).Cells()\nother := 0")
	files := stateFiles(t, e)
	if unitOf(t, files, "\x01c") != unitOf(t, files, "bd") || unitOf(t, files, "row") != unitOf(t, files, "bd") {
		t.Error("bd, c and row share memory but are in different units")
	}
	mustRun(t, e, 2, "other++")
	mustRun(t, e, 3, "c.Set(7)")
	wantText(t, e, 4, "bd.Cell(4, 4).Value()", "7")
	wantText(t, e, 5, "row[4].Value()", "7")
	mustRun(t, e, 6, "bd.Set(4, 4, 3)")
	wantText(t, e, 7, "[]any{c.Value(), c.Board() == bd}", "[3 true]")
}

// TestStateFailedCellLeavesState: a cell that fails — panics, or dies
// while saving the state — leaves the previous state: its values and its
// files, with nothing the failed program wrote left behind.
func TestStateFailedCellLeavesState(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import \"os\"\na := []int{1, 2, 3}\nb := 10")
	mustRun(t, e, 2, "type bomb struct{}\n"+
		"func (bomb) MarshalBinary() ([]byte, error) { os.Exit(1); return nil, nil }\n"+
		"func (*bomb) UnmarshalBinary([]byte) error { return nil }")
	before := stateFiles(t, e)

	r := run(t, e, 3, "a[0] = 100\nb = 20\npanic(\"no\")")
	if r.oc.Err == nil {
		t.Fatal("the panicking cell succeeded")
	}
	// This cell's program saves a and b, then dies saving x.
	r = run(t, e, 4, "a[0] = 100\nb = 20\nx := bomb{}")
	if r.oc.Err == nil || r.oc.Err.EName != "Exit" {
		t.Fatalf("the cell dying while saving: %+v", r.oc.Err)
	}
	entries, err := os.ReadDir(e.stateDir())
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, en := range entries {
		names = append(names, en.Name())
	}
	var want []string
	for f := range before {
		want = append(want, f)
	}
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("state directory holds %v after failed cells, want the previous state %v", names, want)
	}
	for f, b := range stateFiles(t, e) {
		if !bytes.Equal(before[f], b) {
			t.Errorf("state file %s changed", f)
		}
	}
	wantText(t, e, 5, "[]int{a[0], b}", "[1 10]")
}
