package lang

import (
	"errors"
	"testing"

	"golang.org/x/text/language"
)

func TestParse(t *testing.T) {
	for in, want := range map[string]language.Tag{
		"en": English, "nl": Dutch, "nl_BE.UTF-8": Dutch, "nb": NorwegianBokmal, "no": NorwegianBokmal,
		"nb_NO.UTF-8": NorwegianBokmal, "cs": Czech, "cs_CZ@euro": Czech, "zh-Hans": SimplifiedChinese,
		"zh_CN.UTF-8": SimplifiedChinese, "zh": SimplifiedChinese, "en_GB": English,
	} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	var ue *UnsupportedError
	if _, err := Parse("fr"); !errors.As(err, &ue) {
		t.Errorf("Parse(fr): %v, want *UnsupportedError", err)
	}
}

func TestFromEnv(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "cs_CZ.UTF-8")
	t.Setenv("LANG", "nl_NL.UTF-8")
	if got := FromEnv(); got != Czech {
		t.Errorf("FromEnv = %v, want cs", got)
	}
	t.Setenv("LC_ALL", "C")
	if got := FromEnv(); got != English {
		t.Errorf("FromEnv with LC_ALL=C = %v, want en", got)
	}
}

func TestPad(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Easy", "Easy    "}, {"骨灰", "骨灰    "}, {"Extremely", "Extremely"},
	} {
		if got := Pad(c.in, 8); got != c.want {
			t.Errorf("Pad(%q, 8) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSprintfPlainNumbers(t *testing.T) {
	UseTag(Czech)
	defer UseTag(English)
	if got := Sprintf("%d cells, %5.1f", 4096, 2.5); got != "4096 cells,   2.5" {
		t.Errorf("got %q", got)
	}
	if got := Current().Sprintf("%d", 4096); got == "4096" {
		t.Errorf("the Czech printer should group 4096, got %q", got)
	}
}

func TestTexts(t *testing.T) {
	mustLoadTable(t, map[string][4]string{"texts test %d": {"teksttest %d", "teksttest %d", "test textů %d", "文本测试 %d"}})
	if got := Texts(SimplifiedChinese)["texts test %d"]; got != "文本测试 %d" {
		t.Errorf("Texts(zh-Hans) has %q", got)
	}
	if got := Texts(English)["texts test %d"]; got != "texts test %d" {
		t.Errorf("Texts(en) has %q", got)
	}
}
