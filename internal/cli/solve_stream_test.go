package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
)

// streamInput is a file of one-line puzzles with everything the stream must
// keep apart: comments, blank lines, 9×9 puzzles with and without a solution,
// a 6×6 puzzle, over several batches.
func streamInput(t *testing.T) (input string, want, counts []string) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "data", "puzzles", "top1465.txt"))
	if err != nil {
		t.Skip("shared data not available:", err)
	}
	var lines []string
	for k, p := range strings.Split(string(raw), "\n")[:700] {
		switch {
		case p == "" || strings.HasPrefix(p, "#"):
			continue
		case k%97 == 5:
			lines = append(lines, "# a comment", "")
		case k%101 == 7:
			lines = append(lines, "..36...2...45...6..3...53...1...14..") // 6×6, one solution
		case k%89 == 3:
			lines = append(lines, "12345678.........9"+strings.Repeat(".", 63)) // r1c9 must be 9, but r2c9 is: no solution
		}
		lines = append(lines, p)
	}
	for _, l := range lines {
		if t := strings.TrimSpace(l); t == "" || t[0] == '#' {
			continue
		}
		b, err := sudoku.Parse(l, sudoku.FormatLine)
		if err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		counts = append(counts, fmt.Sprint(exact.Count(b, 2)))
		s, err := exact.Solve(b)
		if err != nil {
			want = append(want, "no solution")
			continue
		}
		line, _ := sudoku.FormatBoard(s, sudoku.FormatLine)
		want = append(want, strings.TrimSpace(line))
	}
	return strings.Join(lines, "\n") + "\n", want, counts
}

// The stream gives each puzzle's answer in input order, whatever -j, as
// solving each puzzle on its own does.
func TestSolveStreamInOrder(t *testing.T) {
	input, want, _ := streamInput(t)
	for _, j := range []string{"1", "2", "5"} {
		code, out, errOut := run(t, input, "solve", "-j", j, "-")
		if code != 1 || !strings.Contains(errOut, "not solved") {
			t.Errorf("-j %s: exit %d (%s), want 1 for the puzzles without a solution", j, code, errOut)
		}
		got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(got) != len(want) {
			t.Fatalf("-j %s: %d answers for %d puzzles", j, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("-j %s: answer %d is %q, want %q", j, i+1, got[i], want[i])
			}
		}
	}
}

// --count takes the same stream and counts like exact.Count.
func TestSolveStreamCount(t *testing.T) {
	input, _, want := streamInput(t)
	code, out, _ := run(t, input, "solve", "--count", "--limit", "2", "-j", "2", "-")
	if code != 1 {
		t.Errorf("exit %d, want 1 (some puzzles have no solution)", code)
	}
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d counts for %d puzzles", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("count %d is %q, want %s", i+1, got[i], want[i])
		}
	}
}

// A bad line deep in the input stops the stream there: the answers before it
// are written, and the error names the line and column in the whole input.
func TestSolveStreamBadLine(t *testing.T) {
	input, want, _ := streamInput(t)
	lines := strings.Split(input, "\n")
	bad := 600 // past the first batches
	lines[bad-1] = lines[bad-1][:40] + "!" + lines[bad-1][41:]
	answered := 0
	for _, l := range lines[:bad-1] {
		if t := strings.TrimSpace(l); t != "" && t[0] != '#' {
			answered++
		}
	}
	code, out, errOut := run(t, strings.Join(lines, "\n"), "solve", "-j", "2", "-")
	wantErr := fmt.Sprintf("stdin: line %d, column 41: invalid character: '!'", bad)
	if code != 2 || !strings.Contains(errOut, wantErr) {
		t.Errorf("exit %d, stderr %q; want 2 and %q", code, errOut, wantErr)
	}
	if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); len(got) != answered || got[answered-1] != want[answered-1] {
		t.Errorf("%d answers before the bad line, want %d", len(got), answered)
	}
}
