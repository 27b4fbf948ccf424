package nbcell

import (
	"reflect"
	"strings"
	"testing"
)

// TestSplit: commands, shell lines and questions are blanked and returned
// with their line numbers; Go lines, a '!' line continuing an expression
// and lines inside multi-line raw strings and comments stay.
func TestSplit(t *testing.T) {
	for _, c := range []struct {
		name, src, code string
		lines           []Line
	}{
		{"command", "%reset\nx := 1", "\nx := 1", []Line{{1, "%reset", Magic}}},
		{"indented", "  %go get example.com/m  \nx", "\nx", []Line{{1, "%go get example.com/m", Magic}}},
		{"shell", "!ls -l\nfmt.Println()", "\nfmt.Println()", []Line{{1, "!ls -l", Shell}}},
		{"continuation", "ok := a &&\n\t!b\n!ls", "ok := a &&\n\t!b\n", []Line{{3, "!ls", Shell}}},
		{"after a comment", "x := 1 // one\n!ls", "x := 1 // one\n", []Line{{2, "!ls", Shell}}},
		{"after a block comment", "/* a\n*/\n!ls", "/* a\n*/\n", []Line{{3, "!ls", Shell}}},
		{"questions", "fmt.Println?\n?x\ny??\ngonum.org/v1/plot.New?", "\n\n\n", []Line{
			{1, "fmt.Println?", Help}, {2, "?x", Help}, {3, "y??", Help}, {4, "gonum.org/v1/plot.New?", Help}}},
		{"not a question", "a ? b\nx := \"?\"", "a ? b\nx := \"?\"", nil},
		{"raw string", "q := `Ready?\n%done\n!important\n`\nlen?", "q := `Ready?\n%done\n!important\n`\n", []Line{{5, "len?", Help}}},
		{"block comment", "/*\nwhy?\n%no\n*/\n%yes", "/*\nwhy?\n%no\n*/\n", []Line{{5, "%yes", Magic}}},
	} {
		code, lines := Split(c.src)
		if code != c.code || !reflect.DeepEqual(lines, c.lines) {
			t.Errorf("%s: Split(%q) = %q, %+v; want %q, %+v", c.name, c.src, code, lines, c.code, c.lines)
		}
		if strings.Count(code, "\n") != strings.Count(c.src, "\n") {
			t.Errorf("%s: lines were removed, not blanked", c.name)
		}
	}
}

// TestStrip removes what Split blanks, and nothing else.
func TestStrip(t *testing.T) {
	src := "%go get example.com/m\nimport \"fmt\"\nok := a &&\n\t!b\n!ls\nq := `\n!kept\n`\nfmt.Println?"
	want := "import \"fmt\"\nok := a &&\n\t!b\nq := `\n!kept\n`"
	if got := Strip(src); got != want {
		t.Errorf("Strip = %q, want %q", got, want)
	}
	if got := Strip("x := 1\n"); got != "x := 1\n" {
		t.Errorf("Strip changed plain Go: %q", got)
	}
}

// TestHelpName reads the name and the "??" of a question, also of a whole
// cell holding one.
func TestHelpName(t *testing.T) {
	for line, want := range map[string]struct {
		name   string
		source bool
	}{
		"fmt.Println?": {"fmt.Println", false}, "??x": {"x", true}, " strings.Fields?? \n": {"strings.Fields", true},
		"github.com/dustin/go-humanize.Bytes?": {"github.com/dustin/go-humanize.Bytes", false},
	} {
		name, source, ok := HelpName(line)
		if !ok || name != want.name || source != want.source {
			t.Errorf("HelpName(%q) = %q, %v, %v", line, name, source, ok)
		}
	}
	for _, line := range []string{"x", "a ? b", "?", "x?y", "1?"} {
		if _, _, ok := HelpName(line); ok {
			t.Errorf("HelpName(%q) is a question", line)
		}
	}
}
