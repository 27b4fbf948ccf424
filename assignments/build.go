package assignments

// BuildError is a submission that does not compile.
type BuildError struct{ Output string }

func (e *BuildError) Error() string { return "compile error:\n" + e.Output }
