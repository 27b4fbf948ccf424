package lang

import (
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// readCounter is a file system that counts the catalog files opened.
type readCounter struct {
	fsys fstest.MapFS
	mu   sync.Mutex
	read map[string]int
}

func (r *readCounter) Open(name string) (fs.File, error) {
	if strings.HasSuffix(name, ".json") {
		r.mu.Lock()
		r.read[name]++
		r.mu.Unlock()
	}
	return r.fsys.Open(name)
}

// reads returns the files opened so far and how often.
func (r *readCounter) reads() map[string]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return maps.Clone(r.read)
}

// freshCatalog gives the test an empty catalog, nothing asked for yet, and
// puts the process's back when it ends.
func freshCatalog(t *testing.T) {
	keysMu.Lock()
	defer keysMu.Unlock()
	oldBuilder, oldKeys, oldTexts, oldPending, oldReady := builder, keys, texts, pending, ready
	builder = catalog.NewBuilder(catalog.Fallback(English))
	keys, texts = map[language.Tag]map[string]bool{}, map[language.Tag]map[string]string{}
	pending, ready = map[language.Tag][]func() (map[string]any, error){}, map[language.Tag]bool{}
	t.Cleanup(func() {
		keysMu.Lock()
		defer keysMu.Unlock()
		builder, keys, texts, pending, ready = oldBuilder, oldKeys, oldTexts, oldPending, oldReady
	})
}

// MustLoad reads no file until a language is asked for, and then only
// that language's: a program that speaks Dutch parses nl.json and none of
// the other four. Missing reads the rest, each file once.
func TestMustLoadReadsOnlyTheLanguageAskedFor(t *testing.T) {
	freshCatalog(t)
	rc := &readCounter{fsys: catalogFS(t, map[string][4]string{"lazy test %d": {"luie test %d", "lat test %d", "líný test %d", "懒测试 %d"}}), read: map[string]int{}}
	MustLoad(rc)
	if got := rc.reads(); len(got) != 0 {
		t.Fatalf("MustLoad read %v before any language was asked for", got)
	}
	if got := Printer(Dutch).Sprintf("lazy test %d", 3); got != "luie test 3" {
		t.Errorf("Dutch printer: %q", got)
	}
	if got := rc.reads(); !maps.Equal(got, map[string]int{"locales/nl.json": 1}) {
		t.Errorf("a Dutch printer read %v, want nl.json alone", got)
	}
	if !Has(Czech, "lazy test %d") {
		t.Error("Has(cs) does not find the message")
	}
	if got := rc.reads(); !maps.Equal(got, map[string]int{"locales/nl.json": 1, "locales/cs.json": 1}) {
		t.Errorf("after Has(cs) the files read are %v, want nl.json and cs.json", got)
	}
	if slices.Contains(Missing()[SimplifiedChinese], "lazy test %d") {
		t.Error("Missing names a message Chinese has")
	}
	want := map[string]int{}
	for _, tag := range supported {
		want["locales/"+tag.String()+".json"] = 1
	}
	if got := rc.reads(); !maps.Equal(got, want) {
		t.Errorf("after Missing the files read are %v, want each once: %v", got, want)
	}
	// A package loaded after its language was asked for is compiled at
	// once, and its files are still read only for the languages asked for.
	late := &readCounter{fsys: catalogFS(t, map[string][4]string{"late lazy test": {"late luie test", "sen lat test", "pozdní líný test", "迟懒测试"}}), read: map[string]int{}}
	freshCatalog(t)
	Has(Dutch, "")
	MustLoad(late)
	if got := late.reads(); !maps.Equal(got, map[string]int{"locales/nl.json": 1}) {
		t.Errorf("a MustLoad after Dutch was asked for read %v, want nl.json alone", got)
	}
	if got := Printer(Dutch).Sprintf("late lazy test"); got != "late luie test" {
		t.Errorf("Dutch printer after a late MustLoad: %q", got)
	}
}

// MustLoad panics at once on a file of a language languages.txt does not
// list, and on a file that does not parse when its language is first asked
// for, naming the file and where; the rest of the catalog keeps working.
func TestMustLoadBrokenFile(t *testing.T) {
	freshCatalog(t)
	panics := func(f func()) (msg string) {
		defer func() { msg = fmt.Sprint(recover()) }()
		f()
		return "<nil>"
	}
	if got := panics(func() { MustLoad(fstest.MapFS{"locales/fr.json": {Data: []byte(`{}`)}}) }); !strings.Contains(got, "locales/fr.json: not a language") {
		t.Errorf("MustLoad of fr.json panicked with %q", got)
	}
	got := panics(func() {
		MustLoad(fstest.MapFS{"locales/nb.json": {Data: []byte("{\n\"broken lazy\" 3}")}})
	})
	if got != "<nil>" {
		t.Fatalf("MustLoad panicked before Norwegian was asked for: %s", got)
	}
	got = panics(func() { Has(NorwegianBokmal, "broken lazy") })
	if want := "lang: locales/nb.json:2:15: message \"broken lazy\""; !strings.HasPrefix(got, want) {
		t.Errorf("asking for Norwegian panicked with %q, want %q…", got, want)
	}
	if got := panics(func() { Printer(NorwegianBokmal).Sprintf("x") }); got != "<nil>" {
		t.Errorf("after the broken file's panic, a Norwegian printer panics: %s", got)
	}
}

// Printers, Has, Text and Texts of every language may be used at once, and
// with a package loading its files (go test -race checks the locking).
func TestCatalogConcurrent(t *testing.T) {
	msgs := map[string][4]string{"concurrent test %d": {"gelijktijdig %d", "samtidig %d", "souběžně %d", "并发 %d"}}
	MustLoad(catalogFS(t, msgs))
	var wg sync.WaitGroup
	for i, tag := range supported {
		want := fmt.Sprintf("concurrent test %d", 7)
		if i > 0 {
			want = strings.Replace(msgs["concurrent test %d"][i-1], "%d", "7", 1)
		}
		for range 2 {
			wg.Go(func() {
				if got := Printer(tag).Sprintf("concurrent test %d", 7); got != want {
					t.Errorf("%s: %q, want %q", tag, got, want)
				}
				if !Has(tag, "concurrent test %d") {
					t.Errorf("Has(%s) is false", tag)
				}
				if _, ok := Text(tag, "concurrent test %d"); !ok || len(Texts(tag)) == 0 {
					t.Errorf("Text/Texts(%s) lack the message", tag)
				}
			})
		}
	}
	wg.Go(func() {
		MustLoad(catalogFS(t, map[string][4]string{"concurrent late test": {"a", "b", "c", "d"}}))
	})
	wg.Wait()
	if !Has(Czech, "concurrent late test") {
		t.Error("the package loaded meanwhile is missing")
	}
}
