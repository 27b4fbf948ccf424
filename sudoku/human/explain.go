package human

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// This file holds the helpers that turn a step's structured data into the
// sentence a student reads, for example
//
//	Naked pair {3,7} in row 4 (r4c2, r4c8): remove 3 and 7 from r4c1 and r4c5.
//
// Every finder builds its sentence from the same pieces, so all steps read
// alike: what the pattern is, where it is, and what it lets us do.

// andList joins words the way a sentence does: "a", "a and b", "a, b and c".
func andList(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// orList joins words with "or": "a or b", "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return andList(words)
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// valueWords returns "3 and 7" for the set {3,7}.
func valueWords(vs sudoku.Values) string {
	var words []string
	for v := range vs.All() {
		words = append(words, string(sudoku.ValueChar(v)))
	}
	return andList(words)
}

// cellWords returns "r4c2 and r4c8".
func cellWords(ps []sudoku.Pos) string {
	words := make([]string, len(ps))
	for k, p := range ps {
		words[k] = p.String()
	}
	return andList(words)
}

// cellCommas returns "r4c2, r4c8", the form used inside brackets.
func cellCommas(ps []sudoku.Pos) string {
	words := make([]string, len(ps))
	for k, p := range ps {
		words[k] = p.String()
	}
	return strings.Join(words, ", ")
}

// houseWords returns "rows 2 and 7" for houses of one kind, or "row 2 and
// box 3" for mixed kinds.
func houseWords(hs []sudoku.HouseRef) string {
	if len(hs) == 0 {
		return ""
	}
	same := true
	for _, h := range hs {
		same = same && h.Kind == hs[0].Kind
	}
	if same && len(hs) > 1 {
		nums := make([]string, len(hs))
		for k, h := range hs {
			nums[k] = fmt.Sprint(h.Index + 1)
		}
		return hs[0].Kind.String() + "s " + andList(nums)
	}
	words := make([]string, len(hs))
	for k, h := range hs {
		words[k] = h.String()
	}
	return andList(words)
}

// removalWords describes eliminations: "remove 3 and 7 from r4c1 and r4c5",
// "remove 3 from r2c6, and 5 and 9 from r7c6" or, with three groups or more,
// "remove 7 from r8c3; 1 and 4 from r8c6; and 4 from r8c8". Cells that lose
// the same values are grouped together.
func removalWords(elims []Candidate) string {
	byCell := map[sudoku.Pos]sudoku.Values{}
	var cells []sudoku.Pos
	for _, e := range elims {
		if _, ok := byCell[e.Pos]; !ok {
			cells = append(cells, e.Pos)
		}
		byCell[e.Pos] = byCell[e.Pos].With(e.Value)
	}
	type group struct {
		vs    sudoku.Values
		cells []sudoku.Pos
	}
	var groups []group
	for _, p := range cells {
		vs := byCell[p]
		found := false
		for k := range groups {
			if groups[k].vs == vs {
				groups[k].cells = append(groups[k].cells, p)
				found = true
				break
			}
		}
		if !found {
			groups = append(groups, group{vs, []sudoku.Pos{p}})
		}
	}
	parts := make([]string, len(groups))
	for k, gr := range groups {
		parts[k] = valueWords(gr.vs) + " from " + cellWords(gr.cells)
	}
	if len(parts) <= 2 {
		return "remove " + strings.Join(parts, ", and ")
	}
	// Three groups or more: semicolons keep the lists apart.
	return "remove " + strings.Join(parts[:len(parts)-1], "; ") + "; and " + parts[len(parts)-1]
}

// actionWords describes what a step does: its placements, else its
// eliminations.
func actionWords(s *Step) string {
	if len(s.Placements) > 0 {
		words := make([]string, len(s.Placements))
		for k, p := range s.Placements {
			words[k] = fmt.Sprintf("place %c in %s", sudoku.ValueChar(p.Value), p.Pos)
		}
		return andList(words)
	}
	return removalWords(s.Eliminations)
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// finish puts a step in its final form: placements and eliminations sorted
// by cell and value (so steps compare and print the same way every time),
// and the explanation, when the finder gave none, as "<what>: <action>.".
func finish(s *Step, what string) {
	byCell := func(a, b Candidate) int {
		if c := cmp.Compare(a.Row, b.Row); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Col, b.Col); c != 0 {
			return c
		}
		return cmp.Compare(a.Value, b.Value)
	}
	slices.SortFunc(s.Eliminations, byCell)
	s.Eliminations = slices.Compact(s.Eliminations)
	slices.SortFunc(s.Placements, byCell)
	if s.Explanation == "" {
		s.Explanation = capitalize(what) + ": " + actionWords(s) + "."
	}
}

// finishSo is finish with the sentence "<what>, so <action>.", for patterns
// whose description already has a colon: "Pointing: in box 1, 4 can go only
// in row 2 (r2c1, r2c3), so remove 4 from r2c7."
func finishSo(s *Step, what string) {
	finish(s, "")
	s.Explanation = capitalize(what) + ", so " + actionWords(s) + "."
}
