package assignments

import (
	"path/filepath"
	"strings"
)

// BuildError is a submission that does not compile.
type BuildError struct{ Output string }

func (e *BuildError) Error() string { return "compile error:\n" + e.Output }

// safeName keeps a file name to letters, digits, '_' and ".go".
func safeName(name string) string {
	base := strings.TrimSuffix(filepath.Base(name), ".go")
	var sb strings.Builder
	for _, r := range base {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' {
			sb.WriteRune(r)
		} else {
			sb.WriteByte('_')
		}
	}
	return sb.String() + ".go"
}
