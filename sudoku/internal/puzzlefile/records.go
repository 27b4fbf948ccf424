package puzzlefile

import (
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// Records reads text as a file of records, one a line, skipping blank and
// '#' comment lines. parse gets each line without its surrounding blanks
// and returns its record, or the 1-based column of the bad field and why;
// Records then fails with a *sudoku.ParseError (ErrSyntax) naming source,
// the line and that column.
func Records[T any](source, text string, parse func(line string) (T, int, error)) ([]T, error) {
	var out []T
	for num, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		r, col, err := parse(line)
		if err != nil {
			return nil, &sudoku.ParseError{Source: source, Line: num + 1, Column: col, Err: sudoku.ErrSyntax, Detail: err.Error()}
		}
		out = append(out, r)
	}
	return out, nil
}
