package assignments

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"

	"github.com/sudokit/sudokit/sudoku"
)

// sharedFile is a .go file from outside an assignment's folder that
// assignment.yaml names under given: or student: (code several assignments
// of a course share, written once).
type sharedFile struct {
	path string // as the teacher would name it, for messages
	name string // the file's base name, its name in the assignment
	src  []byte
}

// sharedFiles returns the files a glob of assignment.yaml matches,
// relative to the assignment's folder.
type sharedFiles func(pattern string) ([]sharedFile, error)

// diskShared finds shared files next to an assignment folder on disk.
func diskShared(dir string) sharedFiles {
	return func(pat string) ([]sharedFile, error) {
		paths, err := filepath.Glob(filepath.Join(dir, filepath.FromSlash(pat)))
		if err != nil || len(paths) == 0 {
			return nil, fmt.Errorf("%q matches no file", pat)
		}
		var out []sharedFile
		for _, p := range paths {
			src, err := os.ReadFile(p)
			if err != nil {
				return nil, err
			}
			out = append(out, sharedFile{path: p, name: filepath.Base(p), src: src})
		}
		return out, nil
	}
}

// fsShared finds shared files in a course folder inside fsys (the
// assignments built into the binary): folder is the assignment's folder
// there, and patterns such as ../given/*.go are resolved from it.
func fsShared(fsys fs.FS, folder string) sharedFiles {
	return func(pat string) ([]sharedFile, error) {
		full := path.Join(folder, pat)
		if strings.HasPrefix(full, "../") || full == ".." {
			return nil, fmt.Errorf("%q leads out of the course folder", pat)
		}
		paths, err := fs.Glob(fsys, full)
		if err != nil || len(paths) == 0 {
			return nil, fmt.Errorf("%q matches no file", pat)
		}
		var out []sharedFile
		for _, p := range paths {
			src, err := fs.ReadFile(fsys, p)
			if err != nil {
				return nil, err
			}
			out = append(out, sharedFile{path: p, name: path.Base(p), src: src})
		}
		return out, nil
	}
}

// withoutMarkers removes the solution markers of a file given whole (the
// code between them stays; a stub after //solution:stub goes).
func withoutMarkers(src []byte) []byte {
	var out []string
	inStub := false
	for _, l := range strings.Split(string(src), "\n") {
		switch strings.TrimSpace(l) {
		case markBegin:
			continue
		case markStub:
			inStub = true
			continue
		case markEnd:
			inStub = false
			continue
		}
		if !inStub {
			out = append(out, l)
		}
	}
	return []byte(strings.Join(out, "\n"))
}

// declKeys lists what the top-level declarations of a file declare:
// "F" for a function, "T.M" for a method, and the names of types,
// variables and constants.
func declKeys(f *ast.File) map[string]bool {
	keys := map[string]bool{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			keys[funcKey(d)] = true
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				for _, n := range specNames(sp) {
					keys[n] = true
				}
			}
		}
	}
	return keys
}

func funcKey(fn *ast.FuncDecl) string {
	if fn.Recv != nil && len(fn.Recv.List) == 1 {
		return recvName(fn.Recv.List[0].Type) + "." + fn.Name.Name
	}
	return fn.Name.Name
}

// specNames are the names a type or value spec declares (none for imports).
func specNames(sp ast.Spec) []string {
	switch sp := sp.(type) {
	case *ast.TypeSpec:
		return []string{sp.Name.Name}
	case *ast.ValueSpec:
		var out []string
		for _, n := range sp.Names {
			if n.Name != "_" {
				out = append(out, n.Name)
			}
		}
		return out
	}
	return nil
}

// givenKeys is what the assignment's given files declare.
func (au *authored) givenKeys() map[string]bool {
	keys := map[string]bool{}
	fset := token.NewFileSet()
	for _, n := range au.given {
		f, err := parser.ParseFile(fset, n, au.sources[n], parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		for k := range declKeys(f) {
			keys[k] = true
		}
	}
	return keys
}

// withoutGiven removes from a student's file the declarations the given
// files make (a whole reference file, or a notebook with its given cells,
// repeats them): the grader compiles its own copy of given code, so the
// student's copy would only clash with it. Imports left unused go too.
func withoutGiven(name string, src []byte, given map[string]bool) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, &CodeError{File: name, Line: lineOf(err), Problem: lang.Sprintf("does not parse: %v", err)}
	}
	type cut struct{ from, to int }
	var cuts []cut
	span := func(doc *ast.CommentGroup, from, to token.Pos) {
		if doc != nil {
			from = doc.Pos()
		}
		cuts = append(cuts, cut{fset.Position(from).Offset, fset.Position(to).Offset})
	}
	allGiven := func(names []string) bool {
		for _, n := range names {
			if !given[n] {
				return false
			}
		}
		return len(names) > 0
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if given[funcKey(d)] {
				span(d.Doc, d.Pos(), d.End())
			}
		case *ast.GenDecl:
			if d.Tok == token.IMPORT {
				continue
			}
			if !d.Lparen.IsValid() {
				if len(d.Specs) == 1 && allGiven(specNames(d.Specs[0])) {
					span(d.Doc, d.Pos(), d.End())
				}
				continue
			}
			var left int
			var drop []ast.Spec
			for _, sp := range d.Specs {
				if allGiven(specNames(sp)) {
					drop = append(drop, sp)
				} else {
					left++
				}
			}
			if left == 0 && len(drop) > 0 {
				span(d.Doc, d.Pos(), d.End())
				continue
			}
			for _, sp := range drop {
				var doc *ast.CommentGroup
				switch sp := sp.(type) {
				case *ast.TypeSpec:
					doc = sp.Doc
				case *ast.ValueSpec:
					doc = sp.Doc
				}
				span(doc, sp.Pos(), sp.End())
			}
		}
	}
	if len(cuts) == 0 {
		return src, nil
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i].from > cuts[j].from })
	out := bytes.Clone(src)
	for _, c := range cuts {
		out = append(out[:c.from:c.from], out[c.to:]...)
	}
	return pruneImports(name, out)
}

// boardMark starts a line a test logs to show a board in feedback:
// "sudokit-board got 2x3 ..36..…" (or want), the board's boxes and its
// values in reading order as INF1010 characters.
const boardMark = "sudokit-board "

// loggedBoards finds the first got and want boards a failed test logged.
// They come from the test's own process, so they are only drawn in the
// student's feedback, never believed for the score.
func loggedBoards(output string) (got, want *sudoku.Board) {
	for _, l := range strings.Split(output, "\n") {
		_, rest, ok := strings.Cut(l, boardMark)
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		if len(f) != 3 {
			continue
		}
		shape, err := sudoku.ParseShape(f[1])
		n := shape.N()
		if err != nil || n > 64 || len(f[2]) != n*n {
			continue
		}
		values := make([]int, n*n)
		for i := range len(f[2]) {
			v, ok := sudoku.CharValue(f[2][i])
			if !ok || v > n {
				values = nil
				break
			}
			values[i] = v
		}
		b := boardFromValues(shape, values)
		switch {
		case b == nil:
		case f[0] == "got" && got == nil:
			got = b
		case f[0] == "want" && want == nil:
			want = b
		}
	}
	return got, want
}

// boardFromValues builds a board for pictures; nil when the values do not
// fit the shape.
func boardFromValues(s sudoku.Shape, values []int) *sudoku.Board {
	b, err := sudoku.FromValues(s, values)
	if err != nil {
		return nil
	}
	return b
}
