// Package nbcell tells the lines of a notebook cell that are not Go apart
// from its Go code. It is the one rule the kernel (which runs those lines)
// and the grader (which drops them from a submitted notebook) share:
//
//   - a line starting with '%' is a kernel command ("%go get …", "%test");
//   - a line starting with '!' is a shell command, unless it continues the
//     Go expression of the line before ("ok := a &&" then "!b");
//   - a line that is only a name followed or preceded by '?' or '??'
//     ("fmt.Println?", "?x", "x??") is a question, answered with the name's
//     documentation (IPython's introspection);
//   - a line that starts inside a raw string or a block comment spanning
//     lines is text, never a command ("q := `Ready?" and "!set`" keep
//     their lines).
//
// Leading and trailing blanks do not count.
package nbcell

import (
	"go/scanner"
	"go/token"
	"regexp"
	"strings"
)

// Kind says what a line that is not Go is.
type Kind int

// The kinds of lines that are not Go.
const (
	Magic Kind = iota + 1 // "%…": a kernel command
	Shell                 // "!…": a shell command
	Help                  // "name?", "?name", "name??": introspection
)

// Line is a line of a cell that is not Go.
type Line struct {
	Num  int    // line number in the cell, from 1
	Text string // the line without leading and trailing blanks
	Kind Kind
}

// Split returns src with the lines that are not Go blanked (so that the
// Go code keeps its line numbers), and those lines in order.
func Split(src string) (string, []Line) {
	lines := strings.Split(src, "\n")
	inside := multiLineTokens(src)
	var out []Line
	off := 0
	for i, l := range lines {
		start := off
		off += len(l) + 1
		if inside(start) {
			continue
		}
		t := strings.TrimSpace(l)
		var kind Kind
		switch {
		case strings.HasPrefix(t, "%"):
			kind = Magic
		case shellLine(lines, i):
			kind = Shell
		case questionRE.MatchString(t):
			kind = Help
		default:
			continue
		}
		out = append(out, Line{Num: i + 1, Text: t, Kind: kind})
		lines[i] = ""
	}
	return strings.Join(lines, "\n"), out
}

// Strip returns src without the lines that are not Go (removed, not
// blanked): the Go code of a cell as a grader compiles it.
func Strip(src string) string {
	_, ls := Split(src)
	if len(ls) == 0 {
		return src
	}
	lines := strings.Split(src, "\n")
	kept := lines[:0]
	next := 0
	for i, l := range lines {
		if next < len(ls) && ls[next].Num == i+1 {
			next++
			continue
		}
		kept = append(kept, l)
	}
	return strings.Join(kept, "\n")
}

// questionRE matches "name?", "name??", "?name" and "??name". The name
// may be a package path ("gonum.org/v1/plot.New?",
// "github.com/dustin/go-humanize.Bytes?").
var questionRE = regexp.MustCompile(`^\s*(?:\?\??([A-Za-z_][\w./~-]*)|([A-Za-z_][\w./~-]*)\?\??)\s*$`)

// HelpName returns the name a question line asks about and whether it asks
// for the source too ("??"); ok is false for any other line. A whole cell
// that is one question line counts as one.
func HelpName(line string) (name string, source, ok bool) {
	m := questionRE.FindStringSubmatch(line)
	if m == nil {
		return "", false, false
	}
	return m[1] + m[2], strings.Contains(line, "??"), true
}

// shellLine reports whether line i is a shell command: it starts with '!'
// and does not continue the line before, which would then end in an
// operator or an opening bracket ("ok := a &&" then "!b").
func shellLine(lines []string, i int) bool {
	if !strings.HasPrefix(strings.TrimSpace(lines[i]), "!") {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		prev := strings.TrimSpace(lines[j])
		if k := strings.Index(prev, "//"); k >= 0 {
			prev = strings.TrimSpace(prev[:k])
		}
		if prev == "" {
			continue
		}
		if strings.HasPrefix(prev, "!") || strings.HasPrefix(prev, "%") || strings.HasSuffix(prev, "*/") {
			return true // another command, or the end of a comment
		}
		last := prev[len(prev)-1]
		return !strings.ContainsRune("&|(,=<>+-*/%^[{:!", rune(last))
	}
	return true
}

// multiLineTokens returns a test of whether byte offset off of src lies
// inside (after the first byte of) a raw string literal or a block
// comment that spans lines.
func multiLineTokens(src string) func(off int) bool {
	type span struct{ from, to int }
	var spans []span
	fset := token.NewFileSet()
	f := fset.AddFile("", -1, len(src))
	var s scanner.Scanner
	s.Init(f, []byte(src), func(token.Position, string) {}, scanner.ScanComments)
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if (tok == token.STRING && strings.HasPrefix(lit, "`") || tok == token.COMMENT && strings.HasPrefix(lit, "/*")) && strings.Contains(lit, "\n") {
			o := f.Offset(pos)
			spans = append(spans, span{o, o + len(lit)})
		}
	}
	return func(off int) bool {
		for _, sp := range spans {
			if off > sp.from && off < sp.to {
				return true
			}
		}
		return false
	}
}
