package assignments

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// The student's code runs in the same process as the teacher's tests and
// the harness, so anything that reads or writes that process's memory
// beyond Go's type system would let it change the verdict. unsafe,
// syscall and cgo are refused by import (see forbiddenAuthored); these are
// the other ways in, refused by looking at the code:
//
//   - package reflect (Value.UnsafePointer, Value.UnsafeAddr, NewAt,
//     SliceAt, and reflection over the tests' values);
//   - package runtime beyond the functions below (Goexit stops a test
//     without failing it, Stack and FuncForPC list the hidden tests' names
//     and lines, SetFinalizer and AddCleanup run code on another
//     goroutine);
//   - a dot import of either, and selectors named like reflect's escape
//     hatches on any value (a reflect.Value could come from elsewhere);
//   - writes to the variables the tests read beside the student's code:
//     the given files' and other packages' (checkForeignWrites).
//
// A data race on an interface or slice is the last way in; the grader
// runs code that can race under the race detector (see concurrency.go).

// runtimeAllowed are the exported names of package runtime a student may
// use.
var runtimeAllowed = map[string]bool{
	"GOMAXPROCS": true, "NumCPU": true, "NumGoroutine": true, "Gosched": true, "GC": true,
	"GOOS": true, "GOARCH": true, "Version": true, "KeepAlive": true, "MemStats": true,
	"ReadMemStats": true, "Compiler": true, "Error": true, "LockOSThread": true, "UnlockOSThread": true,
}

// escapeSelectors are method and function names of package reflect that
// turn a value into a raw pointer or back; no honest solution calls a
// method by these names.
var escapeSelectors = map[string]bool{
	"UnsafePointer": true, "UnsafeAddr": true, "NewAt": true, "SliceAt": true, "InterfaceData": true,
}

// checkEscapeHatches refuses the ways into the process's memory listed
// above, naming the file and line.
func checkEscapeHatches(fset *token.FileSet, name string, f *ast.File) error {
	refuse := func(pos token.Pos, what string) error {
		return &CodeError{File: name, Line: fset.Position(pos).Line,
			Problem: lang.Sprintf("%s is not allowed: the grader's tests run in the same program as your code", what)}
	}
	// A file may import runtime more than once, under several names.
	runtimeNames := map[string]bool{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		switch p {
		case "reflect":
			return refuse(imp.Pos(), "package reflect")
		case "runtime":
			name := "runtime"
			if imp.Name != nil {
				name = imp.Name.Name
			}
			if name == "." {
				return refuse(imp.Pos(), "import . \"runtime\"")
			}
			runtimeNames[name] = true
		}
	}
	var err error
	ast.Inspect(f, func(n ast.Node) bool {
		if err != nil {
			return false
		}
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if escapeSelectors[sel.Sel.Name] {
			err = refuse(sel.Sel.Pos(), sel.Sel.Name)
			return false
		}
		if id, ok := sel.X.(*ast.Ident); ok && runtimeNames[id.Name] && !runtimeAllowed[sel.Sel.Name] {
			err = refuse(sel.Sel.Pos(), "runtime."+sel.Sel.Name)
			return false
		}
		return true
	})
	return err
}

// validStudentFileName reports whether a submitted file's name can be
// compiled as the student's code: a plain name ending in ".go" that is not
// a test file (x_test.go, and x.test.go, which a careless rename would
// turn into one).
func validStudentFileName(base string) bool {
	stem, ok := strings.CutSuffix(base, ".go")
	return ok && stem != "" && !strings.HasSuffix(stem, "_test") && !strings.HasSuffix(stem, ".test")
}

// givenVars are the package-level variables the given files declare: the
// student's code shares their package and can name them.
func (au *authored) givenVars() map[string]bool {
	out := map[string]bool{}
	fset := token.NewFileSet()
	for _, n := range au.given {
		f, err := parser.ParseFile(fset, n, au.sources[n], parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				for _, sp := range g.Specs {
					for _, id := range sp.(*ast.ValueSpec).Names {
						out[id.Name] = true
					}
				}
			}
		}
	}
	return out
}

// checkForeignWrites refuses a write the tests could be misled by: to a
// package-level variable of a given file (ErrEmpty = ErrOdd makes one
// error pass two errors.Is checks) or of an imported package
// (sudoku.Classic, os.Args), by assignment, ++ or --, or through its
// address; element and field writes count (sudoku.Classic.BoxRows = 2,
// Table[0] = x). A write through an alias (t := Table; t[0] = x, or a
// pointer method) is not seen: that needs the types. name's file is the
// student's as submitted (before withoutGiven): its own copy of a given
// variable is dropped, so a write to it counts as a write to the given one.
func checkForeignWrites(name string, src []byte, givenVars map[string]bool) error {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, 0) // with object resolution: which names the file declares
	if err != nil {
		return &CodeError{File: name, Line: lineOf(err), Problem: "does not parse: " + err.Error()}
	}
	imports := map[string]bool{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		n := importGuess(p)
		if imp.Name != nil {
			n = imp.Name.Name
		}
		imports[n] = true
	}
	var found ast.Node
	var what string
	// foreign reports whether e writes to a variable that is not the file's.
	foreign := func(e ast.Expr) bool {
		for {
			switch x := e.(type) {
			case *ast.ParenExpr:
				e = x.X
			case *ast.IndexExpr:
				e = x.X
			case *ast.StarExpr:
				e = x.X
			case *ast.SelectorExpr:
				if id, ok := x.X.(*ast.Ident); ok && id.Obj == nil && imports[id.Name] {
					what = id.Name + "." + x.Sel.Name
					return true
				}
				e = x.X
			case *ast.Ident:
				what = x.Name
				return givenVars[x.Name] && (x.Obj == nil || f.Scope.Lookup(x.Name) == x.Obj)
			default:
				return false
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					if foreign(l) {
						found, what = l, what+" = …"
						return false
					}
				}
			}
		case *ast.IncDecStmt:
			if foreign(n.X) {
				found, what = n, what+n.Tok.String()
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && foreign(n.X) {
				found, what = n, "&"+what
			}
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				for _, e := range []ast.Expr{n.Key, n.Value} {
					if e != nil && foreign(e) {
						found, what = e, what+" = …"
						return false
					}
				}
			}
		}
		return found == nil
	})
	if found == nil {
		return nil
	}
	return &CodeError{File: name, Line: fset.Position(found.Pos()).Line,
		Problem: lang.Sprintf("%s is not allowed: the grader's tests run in the same program as your code", what)}
}
