package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/generate"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// englishWord finds English words that no translation uses: a sentence of
// a translated output that holds one was left in English (or glued from
// English pieces). Technique names that some language keeps in English
// (X-Wing, XY-Wing, Swordfish, AIC, ALS-XZ, Sue de Coq, Death Blossom, nice
// loop, backtracking) hold none of these words.
var englishWord = regexp.MustCompile(`(?i)\b(the|can|only|so|remove|place|from|rows?|columns?|box|boxes|and|or|with|pincers?|whatever|cells?|look|hidden|naked|pair|triple|quad|there|must|value|values|candidate|left|mistakes?|puzzles?|steps?|rated|mean|hardest|easy|medium|hard|unfair|extreme|deadly|pattern|rectangle|would|every|both|one|sees?|goes|lies|chains?|forcing|weak|strong|almost|locked|sets?|if|then|were|not|holds?|lacks|contradiction|impossible|whichever|wherever|petals?|stem|trying|search|solution|twice|among|nested|level|grid|trial|error|resort|first|last)\b`)

// englishIn returns the English words of s, and "format error" when a
// translation lost an argument.
func englishIn(s string) []string {
	out := englishWord.FindAllString(s, -1)
	if strings.Contains(s, "%!") {
		out = append(out, "format error")
	}
	return out
}

// translatedPuzzles returns bank puzzles whose step-by-step solution uses
// only techniques every language explains, each bringing a technique the
// ones before it did not use: up to want of them, and at least 5 when want
// is 5 or more.
func translatedPuzzles(t *testing.T, want int) []string {
	t.Helper()
	lang.UseTag(lang.English)
	var out []string
	seen := map[string]bool{"Full House": true, "Hidden Single": true, "Naked Single": true}
	defer func() { t.Logf("techniques covered: %v", seen) }()
	for _, level := range []human.Level{human.Hard, human.Medium} {
		for _, b := range generate.Bank(level) {
			tr, err := human.StepSolve(b)
			if err != nil || !tr.Solved {
				continue
			}
			ok, fresh := true, false
			for _, s := range tr.Steps {
				ok = ok && human.Translated(s.Technique)
				fresh = fresh || !seen[s.Technique]
			}
			if ok && fresh {
				for _, s := range tr.Steps {
					seen[s.Technique] = true
				}
				var sb strings.Builder
				if err := sudoku.Write(&sb, b, sudoku.FormatLine); err != nil {
					t.Fatal(err)
				}
				out = append(out, sb.String())
				if len(out) == want {
					return out
				}
			}
		}
	}
	if len(out) < min(want, 5) {
		t.Fatalf("found %d bank puzzles solved by translated techniques only, want %d", len(out), want)
	}
	return out
}

var otherLanguages = []string{"nl", "nb", "cs", "zh-Hans"}

// TestStepsSpeakEachLanguage runs solve --steps, hint (levels 1–3), rate
// and a parse error (its line:col kept) in each
// language and fails on any English word left in the translated output.
func TestStepsSpeakEachLanguage(t *testing.T) {
	puzzles := translatedPuzzles(t, 20)
	for _, tag := range otherLanguages {
		for _, p := range puzzles {
			noEnglishLeft(t, tag, p, "solve", "--steps", "--lang", tag, "-")
			for _, level := range []string{"1", "2", "3"} {
				code, out, errOut := run(t, p, "hint", "--level", level, "--lang", tag, "-")
				if code != 0 {
					t.Fatalf("%s hint: exit %d: %s", tag, code, errOut)
				}
				if en := englishIn(out); en != nil {
					t.Errorf("%s hint --level %s: English %q left in %q", tag, level, en, out)
				}
			}
		}
		bad := strings.Repeat(".", 77) + "x..."
		if code, _, errOut := run(t, bad, "solve", "--lang", tag, "-"); code != 2 || !strings.Contains(errOut, "78") || englishIn(strings.TrimPrefix(errOut, "sudokit: stdin: ")) != nil {
			t.Errorf("%s parse error: exit %d, %q (English: %q)", tag, code, errOut, englishIn(errOut))
		}
		noEnglishLeft(t, tag+" rate", strings.Join(puzzles, "\n"), "rate", "--lang", tag, "-")
		lang.UseTag(lang.English)
	}
}

// hardPuzzles are the puzzles of testdata/top1465-hard.txt: top1465
// puzzles whose solutions need chains, almost locked sets and forcing nets.
func hardPuzzles(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("testdata/top1465-hard.txt")
	if err != nil {
		t.Fatal(err)
	}
	var puzzles []string
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && line[0] != '#' {
			puzzles = append(puzzles, line)
		}
	}
	return puzzles
}

// TestStepsTop1465 solves top1465 puzzles whose solutions need chains,
// almost locked sets and forcing nets (testdata/top1465-hard.txt) with
// --steps in each language: a line with English left fails, and so do
// puzzles that no longer need those families.
func TestStepsTop1465(t *testing.T) {
	puzzles := hardPuzzles(t)
	used := map[string]bool{}
	for _, p := range puzzles {
		code, out, errOut := run(t, p, "solve", "--steps", "--json", "--lang", "en", "-")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		var trace trace.Trace
		if err := json.Unmarshal([]byte(out), &trace); err != nil {
			t.Fatal(err)
		}
		for _, s := range trace.Steps {
			used[s.Family], used[s.Technique] = true, true
		}
	}
	for _, want := range []string{"Chains and Loops", "Almost Locked Sets", "Forcing Chains and Nets",
		"X-Chain", "XY-Chain", "Grouped AIC", "ALS-XY-Wing", "ALS-XY-Chain", "Death Blossom", "Nested Forcing Net"} {
		if !used[want] {
			t.Errorf("no step of %s in testdata/top1465-hard.txt", want)
		}
	}
	for _, tag := range otherLanguages {
		for _, p := range puzzles {
			noEnglishLeft(t, tag, p, "solve", "--steps", "--lang", tag, "-")
		}
	}
	lang.UseTag(lang.English)
}

// noEnglishLeft runs the command line args on input and fails the test
// when it fails or when a line of its output has English left in it; what
// names the run in the failure.
func noEnglishLeft(t *testing.T, what, input string, args ...string) {
	t.Helper()
	code, out, errOut := run(t, input, args...)
	if code != 0 {
		t.Fatalf("%s: exit %d: %s", what, code, errOut)
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if en := englishIn(line); en != nil {
			t.Errorf("%s: English %q left in %q", what, en, line)
		}
	}
}

// TestLanguageChoice checks the order --lang > SUDOKIT_LANG > LC_ALL and
// that an unknown language is bad input.
func TestLanguageChoice(t *testing.T) {
	p := translatedPuzzles(t, 1)[0]
	t.Setenv("LC_ALL", "cs_CZ.UTF-8")
	_, out, _ := run(t, p, "hint", "-")
	if !strings.HasPrefix(out, "Hledejte") {
		t.Errorf("LC_ALL=cs: %q", out)
	}
	t.Setenv("SUDOKIT_LANG", "nl")
	_, out, _ = run(t, p, "hint", "-")
	if !strings.HasPrefix(out, "Zoek") {
		t.Errorf("SUDOKIT_LANG=nl: %q", out)
	}
	_, out, _ = run(t, p, "hint", "--lang", "nb", "-")
	if !strings.HasPrefix(out, "Se etter") {
		t.Errorf("--lang nb: %q", out)
	}
	code, _, errOut := run(t, p, "hint", "--lang", "fr", "-")
	if code != 2 || !strings.Contains(errOut, `"fr" is not a supported language`) {
		t.Errorf("--lang fr: exit %d, %q", code, errOut)
	}
	lang.UseTag(lang.English)
}

// TestCatalogComplete fails on any message of the CLI or of the packages it
// links that a supported language does not translate.
func TestCatalogComplete(t *testing.T) {
	msgextract.CatalogComplete(t)
}

// TestKernelInstallLang writes the class's language into the kernelspec.
func TestKernelInstallLang(t *testing.T) {
	dir := t.TempDir()
	if code, _, errOut := run(t, "", "kernel", "install", "--prefix", dir, "--no-warm", "--lang", "zh_CN.UTF-8"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lang.UseTag(lang.English)
	b, err := os.ReadFile(dir + "/share/jupyter/kernels/sudokit/kernel.json")
	if err != nil {
		t.Fatal(err)
	}
	var spec struct{ Env map[string]string }
	if err := json.Unmarshal(b, &spec); err != nil || spec.Env["SUDOKIT_LANG"] != "zh-Hans" {
		t.Errorf("kernel.json env %v (%v), want SUDOKIT_LANG=zh-Hans", spec.Env, err)
	}
}

// flagName matches a flag as the command line spells it (--steps, -j),
// the CSV header rate's help quotes, the lines of the index format, the
// values of --level, format names, a reference solution's region markers,
// file names and paths and the example lines of a help text: what the user
// types, the same in every language.
var flagName = regexp.MustCompile(`(?m)// (BEGIN|END) SOLUTION|--?[a-z][a-z0-9-]*|puzzle,se,level,score,hardest|readOnly, index, value|^  sudokit .*$|` +
	`easy\W{1,2}medium\W{1,2}hard\W{1,2}unfair\W{1,2}extreme|[\w-]+\.(png|svg|pdf|gif|txt|csv|json)\b|[\w.-]*/[\w./-]*|` +
	// format names (--in auto|inf1010|line|grid|…)
	`\b[a-z0-9]+(\|[a-z0-9]+)+\b`)

// TestHelpSpeaksEachLanguage reads sudokit --help and the help of solve,
// hint and rate in each language: no English word may be left, apart from
// flag names and example command lines.
func TestHelpSpeaksEachLanguage(t *testing.T) {
	for _, tag := range otherLanguages {
		for _, args := range [][]string{{"--help"}, {"solve", "--help"}, {"hint", "--help"}, {"rate", "--help"}, {"help", "hint"},
			{"generate", "--help"}, {"grade", "--help"}, {"render", "--help"}, {"kernel", "install", "--help"}, {"notebooks", "export", "--help"},
			{"assignment", "release", "--help"}, {"assignment", "check", "--help"}, {"assignment", "gradebook", "--help"},
			{"hub", "--help"}, {"hub", "setup", "--help"}, {"hub", "add-students", "--help"}, {"hub", "loadtest", "--help"}} {
			code, out, errOut := run(t, "", append(args, "--lang", tag)...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d: %s", tag, args, code, errOut)
			}
			for _, line := range strings.Split(out, "\n") {
				if en := englishIn(flagName.ReplaceAllString(line, "")); en != nil {
					t.Errorf("%s %v: English %q left in %q", tag, args, en, line)
				}
			}
		}
	}
	lang.UseTag(lang.English)
}

// TestParseErrorsSpeakEachLanguage feeds a bad puzzle of each format to
// solve in each language: the error keeps its line:col and holds no English.
func TestParseErrorsSpeakEachLanguage(t *testing.T) {
	row := "0 0 0 0 0 0 0 0 0\n"
	var index strings.Builder
	for i := range 81 {
		switch i {
		case 40:
			index.WriteString("yes, 40, 3\n")
		case 50:
			index.WriteString("0, 99, 3\n")
		default:
			fmt.Fprintf(&index, "0, %d, 0\n", i)
		}
	}
	cases := []struct {
		in, input string
		line      int
	}{
		{"line", strings.Repeat(".", 77) + "x...", 1},
		{"grid", strings.Repeat(row, 4) + "0 0 0 0 0 0 0 0\n" + strings.Repeat(row, 4), 5},
		{"grid", strings.Repeat(row, 3) + "0 0 0 0 0 0 0 0 10\n" + strings.Repeat(row, 5), 4},
		{"csv", strings.Repeat("0,0,0,0,0,0,0,0,0\n", 2) + "0,0,x,0,0,0,0,0,0\n" + strings.Repeat("0,0,0,0,0,0,0,0,0\n", 6), 3},
		{"inf1010", "3\n3\n" + strings.Repeat(".........\n", 8), 11},
		{"inf1010", "3\nx\n" + strings.Repeat(".........\n", 9), 2},
		{"index", index.String(), 41},
		{"index", strings.Replace(index.String(), "yes", "1", 1), 51},
	}
	for _, tag := range otherLanguages {
		for _, c := range cases {
			code, _, errOut := run(t, c.input, "solve", "--in", c.in, "--lang", tag, "-")
			msg := strings.TrimPrefix(strings.TrimSpace(errOut), "sudokit: stdin: ")
			if code != 2 || !regexp.MustCompile(fmt.Sprintf(`(^|\D)%d(\D|$)`, c.line)).MatchString(msg) {
				t.Errorf("%s --in %s: exit %d, %q: want exit 2 and line %d", tag, c.in, code, errOut, c.line)
			}
			if en := englishIn(strings.ReplaceAll(msg, "readOnly, index, value", "")); en != nil {
				t.Errorf("%s --in %s: English %q left in %q", tag, c.in, en, msg)
			}
		}
		lang.UseTag(lang.English)
	}
}

// feedbackEnglish finds English words of the grader's own feedback wording.
var feedbackEnglish = regexp.MustCompile(`(?i)\b(your|does not|compile|hidden|points|input|passed|printed|standard error|expected|yours|graded|sandbox|no board|no picture|the)\b`)

// TestFeedbackSpeaksEachLanguage grades the a4 reference and a submission
// that does not compile with --feedback in each language: feedback.md holds
// no English word of the grader's own (what each test checks is the
// assignment's text, taken out first; so is the compiler's message).
func TestFeedbackSpeaksEachLanguage(t *testing.T) {
	a, err := assignments.Get("a4-nakedpair")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.go")
	if err := os.WriteFile(broken, []byte("package main\n\nfunc broken( {\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ref := filepath.Join("..", "..", "assignments", "course", "_inf1010", "a4-nakedpair", "nakedpair.go")
	for _, tag := range otherLanguages {
		for _, sub := range []string{ref, broken} {
			fb := filepath.Join(dir, tag+"-"+filepath.Base(sub))
			code, _, errOut := run(t, "", "grade", "a4-nakedpair", sub, "--feedback", fb, "--lang", tag)
			if code != 0 {
				t.Fatalf("%s grade %s: exit %d: %s", tag, sub, code, errOut)
			}
			data, err := os.ReadFile(filepath.Join(fb, assignments.FeedbackFile))
			if err != nil {
				t.Fatal(err)
			}
			md := string(data)
			for _, test := range a.Tests {
				if test.Doc != "" {
					md = strings.ReplaceAll(md, strings.TrimSpace(test.Doc), "")
				}
			}
			for _, line := range strings.Split(md, "\n") {
				if strings.HasPrefix(line, "    ") { // the compiler's message
					continue
				}
				if en := feedbackEnglish.FindAllString(line, -1); en != nil {
					t.Errorf("%s %s: English %q left in %q", tag, filepath.Base(sub), en, line)
				}
			}
		}
	}
	lang.UseTag(lang.English)
}
