package assignments

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"
	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// pluralDodge is a count's noun written for both numbers at once:
// "test(s)", "test(er)", "argument(en)", "test(ů)".
var pluralDodge = regexp.MustCompile(`\p{L}\((?:s|es|er|en|e|ů|y|i|a)\)`)

var updateGolden = flag.Bool("update-feedback", false, "rewrite testdata/feedback-en/*.md from the English feedback of today's grader")

// wrongSlips make each built-in assignment's reference wrong in ways whose
// tests fail with their own messages: each pair is a line of the reference
// and what the wrong submission has instead.
var wrongSlips = map[string][][2]string{
	"a1-read": {
		{`return nil, fmt.Errorf("%s: %w", path, ErrNotFound)`, `return nil, fmt.Errorf("%s: %w", path, ErrCharCount)`},
		{`b := &Board{BoxRows: dims[0], BoxCols: dims[1]}`, `b := &Board{BoxRows: dims[1], BoxCols: dims[0]}`},
	},
	"a2-candidates": {
		{`box := (r/b.BoxRows)*b.BoxRows + col/b.BoxCols`, `box := (r/b.BoxCols)*b.BoxRows + col/b.BoxCols`},
		{`for v := 1; v <= n; v++ {`, `for v := 1; v < n; v++ {`},
	},
	"a3-bruteforce": {{slips["a3-bruteforce"].from, slips["a3-bruteforce"].to}},
	"a4-nakedpair":  {{slips["a4-nakedpair"].from, slips["a4-nakedpair"].to}},
	"a5-generate":   {{slips["a5-generate"].from, slips["a5-generate"].to}},
}

// wrongFile writes assignment id's reference with its wrongSlips made.
func wrongFile(t *testing.T, id string) string {
	t.Helper()
	src, err := os.ReadFile(referenceFile(t, id))
	must(t, err)
	text := string(src)
	for _, s := range wrongSlips[id] {
		if n := strings.Count(text, s[0]); n != 1 {
			t.Fatalf("%s: %q occurs %d times in the reference", id, s[0], n)
		}
		text = strings.Replace(text, s[0], s[1], 1)
	}
	path := filepath.Join(t.TempDir(), "wrong.go")
	must(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

// feedbackIn grades path for assignment id with the class's language set to
// tag and returns the student's feedback.md.
func feedbackIn(t *testing.T, tag, id, path string) string {
	t.Helper()
	must(t, lang.Use(tag))
	defer lang.UseTag(lang.English)
	rep := gradeFile(t, id, path)
	var sb strings.Builder
	rep.WriteFeedback(&sb, View{})
	return sb.String()
}

// testMessage is a line of a test's own message in feedback: its file and
// line, then the message.
var testMessage = regexp.MustCompile(`(?m)^\s+(\w+_test\.go:\d+): (.*)$`)

// englishInMessage finds English words that no translated test message
// of the built-in assignments keeps.
var englishInMessage = regexp.MustCompile(`\b(the|should|returned|board|boards|cells?|want|got|found|none|taken|puzzle|solution|different)\b`)

// durations are the times go test writes after a test's name.
var durations = regexp.MustCompile(`\(\d+\.\d+s\)`)

// quoted are the quoted strings of a message: the student's own errors.
var quoted = regexp.MustCompile(`"[^"]*"`)

// The built-in assignments' tests speak the class's language: a wrong
// submission of each, graded for real with the language set to each of
// the five, gets feedback whose test messages and test descriptions are in
// that language, the messages at the same files and lines as in English;
// the English feedback is the reviewed golden copy in testdata/feedback-en
// (first written by the grader before the tests' messages were translated;
// rewrite it with -update-feedback only when an English message is meant to
// change, and read the diff).
func TestBuiltinTestMessagesInClassLanguage(t *testing.T) {
	testenv.SkipShort(t, "grades five submissions five times")
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			a, err := Get(id)
			must(t, err)
			path := wrongFile(t, id)
			en := feedbackIn(t, "en", id, path)
			golden := filepath.Join("testdata", "feedback-en", id+".md")
			if *updateGolden {
				must(t, os.MkdirAll(filepath.Dir(golden), 0o755))
				must(t, os.WriteFile(golden, []byte(en), 0o644))
			}
			want, err := os.ReadFile(golden)
			must(t, err)
			if !bytes.Equal(durations.ReplaceAll([]byte(en), nil), durations.ReplaceAll(want, nil)) {
				t.Errorf("the English feedback changed:\n--- now\n%s\n--- before\n%s", en, want)
			}
			enMsgs := testMessage.FindAllStringSubmatch(en, -1)
			if len(enMsgs) == 0 {
				t.Fatalf("the wrong submission's feedback shows no test message:\n%s", en)
			}
			for _, tag := range []string{"nl", "nb", "cs", "zh-Hans"} {
				fb := feedbackIn(t, tag, id, path)
				msgs := testMessage.FindAllStringSubmatch(fb, -1)
				if len(msgs) != len(enMsgs) {
					t.Errorf("%s: %d test messages, English has %d:\n%s", tag, len(msgs), len(enMsgs), fb)
					continue
				}
				for i, m := range msgs {
					if m[1] != enMsgs[i][1] {
						t.Errorf("%s: message %d at %s, in English at %s", tag, i, m[1], enMsgs[i][1])
					}
					if m[2] == enMsgs[i][2] || englishInMessage.MatchString(quoted.ReplaceAllString(m[2], "")) {
						t.Errorf("%s: %s: the test's message is in English: %q", tag, m[1], m[2])
					}
				}
				for _, test := range a.Tests {
					if test.Doc != "" && strings.Contains(en, test.Doc) && strings.Contains(fb, test.Doc) {
						t.Errorf("%s: %s's description is in English: %q", tag, test.Name, test.Doc)
					}
				}
				t.Logf("%s, %s:\n%s", id, tag, strings.Join(lines(msgs), "\n"))
			}
		})
	}
}

// lines lists the messages found by testMessage.
func lines(msgs [][]string) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, m[1]+": "+m[2])
	}
	return out
}

// testmsgCalls are the calls of package testmsg whose first string literal
// (after the T) is a message.
var testmsgCalls = []string{"testmsg.Sprintf", "testmsg.Errorf:1", "testmsg.Fatalf:1", "testmsg.Logf:1"}

// builtinTestFiles lists the test files of a built-in assignment's
// folder and the course's given test files its assignment.yaml names.
func builtinTestFiles(t *testing.T, id string) []string {
	t.Helper()
	dir := filepath.Join("course", "_inf1010", id)
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	must(t, err)
	yaml, err := os.ReadFile(filepath.Join(dir, "assignment.yaml"))
	must(t, err)
	for _, m := range regexp.MustCompile(`\.\./given/\w+_test\.go`).FindAllString(string(yaml), -1) {
		files = append(files, filepath.Join(dir, m))
	}
	return files
}

// Each built-in assignment's catalog (testdata/locales) holds exactly the
// messages its tests pass to package testmsg, English as the code writes
// it, every language complete; a message several assignments share reads
// the same in each; and no test writes a literal message past testmsg.
func TestBuiltinTestCatalogs(t *testing.T) {
	bypass := regexp.MustCompile(`\bt\.(Errorf|Fatalf|Logf|Error|Fatal|Log)\("`)
	shared := map[string]map[string]string{} // language → key → text
	for _, id := range IDs() {
		files := builtinTestFiles(t, id)
		uses, err := msgextract.ExtractFiles(files, testmsgCalls...)
		must(t, err)
		if len(uses) < 8 {
			t.Fatalf("%s: only %d messages extracted", id, len(uses))
		}
		for _, f := range files {
			src, err := os.ReadFile(f)
			must(t, err)
			for i, line := range strings.Split(string(src), "\n") {
				if bypass.MatchString(line) && !strings.Contains(line, `"sudokit-board `) {
					t.Errorf("%s:%d: a literal message past testmsg: %s", f, i+1, strings.TrimSpace(line))
				}
			}
		}
		// The messages and the visible tests' descriptions are released;
		// the descriptions of the others are in testdata/hidden/locales.
		used := map[string]bool{}
		for _, u := range uses {
			used[u.Key] = true
		}
		hiddenDocs := map[string]bool{}
		a, err := Get(id)
		must(t, err)
		for _, test := range a.Tests {
			if test.Doc != "" {
				if test.Visibility == Visible {
					used[test.Doc] = true
				} else {
					hiddenDocs[test.Doc] = true
				}
			}
		}
		data := os.DirFS(filepath.Join("course", "_inf1010", id, "testdata"))
		hidden, _ := fs.Sub(data, "hidden")
		for _, c := range []struct {
			name string
			fsys fs.FS
			want map[string]bool
		}{{"locales", data, used}, {"hidden/locales", hidden, hiddenDocs}} {
			keys, err := lang.Keys(c.fsys)
			must(t, err)
			for k := range c.want {
				if !slices.Contains(keys, k) {
					t.Errorf("%s: %s/en.json lacks %q", id, c.name, k)
				}
			}
			for _, k := range keys {
				if !c.want[k] {
					t.Errorf("%s: %s/en.json holds %q, which no test of it uses", id, c.name, k)
				}
			}
			if len(keys) == 0 {
				t.Fatalf("%s: %s is empty", id, c.name)
			}
			msgextract.LocalesComplete(t, c.fsys, keys[0])
		}
		for _, tag := range lang.Supported() {
			msgs := map[string]any{}
			for _, dir := range []string{"locales", "hidden/locales"} {
				b, err := fs.ReadFile(data, dir+"/"+tag.String()+".json")
				must(t, err)
				must(t, json.Unmarshal(b, &msgs))
			}
			if shared[tag.String()] == nil {
				shared[tag.String()] = map[string]string{}
			}
			for k, v := range msgs {
				text := fmt.Sprint(v)
				if _, plural := v.(map[string]any); tag == lang.English && !plural && text != k {
					t.Errorf("%s: en.json writes %q as %q: English is the code's text, or plural forms of it", id, k, text)
				}
				if before, ok := shared[tag.String()][k]; ok && before != text {
					t.Errorf("%s: %s translates %q as %q, another assignment as %q", id, tag, k, text, before)
				}
				shared[tag.String()][k] = text
				if d := pluralDodge.FindString(text); d != "" {
					t.Errorf("%s: %s writes %q for %q: use plural forms", id, tag, d, k)
				}
			}
		}
	}
}
