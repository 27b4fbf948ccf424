package hub

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Every message of the hub is translated, and a bad class list is reported
// in Norwegian with its file and line, the error still ErrBadUsername.
func TestMessagesTranslated(t *testing.T) {
	uses, err := msgextract.Extract(".", "lang.Sprintf", "lang.Errorf", "logf")
	if err != nil {
		t.Fatal(err)
	}
	if len(uses) < 30 {
		t.Fatalf("extracted only %d messages", len(uses))
	}
	for _, u := range uses {
		for _, tag := range lang.Supported()[1:] {
			if !lang.Has(tag, lang.ErrorKey(u.Key)) {
				t.Errorf("%s: %s lacks %q", u.Pos, tag, u.Key)
			}
		}
	}
	lang.UseTag(lang.NorwegianBokmal)
	defer lang.UseTag(lang.English)
	_, err = ParseClassList(strings.NewReader("ada\nBob Smith\n"), "class.csv")
	if !errors.Is(err, ErrBadUsername) || !strings.Contains(err.Error(), `class.csv: linje 2: ugyldig brukernavn "Bob Smith": bruk 1 til 32`) {
		t.Errorf("got %v", err)
	}
}
