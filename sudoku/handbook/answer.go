package handbook

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// A Verdict is what Check says of an answer.
type Verdict struct {
	Step  trace.Step
	Want  int      // moves the step makes
	Right int      // moves of the answer the step makes
	Wrong []string // moves of the answer the step does not make, sorted
	Bad   []string // words of the answer that are not moves (r5c2=5, r1c4<>7), in order
	Empty bool     // the answer holds no word
}

// OK reports whether the answer is exactly the step's moves.
func (v Verdict) OK() bool {
	return !v.Empty && v.Right == v.Want && len(v.Wrong) == 0 && len(v.Bad) == 0
}

// String says the verdict to the student, in the current language.
func (v Verdict) String() string {
	switch {
	case v.Empty:
		return lang.Sprintf("Write your answer as moves: \"r5c2=5\" places 5 in r5c2, \"r1c4<>7\" removes 7 from r1c4; separate them with spaces or commas. Moves this step makes: %[1]d.", v.Want)
	case len(v.Bad) > 0:
		return lang.Sprintf("%[1]s: not a move; write moves as r5c2=5 (place 5 in r5c2) or r1c4<>7 (remove 7 from r1c4).", strings.Join(v.Bad, ", "))
	case v.OK():
		return lang.Sprintf("Right! That is the %[1]s: %[2]s", human.LocalName(v.Step.Technique), v.Step.Explanation)
	case len(v.Wrong) > 0:
		return lang.Sprintf("%[1]d of your moves follow from the step; these do not: %[2]s.", v.Right, strings.Join(v.Wrong, ", "))
	default:
		return lang.Sprintf("Your %[1]d moves are right, but the step makes %[2]d: look for the rest.", v.Right, v.Want)
	}
}

// moveWord is one move of an answer: "r5c2=5" or "r1c4<>7" (also "r1c4≠7"
// and "r1c4!=7").
var moveWord = regexp.MustCompile(`^r([1-9])c([1-9])(=|<>|!=|≠)([1-9])$`)

// Check compares an answer with the example's step. An answer lists moves,
// separated by blanks, commas or semicolons: "r5c2=5" places 5 in r5c2,
// "r1c4<>7" removes 7 from r1c4. Letter case does not matter.
func (e Example) Check(answer string) Verdict {
	want := map[string]bool{}
	for _, p := range e.Step.Placements {
		want[fmt.Sprintf("r%dc%d=%d", p.Row+1, p.Col+1, p.Value)] = true
	}
	for _, x := range e.Step.Eliminations {
		want[fmt.Sprintf("r%dc%d<>%d", x.Row+1, x.Col+1, x.Value)] = true
	}
	v := Verdict{Step: e.Step, Want: len(want)}
	words := strings.FieldsFunc(strings.ToLower(answer), func(r rune) bool {
		return r == ' ' || r == ',' || r == ';' || r == '\t' || r == '\n'
	})
	v.Empty = len(words) == 0
	seen := map[string]bool{}
	for _, w := range words {
		m := moveWord.FindStringSubmatch(w)
		if m == nil {
			v.Bad = append(v.Bad, w)
			continue
		}
		op := "="
		if m[3] != "=" {
			op = "<>"
		}
		move := "r" + m[1] + "c" + m[2] + op + m[4]
		if seen[move] {
			continue
		}
		seen[move] = true
		if want[move] {
			v.Right++
		} else {
			v.Wrong = append(v.Wrong, move)
		}
	}
	sort.Strings(v.Wrong)
	return v
}
