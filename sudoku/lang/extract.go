package lang

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
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
// "lang.Current().Sprintf", "msg"). It is sudokit's extraction step: gotext
// extract type-checks a whole program and writes its own catalog files,
// where sudokit's catalog is Go tables keyed by the English text and
// registered per package; a test that compares Extract's keys with Has
// finds every message some language lacks.
func Extract(dir string, funcs ...string) ([]Usage, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var uses []Usage
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 || !slices.Contains(funcs, types.ExprString(call.Fun)) {
				return true
			}
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
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
