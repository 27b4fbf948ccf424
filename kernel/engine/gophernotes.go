package engine

import (
	"fmt"
	"go/ast"
	"go/scanner"
	"go/token"
)

// gophernotes, the best-known Go kernel, offers its display API without an
// import: package display and a function Display(display.Data) error. Its
// notebooks use both as written, so the kernel offers them the same way:
//
//   - a session starts with package display imported (newNotebook); like
//     every notebook import, it is linked only into programs that use it,
//     and a variable or declaration named display replaces it;
//   - a program whose code calls Display, when the notebook declares no
//     Display of its own, gets a package-level
//     func Display(d display.Data) error that shows d at once
//     (displayFunc).

// newNotebook returns the state of a new session.
func newNotebook() *notebook {
	return &notebook{imports: []importEntry{{name: "display", path: displayPath}}}
}

// displayFuncName is the name of gophernotes' function showing a bundle.
const displayFuncName = "Display"

// displayFunc returns the declaration of Display added to a program.
func displayFunc() string {
	d := importAlias(displayPath)
	return fmt.Sprintf("//line sudokit-generated.go:1\n"+
		"// Display shows d at once, as gophernotes' Display does.\n"+
		"func %s(d %s.Data) error { return %s.Display(d) }\n\n", displayFuncName, d, d)
}

// needsDisplayFunc reports whether the program for cell c in notebook nb
// calls Display without declaring it.
func needsDisplayFunc(nb *notebook, c *cell) bool {
	for _, d := range nb.decls {
		for _, n := range d.names {
			if n == displayFuncName {
				return false
			}
		}
	}
	for _, v := range nb.vars {
		if v.name == displayFuncName {
			return false
		}
	}
	if c != nil {
		for _, d := range c.decls {
			for _, n := range declNames(d) {
				if n == displayFuncName {
					return false
				}
			}
		}
		for _, st := range c.stmts {
			for _, id := range definedVars(st) {
				if id.Name == displayFuncName {
					return false
				}
			}
		}
		if usesName(c.src, displayFuncName) {
			return true
		}
	}
	for _, d := range nb.decls {
		if usesName(d.src, displayFuncName) {
			return true
		}
	}
	return false
}

// usesName reports whether src mentions the identifier name other than as
// a selector (x.name).
func usesName(src, name string) bool {
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", -1, len(src)), []byte(src), nil, 0)
	prev := token.ILLEGAL
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return false
		}
		if tok == token.IDENT && lit == name && prev != token.PERIOD {
			return true
		}
		prev = tok
	}
}

// isDisplayCall reports calls that show a bundle as they run (Display,
// display.Display and its relatives): their error result, nil when all
// went well, is not worth showing as the cell's result.
func isDisplayCall(fun ast.Expr, pkgPath, name string) bool {
	switch pkgPath {
	case "main":
		_, bare := fun.(*ast.Ident)
		return bare && name == displayFuncName
	case displayPath:
		return name == "Display" || name == "DisplayID" || name == "Update" || name == "Clear"
	}
	return false
}
