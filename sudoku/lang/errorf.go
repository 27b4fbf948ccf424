package lang

// Errorf is fmt.Errorf in the current language: the message is looked up
// by its English format, written as ErrorKey gives it (%v where the format
// says %w), and formatted as Sprintf does; the error unwraps to the error
// arguments when the format wraps with %w, so errors.Is and errors.As see
// through it as through fmt.Errorf.
func Errorf(format string, args ...any) error {
	e := &localError{text: Sprintf(ErrorKey(format), args...)}
	if _, wraps := wrapVerbs(format); wraps {
		for _, a := range args {
			if err, ok := a.(error); ok {
				e.wrapped = append(e.wrapped, err)
			}
		}
	}
	return e
}

// ErrorKey returns the catalog key of an Errorf format: the format with each
// %w written %v.
func ErrorKey(format string) string {
	key, _ := wrapVerbs(format)
	return key
}

// wrapVerbs returns format with its %w verbs, indexed ("%[2]w") or not,
// written %v, and whether it had any. ("%%" is a percent sign, not a verb.)
func wrapVerbs(format string) (string, bool) {
	b := []byte(format)
	found := false
	for i := 0; i < len(b); i++ {
		if b[i] != '%' {
			continue
		}
		j := i + 1
		if j < len(b) && b[j] == '%' {
			i = j
			continue
		}
		if j < len(b) && b[j] == '[' {
			k := j + 1
			for k < len(b) && b[k] >= '0' && b[k] <= '9' {
				k++
			}
			if k > j+1 && k < len(b) && b[k] == ']' {
				j = k + 1
			}
		}
		if j < len(b) && b[j] == 'w' {
			b[j] = 'v'
			found = true
		}
		i = j - 1
	}
	return string(b), found
}

// localError is an error of Errorf: its text in the user's language and the
// errors it wraps.
type localError struct {
	text    string
	wrapped []error
}

func (e *localError) Error() string   { return e.text }
func (e *localError) Unwrap() []error { return e.wrapped }
