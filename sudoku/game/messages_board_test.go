package game

import (
	"encoding/json"
	"errors"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// jsKeys finds the messages play.js says: the first string of every t(…)
// call, the texts (not their symbols) and titles of the buttons and options, and the two
// sentences of each mistake.
var jsKeys = []*regexp.Regexp{
	regexp.MustCompile(`\.t\(\s*"((?:[^"\\]|\\.)*)"`),
	regexp.MustCompile(`button\("[^"]*", "[^"]*", "([^"]*)", "([^"]*)"`), // class, symbol, text, title
	regexp.MustCompile(`option\("([^"]*)"`),
	regexp.MustCompile(`mistake\(\w+, "\w+", "([^"]*)",\s*"([^"]*)"`),
}

// Every message of play.js is one Go sends as a label, and every label is
// translated in every language.
func TestBoardLabelsTranslated(t *testing.T) {
	n := 0
	for _, re := range jsKeys {
		for _, m := range re.FindAllStringSubmatch(playJS, -1) {
			for _, k := range m[1:] {
				n++
				k = strings.ReplaceAll(k, `\"`, `"`)
				if !slices.Contains(boardKeys, k) {
					t.Errorf("play.js says %q, which is not among boardKeys", k)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("found only %d messages in play.js", n)
	}
	for _, k := range boardKeys {
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, k) {
				t.Errorf("%s lacks the board's %q", tag, k)
			}
		}
	}
	uses, err := msgextract.Extract(".", "lang.Sprintf", "lang.Current().Sprintf", "ld.fail:2")
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range uses {
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, u.Key) {
				t.Errorf("%s: %s lacks %q", u.Pos, tag, u.Key)
			}
		}
	}
}

// The game's errors keep their types and sentinels and speak Czech.
func TestErrorsSpeakCzech(t *testing.T) {
	for _, err := range []error{ErrPaused, ErrOffBoard, ErrFilled, ErrNothingToUndo, ErrNothingToRedo, ErrGameFormat, ErrHistory, human.ErrNotUnique} {
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, err.Error()) {
				t.Errorf("%s lacks the sentinel %q", tag, err)
			}
		}
	}
	lang.UseTag(lang.Czech)
	defer lang.UseTag(lang.English)
	g := mustGame(t, gamePuzzle9)
	err := g.Place(9, 0, 1)
	var me *MoveError
	if !errors.As(err, &me) || !errors.Is(err, ErrOffBoard) || !strings.Contains(err.Error(), "pole je mimo hrací plochu (hrací plocha má 9 řádků a sloupců)") {
		t.Errorf("off the board: %v", err)
	}
	_, err = Load(strings.NewReader(`{"format": "sudokit game", "version": 1, "shape": "3x3", "puzzle": "12"}`))
	var fe *FileError
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "špatný počet polí: počet znaků: 2, počet polí: 81") {
		t.Errorf("short puzzle: %v", err)
	}
}

// The page of a Chinese game is Chinese: its title, its static note and
// the labels play.js fills in, run through play.js's own say function.
func TestBoardSpeaksChinese(t *testing.T) {
	lang.UseTag(lang.SimplifiedChinese)
	defer lang.UseTag(lang.English)
	g := mustGame(t, gamePuzzle9)
	page := g.HTML()
	for _, want := range []string{"数独 9×9", "输出中的脚本运行后即可在此盘面上游戏"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	_, d := widgetData(t, page)
	if got := d.Labels["Hint %[1]d/3: %[2]s"]; got != "提示 {1}/3：{2}" {
		t.Errorf("label of the hint = %q", got)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node to run play.js's say:", err)
	}
	start := strings.Index(playJS, "  function say(")
	end := strings.Index(playJS[start:], "\n  }\n")
	if start < 0 || end < 0 {
		t.Fatal("play.js has no function say")
	}
	labels, _ := json.Marshal(d.Labels)
	script := playJS[start:start+end+4] + `
var L = ` + string(labels) + `;
console.log(say(L, "Hint %[1]d/3: %[2]s", [2, "看第3行。"]));
console.log(say(L, "%[1]s and %[2]s", ["r1c1", "r2c2"]));
console.log(say(L, "%[1]d values are wrong: %[2]s.", [3, "r1c1"]));
console.log(say({}, "Solved in %s — well done!", ["1:05"]));
`
	out, err := exec.Command(node, "-e", script).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	want := "提示 2/3：看第3行。\nr1c1和r2c2\n" + lang.Current().Sprintf("%[1]d values are wrong: %[2]s.", 3, "r1c1") + "\nSolved in 1:05 — well done!\n"
	if string(out) != want {
		t.Errorf("say printed\n%s\nwant\n%s", out, want)
	}
}

// A review of a game with a mistake reads in Dutch: technique names and
// explanations from package human, no English sentence of the game's.
func TestReviewSpeaksDutch(t *testing.T) {
	lang.UseTag(lang.Dutch)
	defer lang.UseTag(lang.English)
	g := mustGame(t, "..1....6....6..1.46.54...3..24.3.......9.6.......5.91..8...94.55.3..7....1....7..")
	h, err := g.Hint(3)
	must(t, err)
	p := h.Step.Placements[0]
	must(t, g.Place(p.Row, p.Col, p.Value))
	must(t, g.Place(0, 0, 3)) // the solution has 2 there
	r, err := g.Review()
	must(t, err)
	text := r.String()
	for _, want := range []string{"Spel niet af na", "Goede plaatsingen per techniek: Verborgen single 1.", "Zet 2: 3 in r1c1 is fout (de oplossing heeft 2). Er was een Verborgen single te vinden"} {
		if !strings.Contains(text, want) {
			t.Errorf("the review lacks %q:\n%s", want, text)
		}
	}
	if en := regexp.MustCompile(`\b(Game|Right|Move|wrong|solution|There was|placements?)\b`).FindAllString(text, -1); en != nil {
		t.Errorf("English %q left in\n%s", en, text)
	}
}
