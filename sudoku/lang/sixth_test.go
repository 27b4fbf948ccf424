package lang

import (
	"slices"
	"testing"
	"testing/fstest"

	"golang.org/x/text/language"
)

// A sixth language is files: its tag in languages.txt and a locales file
// beside the others. Then Parse finds it, its printer speaks it, and
// Missing lists what its files do not have yet.
func TestSixthLanguageIsFiles(t *testing.T) {
	oldSupported, oldMatcher := supported, matcher
	defer func() { supported, matcher = oldSupported, oldMatcher }()
	supported = readLanguages(languagesTxt + "fr\n")
	matcher = language.NewMatcher(supported)
	french := language.French

	fsys := fstest.MapFS{
		"locales/en.json": {Data: []byte(`{"sixth test %d": "sixth test %d", "sixth test untranslated": "sixth test untranslated"}`)},
		"locales/fr.json": {Data: []byte(`{"sixth test %d": "sixième essai %d"}`)},
	}
	if err := Load(fsys); err != nil {
		t.Fatal(err)
	}
	if got, err := Parse("fr_FR.UTF-8"); err != nil || got != french {
		t.Errorf("Parse(fr_FR.UTF-8) = %v, %v", got, err)
	}
	if got := Printer(french).Sprintf("sixth test %d", 6); got != "sixième essai 6" {
		t.Errorf("French printer: %q", got)
	}
	if !slices.Contains(Missing()[french], "sixth test untranslated") {
		t.Errorf("Missing()[fr] = %v, want the untranslated message", Missing()[french])
	}
	if got := (&UnsupportedError{"xx"}).Error(); got != `lang: "xx" is not a supported language (want en, nl, nb, cs, zh-Hans or fr)` {
		t.Errorf("UnsupportedError: %q", got)
	}
}
