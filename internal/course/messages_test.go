package course

import (
	"io/fs"
	"regexp"
	"strconv"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"
	"github.com/sudokit/sudokit/sudoku/lang"
)

var templateKey = regexp.MustCompile(`\{\{T ("(?:[^"\\]|\\.)*")`)

// Every text of the service's pages and errors exists in every language.
func TestMessagesTranslated(t *testing.T) {
	uses, err := msgextract.Extract(".", "lang.Errorf", "lang.Sprintf", "q.T")
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]string{}
	orphans := map[string]bool{}
	if all, err := lang.Keys(locales); err == nil {
		for _, k := range all {
			orphans[k] = true
		}
	}
	for _, u := range uses {
		keys[lang.ErrorKey(u.Key)] = u.Pos
	}
	err = fs.WalkDir(templateFS, "templates", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(templateFS, p)
		if err != nil {
			return err
		}
		for _, m := range templateKey.FindAllSubmatch(data, -1) {
			k, err := strconv.Unquote(string(m[1]))
			if err != nil {
				t.Errorf("%s: %s", p, m[1])
			}
			keys[k] = p
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) < 100 {
		t.Fatalf("found only %d messages", len(keys))
	}
	for k, pos := range keys {
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, k) {
				t.Errorf("%s: %s lacks %q", pos, tag, k)
			}
		}
	}
	msgextract.CatalogComplete(t)
	missing, orphaned, err := lang.Gaps(locales)
	if err != nil {
		t.Fatal(err)
	}
	for tag, ks := range missing {
		t.Errorf("locales/%s.json lacks %q", tag, ks)
	}
	for tag, ks := range orphaned {
		t.Errorf("locales/%s.json has entries en.json lacks: %q", tag, ks)
	}
	for k := range keys {
		delete(orphans, k)
	}
	for k := range orphans {
		t.Errorf("locales/en.json holds %q, which no page or error uses", k)
	}
	// A page in Czech.
	p := lang.Printer(lang.Supported()[3])
	if got := p.Sprintf("too many files to submit: %[1]d, at most %[2]d", 21, 20); got != "příliš mnoho souborů k odevzdání: 21, nejvýš 20" {
		t.Errorf("Czech: %q", got)
	}
}
