package sudoku

// localSentinel returns err, one of the sentinel errors, saying its text in
// the current language: errors.Is still finds err.
func localSentinel(err error) error { return sentinelInLang{err} }

// sentinelInLang is a sentinel error that speaks the current language.
type sentinelInLang struct{ err error }

func (s sentinelInLang) Error() string { return sentinelText(s.err) }
func (s sentinelInLang) Unwrap() error { return s.err }
