package engine

import (
	"strings"
	"testing"
)

// TestPrunedProgramLinksWhatTheCellUses: a cell's program leaves out the
// notebook functions it does not call and the variables it does not reach,
// with the imports only they use, so "x++; x" in a notebook holding a board
// does not link package sudoku — and the board is still there afterwards,
// for the cells that use it.
func TestPrunedProgramLinksWhatTheCellUses(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, `import "fmt"
import "github.com/sudokit/sudokit/sudoku"
bb, _ := sudoku.New(2, 2)
bb.Set(0, 0, 3)
x := 1`)
	mustRun(t, e, 2, "func describe() string { return fmt.Sprint(bb.Value(0, 0), bb.Filled()) }")

	wantText(t, e, 3, "x++; x", "2")
	src := lastProgram(t, e)
	for _, leftOut := range []string{`"github.com/sudokit/sudokit/sudoku"`, `"fmt"`, "func describe", "bb *"} {
		if strings.Contains(src, leftOut) {
			t.Errorf("the program of x++ holds %s:\n%s", leftOut, src)
		}
	}
	if !strings.Contains(src, `{Name: "bb", Untouched: true}`) {
		t.Errorf("the program of x++ does not keep bb's unit:\n%s", src)
	}

	// The board came through the cell that left it out.
	wantText(t, e, 4, "describe()", `"3 1"`)
	src = lastProgram(t, e)
	for _, kept := range []string{`"github.com/sudokit/sudokit/sudoku"`, `"fmt"`, "func describe", "bb *"} {
		if !strings.Contains(src, kept) {
			t.Errorf("the program of describe() lacks %s:\n%s", kept, src)
		}
	}
	// A function the cell reaches only through another is kept too, and
	// so is every method.
	mustRun(t, e, 5, `func twice() string { return describe() + describe() }
type shower struct{}
func (shower) String() string { return describe() }`)
	wantText(t, e, 6, "twice()", `"3 13 1"`)
	mustRun(t, e, 7, "x += 2")
	if src := lastProgram(t, e); strings.Contains(src, "func twice") || !strings.Contains(src, "func describe") {
		t.Errorf("x += 2: want twice left out and describe kept (a method calls it):\n%s", src)
	}
	wantText(t, e, 8, "bb.Set(1, 1, 4); describe()", `"3 2"`)
}

// TestPrunedProgramLeavesOutAPastedMain: a pasted program's func main (the
// program calls it _skMain) is left out of later cells with the functions
// and imports only it used, and the pruned program compiles: the whole one
// is not built instead (its main.go would hold _skMain).
func TestPrunedProgramLeavesOutAPastedMain(t *testing.T) {
	e := testEngine(t)
	mustRun(t, e, 1, "package main\n\nimport \"fmt\"\n\nfunc greet(name string) string { return \"hello, \" + name }\n\nfunc main() {\n\tfmt.Println(greet(\"class\"))\n}\n")
	wantText(t, e, 2, "1 + 1", "2")
	if src := lastProgram(t, e); strings.Contains(src, "_skMain") || strings.Contains(src, "func greet") {
		t.Errorf("the program of 1 + 1 holds the pasted main or greet (or the whole program was built):\n%s", src)
	}
	wantText(t, e, 3, `greet("again")`, `"hello, again"`)
}
