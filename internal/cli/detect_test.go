package cli

import (
	"strings"
	"testing"
)

// A line too short for a 4×4 board is not taken for a tiny board when the
// format is detected: the error says what the input was read as.
func TestDetectRefusesTinyLine(t *testing.T) {
	for _, cmd := range []string{"solve", "rate", "hint"} {
		code, out, errOut := run(t, "# a test\n1234\n", cmd)
		if code != 2 || !strings.Contains(errOut, "line 2: read as one-line puzzles") || !strings.Contains(errOut, "--in line") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 naming what was detected", cmd, code, out, errOut)
		}
	}
	// Asked for, a 2×2 board is read and solved.
	code, out, errOut := run(t, "1.2.\n", "solve", "--in", "line")
	if code != 0 || out != "1221\n" {
		t.Errorf("--in line: exit %d, %q (%s)", code, out, errOut)
	}
}
