package jupyter

import (
	"os/exec"
	"strings"
	"testing"
)

// TestProtocolLinksNoEngine: the protocol layer links neither the engine
// (nor the cell runtime it compiles against) nor anything of the sudoku
// model, the solvers or render: what it needs of them comes through the
// Engine interface and Options.AnswerBoard.
func TestProtocolLinksNoEngine(t *testing.T) {
	const mod = "github.com/sudokit/sudokit/"
	out, err := exec.Command("go", "list", "-deps", mod+"kernel/jupyter").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	forbidden := []string{"sudoku", "render", "kernel/engine", "kernel/cellrt", "kernel/display"}
	for _, dep := range strings.Fields(string(out)) {
		rest, ok := strings.CutPrefix(dep, mod)
		if !ok {
			continue
		}
		for _, f := range forbidden {
			if rest == f || strings.HasPrefix(rest, f+"/") {
				t.Errorf("the protocol layer links %s", dep)
			}
		}
	}
}
