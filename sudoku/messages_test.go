package sudoku

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/msgextract"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// A parse error in Dutch is still the same typed error, with its line and
// column; only its text is Dutch.
func TestParseErrorSpeaksDutch(t *testing.T) {
	lang.UseTag(lang.Dutch)
	defer lang.UseTag(lang.English)
	_, err := Parse(strings.Repeat(".", 77)+"x...", FormatLine)
	var pe *ParseError
	if !errors.As(err, &pe) || !errors.Is(err, ErrValueRange) || pe.Line != 1 || pe.Column != 78 {
		t.Fatalf("got %#v", err)
	}
	want := "sudoku: regel 1, kolom 78: waarde buiten bereik: 'x' is 62, meer dan 9, de grootste waarde op een bord van 9×9"
	if err.Error() != want {
		t.Errorf("got  %q\nwant %q", err, want)
	}
}

// A ConflictError in Chinese keeps its type and names the house in Chinese.
func TestConflictErrorSpeaksChinese(t *testing.T) {
	lang.UseTag(lang.SimplifiedChinese)
	defer lang.UseTag(lang.English)
	_, err := Parse("11"+strings.Repeat(".", 79), FormatLine)
	var ce *ConflictError
	if !errors.As(err, &ce) || !errors.Is(err, ErrConflict) {
		t.Fatalf("got %#v", err)
	}
	if want := "给定数字违反规则：r1c1和r1c2在第1行中都是1"; !strings.HasSuffix(err.Error(), want) {
		t.Errorf("got %q, want it to end in %q", err, want)
	}
}

// Every message the package passes to the printer is translated in every
// language (the keys are extracted from the code, see lang.Extract).
func TestMessagesTranslated(t *testing.T) {
	msgextract.Translated(t, ".", 40, "lang.Sprintf", "lang.Errorf", "lang.Current().Sprintf")
}

// A grid's parse error in Czech keeps its type, line and column and its
// sentinel; its detail is Czech.
func TestGridErrorSpeaksCzech(t *testing.T) {
	lang.UseTag(lang.Czech)
	defer lang.UseTag(lang.English)
	grid := strings.Repeat("0 0 0 0 0 0 0 0 0\n", 4) + "0 0 0 0 0 0 0 0\n" + strings.Repeat("0 0 0 0 0 0 0 0 0\n", 4)
	_, err := Parse(grid, FormatGrid)
	var pe *ParseError
	if !errors.As(err, &pe) || !errors.Is(err, ErrCellCount) || pe.Line != 5 {
		t.Fatalf("got %#v", err)
	}
	want := "sudoku: řádek 5, sloupec 16: špatný počet polí: řádek 5 má jen polí: 8, má mít 9"
	if err.Error() != want {
		t.Errorf("got  %q\nwant %q", err, want)
	}
	if _, err := ParseFormat("gird"); !errors.Is(err, ErrUnknownFormat) || !strings.Contains(err.Error(), "neznámý formát") {
		t.Errorf("ParseFormat(gird): %v", err)
	}
}
