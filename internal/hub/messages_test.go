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
	msgextract.Translated(t, ".", 30, "lang.Sprintf", "lang.Errorf", "logf")
	lang.UseTag(lang.NorwegianBokmal)
	defer lang.UseTag(lang.English)
	_, err := ParseClassList(strings.NewReader("ada\nBob Smith\n"), "class.csv")
	if !errors.Is(err, ErrBadUsername) || !strings.Contains(err.Error(), `class.csv: linje 2: ugyldig brukernavn "Bob Smith": bruk 1 til 32`) {
		t.Errorf("got %v", err)
	}
}
