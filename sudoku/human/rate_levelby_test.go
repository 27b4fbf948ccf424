package human_test

import (
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
)

// A rating says what set its level: a technique of that level, or the
// score passing the limit below it.
func TestRatingLevelBy(t *testing.T) {
	for _, line := range []string{
		"..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..",
		"000000010400000000020000000000050407008000300001090000300400200050100000000806000",
	} {
		b, err := sudoku.Parse(line, sudoku.FormatLine)
		if err != nil {
			t.Fatal(err)
		}
		r, err := human.Rate(b)
		if err != nil {
			t.Fatal(err)
		}
		if after, ok := strings.CutPrefix(r.LevelBy, "score "); ok {
			if !strings.Contains(after, " > ") || r.Score <= 800 {
				t.Errorf("%s: level %v from %q with score %d", line, r.Level, r.LevelBy, r.Score)
			}
			continue
		}
		tech := human.TechniqueNamed(r.LevelBy)
		if tech == nil || human.TechniqueLevel(tech) != r.Level || r.Techniques[r.LevelBy] == 0 {
			t.Errorf("%s: level %v from %q, which is not a technique of that level on its path", line, r.Level, r.LevelBy)
		}
	}
}
