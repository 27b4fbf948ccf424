package assignments

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
)

// The markers around the parts of a reference solution the student writes.
const (
	beginSolution = "// BEGIN SOLUTION"
	endSolution   = "// END SOLUTION"
)

// region is one solution region of a source file: the lines from its BEGIN
// marker to its END marker (0-based, both included).
type region struct {
	begin, end int
	indent     string
}

// solutionRegions finds the regions of src. Markers must pair up and must
// not nest.
func solutionRegions(name string, lines []string) ([]region, error) {
	var out []region
	open := -1
	for i, l := range lines {
		switch strings.TrimSpace(l) {
		case beginSolution:
			if open >= 0 {
				return nil, &CodeError{File: name, Line: i + 1, Problem: "BEGIN SOLUTION inside another solution region"}
			}
			open = i
		case endSolution:
			if open < 0 {
				return nil, &CodeError{File: name, Line: i + 1, Problem: "END SOLUTION without BEGIN SOLUTION"}
			}
			indent := lines[open][:len(lines[open])-len(strings.TrimLeft(lines[open], " \t"))]
			out = append(out, region{begin: open, end: i, indent: indent})
			open = -1
		}
	}
	if open >= 0 {
		return nil, &CodeError{File: name, Line: open + 1, Problem: "BEGIN SOLUTION without END SOLUTION"}
	}
	return out, nil
}

// SolutionText returns the lines of src that only the reference solution
// holds: the code inside its solution regions (blank lines, comments and
// braces left out). The release tests look for them in released files.
func SolutionText(src []byte) []string {
	lines := strings.Split(string(src), "\n")
	regions, err := solutionRegions("solution.go", lines)
	if err != nil {
		return nil
	}
	var out []string
	for _, r := range regions {
		for _, l := range lines[r.begin+1 : r.end] {
			t := strings.TrimSpace(l)
			if t == "" || strings.HasPrefix(t, "//") || strings.Trim(t, "{}()") == "" {
				continue
			}
			out = append(out, t)
		}
	}
	return out
}

// Skeleton returns the student's version of a reference solution: each
// solution region is replaced by the comments it starts with (hints for the
// student) and a stub — panic("TODO: …") inside a function, a TODO comment
// elsewhere (for example among a struct's fields). Imports only the
// solution used are dropped, so the skeleton compiles.
func Skeleton(name string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, &CodeError{File: name, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
	}
	lines := strings.Split(string(src), "\n")
	regions, err := solutionRegions(name, lines)
	if err != nil {
		return nil, err
	}
	var out []string
	next := 0
	for _, r := range regions {
		out = append(out, lines[next:r.begin]...)
		// The comment lines that open the region stay as hints.
		for _, l := range lines[r.begin+1 : r.end] {
			if !strings.HasPrefix(strings.TrimSpace(l), "//") {
				break
			}
			out = append(out, l)
		}
		offset := len(strings.Join(lines[:r.begin], "\n")) + 1
		if fn := enclosingFunc(f, fset, offset); fn != "" {
			out = append(out, r.indent+fmt.Sprintf("panic(%s)", strconv.Quote("TODO: implement "+fn)))
		} else {
			out = append(out, r.indent+"// TODO: add what your solution needs here.")
		}
		next = r.end + 1
	}
	out = append(out, lines[next:]...)
	return pruneImports(name, []byte(strings.Join(out, "\n")))
}

// enclosingFunc names the function (or method, "Type.Method") whose body
// holds the byte offset, or "" when none does.
func enclosingFunc(f *ast.File, fset *token.FileSet, offset int) string {
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		if fset.Position(fn.Body.Lbrace).Offset < offset && offset < fset.Position(fn.Body.Rbrace).Offset {
			if fn.Recv != nil && len(fn.Recv.List) == 1 {
				return receiverType(fn.Recv.List[0].Type) + "." + fn.Name.Name
			}
			return fn.Name.Name
		}
	}
	return ""
}

// receiverType names a receiver's type without its star.
func receiverType(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return receiverType(e.X)
	case *ast.Ident:
		return e.Name
	case *ast.IndexExpr:
		return receiverType(e.X)
	}
	return "?"
}

// pruneImports drops the imports a file no longer uses and formats it.
func pruneImports(name string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, &CodeError{File: name, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
	}
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		specs := g.Specs[:0]
		for _, s := range g.Specs {
			imp := s.(*ast.ImportSpec)
			p, _ := strconv.Unquote(imp.Path.Value)
			local := p[strings.LastIndex(p, "/")+1:]
			if imp.Name != nil {
				local = imp.Name.Name
			}
			if local == "_" || local == "." || used[local] {
				specs = append(specs, s)
			}
		}
		g.Specs = specs
	}
	// Drop import declarations left empty.
	decls := f.Decls[:0]
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT && len(g.Specs) == 0 {
			continue
		}
		decls = append(decls, d)
	}
	f.Decls = decls
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
