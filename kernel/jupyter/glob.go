package jupyter

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// globRegexp compiles a history search pattern with the semantics of
// SQLite's GLOB, which IPython's history search uses: '*' matches any run
// of characters, '/' and line breaks included; '?' matches one character;
// "[...]" a character class ("[^...]" or "[!...]" negated); everything else
// itself, case-sensitively. The whole input must match.
func globRegexp(pattern string) (*regexp.Regexp, error) {
	var b strings.Builder
	b.WriteString(`(?s)^`)
	for i := 0; i < len(pattern); i++ {
		switch c := pattern[i]; c {
		case '*':
			b.WriteString(`.*`)
		case '?':
			b.WriteString(`.`)
		case '[':
			end := strings.IndexByte(pattern[i+1:], ']')
			if end == 0 { // "[]...]": a ']' right after '[' belongs to the class
				if e := strings.IndexByte(pattern[i+2:], ']'); e >= 0 {
					end = e + 1
				} else {
					end = -1
				}
			}
			if end < 0 {
				b.WriteString(`\[`)
				continue
			}
			class := pattern[i+1 : i+1+end]
			if strings.HasPrefix(class, "!") {
				class = "^" + class[1:]
			}
			b.WriteString("[" + strings.ReplaceAll(class, `\`, `\\`) + "]")
			i += end + 1
		default:
			// A character beyond ASCII is several bytes: it is quoted
			// whole, not byte by byte as Latin-1 characters.
			_, size := utf8.DecodeRuneInString(pattern[i:])
			b.WriteString(regexp.QuoteMeta(pattern[i : i+size]))
			i += size - 1
		}
	}
	b.WriteString(`$`)
	return regexp.Compile(b.String())
}
