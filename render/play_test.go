package render

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/game"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// TestPlayWidgetUsesLightTheme checks that the interactive board of
// game.Game.HTML draws with the colours of the pictures it sits next
// to: the style sheet's --sp-* variables are render.Light's colours.
func TestPlayWidgetUsesLightTheme(t *testing.T) {
	b, err := sudoku.Parse("....3..11..3...2", sudoku.FormatLine)
	if err != nil {
		t.Fatal(err)
	}
	html := game.Play(b).HTML()
	vars := map[string]Color{
		"line": Light.Line, "box-line": Light.BoxLine, "given": Light.Given, "entered": Light.Entered,
		"candidate": Light.Candidate, "highlight": Light.Highlight, "house": Light.House,
		"conflict": Light.Conflict, "pattern": Light.Pattern, "place": Light.Place,
		"eliminate": Light.Eliminate, "base": Light.Base, "text": Light.Text,
	}
	for name, want := range vars {
		m := regexp.MustCompile(`--sp-` + name + `:\s*(#[0-9a-fA-F]{6})`).FindStringSubmatch(html)
		if m == nil {
			t.Errorf("the widget's style sheet has no --sp-%s", name)
			continue
		}
		if !strings.EqualFold(m[1], want.String()) {
			t.Errorf("--sp-%s is %s, render.Light has %s", name, m[1], want)
		}
	}
}

// TestPlayWidgetMarksLikeRender checks that the widget lays out pencil
// marks in a cell as render does (trace.MarkLayout).
func TestPlayWidgetMarksLikeRender(t *testing.T) {
	pattern := regexp.MustCompile(`"markRows":(\d+),"markCols":(\d+)`)
	for _, s := range []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 3}, {BoxRows: 3, BoxCols: 4}, {BoxRows: 2, BoxCols: 8}, {BoxRows: 1, BoxCols: 9}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}} {
		b, err := sudoku.NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		m := pattern.FindStringSubmatch(game.Play(b).HTML()) // an empty board: unplayable, but drawn
		if m == nil {
			t.Fatalf("%v: no mark layout in the widget data", s)
		}
		r, c := trace.MarkLayout(s)
		if m[1] != strconv.Itoa(r) || m[2] != strconv.Itoa(c) {
			t.Errorf("%v: widget marks %s×%s, render %d×%d", s, m[1], m[2], r, c)
		}
	}
}
