package cli

import (
	"errors"
	"regexp"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// msg formats the message key (its English text, a format string) in the
// current language, numbers written as fmt writes them (see lang.Sprintf).
func msg(key string, args ...any) string { return lang.Sprintf(key, args...) }

// errorf is fmt.Errorf in the current language: the message is looked up
// by its English format (with %v where the format says %w) and the error
// unwraps to the errors the format wraps with %w, so errors.Is and
// errors.As see through it as through fmt.Errorf.
func errorf(format string, args ...any) error {
	e := &localError{text: msg(errorKey(format), args...)}
	if strings.Contains(format, "%w") {
		for _, a := range args {
			if err, ok := a.(error); ok {
				e.wrapped = append(e.wrapped, err)
			}
		}
	}
	return e
}

// wrapVerb matches the %w verbs of a format, indexed ("%[2]w") or not.
var wrapVerb = regexp.MustCompile(`(%(\[\d+\])?)w`)

// errorKey returns the catalog key of an errorf format: the format with
// each %w written %v.
func errorKey(format string) string { return wrapVerb.ReplaceAllString(format, "${1}v") }

// newError is errors.New in the current language.
func newError(text string) error { return errors.New(tr(text)) }

// localError is an error of errorf: its text in the user's language and the
// errors it wraps.
type localError struct {
	text    string
	wrapped []error
}

func (e *localError) Error() string   { return e.text }
func (e *localError) Unwrap() []error { return e.wrapped }
