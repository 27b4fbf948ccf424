package cli

import (
	"strings"
	"testing"
)

// A mistyped subcommand of a group fails, as it does at the top level; the
// group's name alone prints its help.
func TestUnknownSubcommand(t *testing.T) {
	for _, args := range [][]string{{"assignment", "nwe"}, {"notebooks", "exprot"}, {"nwe"}} {
		code, out, errOut := run(t, "", args...)
		if code != 2 || !strings.Contains(errOut, "unknown command") {
			t.Errorf("sudokit %s: exit %d, stderr %q, stdout %q; want exit 2 and \"unknown command\"", strings.Join(args, " "), code, errOut, out)
		}
	}
	code, out, errOut := run(t, "", "assignment")
	if code != 0 || !strings.Contains(out, "Available Commands") {
		t.Errorf("sudokit assignment: exit %d, stdout %q, stderr %q; want its help", code, out, errOut)
	}
}

// A generation that runs out of time exits 3, not 2 (bad input). The limit
// has passed before the generator looks at it, whatever the machine's speed.
func TestGenerateTimeLimitStatus(t *testing.T) {
	code, _, errOut := run(t, "", "generate", "--size", "16", "--timeout", "1ns", "-j", "1")
	if code != exitTimeLimit || !strings.Contains(errOut, "time limit") {
		t.Errorf("exit %d, stderr %q; want exit %d and a word on the time limit", code, errOut, exitTimeLimit)
	}
}
