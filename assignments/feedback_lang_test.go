package assignments

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// feedbackEnglish finds the English words of the grader's own feedback
// text that no translation uses.
var feedbackEnglish = regexp.MustCompile(`(?i)\b(your|does not|compile|hidden|points|input|passed|printed|standard error|expected|yours|graded|sandbox|no board|no picture|the)\b`)

// TestFeedbackSpeaksEachLanguage grades the partial a3 submission once and
// writes its feedback.md in every language: with the texts that come from
// the assignment taken out (what a test checks, why a case failed, the
// inputs, the boards), no English word of the grader's may be left.
func TestFeedbackSpeaksEachLanguage(t *testing.T) {
	rep := gradeFile(t, "a3-bruteforce", partialFile(t, "a3-bruteforce"))
	var fromAssignment []string
	for _, tr := range rep.Tests {
		fromAssignment = append(fromAssignment, tr.Doc, tr.Name)
		for _, c := range tr.Cases {
			fromAssignment = append(fromAssignment, c.Verdict.Message, c.Label)
			fromAssignment = append(fromAssignment, strings.Split(c.Stdout, "\n")...)
		}
	}
	seen := map[string]string{}
	for _, tag := range []string{"nl", "nb", "cs", "zh-Hans"} {
		must(t, lang.Use(tag))
		dir := t.TempDir()
		must(t, rep.WriteFeedbackDir(dir, View{}))
		data, err := os.ReadFile(filepath.Join(dir, FeedbackFile))
		must(t, err)
		md := string(data)
		seen[tag] = md
		if !strings.Contains(md, lang.Sprintf("Hidden tests")) || !strings.Contains(md, lang.Sprintf("expected")) {
			t.Errorf("%s: feedback.md has no hidden total or no side-by-side boards:\n%s", tag, md)
		}
		for _, s := range fromAssignment {
			if s = strings.TrimSpace(s); s != "" {
				md = strings.ReplaceAll(md, s, "")
			}
		}
		for _, line := range strings.Split(md, "\n") {
			if en := feedbackEnglish.FindAllString(line, -1); en != nil {
				t.Errorf("%s: English %q left in %q", tag, en, line)
			}
		}
	}
	lang.UseTag(lang.English)
	if seen["nl"] == seen["cs"] {
		t.Error("the Dutch and the Czech feedback are the same")
	}
	t.Logf("Chinese feedback.md:\n%s", seen["zh-Hans"])
}

// Every message the package passes to the printer is translated.
func TestFeedbackMessagesTranslated(t *testing.T) {
	msgextract.Translated(t, ".", 15, "lang.Sprintf", "lang.Current().Sprintf", "lang.Errorf")
}

// A release speaks the current language: the README's instructions and
// table, and the notebook's headings and guidance around the assignment's
// own text (which stays as the teacher wrote it).
func TestReleaseTranslated(t *testing.T) {
	english := []string{"Write your code in these files", "Total:", "Or work in the notebook", "Run the visible tests",
		"Your code", "Self-checks", "How to work", "Submitting.", "Given code", "more tests, run by the grader"}
	want := map[string][]string{
		"nl":      {"Totaal: 16 punten.", "## Zelftests", "### Jouw code: `func", "**Zo werk je.**", "**Gegeven code**"},
		"zh-Hans": {"总分：16 分。", "## 自测", "### 你的代码：`func", "**怎么做。**", "**给定代码**"},
	}
	defer lang.UseTag(lang.English)
	for code, wants := range want {
		if err := lang.Use(code); err != nil {
			t.Fatal(err)
		}
		a, dir := releaseOf(t, "a3-bruteforce")
		readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
		must(t, err)
		notebook := releasedNotebook(t, dir, a.ID)
		text := string(readme)
		for _, c := range notebook.Cells {
			if c.Type == "markdown" {
				text += strings.Join(c.Source, "")
			}
		}
		for _, w := range wants {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the release lacks %q:\n%s", code, w, text)
			}
		}
		for _, e := range english {
			if strings.Contains(text, e) {
				t.Errorf("%s: the release still says %q", code, e)
			}
		}
	}
}
