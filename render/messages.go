package render

import (
	"github.com/sudokit/sudokit/sudoku/lang"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// The words render draws are in locales (see locales.go), keyed by their
// English text: the titles and captions of a solve's last picture and the
// headings of print sheets. Step pictures are titled with the
// technique's name as package trace's catalog has it (trace.LocalName) and
// captioned with the step's explanation, which the solver wrote in the
// language current when it ran. Numbers are formatted by the language's
// printer.

// The titles of a solve's last picture, with plural forms in every language.
const (
	solvedIn   = "Solved in %d steps"
	stuckAfter = "Stuck after %d steps"
)

// tr formats a message of the catalog in the current language.
func tr(key string, args ...any) string { return lang.Current().Sprintf(key, args...) }

// stepTitle is the title of a step's picture: the technique's name in the
// current language.
func stepTitle(technique string) string { return trace.LocalName(technique) }
