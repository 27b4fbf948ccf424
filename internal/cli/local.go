package cli

import (
	"errors"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// msg formats the message key (its English text, a format string) in the
// current language, numbers written as fmt writes them (see lang.Sprintf).
func msg(key string, args ...any) string { return lang.Sprintf(key, args...) }

// errorf is fmt.Errorf in the current language (see lang.Errorf): the
// error keeps wrapping what the format wraps with %w.
func errorf(format string, args ...any) error { return lang.Errorf(format, args...) }

// newError is errors.New in the current language.
func newError(text string) error { return errors.New(tr(text)) }

// puzzleProblem says in the current language why a puzzle could not be
// rated or hinted: the step solver's errors wrap English sentinels
// ("sudoku: more than one solution"), which the output names plainly.
func puzzleProblem(err error) string {
	if text, ok := knownProblem(err); ok {
		return text
	}
	return err.Error()
}

// knownProblem is the plain, translated text of a puzzle without a
// solution or with several, and false for any other error.
func knownProblem(err error) (string, bool) {
	switch {
	case errors.Is(err, human.ErrNotUnique):
		return msg("more than one solution"), true
	case errors.Is(err, sudoku.ErrNoSolution):
		return msg("no solution"), true
	}
	return "", false
}
