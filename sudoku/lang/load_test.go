package lang

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"testing/fstest"
)

// catalogFS returns catalog files holding msgs, each key with its text in
// the order of Supported after English (the key is the English text).
func catalogFS(t testing.TB, msgs map[string][4]string) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	for i, tag := range supported {
		m := map[string]string{}
		for k, ts := range msgs {
			m[k] = k
			if i > 0 {
				m[k] = ts[i-1]
			}
		}
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		fsys["locales/"+tag.String()+".json"] = &fstest.MapFile{Data: b}
	}
	return fsys
}

// mustLoadTable loads msgs as catalogFS writes them.
func mustLoadTable(t testing.TB, msgs map[string][4]string) {
	t.Helper()
	if err := Load(catalogFS(t, msgs)); err != nil {
		t.Fatal(err)
	}
}

// A file's plural forms choose the words by the number, in each language's
// own rules (Czech has one, few and other).
func TestLoadPlural(t *testing.T) {
	fsys := fstest.MapFS{
		"locales/en.json": {Data: []byte(`{"load test %d cells": {"arg": 1, "cases": ["=1", "load test 1 cell", "other", "load test %d cells"]}}`)},
		"locales/cs.json": {Data: []byte(`{"load test %d cells": {"arg": 1, "cases": ["one", "%d pole", "few", "%d pole (few)", "other", "%d polí"]}}`)},
	}
	if err := Load(fsys); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		n    int
		want string
	}{{1, "1 pole"}, {3, "3 pole (few)"}, {5, "5 polí"}} {
		if got := Printer(Czech).Sprintf("load test %d cells", c.n); got != c.want {
			t.Errorf("cs %d: got %q, want %q", c.n, got, c.want)
		}
	}
	if got := Printer(English).Sprintf("load test %d cells", 1); got != "load test 1 cell" {
		t.Errorf("en 1: got %q", got)
	}
	// Sprintf writes numbers as fmt does and still selects the form by
	// them (it failed to, always taking "other", before plainNumber
	// reported its plural form).
	defer UseTag(CurrentTag())
	UseTag(Czech)
	for _, c := range []struct {
		n    any
		want string
	}{{1, "1 pole"}, {int64(3), "3 pole (few)"}, {12345, "12345 polí"}} {
		if got := Sprintf("load test %d cells", c.n); got != c.want {
			t.Errorf("Sprintf cs %v: got %q, want %q", c.n, got, c.want)
		}
	}
	UseTag(English)
	if got := Sprintf("load test %d cells", 1); got != "load test 1 cell" {
		t.Errorf("Sprintf en 1: got %q", got)
	}
	if got := Texts(Czech)["load test %d cells"]; got != "%d pole\n%d pole (few)\n%d polí" {
		t.Errorf("Texts(cs) has %q", got)
	}
}

// Missing names the entry one language's file lacks, and Gaps finds it in
// the files alone, with the translation a language has that English does
// not.
func TestMissingNamesARemovedEntry(t *testing.T) {
	table := map[string][4]string{
		"gap test one":    {"een", "en", "jedna", "一"},
		"gap test two %d": {"twee %d", "to %d", "dvě %d", "二 %d"},
	}
	fsys := catalogFS(t, table)
	missing, orphaned, err := Gaps(fsys)
	if err != nil || len(missing) != 0 || len(orphaned) != 0 {
		t.Fatalf("complete files: missing %v, orphaned %v, %v", missing, orphaned, err)
	}
	// Remove "gap test two %d" from cs.json and rename nb.json's entry.
	fsys["locales/cs.json"] = &fstest.MapFile{Data: []byte(`{"gap test one": "jedna"}`)}
	fsys["locales/nb.json"] = &fstest.MapFile{Data: []byte(`{"gap test one": "en", "gap test 2 %d": "to %d"}`)}
	missing, orphaned, err = Gaps(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"gap test two %d"}; !slices.Equal(missing[Czech], want) || !slices.Equal(missing[NorwegianBokmal], want) {
		t.Errorf("missing = %v, want cs and nb to lack %v", missing, want)
	}
	if want := []string{"gap test 2 %d"}; !slices.Equal(orphaned[NorwegianBokmal], want) || len(orphaned) != 1 {
		t.Errorf("orphaned = %v, want nb's %v", orphaned, want)
	}
	if err := Load(fsys); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(Missing()[Czech], "gap test two %d") {
		t.Errorf("Missing()[cs] = %v, want it to name the removed entry", Missing()[Czech])
	}
	if slices.Contains(Missing()[Dutch], "gap test two %d") {
		t.Error("Missing names an entry Dutch has")
	}
}

// A broken file is a *FileError naming the file, where and which message;
// nothing of it is loaded.
func TestLoadErrors(t *testing.T) {
	for _, c := range []struct {
		name, data string
		line, col  int
		key        string
	}{
		{"en.json", "{\n  \"a\": \"x\",\n  \"b\" \"y\"\n}", 3, 7, "b"},
		{"en.json", "{\"bad entry\": \"x\", \"bad entry\": \"y\"}", 1, 31, "bad entry"},
		{"nl.json", "{\n\"bad plural\": {\"arg\": 1, \"cases\": [\"one\", \"x\"]}}", 2, 48, "bad plural"},
		{"nl.json", "{\"bad plural\": {\"arg\": 0, \"cases\": [\"other\", \"x\"]}}", 1, 51, "bad plural"},
		{"nl.json", "{\"bad shape\": 3}", 1, 16, "bad shape"},
		{"nl.json", "[\"a\"]", 1, 2, ""},
		{"nl.json", "{} {}", 1, 5, ""},
		{"fr.json", "{}", 0, 0, ""},
	} {
		fsys := fstest.MapFS{"locales/" + c.name: {Data: []byte(c.data)}}
		err := Load(fsys)
		var fe *FileError
		if !errors.As(err, &fe) {
			t.Errorf("%s %q: got %v, want a *FileError", c.name, c.data, err)
			continue
		}
		if fe.File != "locales/"+c.name || fe.Line != c.line || fe.Column != c.col || fe.Key != c.key {
			t.Errorf("%s %q: got %s (line %d col %d key %q), want line %d col %d key %q", c.name, c.data, err, fe.Line, fe.Column, fe.Key, c.line, c.col, c.key)
		}
	}
	if err := Load(fstest.MapFS{}); err == nil {
		t.Error("Load of no files: no error")
	}
	if Has(English, "bad entry") || Has(Dutch, "bad shape") {
		t.Error("a broken file was loaded in part")
	}
}

// Orphans names a translation whose key English does not have.
func TestOrphans(t *testing.T) {
	fsys := catalogFS(t, map[string][4]string{"orphan test": {"wees", "foreldreløs", "sirotek", "孤儿"}})
	fsys["locales/nl.json"] = &fstest.MapFile{Data: []byte(`{"orphan test": "wees", "orphan test (old)": "wees (oud)"}`)}
	if err := Load(fsys); err != nil {
		t.Fatal(err)
	}
	if got := Orphans()[Dutch]; !slices.Equal(got, []string{"orphan test (old)"}) {
		t.Errorf("Orphans()[nl] = %v", got)
	}
	if got := Orphans()[Czech]; len(got) != 0 {
		t.Errorf("Orphans()[cs] = %v", got)
	}
}
