package cli

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The grading harness reads all of standard input when it is initialised:
// a binary that links it cannot read puzzles from stdin. Only the test
// binaries built from students' code may contain it.
func TestSudokitDoesNotLinkTheGradingHarness(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/sudokit/sudokit").Output()
	if err != nil {
		t.Skip("go list:", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "github.com/sudokit/sudokit/assignments/harness" {
			t.Fatal("sudokit links assignments/harness, whose init reads standard input")
		}
	}
}

// Plain data stays apart from the solvers: package trace (steps, grids,
// traces, the geometry tables) and the packages that only draw or carry
// them link neither the human-style solver nor the exact solver and its
// bitboard engine, the way go/token sits beside go/parser without linking
// it.
func TestDrawingDoesNotLinkTheSolvers(t *testing.T) {
	const mod = "github.com/sudokit/sudokit/"
	solvers := []string{mod + "sudoku/human", mod + "sudoku/exact", mod + "sudoku/internal/bitboard"}
	for _, pkg := range []string{"sudoku/trace", "render", "kernel/display", "kernel/cellrt/humanval"} {
		out, err := exec.Command("go", "list", "-deps", mod+pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			if slices.Contains(solvers, dep) {
				t.Errorf("%s links %s", pkg, dep)
			}
		}
	}
}
