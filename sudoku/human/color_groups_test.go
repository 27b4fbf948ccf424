package human

import (
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// colorPuzzles hold steps of every colouring technique on the way to
// their solution.
var colorPuzzles = []string{
	"083020090000800100029300008000098700070000060006740000300006980002005000010030540",
	"070090040140208037900010008080000090201040603400000001010000020000629000700080009",
}

// colorGroupWords writes a colour group as the explanations do.
func colorGroupWords(group []trace.Candidate) string {
	ps := make([]sudoku.Pos, len(group))
	for k, c := range group {
		ps[k] = c.Pos
	}
	return "{" + cellCommas(ps) + "}"
}

// A colouring step carries its colours as groups: two per cluster, every
// pattern candidate in exactly one, every conjugate link joining the two
// colours of one cluster, and the colour the explanation names first
// first.
func TestColorStepGroups(t *testing.T) {
	seen := map[string]int{}
	for _, line := range colorPuzzles {
		b, err := sudoku.Parse(line, sudoku.FormatLine)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := StepSolve(b)
		if err != nil {
			t.Fatal(err)
		}
		for _, ts := range tr.Steps {
			for _, tech := range []*Technique{SimpleColorsTrap, SimpleColorsWrap, MultiColors1, MultiColors2} {
				tech.Find(ts.Before, func(s trace.Step) bool {
					seen[tech.Name]++
					checkColorGroups(t, tech, s)
					return true
				})
			}
		}
	}
	for _, tech := range []*Technique{SimpleColorsTrap, SimpleColorsWrap, MultiColors1, MultiColors2} {
		if seen[tech.Name] == 0 {
			t.Errorf("no %s step found to check", tech.Name)
		}
	}
}

func checkColorGroups(t *testing.T, tech *Technique, s trace.Step) {
	t.Helper()
	want := 2
	if tech == MultiColors1 || tech == MultiColors2 {
		want = 4
	}
	if len(s.Colors) != want {
		t.Errorf("%s: %d colour groups, want %d: %s", tech.Name, len(s.Colors), want, s.Explanation)
		return
	}
	class := map[trace.Candidate]int{}
	for k, group := range s.Colors {
		if len(group) == 0 {
			t.Errorf("%s: colour %d is empty", tech.Name, k+1)
		}
		for _, c := range group {
			if _, dup := class[c]; dup {
				t.Errorf("%s: %v is in two colours", tech.Name, c)
			}
			class[c] = k
		}
	}
	if len(class) != len(s.Highlights) {
		t.Errorf("%s: %d coloured candidates, %d highlights", tech.Name, len(class), len(s.Highlights))
	}
	for _, c := range s.Highlights {
		if _, ok := class[c]; !ok {
			t.Errorf("%s: highlight %v has no colour", tech.Name, c)
		}
	}
	for _, l := range s.Links {
		a, b := class[l.From[0]], class[l.To[0]]
		if a/2 != b/2 || a == b {
			t.Errorf("%s: link %v–%v joins colours %d and %d", tech.Name, l.From[0], l.To[0], a+1, b+1)
		}
	}
	first, second := colorGroupWords(s.Colors[0]), colorGroupWords(s.Colors[1])
	switch tech {
	case SimpleColorsTrap:
		i, j := strings.Index(s.Explanation, first), strings.Index(s.Explanation, second)
		if i < 0 || j < i {
			t.Errorf("%s: the explanation does not name %s, then %s: %s", tech.Name, first, second, s.Explanation)
		}
	case SimpleColorsWrap, MultiColors2:
		// The named colour is the one removed.
		if !strings.Contains(s.Explanation, "the colour "+first) {
			t.Errorf("%s: the explanation does not name the first colour %s: %s", tech.Name, first, s.Explanation)
		}
		for _, c := range s.Eliminations {
			if k, ok := class[c]; !ok || k != 0 {
				t.Errorf("%s: elimination %v is not in the first colour", tech.Name, c)
			}
		}
	}
}
