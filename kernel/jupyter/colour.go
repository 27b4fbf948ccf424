package jupyter

import (
	"regexp"
	"strings"
)

// Tracebacks are coloured as IPython colours its own: the front end
// renders ANSI escapes. The error's name is red, cell locations green, the
// caret under the offending column red. The ename and evalue fields stay
// plain text.
const (
	ansiRed   = "\x1b[0;31m"
	ansiGreen = "\x1b[0;32m"
	ansiReset = "\x1b[0m"
)

var (
	compileLocation = regexp.MustCompile(`^In \[\d+\](?: line \d+(?::\d+)?)?: `)
	frameLine       = regexp.MustCompile(`^\s+In \[\d+\] line \d+`)
	caretLine       = regexp.MustCompile(`^\s*\^$`)
)

// colourTraceback returns tb with ANSI colours for the front end.
func colourTraceback(ename string, tb []string) []string {
	out := make([]string, len(tb))
	for i, l := range tb {
		switch {
		case compileLocation.MatchString(l):
			loc := compileLocation.FindString(l)
			out[i] = ansiGreen + strings.TrimSuffix(loc, ": ") + ansiReset + ": " + l[len(loc):]
		case frameLine.MatchString(l):
			out[i] = ansiGreen + l + ansiReset
		case caretLine.MatchString(l):
			out[i] = ansiRed + l + ansiReset
		case i == 0 || strings.HasPrefix(l, ename+":"):
			// The head, "panic: …": its name in red.
			if j := strings.Index(l, ": "); j > 0 {
				out[i] = ansiRed + l[:j] + ansiReset + l[j:]
			} else {
				out[i] = ansiRed + l + ansiReset
			}
		default:
			out[i] = l
		}
	}
	return out
}
