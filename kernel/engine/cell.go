package engine

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"strings"

	"github.com/sudokit/sudokit/internal/nbcell"
)

// itemKind classifies a top-level piece of a cell.
type itemKind int

const (
	itemStmt    itemKind = iota // a statement, run once
	itemVar                     // a var declaration: hoisted, its initializer run once
	itemDecl                    // func, method, type or const: a package-level declaration
	itemImport                  // an import declaration
	itemPackage                 // a package clause, from a pasted program: dropped
	itemFuncVar                 // "f := func(…) {…}": kept as a declaration (see funcVar)
)

// item is a top-level piece of a cell, as byte offsets into the cell text.
type item struct {
	kind       itemKind
	start, end int
}

// cell is a parsed notebook cell.
type cell struct {
	num     int    // execution count, used as file name cell<num>.go
	src     string // cell text with magic lines blanked
	items   []item
	magic   []nbcell.Line
	notices []string // said on stderr when the cell runs
	lost    []string // said on stderr when the cell has succeeded (variables whose type is gone)

	// main is the cell's func main, from a pasted program: the program
	// declares it as mainFunc and the cell runs it after its statements.
	main *ast.FuncDecl

	// funcVars are the cell's variables defined by a function literal;
	// they are declarations of the notebook, not state (see funcVar).
	funcVars []funcVar

	fset    *token.FileSet
	imports []*ast.ImportSpec
	decls   []ast.Decl  // func, type and const declarations, in order
	stmts   []ast.Stmt  // statements and var declarations, in order
	declSrc []declPiece // source of each entry of decls
	// stmtOffset converts a position in stmts to an offset in src.
	stmtBase int
	declBase int
}

// declPiece locates one declaration of a cell in its text.
type declPiece struct {
	start, end int
}

// fileName is the name a cell's code carries in line directives, compiler
// errors and stack traces.
func (c *cell) fileName() string { return fmt.Sprintf("cell%d.go", c.num) }

// parseCell splits src into items and parses them. Errors are reported in
// cell coordinates.
func parseCell(num int, src string) (*cell, error) {
	c := &cell{num: num, fset: token.NewFileSet()}
	c.src, c.magic = nbcell.Split(src)
	items, err := splitItems(c.fileName(), c.src)
	if err != nil {
		return nil, err
	}
	c.items = items
	if err := c.parse(); err != nil {
		return nil, err
	}
	return c, nil
}

// splitItems cuts src at top-level semicolons (explicit or inserted at line
// ends) and classifies each piece by its first tokens.
func splitItems(file, src string) ([]item, error) {
	fset := token.NewFileSet()
	f := fset.AddFile(file, -1, len(src))
	var errs scanner.ErrorList
	var s scanner.Scanner
	s.Init(f, []byte(src), func(pos token.Position, msg string) { errs.Add(pos, msg) }, 0)

	var items []item
	var cur []scanTok
	depth := 0
	// In the header of for, if and switch statements, semicolons separate
	// clauses, not statements.
	header := false
	flush := func(end int) {
		if len(cur) == 0 {
			return
		}
		items = append(items, item{kind: classify(cur), start: cur[0].off, end: end})
		cur = cur[:0]
	}
	for {
		pos, t, lit := s.Scan()
		off := f.Offset(pos)
		if t == token.EOF {
			flush(len(src))
			break
		}
		switch t {
		case token.FOR, token.IF, token.SWITCH:
			if depth == 0 {
				header = true
			}
		case token.LBRACE:
			if depth == 0 {
				header = false
			}
		}
		switch t {
		case token.LPAREN, token.LBRACE, token.LBRACK:
			depth++
		case token.RPAREN, token.RBRACE, token.RBRACK:
			depth--
		}
		if t == token.SEMICOLON && depth <= 0 && !(header && lit == ";") {
			end := off
			if lit == ";" {
				end = off + 1
			}
			flush(end)
			continue
		}
		cur = append(cur, scanTok{t, off})
	}
	if len(errs) > 0 {
		return nil, errs.Err()
	}
	return items, nil
}

// scanTok is a token of a cell and its offset.
type scanTok struct {
	tok token.Token
	off int
}

func classify(toks []scanTok) itemKind {
	first := func(i int) token.Token {
		if i < len(toks) {
			return toks[i].tok
		}
		return token.EOF
	}
	switch first(0) {
	case token.PACKAGE:
		return itemPackage
	case token.IMPORT:
		return itemImport
	case token.TYPE, token.CONST:
		return itemDecl
	case token.VAR:
		return itemVar
	case token.FUNC:
		if first(1) == token.IDENT {
			return itemDecl
		}
		if first(1) == token.LPAREN {
			// A method has a receiver list followed by a name and '('; a
			// function literal has parameters followed by '{' or a result.
			depth := 0
			for i := 1; i < len(toks); i++ {
				switch first(i) {
				case token.LPAREN:
					depth++
				case token.RPAREN:
					depth--
					if depth == 0 {
						if first(i+1) == token.IDENT && first(i+2) == token.LPAREN {
							return itemDecl
						}
						return itemStmt
					}
				}
			}
		}
	}
	return itemStmt
}

const (
	declPrefix = "package main\n"
	stmtPrefix = "package main\nfunc _skCell() {\n"
)

// runningFile is the name the running cell's statements carry in the
// program that runs them, whatever the cell's execution count: a cell run
// again then builds the same program, which the kernel takes from its
// cache. The kernel (for compiler errors) and the cell runtime (for stack
// traces, from cellrt.EnvCell) put the execution count back. Declarations
// keep the name of their cell, since later cells include them.
const runningFile = "cell0.go"

// stmtDirective is lineDirective for the cell's statements as they appear
// in layout l.
func (c *cell) stmtDirective(l layout, line, col int) string {
	if l == layoutFinal {
		return fmt.Sprintf("/*line %s:%d:%d*/", runningFile, line, col)
	}
	return c.lineDirective(line, col)
}

// lineDirective positions the text that follows it at the start of the
// cell (or at line:col of the cell).
func (c *cell) lineDirective(line, col int) string {
	return fmt.Sprintf("/*line %s:%d:%d*/", c.fileName(), line, col)
}

// blanked returns the cell text with the items not selected by keep
// replaced by spaces, line breaks preserved, so positions stay the same.
func (c *cell) blanked(keep func(itemKind) bool) string {
	b := []byte(c.src)
	for _, it := range c.items {
		if keep(it.kind) {
			continue
		}
		for i := it.start; i < it.end; i++ {
			if b[i] != '\n' {
				b[i] = ' '
			}
		}
	}
	return string(b)
}

// parse fills imports, decls and stmts.
func (c *cell) parse() error {
	declText := c.blanked(func(k itemKind) bool { return k == itemDecl || k == itemImport })
	head := declPrefix + c.lineDirective(1, 1)
	c.declBase = len(head)
	f, err := parser.ParseFile(c.fset, c.fileName(), head+declText, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			for _, s := range g.Specs {
				c.imports = append(c.imports, s.(*ast.ImportSpec))
			}
			continue
		}
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body == nil {
			// "func PNG([]byte) error": a signature written as
			// documentation (gophernotes' examples list their API so).
			// Without a body it cannot be compiled; it is left out.
			line, _ := c.position(fd.Pos())
			c.notices = append(c.notices, fmt.Sprintf("In [%d] line %d: func %s has no body; it is left out of the program\n", c.num, line, strings.Join(declNames(fd), "")))
			continue
		}
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "main" {
			c.main = fd
		}
		c.decls = append(c.decls, d)
		c.declSrc = append(c.declSrc, declPiece{c.declOffset(d.Pos()), c.declOffset(d.End())})
	}

	stmtText := c.blanked(func(k itemKind) bool { return k == itemStmt || k == itemVar })
	head = stmtPrefix + c.lineDirective(1, 1)
	c.stmtBase = len(head)
	f, err = parser.ParseFile(c.fset, c.fileName(), head+stmtText+"\n}\n", parser.SkipObjectResolution)
	if err != nil {
		return c.clampErrors(err)
	}
	c.stmts = f.Decls[0].(*ast.FuncDecl).Body.List
	c.takeFuncVars()
	return nil
}

func (c *cell) declOffset(p token.Pos) int { return c.fset.PositionFor(p, false).Offset - c.declBase }
func (c *cell) stmtOffset(p token.Pos) int { return c.fset.PositionFor(p, false).Offset - c.stmtBase }

// position returns the cell line and column of p.
func (c *cell) position(p token.Pos) (line, col int) {
	pos := c.fset.Position(p)
	return pos.Line, pos.Column
}

// trailingExpr returns the cell's last statement if it is an expression
// and nothing but declarations of other kinds follow it.
// unusedTrailing reports the checking layout's complaint that the trailing
// expression is not used: a conversion such as string(b) looks like a call,
// so the checking layout leaves it bare, but the final program shows it.
func (c *cell) unusedTrailing(e sourceError) bool {
	tr := c.trailingExpr()
	if tr == nil || e.file != c.fileName() || !strings.HasSuffix(e.msg, "is not used") {
		return false
	}
	line, col := c.position(tr.X.Pos())
	return e.line == line && e.col == col
}

func (c *cell) trailingExpr() *ast.ExprStmt {
	if len(c.stmts) == 0 {
		return nil
	}
	last := c.stmts[len(c.stmts)-1]
	es, ok := last.(*ast.ExprStmt)
	if !ok {
		return nil
	}
	if n := len(c.items); n == 0 || c.items[n-1].kind != itemStmt || c.items[n-1].start != c.stmtOffset(es.Pos()) {
		return nil
	}
	return es
}

// definedVars returns the names a top-level statement of the cell defines:
// the left side of ':=' and the names of 'var' declarations, blank names
// excluded.
func definedVars(s ast.Stmt) []*ast.Ident {
	var ids []*ast.Ident
	switch s := s.(type) {
	case *ast.AssignStmt:
		if s.Tok != token.DEFINE {
			return nil
		}
		for _, l := range s.Lhs {
			if id, ok := l.(*ast.Ident); ok && id.Name != "_" {
				ids = append(ids, id)
			}
		}
	case *ast.DeclStmt:
		g, ok := s.Decl.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			return nil
		}
		for _, sp := range g.Specs {
			for _, id := range sp.(*ast.ValueSpec).Names {
				if id.Name != "_" {
					ids = append(ids, id)
				}
			}
		}
	}
	return ids
}

// declNames returns the names a package-level declaration introduces. A
// method is named "Recv.Method".
func declNames(d ast.Decl) []string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv != nil && len(d.Recv.List) > 0 {
			return []string{recvTypeName(d.Recv.List[0].Type) + "." + d.Name.Name}
		}
		return []string{d.Name.Name}
	case *ast.GenDecl:
		var names []string
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				names = append(names, s.Name.Name)
			case *ast.ValueSpec:
				for _, n := range s.Names {
					names = append(names, n.Name)
				}
			}
		}
		return names
	}
	return nil
}

func recvTypeName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return "?"
		}
	}
}

// clampErrors moves errors found past the end of the cell (at the closing
// brace the parser sees after it) to the cell's last line.
func (c *cell) clampErrors(err error) error {
	var el scanner.ErrorList
	if !errors.As(err, &el) {
		return err
	}
	last := strings.Count(c.src, "\n") + 1
	for _, e := range el {
		if e.Pos.Filename == c.fileName() && e.Pos.Line > last {
			e.Pos.Line = last
			e.Pos.Column = 0
		}
	}
	return el
}

// mainFunc is the name a cell's func main has in the program, whose own
// main runs the cell.
const mainFunc = "_skMain"

// declText returns the source of declaration i of the cell, behind a line
// directive to its position. A func main is renamed mainFunc (a second
// directive keeps the columns after the name right).
func (c *cell) declText(i int) string {
	d, piece := c.decls[i], c.declSrc[i]
	line, col := c.position(d.Pos())
	src := c.src[piece.start:piece.end]
	if fd, ok := d.(*ast.FuncDecl); ok && fd == c.main {
		off := c.declOffset(fd.Name.Pos()) - piece.start
		nl, ncol := c.position(fd.Name.End())
		src = src[:off] + mainFunc + c.lineDirective(nl, ncol) + src[off+len("main"):]
	}
	return c.lineDirective(line, col) + src
}

// mainCall returns the statement running the cell's func main, placed at
// its declaration, or "" if the cell declares none.
func (c *cell) mainCall() string {
	if c.main == nil {
		return ""
	}
	line, col := c.position(c.main.Name.Pos())
	return "\n" + c.lineDirective(line, col) + mainFunc + "()"
}
