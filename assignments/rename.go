package assignments

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"sort"
	"strconv"
	"strings"
)

// A student's code shares its package with the teacher's internal test
// files (package p, not p_test) and with the file the grader generates. A
// name one of those declares at the top level is not the student's to use
// (nor is a predeclared name such as len, see shadowedBuiltins):
// an honest local variable named like a test's type, or a function named
// like a hidden test's helper, would not compile beside the tests (and the
// compile error would say which names the hidden tests use). So before
// compiling, every identifier of the student's files carrying such a name
// is renamed, consistently, to the name followed by renamedSuffix: the
// student's declarations and uses keep working, and a use of the tests'
// own declaration is undefined, exactly as it is in the student's `go
// build`. Field and method names (selectors, struct fields, methods,
// composite-literal keys naming a field) are left alone: they live in their
// type, not in the package. An import's name is renamed with its uses: it
// lives in the file's scope, which the package's names may not share. Compile errors and the tests' output are shown
// with the suffix removed.
const renamedSuffix = "ᐧgraderRenamed"

// testDeclaredNames are the top-level names the internal test files of
// the assignment declare, and the generated TestMain file's.
func (au *authored) testDeclaredNames() map[string]bool {
	names := map[string]bool{}
	for _, n := range graderNames {
		names[n] = true
	}
	fset := token.NewFileSet()
	for _, n := range au.testFiles {
		f, err := parser.ParseFile(fset, n, au.sources[n], parser.SkipObjectResolution)
		if err != nil || strings.HasSuffix(f.Name.Name, "_test") {
			continue
		}
		for _, name := range topLevelNames(f) {
			names[name] = true
		}
	}
	delete(names, "_")
	return names
}

// testImportNames are the names the internal test files import packages
// under. An import's name is in its file's scope, which no name of the
// package may share: a student's package-level exact beside a test that
// imports sudoku/exact does not compile. The student's own imports under
// such a name are theirs (two files may import one name).
func (au *authored) testImportNames() map[string]bool {
	names := map[string]bool{}
	fset := token.NewFileSet()
	for _, n := range au.testFiles {
		f, err := parser.ParseFile(fset, n, au.sources[n], parser.ImportsOnly)
		if err != nil || strings.HasSuffix(f.Name.Name, "_test") {
			continue
		}
		for name := range importNames(f) {
			names[name] = true
		}
	}
	delete(names, "_")
	delete(names, ".")
	return names
}

// importNames are the names a file imports packages under.
func importNames(f *ast.File) map[string]bool {
	names := map[string]bool{}
	for _, imp := range f.Imports {
		if imp.Name != nil {
			names[imp.Name.Name] = true
		} else if p, err := strconv.Unquote(imp.Path.Value); err == nil {
			names[importGuess(p)] = true
		}
	}
	return names
}

// shadowedBuiltins are the predeclared names (len, min, true, nil,
// error…) the student's files declare at package level. The tests' own
// files share the package, so such a declaration would be what len means
// in them too: a len of the student's could make any length check pass.
// These names are renamed like the tests' names, so the student's code
// keeps its own len and the tests the built-in.
func shadowedBuiltins(files map[string][]byte) map[string]bool {
	out := map[string]bool{}
	fset := token.NewFileSet()
	for name, src := range files {
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		for _, n := range topLevelNames(f) {
			if types.Universe.Lookup(n) != nil {
				out[n] = true
			}
		}
	}
	return out
}

// topLevelNames are the names a file declares in its package's scope
// (functions without a receiver, variables, constants and types).
func topLevelNames(f *ast.File) []string {
	var names []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil {
				names = append(names, d.Name.Name)
			}
		case *ast.GenDecl:
			for _, sp := range d.Specs {
				switch sp := sp.(type) {
				case *ast.ValueSpec:
					for _, id := range sp.Names {
						names = append(names, id.Name)
					}
				case *ast.TypeSpec:
					names = append(names, sp.Name.Name)
				}
			}
		}
	}
	return names
}

// renameReserved renames, in a student's file, every identifier whose name
// is in reserved (see renamedSuffix), or in imported unless the file
// imports a package under that name itself. fields are the names of struct fields
// declared anywhere in the package: a composite literal's key with such a
// name is taken for a field and kept, unless the literal is written with a
// map, slice or array type.
func renameReserved(name string, src []byte, reserved, imported, fields map[string]bool) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, &CodeError{File: name, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
	}
	own := importNames(f)
	if len(imported) > 0 {
		all := maps.Clone(reserved)
		for n := range imported {
			if !own[n] {
				all[n] = true
			}
		}
		reserved = all
	}
	keep := map[*ast.Ident]bool{f.Name: true}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			keep[n.Sel] = true
		case *ast.StructType:
			for _, fl := range n.Fields.List {
				for _, id := range fl.Names {
					keep[id] = true
				}
			}
		case *ast.InterfaceType:
			for _, fl := range n.Methods.List {
				for _, id := range fl.Names {
					keep[id] = true
				}
			}
		case *ast.FuncDecl:
			if n.Recv != nil {
				keep[n.Name] = true
			}
		case *ast.CompositeLit:
			switch n.Type.(type) {
			case *ast.MapType, *ast.ArrayType: // keys are expressions or indices, never fields
				return true
			}
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok && fields[id.Name] {
						keep[id] = true
					}
				}
			}
		}
		return true
	})
	var at []int
	ast.Inspect(f, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && reserved[id.Name] && !keep[id] {
			at = append(at, fset.Position(id.End()).Offset)
		}
		return true
	})
	if len(at) == 0 {
		return src, nil
	}
	sort.Ints(at)
	var out []byte
	last := 0
	for _, p := range at {
		out = append(append(out, src[last:p]...), renamedSuffix...)
		last = p
	}
	return append(out, src[last:]...), nil
}

// structFields lists the field names of the struct types declared in the
// given sources.
func structFields(srcs map[string][]byte) map[string]bool {
	fields := map[string]bool{}
	fset := token.NewFileSet()
	for name, src := range srcs {
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if st, ok := n.(*ast.StructType); ok {
				for _, fl := range st.Fields.List {
					for _, id := range fl.Names {
						fields[id.Name] = true
					}
				}
			}
			return true
		})
	}
	return fields
}

// unrename removes renamedSuffix from text shown to a student or teacher.
func unrename(s string) string { return strings.ReplaceAll(s, renamedSuffix, "") }
