package cli

import (
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/exact"
	"github.com/sudokit/sudokit/sudoku/generate"
)

// Every scheme of the course's sources can be asked for from the command
// line, and gives the puzzles its generator gives for the same seeds.
func TestGenerateSchemes(t *testing.T) {
	for _, tc := range []struct {
		args    []string
		summary string
		check   func(k int, b *sudoku.Board)
	}{
		{[]string{"--scheme", "tsinghua", "--level", "7"}, "level 7  3", func(k int, b *sudoku.Board) {
			min, _ := generate.TsinghuaLimits(sudoku.Classic, 7)
			if b.Givens() < min || !exact.Unique(b) {
				t.Errorf("tsinghua puzzle %d: %d givens (level 7: at least %d), unique %v", k, b.Givens(), min, exact.Unique(b))
			}
		}},
		{[]string{"--scheme", "hasselt", "--level", "2"}, "level 2  3", func(k int, b *sudoku.Board) {
			want, err := generate.Hasselt(t.Context(), sudoku.Classic, 2, 5+uint64(k))
			if err != nil || !b.Equal(want.Puzzle) {
				t.Errorf("hasselt puzzle %d differs from GenerateHasselt's (%v)", k, err)
			}
		}},
		{[]string{"--scheme", "czech", "--remove", "45"}, "generated 3", func(k int, b *sudoku.Board) {
			if b.Givens() != 81-45 || !exact.Unique(b) {
				t.Errorf("czech puzzle %d: %d givens, unique %v; want 36, unique", k, b.Givens(), exact.Unique(b))
			}
		}},
		{[]string{"--scheme", "ohidaoui", "--clues", "20"}, "generated 3", func(k int, b *sudoku.Board) {
			if b.Givens() != 20 {
				t.Errorf("ohidaoui puzzle %d: %d givens, want 20", k, b.Givens())
			}
		}},
	} {
		args := append([]string{"generate", "--count", "3", "--seed", "5", "-j", "2"}, tc.args...)
		code, out, errOut := run(t, "", args...)
		if code != 0 || !strings.Contains(errOut, tc.summary) {
			t.Errorf("%v: exit %d, summary %q; want %q", tc.args, code, errOut, tc.summary)
			continue
		}
		lines := strings.Fields(out)
		if len(lines) != 3 {
			t.Fatalf("%v: %d puzzles, want 3", tc.args, len(lines))
		}
		for k, line := range lines {
			b, err := sudoku.Parse(line, sudoku.FormatLine)
			if err != nil {
				t.Fatalf("%v: puzzle %d: %v", tc.args, k, err)
			}
			tc.check(k, b)
		}
	}
	for _, bad := range [][]string{{"--scheme", "tsinghua"}, {"--scheme", "tsinghua", "--level", "11"}, {"--scheme", "hasselt", "--level", "hard"}, {"--scheme", "nope"}} {
		if code, _, errOut := run(t, "", append([]string{"generate"}, bad...)...); code != 2 || !strings.Contains(errOut, "--") {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message naming the flag", bad, code, errOut)
		}
	}
}
