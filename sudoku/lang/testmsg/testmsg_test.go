package testmsg

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// reset forgets the catalogs read, so that the next message reads those of
// the working folder again.
func reset() {
	loadOnce, loadErr, reported = sync.Once{}, nil, sync.Once{}
}

// inLanguage makes tag current for the test.
func inLanguage(t *testing.T, tag string) {
	t.Helper()
	old := lang.CurrentTag()
	t.Cleanup(func() { lang.UseTag(old) })
	if err := lang.Use(tag); err != nil {
		t.Fatal(err)
	}
}

// A message is read from the catalog of the working folder's testdata, in
// the current language, with the plural form its number asks for.
func TestSprintfSpeaksTheCurrentLanguage(t *testing.T) {
	reset()
	for _, c := range []struct {
		tag, key string
		n        int
		want     string
	}{
		{"nl", "%d empty cell(s) have wrong candidates", 1, "1 lege cel heeft verkeerde kandidaten"},
		{"nl", "%d empty cell(s) have wrong candidates", 16, "16 lege cellen hebben verkeerde kandidaten"},
		{"cs", "%d empty cell(s) have wrong candidates", 3, "3 prázdná pole mají špatné kandidáty"},
		{"cs", "%d empty cell(s) have wrong candidates", 21, "21 prázdných polí má špatné kandidáty"},
		{"cs", "board %d taken out is not a solved board", 4096, "vyjmutá hrací plocha č. 4096 není vyřešená"},
		{"en", "Take() gave %d board(s)", 1, "Take() gave 1 board"},
		{"en", "Take() gave %d board(s)", 3500, "Take() gave 3500 boards"},
		// No Norwegian file: English, as fmt writes it.
		{"nb", "board %d taken out is not a solved board", 2, "board 2 taken out is not a solved board"},
		// Not in the catalog: the key, as fmt writes it.
		{"nl", "no such message %d", 1, "no such message 1"},
	} {
		inLanguage(t, c.tag)
		if got := Sprintf(c.key, c.n); got != c.want {
			t.Errorf("%s: Sprintf(%q, %d) = %q, want %q", c.tag, c.key, c.n, got, c.want)
		}
	}
}

// An English message whose text is its key is exactly what fmt writes, for
// every verb: the x/text printer would group 4096 as "4,096" and format
// nested numbers its own way.
func TestEnglishIsFmt(t *testing.T) {
	reset()
	inLanguage(t, "en")
	key := "board %d taken out is not a solved board"
	for _, args := range [][]any{{4096}, {int32(12345)}, {[]int{1000, 2}}, {"x"}} {
		if got, want := Sprintf(key, args...), fmt.Sprintf(key, args...); got != want {
			t.Errorf("Sprintf(%q, %v) = %q, fmt writes %q", key, args, got, want)
		}
	}
}

// A message the current language lacks (no such key; no file of the
// language) is exactly what fmt writes: the language's printer would
// group the numbers inside a slice ("[1.000]" in Dutch).
func TestMissingMessageIsFmt(t *testing.T) {
	reset()
	for _, c := range []struct {
		tag, key string
		args     []any
	}{
		{"nl", "no such message %v %d", []any{[]int{1000, 2}, 4096}},
		{"cs", "no such message %v %d", []any{[]int{1000, 2}, 4096}},
		{"zh-Hans", "no such message %v %d", []any{[]int{1000, 2}, 4096}},
		{"nb", "board %d taken out is not a solved board", []any{[]int{1000, 2}}}, // no Norwegian file
	} {
		inLanguage(t, c.tag)
		if got, want := Sprintf(c.key, c.args...), fmt.Sprintf(c.key, c.args...); got != want {
			t.Errorf("%s: Sprintf(%q) = %q, fmt writes %q", c.tag, c.key, got, want)
		}
	}
}

// recorder is a T that keeps what a test reports.
type recorder struct {
	errors []string
	fatal  bool
}

func (r *recorder) Helper()           {}
func (r *recorder) Error(args ...any) { r.errors = append(r.errors, fmt.Sprint(args...)) }
func (r *recorder) Fatal(args ...any) { r.Error(args...); r.fatal = true }
func (r *recorder) Log(args ...any)   { r.errors = append(r.errors, "log: "+fmt.Sprint(args...)) }

// Errorf, Fatalf and Logf report the message in the current language.
func TestReportsInTheCurrentLanguage(t *testing.T) {
	reset()
	inLanguage(t, "nl")
	r := &recorder{}
	Errorf(r, "board %d taken out is not a solved board", 2)
	Logf(r, "Take() gave %d board(s)", 1)
	Fatalf(r, "Take() gave %d board(s)", 7)
	want := []string{"uitgenomen bord 2 is geen opgelost bord", "log: Take() gaf 1 bord", "Take() gaf 7 borden"}
	if strings.Join(r.errors, "|") != strings.Join(want, "|") || !r.fatal {
		t.Errorf("reported %q (fatal %v), want %q and fatal", r.errors, r.fatal, want)
	}
}

// A broken catalog file fails the first test that reports a message,
// naming the file, line and column; the messages are then in English.
func TestBrokenCatalogIsReported(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "testdata", "locales"), 0o755); err != nil {
		t.Fatal(err)
	}
	broken := "{\n\t\"board %d\": \"bord %d\",\n\t\"board %d\": \"bord\"\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "testdata", "locales", "nl.json"), []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	reset()
	defer reset()
	inLanguage(t, "nl")
	r := &recorder{}
	Errorf(r, "board %d", 1)
	Errorf(r, "board %d", 2)
	want := []string{"testmsg: testdata/locales/nl.json:3:", "board 1", "board 2"}
	if len(r.errors) != 3 || !strings.HasPrefix(r.errors[0], want[0]) || r.errors[1] != want[1] || r.errors[2] != want[2] {
		t.Errorf("reported %q, want the file's error once, then %q", r.errors, want[1:])
	}
}

// Messages of hidden tests may sit in testdata/hidden/locales, which a
// release does not hold; they are read when the folder is there.
func TestHiddenCatalog(t *testing.T) {
	dir := t.TempDir()
	hidden := filepath.Join(dir, "testdata", "hidden", "locales")
	if err := os.MkdirAll(hidden, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(hidden, "nl.json"), []byte(`{"the 12×12 board %d": "het 12×12-bord %d"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	reset()
	defer reset()
	inLanguage(t, "nl")
	if got := Sprintf("the 12×12 board %d", 3); got != "het 12×12-bord 3" {
		t.Errorf("got %q", got)
	}
}
