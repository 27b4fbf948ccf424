package human

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// This file holds the helpers that turn a step's structured data into the
// sentence a student reads, for example
//
//	Naked pair {3,7} in row 4 (r4c2, r4c8): remove 3 and 7 from r4c1 and r4c5.
//
// Every finder builds its sentence from the same pieces, so all steps read
// alike: what the pattern is, where it is, and what it lets us do. Each piece
// is a whole phrase of the message catalog (see locales.go), formatted in
// the current language (lang.Current); cell names stay r1c1 in every
// language.

// andList joins words the way a sentence does: "a", "a and b", "a, b and c".
func andList(words []string) string { return joinList(words, "%[1]s and %[2]s") }

// orList joins words with "or": "a or b", "a, b or c".
func orList(words []string) string { return joinList(words, "%[1]s or %[2]s") }

// joinList joins words with the current language's list separator and its
// last-pair phrase (last: "%[1]s and %[2]s").
func joinList(words []string, last string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	p := lang.Current()
	head := words[0]
	for _, w := range words[1 : len(words)-1] {
		head = p.Sprintf("%[1]s, %[2]s", head, w)
	}
	return p.Sprintf(last, head, words[len(words)-1])
}

// houseName names a house in the current language: "row 4", "column 2",
// "box 9".
func houseName(h sudoku.HouseRef) string { return h.LocalString() }

// houseIn names a house as it follows "in" in a sentence of the current
// language: "row 4" in English, "ve čtverci 4" in Czech (see
// sudoku.HouseRef.LocalIn).
func houseIn(h sudoku.HouseRef) string { return h.LocalIn() }

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

// housesIn names houses as the words follow "in" in a sentence of the
// current language: "rows 2 and 7" for houses of one kind, "row 2 and box
// 3" for mixed kinds, in English; "v řádcích 2 a 7" in Czech (see houseIn).
func housesIn(hs []sudoku.HouseRef) string {
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
		p := lang.Current()
		switch hs[0].Kind {
		case sudoku.RowHouse:
			return p.Sprintf("in rows %s", andList(nums))
		case sudoku.ColumnHouse:
			return p.Sprintf("in columns %s", andList(nums))
		case sudoku.BoxHouse:
			return p.Sprintf("in boxes %s", andList(nums))
		}
	}
	words := make([]string, len(hs))
	for k, h := range hs {
		words[k] = houseIn(h)
	}
	return andList(words)
}

// removalWords describes eliminations: "remove 3 and 7 from r4c1 and r4c5",
// "remove 3 from r2c6, and 5 and 9 from r7c6" or, with three groups or more,
// "remove 7 from r8c3; 1 and 4 from r8c6; and 4 from r8c8". Cells that lose
// the same values are grouped together.
func removalWords(elims []trace.Candidate) string {
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
	p := lang.Current()
	parts := make([]string, len(groups))
	for k, gr := range groups {
		parts[k] = p.Sprintf("%[1]s from %[2]s", valueWords(gr.vs), cellWords(gr.cells))
	}
	switch len(parts) {
	case 1:
		return p.Sprintf("remove %s", parts[0])
	case 2:
		return p.Sprintf("remove %[1]s, and %[2]s", parts[0], parts[1])
	}
	// Three groups or more: semicolons keep the lists apart.
	head := parts[0]
	for _, part := range parts[1 : len(parts)-1] {
		head = p.Sprintf("%[1]s; %[2]s", head, part)
	}
	return p.Sprintf("remove %[1]s; and %[2]s", head, parts[len(parts)-1])
}

// actionWords describes what a step does: its placements, else its
// eliminations.
func actionWords(s *trace.Step) string {
	if len(s.Placements) > 0 {
		words := make([]string, len(s.Placements))
		for k, p := range s.Placements {
			words[k] = lang.Current().Sprintf("place %[1]c in %[2]s", sudoku.ValueChar(p.Value), p.Pos)
		}
		return andList(words)
	}
	return removalWords(s.Eliminations)
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// finish puts a step in its final form: placements and eliminations sorted
// by cell and value (so steps compare and print the same way every time),
// and the explanation, when the finder gave none, as "<what>: <action>.".
func finish(s *trace.Step, what string) {
	byCell := func(a, b trace.Candidate) int {
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
		s.Explanation = lang.Current().Sprintf("%[1]s: %[2]s.", capitalize(what), actionWords(s))
	}
}

// finishSo is finish with the sentence "<what>, so <action>.", for patterns
// whose description already has a colon: "Pointing: in box 1, 4 can go only
// in row 2 (r2c1, r2c3), so remove 4 from r2c7."
func finishSo(s *trace.Step, what string) {
	finish(s, "")
	s.Explanation = lang.Current().Sprintf("%[1]s, so %[2]s.", capitalize(what), actionWords(s))
}

// tr formats a message of the catalog in the current language.
func tr(key string, args ...any) string { return lang.Current().Sprintf(key, args...) }

// LocalName returns a technique's, a family's or a level's name ("Naked
// Pair", as in Technique.Name and Step.Technique; "Subsets"; "Easy") in the
// current language: "Naakt paar" in Dutch, "显性数对" in Chinese. Names stay
// English in Step and JSON, where they identify the technique. Technique and
// family names are package trace's words (trace.LocalName); level names are
// the solver's.
func LocalName(name string) string { return trace.LocalName(name) }
