package sudoku

import (
	"io"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Write writes the board to w in format f. Every format but FormatAuto can
// be written; each ends with a line ending. Reading what Write wrote gives
// back an equal board (FormatIndex keeps the givens apart from entered
// values too; FormatPrettyPrint is for people and cannot be read).
func Write(w io.Writer, b *Board, f Format) error {
	text, err := FormatBoard(b, f)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, text)
	return err
}

// FormatBoard returns the board written in format f, or an error wrapping
// ErrUnknownFormat for FormatAuto or a format that does not exist.
func FormatBoard(b *Board, f Format) (string, error) {
	if !f.canWrite() {
		return "", lang.Errorf("sudoku: %[1]w: cannot write %[2]v; choose inf1010, line, grid, csv, index or pretty", localSentinel(ErrUnknownFormat), f.String())
	}
	if b == nil {
		return "", lang.Errorf("sudoku: no board to write (nil *Board)")
	}
	var w strings.Builder
	switch f {
	case FormatINF1010:
		encodeINF1010(&w, b)
	case FormatLine:
		encodeLine(&w, b)
	case FormatGrid:
		encodeGrid(&w, b)
	case FormatCSV:
		encodeCSV(&w, b)
	case FormatIndex:
		encodeIndex(&w, b)
	case FormatPrettyPrint:
		w.WriteString(FormatPretty(b))
	}
	return w.String(), nil
}
