package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// A file of several puzzles gets one numbered hint per puzzle, in input
// order whatever --jobs is: each line is the hint the puzzle gets alone.
// A puzzle without a hint says why on its line, in the user's language,
// and the command ends with status 1.
func TestHintMany(t *testing.T) {
	puzzles := hardPuzzles(t)
	// Two givens only: many solutions. Then the first puzzle again.
	puzzles = append(puzzles, "12"+strings.Repeat(".", 79), puzzles[0])
	input := strings.Join(puzzles, "\n") + "\n"

	var want []string
	for i, p := range puzzles {
		code, out, errOut := run(t, p+"\n", "hint", "--level", "2", "-")
		if i == len(puzzles)-2 {
			if code != 2 || !strings.Contains(errOut, "more than one solution") {
				t.Fatalf("alone, the open grid: exit %d, %q", code, errOut)
			}
			want = append(want, "no hint: more than one solution")
			continue
		}
		if code != 0 {
			t.Fatalf("puzzle %d alone: exit %d: %s", i+1, code, errOut)
		}
		want = append(want, strings.TrimSpace(out))
	}
	for _, jobs := range []string{"1", "2"} {
		code, out, errOut := run(t, input, "hint", "--level", "2", "-j", jobs, "-")
		if code != 1 || !strings.Contains(errOut, "1 puzzle without a hint") {
			t.Errorf("-j %s: exit %d, %q", jobs, code, errOut)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != len(puzzles) {
			t.Fatalf("-j %s: %d lines for %d puzzles:\n%s", jobs, len(lines), len(puzzles), out)
		}
		for i, l := range lines {
			if w := fmt.Sprintf("%d  %s", i+1, want[i]); l != w {
				t.Errorf("-j %s, line %d = %q, want %q", jobs, i+1, l, w)
			}
		}
	}

	// JSON: a list, one entry per puzzle, in order.
	_, out, _ := run(t, input, "hint", "--json", "-")
	var got []struct {
		Puzzle string
		Hint   *struct{ Text string }
		Error  string
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("JSON: %v\n%s", err, out)
	}
	if len(got) != len(puzzles) {
		t.Fatalf("JSON has %d entries for %d puzzles", len(got), len(puzzles))
	}
	for i, g := range got {
		if g.Puzzle != puzzles[i] || (g.Hint == nil) != (g.Error != "") {
			t.Errorf("JSON entry %d: %+v", i+1, g)
		}
	}

	// In Czech, the reason is Czech too.
	_, out, _ = run(t, input, "hint", "--lang", "cs", "-")
	if !strings.Contains(out, "bez nápovědy: víc než jedno řešení") {
		t.Errorf("Czech: %q", out)
	}
}

func TestHintLevelOutOfRange(t *testing.T) {
	code, _, errOut := run(t, "", "hint", "--level", "4", "testdata/inf1010-9x9.txt")
	if code != 2 || !strings.Contains(errOut, "--level 4: want 1, 2 or 3") {
		t.Errorf("exit %d, %q", code, errOut)
	}
}
