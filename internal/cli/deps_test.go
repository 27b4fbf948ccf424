package cli

import (
	"os/exec"
	"strings"
	"testing"
)

// The grading runner reads all of standard input when it is initialised: a
// binary that links it cannot read puzzles from stdin. Only graded student
// programs may contain it.
func TestSudokitDoesNotLinkTheGradingRunner(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/sudokit/sudokit").Output()
	if err != nil {
		t.Skip("go list:", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "github.com/sudokit/sudokit/assignments/runner" {
			t.Fatal("sudokit links assignments/runner, whose init reads standard input")
		}
	}
}
