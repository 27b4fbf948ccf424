package kernel

import (
	"strings"
	"testing"
)

// An import whose name is not the last element of its path
// ("math/rand/v2" is package rand) or that the cell renames stays in the
// notebook without breaking the later cells that do not use it: the
// checking program used to report `"math/rand/v2" imported as rand and not
// used`, which was not recognised as an unused import.
func TestRenamedImportsDoNotBreakLaterCells(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "import \"math/rand/v2\"\nimport str \"strings\"")
	if r := mustRun(t, e, 2, "x := 20\nx + 1"); r.text() != "21" {
		t.Errorf("x + 1 = %q, want 21", r.text())
	}
	if r := mustRun(t, e, 3, "n := rand.N(10)\nn >= 0 && n < 10"); r.text() != "true" {
		t.Errorf("rand.N(10) in range = %q", r.text())
	}
	if r := mustRun(t, e, 4, "str.ToUpper(\"go\")"); r.text() != `"GO"` {
		t.Errorf("str.ToUpper = %q", r.text())
	}
	if r := mustRun(t, e, 5, "x * 2"); r.text() != "40" {
		t.Errorf("x * 2 = %q", r.text())
	}
}

// The Go tutorial's constraint interface can be declared and used by a
// generic function in a later cell.
func TestConstraintInterface(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "type Number interface {\n\t~int | ~float64\n}")
	mustRun(t, e, 2, "func Sum[T Number](xs ...T) T {\n\tvar s T\n\tfor _, x := range xs {\n\t\ts += x\n\t}\n\treturn s\n}")
	if r := mustRun(t, e, 3, "Sum(1.5, 2)"); r.text() != "3.5" {
		t.Errorf("Sum(1.5, 2) = %q", r.text())
	}
	// A constraint and an ordinary type declared in one cell.
	mustRun(t, e, 4, "type Ordered interface{ ~int | ~string }\ntype Pair struct{ A, B int }\np := Pair{1, 2}")
	if r := mustRun(t, e, 5, "func Max[T Ordered](a, b T) T { if a > b { return a }; return b }\nMax(\"go\", \"gopher\")"); r.text() != `"gopher"` {
		t.Errorf("Max = %q", r.text())
	}
	if r := mustRun(t, e, 6, "p.B"); !strings.Contains(r.text(), "2") {
		t.Errorf("p.B = %q", r.text())
	}
}
