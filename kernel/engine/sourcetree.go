package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/mod/modfile"

	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// modulePath is the module of the sudokit tree cells compile against.
const modulePath = "github.com/sudokit/sudokit"

// contractFile is where a sudokit tree declares its wire.Contract.
const contractFile = "kernel/internal/wire/contract.go"

// SourceTreeError says why the sudokit tree cells would be compiled
// against (Config.SourceRoot, $SUDOKIT_ROOT) cannot be used: it is not a
// sudokit tree, or not one this kernel binary was built for (see
// wire.Contract).
type SourceTreeError struct {
	Root string
	// Module is the module its go.mod declares ("" when there is none).
	Module string
	// Contract is the tree's wire.Contract ("" when it has none).
	Contract string
}

func (e *SourceTreeError) Error() string {
	if e.Module != modulePath {
		return lang.Sprintf(msgNotSudokitTree, e.Root, modulePath)
	}
	return lang.Sprintf(msgOtherSudokitTree, e.Root, EnvSourceRoot)
}

// checkSourceTree returns a *SourceTreeError unless root is a sudokit tree
// whose wire.Contract is this binary's: the generated programs call
// packages of root as this binary knows them.
func checkSourceTree(root string) error {
	e := &SourceTreeError{Root: root}
	if b, err := os.ReadFile(filepath.Join(root, "go.mod")); err == nil {
		e.Module = modfile.ModulePath(b)
	}
	if e.Module != modulePath {
		return e
	}
	e.Contract = treeContract(filepath.Join(root, contractFile))
	if e.Contract != wire.Contract {
		return e
	}
	return nil
}

// treeContract reads the value of the constant Contract declared in file,
// "" when there is none.
func treeContract(file string) string {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.SkipObjectResolution)
	if err != nil {
		return ""
	}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			for i, name := range v.Names {
				if name.Name != "Contract" || i >= len(v.Values) {
					continue
				}
				if lit, ok := v.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					c, _ := strconv.Unquote(lit.Value)
					return c
				}
			}
		}
	}
	return ""
}
