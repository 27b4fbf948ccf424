package cellrt

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestStateUnits saves a state, restores it for a cell that reaches only
// some variables and saves it again: the untouched unit is neither read nor
// written, the others are, and variables sharing memory stay one unit.
func TestStateUnits(t *testing.T) {
	dir := t.TempDir()
	arr := []int{1, 2, 3}
	a, b, c := arr[:2], arr[1:], map[string]int{"k": 1}
	vars := []Var{{Name: "a", Ptr: &a}, {Name: "b", Ptr: &b}, {Name: "c", Ptr: &c}}
	first := filepath.Join(dir, "s1")
	if dropped, _, err := saveState(first, vars, restored{keptVar: map[string]bool{}}); err != nil || dropped != nil {
		t.Fatal(err, dropped)
	}
	m, err := readManifest(first)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.units) != 2 || len(m.units[0].vars) != 2 || m.units[1].vars[0].name != "c" {
		t.Fatalf("units %+v, want {a, b} and {c}", m.units)
	}
	cFile := m.units[1].file

	var a2, b2 []int
	var c2 map[string]int
	vars2 := []Var{{Name: "a", Ptr: &a2}, {Name: "b", Ptr: &b2}, {Name: "c", Ptr: &c2, Untouched: true}}
	r, err := restoreState(first, vars2)
	if err != nil || len(r.notices) != 0 {
		t.Fatal(err, r.notices)
	}
	if c2 != nil || len(a2) != 2 || len(b2) != 2 {
		t.Fatalf("restored a=%v b=%v c=%v; want a and b only", a2, b2, c2)
	}
	a2[1] = 20
	if b2[0] != 20 {
		t.Error("a and b no longer share their array")
	}
	second := filepath.Join(dir, "s2")
	if _, _, err := saveState(second, vars2, r); err != nil {
		t.Fatal(err)
	}
	files, err := StateFiles(second)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(files, filepath.Join(dir, cFile)) {
		t.Errorf("the new state %v does not name c's unit %s", files, cFile)
	}
	if err := PruneState(dir, second); err != nil {
		t.Fatal(err)
	}
	left, _ := os.ReadDir(dir)
	if len(left) != len(files) {
		t.Errorf("after pruning %d files are left, want the %d of the state", len(left), len(files))
	}

	// A variable whose type changed is restored (to be reset with a
	// notice) even when the cell does not reach it.
	var cs string
	r, err = restoreState(second, []Var{{Name: "a", Ptr: &a2, Untouched: true}, {Name: "b", Ptr: &b2, Untouched: true}, {Name: "c", Ptr: &cs, Untouched: true}})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.notices) != 1 || r.notices[0].Name != "c" || !strings.Contains(r.notices[0].Reason, "type changed") || len(r.kept) != 1 {
		t.Errorf("notices %v, kept %v; want c reset with a notice and {a, b} kept", r.notices, r.kept)
	}
}
