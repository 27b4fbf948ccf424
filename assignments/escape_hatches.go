package assignments

import (
	"go/ast"
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
//     hatches on any value (a reflect.Value could come from elsewhere).
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
