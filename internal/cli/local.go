package cli

import (
	"errors"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// msg formats the message key (its English text, a format string) in the
// current language, numbers written as fmt writes them (see lang.Sprintf).
func msg(key string, args ...any) string { return lang.Sprintf(key, args...) }

// errorf is fmt.Errorf in the current language (see lang.Errorf): the
// error keeps wrapping what the format wraps with %w.
func errorf(format string, args ...any) error { return lang.Errorf(format, args...) }

// errorKey returns the catalog key of an errorf format.
func errorKey(format string) string { return lang.ErrorKey(format) }

// newError is errors.New in the current language.
func newError(text string) error { return errors.New(tr(text)) }
