package assignments

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Per-part credit. When the student's code does not compile with the
// visible tests, each function or method of the student's files that holds
// a compile error and that the release stubs (a part the student writes)
// is put back to the release's stub, and the submission is compiled again:
// a working part 1 beside a broken part 2 keeps part 1's tests. An import
// left unused by a stub becomes a blank import. An error anywhere else (a
// type, a variable, a helper the release does not have, a parse error)
// fails the whole compile as before. The feedback names each part that
// was replaced and the compiler's words about it.

// maxStubRounds bounds the compiles spent putting stubs in place.
const maxStubRounds = 3

// compileErrLine is a compiler error "file.go:LINE:COL: message".
var compileErrLine = regexp.MustCompile(`(?m)^([^\s:]+\.go):(\d+):(?:\d+:)? (.*)$`)

// PartError is a part of the student's code that did not compile and was
// replaced by the release's stub.
type PartError struct {
	Part   string // the function, "T.M" for a method
	File   string // the student's file
	Errors string // the compiler's words about it
}

// stubDecls are the release's version of every function and method of
// the student files, by declKey.
func (au *authored) stubDecls() map[string]string {
	out := map[string]string{}
	for _, n := range au.solutions {
		src, err := stripSolution(n, au.sources[n])
		if err != nil {
			continue
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, n, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok {
				out[funcKey(fn)] = string(src[fset.Position(fn.Pos()).Offset:fset.Position(fn.End()).Offset])
			}
		}
	}
	return out
}

// stubFailingParts puts the release's stub in place of every part of the
// students' files the compile errors in output point into. It returns the
// new files and the parts replaced, or ok false when an error is outside
// any part (or names a file that is not the student's).
func (au *authored) stubFailingParts(students map[string][]byte, output string, stubs map[string]string) (out map[string][]byte, parts []PartError, ok bool) {
	type fix struct {
		lines []int
		msgs  []string
	}
	byFile := map[string]*fix{}
	for _, m := range compileErrLine.FindAllStringSubmatch(output, -1) {
		file := m[1]
		if _, isStudent := students[file]; !isStudent {
			return nil, nil, false
		}
		line, _ := strconv.Atoi(m[2])
		if byFile[file] == nil {
			byFile[file] = &fix{}
		}
		byFile[file].lines = append(byFile[file].lines, line)
		byFile[file].msgs = append(byFile[file].msgs, fmt.Sprintf("%s:%s: %s", file, m[2], m[3]))
	}
	if len(byFile) == 0 {
		return nil, nil, false
	}
	out = map[string][]byte{}
	for n, s := range students {
		out[n] = s
	}
	for _, file := range slices.Sorted(maps.Keys(byFile)) {
		fx := byFile[file]
		src := students[file]
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, file, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, false
		}
		type edit struct {
			from, to int
			text     string
		}
		var edits []edit
		seen := map[ast.Node]int{} // decl → index in parts
	lines:
		for i, line := range fx.lines {
			for _, d := range f.Decls {
				from, to := fset.Position(d.Pos()).Line, fset.Position(d.End()).Line
				if line < from || line > to {
					continue
				}
				switch d := d.(type) {
				case *ast.FuncDecl:
					stub, isPart := stubs[funcKey(d)]
					if !isPart {
						return nil, nil, false
					}
					if k, done := seen[d]; done {
						parts[k].Errors += "\n" + fx.msgs[i]
						continue lines
					}
					start := d.Pos()
					if d.Doc != nil {
						start = d.Doc.Pos()
					}
					edits = append(edits, edit{fset.Position(start).Offset, fset.Position(d.End()).Offset, stub})
					seen[d] = len(parts)
					parts = append(parts, PartError{Part: funcKey(d), File: file, Errors: fx.msgs[i]})
					continue lines
				case *ast.GenDecl:
					if d.Tok != token.IMPORT || !strings.Contains(fx.msgs[i], "imported and not used") {
						return nil, nil, false
					}
					for _, sp := range d.Specs {
						imp := sp.(*ast.ImportSpec)
						if fset.Position(imp.Pos()).Line == line {
							edits = append(edits, edit{fset.Position(imp.Pos()).Offset, fset.Position(imp.End()).Offset, "_ " + imp.Path.Value})
							continue lines
						}
					}
					return nil, nil, false
				}
			}
			return nil, nil, false
		}
		sort.Slice(edits, func(i, j int) bool { return edits[i].from > edits[j].from })
		b := append([]byte(nil), src...)
		for k, e := range edits {
			if k > 0 && e.to > edits[k-1].from {
				continue // the same span twice
			}
			b = append(b[:e.from:e.from], append([]byte(e.text), b[e.to:]...)...)
		}
		out[file] = b
	}
	return out, parts, true
}
