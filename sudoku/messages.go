package sudoku

import (
	"github.com/sudokit/sudokit/sudoku/lang"
	"golang.org/x/text/message"
)

// The messages of package sudoku are in locales (see locales.go), keyed by
// their English text. The sentinel errors themselves (ErrInvalidChar, …)
// keep their English text, for errors.Is and logs; a ParseError's message
// is in the current language.

// LocalString names the house in the current language (package lang):
// "row 4" in English, "rij 4" in Dutch, "第4行" in Chinese. String stays
// English.
func (h HouseRef) LocalString() string {
	switch h.Kind {
	case RowHouse:
		return lang.Sprintf("row %d", h.Index+1)
	case ColumnHouse:
		return lang.Sprintf("column %d", h.Index+1)
	case BoxHouse:
		return lang.Sprintf("box %d", h.Index+1)
	}
	return h.String()
}

// LocalIn names the house as it follows "in" in a sentence of the current
// language: "row 4" in English ("in row 4"), "v řádku 4" in Czech, whose
// sentences leave their "v" to the house: the catalog keys these names
// "in row %d", whose English text is "row %d" (see locales.go).
func (h HouseRef) LocalIn() string {
	switch h.Kind {
	case RowHouse:
		return lang.Sprintf("in row %d", h.Index+1)
	case ColumnHouse:
		return lang.Sprintf("in column %d", h.Index+1)
	case BoxHouse:
		return lang.Sprintf("in box %d", h.Index+1)
	}
	return h.String()
}

// LocalString says the conflict in the current language (package lang),
// the house named as it follows "in" (see LocalIn); String stays English.
func (c Conflict) LocalString() string {
	return lang.Sprintf("%[1]s and %[2]s both hold %[3]c in %[4]s", c.A, c.B, ValueChar(c.Value), c.House.LocalIn())
}

// sentinels are the errors whose text a ParseError translates.
var sentinels = []error{ErrShape, ErrTooLarge, ErrInvalidChar, ErrValueRange, ErrCellCount, ErrLineCount,
	ErrSyntax, ErrGiven, ErrConflict, ErrNoSolution, ErrUnknownFormat}

// sentinelText returns the text of err in the current language when it is
// one of the sentinel errors, else err's own text.
func sentinelText(err error) string {
	for _, s := range sentinels {
		if err == s {
			return lang.Current().Sprintf(message.Key(s.Error(), s.Error()))
		}
	}
	return err.Error()
}
