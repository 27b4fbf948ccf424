package assignments

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// indent indents text four spaces (a Markdown code block).
func indent(text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i := range lines {
		lines[i] = "    " + lines[i]
	}
	return strings.Join(lines, "\n") + "\n"
}

// neutralise makes text a student's program printed safe to show in any
// report (Markdown, HTML, JSON, CSV, a terminal): CR LF becomes LF; every
// other control character (a lone CR, which ends a Markdown code block's
// line in some renderers and rewrites a terminal's; ESC, which starts ANSI
// and OSC sequences; BEL, backspace, NUL…), the C1 controls, the Unicode
// line and paragraph separators and the bidirectional overrides become a
// visible escape such as \x1b or \u202e. Tabs and newlines stay. Invalid
// UTF-8 becomes U+FFFD.
func neutralise(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	clean := true
	for _, r := range s {
		if unsafeRune(r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80 && unsafeRune(r):
			fmt.Fprintf(&sb, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&sb, `\u%04x`, r)
		default:
			sb.WriteRune(r)
		}
	}
	return sb.String()
}

// unsafeRune reports whether neutralise escapes r.
func unsafeRune(r rune) bool {
	switch {
	case r == '\n' || r == '\t':
		return false
	case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0:
		return true
	case r == 0x2028 || r == 0x2029 || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0x200e || r == 0x200f:
		return true
	case r == utf8.RuneError:
		return true
	}
	return false
}
