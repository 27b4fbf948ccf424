package kernel

import "testing"

// TestLiteralsThroughJupyter runs testdata/literals.py: through
// jupyter_client, a cell differing from the one before only in its
// literal arguments shows its own output and runs the cached program (the
// kernel's SUDOKIT_KERNEL_TRACE log says "cached", not "compile"); a
// panic and a compile error still name the cell's line and column.
func TestLiteralsThroughJupyter(t *testing.T) {
	runChecks(t, "testdata/literals.py", 3)
}
