package cli

import (
	"os/exec"
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
