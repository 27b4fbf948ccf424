package lang

import "regexp"

// Errorf is fmt.Errorf in the current language: the message is looked up
// by its English format, written as ErrorKey gives it (%v where the format
// says %w), and formatted as Sprintf does; the error unwraps to the error
// arguments when the format wraps with %w, so errors.Is and errors.As see
// through it as through fmt.Errorf.
func Errorf(format string, args ...any) error {
	e := &localError{text: Sprintf(ErrorKey(format), args...)}
	if wrapVerb.MatchString(format) {
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

// ErrorKey returns the catalog key of an Errorf format: the format with each
// %w written %v.
func ErrorKey(format string) string { return wrapVerb.ReplaceAllString(format, "${1}v") }

// localError is an error of Errorf: its text in the user's language and the
// errors it wraps.
type localError struct {
	text    string
	wrapped []error
}

func (e *localError) Error() string   { return e.text }
func (e *localError) Unwrap() []error { return e.wrapped }
