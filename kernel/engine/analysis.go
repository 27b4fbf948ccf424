package engine

import (
	"context"
	"go/ast"
	"go/scanner"
	"go/token"
	"go/types"
	"strings"
	"unicode"
	"unicode/utf8"
)

// analysis is the type information of a cell being edited, for completion
// and inspection.
type analysis struct {
	nb    *notebook
	fset  *token.FileSet
	pkg   *types.Package
	info  *types.Info
	scope *types.Scope // innermost scope at the cursor
	pos   token.Pos    // the cursor in the checked program
}

// analyze type-checks code as the next cell, with the text between cut
// and the cursor removed (the word being completed may not parse). Code
// that does not parse is retried with only the lines before the cursor,
// then with no cell code at all.
func (e *Engine) analyze(ctx context.Context, code string, cut, cursor int) *analysis {
	e.mu.Lock()
	nb := e.nb
	e.mu.Unlock()
	return e.analyzeIn(ctx, nb, code, cut, cursor)
}

// analyzeIn is analyze against notebook nb (the engine's lock held or not).
func (e *Engine) analyzeIn(ctx context.Context, nb *notebook, code string, cut, cursor int) *analysis {
	lineStart := strings.LastIndexByte(code[:cut], '\n') + 1
	candidates := []string{
		code[:cut] + strings.Repeat(" ", cursor-cut) + code[cursor:],
		// Typing inside a function whose end is not written yet.
		code[:cut] + strings.Repeat(" ", cursor-cut) + "\n" + closers(code[:cut]),
		code[:lineStart],
		"",
	}
	for _, src := range candidates {
		c, err := parseCell(0, src)
		if err != nil {
			continue
		}
		next, _, err := e.assemble(ctx, nb, c)
		if err != nil {
			next = nb
			c, _ = parseCell(0, "")
		}
		prog := writeProgram(programSpec{nb: next, c: c, layout: layoutCheck})
		fset, file, pkg, info, _ := e.types.check(ctx, prog)
		if file == nil || pkg == nil {
			continue
		}
		a := &analysis{nb: next, fset: fset, pkg: pkg, info: info, scope: pkg.Scope()}
		// Find the cursor inside _skCell: the statements follow the cell's
		// line directive.
		marker := c.lineDirective(1, 1)
		if i := strings.LastIndex(prog, marker); i >= 0 && cut <= len(src) {
			off := i + len(marker) + cut
			tf := fset.File(file.Pos())
			if off <= tf.Size() {
				a.pos = tf.Pos(off)
				for node, sc := range info.Scopes {
					if _, ok := node.(*ast.FuncType); ok && sc.Contains(a.pos) {
						a.scope = sc.Innermost(a.pos)
						break
					}
				}
			}
		}
		if cut <= len(src) {
			a.findInDecls(c, src, cut)
		}
		return a
	}
	return nil
}

// wordAt returns the identifier around (or ending at) byte offset cur and
// the dotted expression before it: for "b.So|" it returns recvStart at
// "b", start at "So", recv "b".
func wordAt(code string, cur int, extendRight bool) (recvStart, start, end int, recv string) {
	isIdent := func(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }
	start = cur
	for start > 0 {
		r, n := utf8.DecodeLastRuneInString(code[:start])
		if !isIdent(r) {
			break
		}
		start -= n
	}
	end = cur
	if extendRight {
		for end < len(code) {
			r, n := utf8.DecodeRuneInString(code[end:])
			if !isIdent(r) {
				break
			}
			end += n
		}
	}
	recvStart = start
	for recvStart > 0 && code[recvStart-1] == '.' {
		s := recvStart - 1
		for s > 0 {
			r, n := utf8.DecodeLastRuneInString(code[:s])
			if !isIdent(r) {
				break
			}
			s -= n
		}
		if s == recvStart-1 {
			break
		}
		recvStart = s
	}
	if recvStart < start {
		recv = code[recvStart : start-1]
	}
	return recvStart, start, end, recv
}

// lookup resolves a name visible at the cursor.
func (a *analysis) lookup(name string) types.Object {
	if a.scope != nil {
		if _, obj := a.scope.LookupParent(name, a.pos); obj != nil {
			return obj
		}
	}
	if obj := a.pkg.Scope().Lookup(name); obj != nil {
		return obj
	}
	for _, im := range a.nb.imports {
		if im.name == name {
			for _, p := range a.pkg.Imports() {
				if p.Path() == im.path {
					return types.NewPkgName(token.NoPos, a.pkg, name, p)
				}
			}
		}
	}
	return types.Universe.Lookup(name)
}

// resolve evaluates a dotted expression ("b", "pkg", "b.Grid") to a
// package or a type.
func (a *analysis) resolve(expr string) (*types.Package, types.Type) {
	parts := strings.Split(expr, ".")
	obj := a.lookup(parts[0])
	if obj == nil {
		return nil, nil
	}
	var t types.Type
	rest := parts[1:]
	if pn, ok := obj.(*types.PkgName); ok {
		if len(rest) == 0 {
			return pn.Imported(), nil
		}
		obj = pn.Imported().Scope().Lookup(rest[0])
		if obj == nil {
			return nil, nil
		}
		rest = rest[1:]
	}
	t = objectValueType(obj)
	for _, sel := range rest {
		if t == nil {
			return nil, nil
		}
		o, _, _ := types.LookupFieldOrMethod(t, true, a.pkg, sel)
		if o == nil {
			return nil, nil
		}
		t = objectValueType(o)
	}
	return nil, t
}

func objectValueType(obj types.Object) types.Type {
	switch o := obj.(type) {
	case *types.Var, *types.Const:
		return o.Type()
	case *types.Func:
		if sig, ok := o.Type().(*types.Signature); ok && sig.Results().Len() == 1 {
			return sig.Results().At(0).Type()
		}
	}
	return nil
}

// runeOffset converts a position in unicode code points to a byte offset.
func runeOffset(s string, runes int) int {
	i := 0
	for n := 0; n < runes && i < len(s); n++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return i
}

// runeCount converts a byte offset to a position in code points.
func runeCount(s string, off int) int { return utf8.RuneCountInString(s[:off]) }

// findInDecls places the cursor, at byte offset cut of the cell text src,
// inside a function the cell declares (or a function literal kept as a
// declaration, funcvar.go), so that completion sees its parameters and
// locals. A declaration's text in the program is the cell's text behind a
// line directive, so the cursor is as far from the start of the function
// there as in the cell.
func (a *analysis) findInDecls(c *cell, src string, cut int) {
	lineStarts := []int{0}
	for i := range len(src) {
		if src[i] == '\n' {
			lineStarts = append(lineStarts, i+1)
		}
	}
	cellOffset := func(p token.Position) int {
		if p.Line < 1 || p.Line > len(lineStarts) {
			return -1
		}
		return lineStarts[p.Line-1] + p.Column - 1
	}
	best := -1
	for node, sc := range a.info.Scopes {
		if _, ok := node.(*ast.FuncType); !ok {
			continue
		}
		start, end := a.fset.Position(sc.Pos()), a.fset.Position(sc.End())
		if start.Filename != c.fileName() || end.Filename != c.fileName() {
			continue
		}
		from, to := cellOffset(start), cellOffset(end)
		if from < 0 || from > cut || cut > to || (best >= 0 && from < best) {
			continue // not around the cursor, or around an inner function found already
		}
		raw := a.fset.PositionFor(sc.Pos(), false)
		tf := a.fset.File(sc.Pos())
		if off := raw.Offset + cut - from; tf != nil && off <= tf.Size() {
			best = from
			a.pos = tf.Pos(off)
			a.scope = sc.Innermost(a.pos)
		}
	}
}

// closers returns the brackets that close the ones src leaves open,
// innermost first, on lines of their own.
func closers(src string) string {
	fset := token.NewFileSet()
	var sc scanner.Scanner
	sc.Init(fset.AddFile("", -1, len(src)), []byte(src), nil, 0)
	var open []token.Token
	for {
		_, tok, _ := sc.Scan()
		if tok == token.EOF {
			break
		}
		switch tok {
		case token.LBRACE, token.LPAREN, token.LBRACK:
			open = append(open, tok)
		case token.RBRACE, token.RPAREN, token.RBRACK:
			if len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	var b strings.Builder
	for i := len(open) - 1; i >= 0; i-- {
		switch open[i] {
		case token.LBRACE:
			b.WriteString("}\n")
		case token.LPAREN:
			b.WriteString(")\n")
		case token.LBRACK:
			b.WriteString("]\n")
		}
	}
	return b.String()
}
