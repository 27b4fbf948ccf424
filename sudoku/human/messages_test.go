package human

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// TestCatalogComplete fails on any English message of the catalog that a
// supported language does not translate, and lists them all.
func TestCatalogComplete(t *testing.T) {
	msgextract.CatalogComplete(t)
}

// TestEveryTechniqueTranslated fails on a technique of the step solver, or
// its family, that translatedTechniques or translatedFamilies leave out:
// TestCatalogComplete checks only the names listed there.
func TestEveryTechniqueTranslated(t *testing.T) {
	for _, tq := range Techniques() {
		if !Translated(tq.Name) {
			t.Errorf("technique %q is not in translatedTechniques", tq.Name)
		}
		if !slices.Contains(translatedFamilies, tq.Family) {
			t.Errorf("family %q of %s is not in translatedFamilies", tq.Family, tq.Name)
		}
	}
}

// englishWord finds English words that no translation uses: a sentence
// that holds one was left in English or glued from English pieces. The
// names some languages keep in English (X-Wing, Swordfish, AIC, ALS-XZ, Sue
// de Coq, Death Blossom, nice loop, backtracking, BUG+1, turbot fish) hold
// none of these words.
var englishWord = regexp.MustCompile(`(?i)\b(the|can|only|so|remove|place|from|rows?|columns?|box|boxes|and|or|with|pincers?|whatever|cells?|look|hidden|naked|pair|triple|quad|there|must|value|values|candidates?|left|mistakes?|deadly|pattern|rectangle|would|every|both|one|sees?|goes|lies|chains?|forcing|weak|strong|almost|locked|sets?|if|then|were|not|holds?|lacks|contradiction|impossible|whichever|wherever|petals?|stem|trying|search|solution|twice|among|nested|level|grid|trial|error|resort|first|last|cycles?|dynamic|double|region)\b`)

// englishIn returns the English words of s, and "format error" when a
// translation lost an argument.
func englishIn(s string) []string {
	out := englishWord.FindAllString(s, -1)
	if strings.Contains(s, "%!") {
		out = append(out, "format error")
	}
	return out
}

// TestEveryTechniqueSpeaksEachLanguage finds a step of every technique —
// on HoDoKu's regression library, or along the step solver's way through
// top1465 puzzles for the techniques the library lacks (forcing verities,
// nested nets, trial and error, backtracking) — and explains it in each
// language, with its hints at levels 1 and 2: any English word left fails.
func TestEveryTechniqueSpeaksEachLanguage(t *testing.T) {
	lang.UseTag(lang.English)
	defer lang.UseTag(lang.English)
	techs := reglibTechniques()
	grids := map[*Technique][]*trace.Grid{}
	for n, line := range dataLines(t, "techniques/hodoku-reglib-1.4.txt") {
		if !strings.HasPrefix(line, ":") {
			continue
		}
		tq := techs[strings.Split(strings.Split(line, ":")[1], "-")[0]]
		if tq == nil || len(grids[tq]) == 2 || strings.HasPrefix(strings.Split(line, ":")[1], tq.Code+"-x") {
			continue
		}
		c, err := parseReglib(line, n+1)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := tq.First(c.grid); ok {
			grids[tq] = append(grids[tq], c.grid)
		}
	}
	// The techniques the library lacks: the first state of a top1465 solve
	// where the step solver needs a technique at least as hard.
	for _, line := range dataLines(t, "puzzles/top1465.txt")[:10] {
		b, err := sudoku.Parse(line, sudoku.FormatLine)
		if err != nil {
			t.Fatal(err)
		}
		g := trace.NewGrid(b)
		if len(grids[Backtracking]) == 0 {
			grids[Backtracking] = append(grids[Backtracking], g.Clone())
		}
		for !g.Solved() {
			st, ok := (&StepSolver{}).Next(g, true)
			if !ok {
				break
			}
			for _, tq := range Techniques() {
				if len(grids[tq]) == 0 && tq.SE <= TechniqueNamed(st.Technique).SE {
					if _, ok := tq.First(g); ok {
						grids[tq] = append(grids[tq], g.Clone())
					}
				}
			}
			g.Apply(st)
		}
	}
	for _, tag := range lang.Supported()[1:] {
		lang.UseTag(tag)
		for _, tq := range Techniques() {
			if len(grids[tq]) == 0 {
				t.Errorf("no step of %s found to explain", tq.Name)
				continue
			}
			for _, g := range grids[tq] {
				st, ok := tq.First(g)
				if !ok {
					t.Fatalf("%s: %s finds no step in %s", tag, tq.Name, tag)
				}
				texts := []string{st.Explanation, LocalName(st.Technique), LocalFamily(st.Family)}
				for level := 1; level <= 2; level++ {
					texts = append(texts, HintText(g.Geo, st, level))
				}
				for _, s := range texts {
					t.Logf("%s %s: %s", tag, tq.Name, s) // go test -v shows them for reading
					if en := englishIn(s); en != nil {
						t.Errorf("%s: English %q left in %s: %q", tag, en, tq.Name, s)
					}
				}
			}
		}
	}
}

// TestSENamesSpeakEachLanguage walks Sudoku Explainer's path (seSolve)
// through the first top1465 puzzles and fails on a technique name it notes
// that a language shows in English: rate prints them as the hardest step.
func TestSENamesSpeakEachLanguage(t *testing.T) {
	defer lang.UseTag(lang.English)
	names := map[string]bool{}
	for _, line := range dataLines(t, "puzzles/top1465.txt")[:6] {
		b, err := sudoku.Parse(line, sudoku.FormatLine)
		if err != nil {
			t.Fatal(err)
		}
		seSolve(trace.NewGrid(b), nil, func(_ int, name string) { names[name] = true })
	}
	t.Logf("SE names: %v", names)
	if !names["Forcing Chain"] && !names["Cell Forcing Chain"] && !names["Dynamic Contradiction Forcing Chain"] {
		t.Errorf("SE's path through the first top1465 puzzles noted no forcing chain: %v", names)
	}
	for _, tag := range lang.Supported()[1:] {
		lang.UseTag(tag)
		for name := range names {
			if en := englishIn(LocalName(name)); en != nil {
				t.Errorf("%s: English %q left in %q (%s)", tag, en, LocalName(name), name)
			}
		}
	}
}
