package lang

import (
	"errors"
	"io/fs"
	"testing"
)

// Errorf says the message in the current language and wraps what %w wraps.
func TestErrorf(t *testing.T) {
	mustLoadTable(t, map[string][4]string{"reading %[1]s: %[2]v": {"%[1]s lezen: %[2]v", "lesing av %[1]s: %[2]v", "čtení %[1]s: %[2]v", "读取 %[1]s：%[2]v"}})
	UseTag(Dutch)
	defer UseTag(English)
	err := Errorf("reading %[1]s: %[2]w", "a.txt", fs.ErrNotExist)
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("%v does not wrap fs.ErrNotExist", err)
	}
	if want := "a.txt lezen: " + fs.ErrNotExist.Error(); err.Error() != want {
		t.Errorf("got %q, want %q", err, want)
	}
	if errors.Unwrap(Errorf("plain %v", fs.ErrNotExist)) != nil || errors.Is(Errorf("plain %v", fs.ErrNotExist), fs.ErrNotExist) {
		t.Error("a message without a wrap verb should not wrap")
	}
}

// ErrorKey spells a format's %w verbs as %v, the key the catalog holds.
func TestErrorKey(t *testing.T) {
	if got := ErrorKey("a %w, b %[2]w"); got != "a %v, b %[2]v" {
		t.Errorf("ErrorKey = %q", got)
	}
}

// A percent sign written %% is not a verb, and only %w verbs change.
func TestErrorKeyVerbs(t *testing.T) {
	for in, want := range map[string]string{
		"100%% wrong: %w": "100%% wrong: %v",
		"%%w %s %[1]w":    "%%w %s %[1]v",
		"no verbs":        "no verbs",
		"%[x]w %d":        "%[x]w %d",
		"trailing %":      "trailing %",
		"%[12]w":          "%[12]v",
	} {
		if got := ErrorKey(in); got != want {
			t.Errorf("ErrorKey(%q) = %q, want %q", in, got, want)
		}
	}
}
