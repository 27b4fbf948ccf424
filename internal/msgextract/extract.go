// Package msgextract lists the messages Go code passes to sudokit's
// printer, for tests that check every language of the catalog (package
// sudoku/lang) has them. It lives apart from lang so that programs using
// the catalog do not link go/parser and go/types.
package msgextract

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// A Usage is one message the code of a package passes to the printer: the
// English key, as a string literal, and where it is.
type Usage struct {
	Key string
	Pos string // file:line
}

// Extract lists the messages the Go files of dir (not its tests) pass to the
// printer: the string literal that is the first argument of every call to
// one of funcs, each written as the code calls it ("lang.Sprintf",
// "lang.Current().Sprintf", "msg"); "ld.fail:2" takes the third argument
// instead of the first. It is sudokit's extraction step: gotext
// extract type-checks a whole program and writes its own catalog files,
// where sudokit's catalog is a JSON file a language in each package's
// locales folder, keyed by the English text; a test that compares
// Extract's keys with Has finds every message some language lacks.
func Extract(dir string, funcs ...string) ([]Usage, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		files = append(files, filepath.Join(dir, name))
	}
	return ExtractFiles(files, funcs...)
}

// ExtractFiles is Extract over the Go files named, test files included: a
// graded assignment's tests pass their messages to package testmsg.
func ExtractFiles(files []string, funcs ...string) ([]Usage, error) {
	fset := token.NewFileSet()
	var uses []Usage
	for _, name := range files {
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			arg, found := argOf(funcs, types.ExprString(call.Fun))
			if !found || len(call.Args) <= arg {
				return true
			}
			if lit, ok := call.Args[arg].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if key, err := strconv.Unquote(lit.Value); err == nil {
					p := fset.Position(lit.Pos())
					uses = append(uses, Usage{Key: key, Pos: filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)})
				}
			}
			return true
		})
	}
	return uses, nil
}

// argOf returns which argument of a call to name is the message: the N of
// a "name:N" among funcs, 0 for a plain "name".
func argOf(funcs []string, name string) (int, bool) {
	for _, f := range funcs {
		fn, n, indexed := strings.Cut(f, ":")
		if fn != name {
			continue
		}
		if !indexed {
			return 0, true
		}
		i, err := strconv.Atoi(n)
		return i, err == nil
	}
	return 0, false
}
