package engine

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/kernel/cellrt"
)

// Literal arguments. Cells that differ only in the literals they pass to a
// function — worked("Singles") and worked("Wings"), hint("Wings", 1) and
// hint("Wings", 2) — would each be a new program to compile and link. The
// final program instead reads such a literal at run time
// (_skrt.LitString(0), from $SUDOKIT_LITERALS), so those cells are one
// program and the second one runs from the program cache.
//
// Only a literal whose replacement means exactly the same is replaced: a
// string, integer, floating-point or rune literal written directly as an
// argument of a call of a non-generic function or function value, whose
// parameter is (in the function's declaration too) the literal's default
// type — string, int, float64 or rune — and not the variadic one. There
// the untyped constant becomes a value of that type and nothing else
// happens to it. Anything else keeps its literal: a named type (type
// Family string), another size (int8, byte, float32: an overflow check),
// an interface or ...any, a type parameter, a builtin (len("abc") is a
// constant) or a conversion, part of a constant expression (-1, 1<<40,
// "a"+"b"), a literal spanning lines (line numbers must stay the same).

// maxLiteralBytes bounds the values a program reads at run time: they
// travel in one environment entry, and Linux refuses to start a program
// with an entry longer than 128 KiB (E2BIG). A literal that would take them
// past the bound keeps its place in the program.
const maxLiteralBytes = 32 << 10

// literalKinds maps a literal's token to the one parameter type it may be
// replaced for and the cellrt function that reads it.
var literalKinds = map[token.Token]struct {
	typ  types.Type
	read string
}{
	token.STRING: {types.Typ[types.String], "LitString"},
	token.INT:    {types.Typ[types.Int], "LitInt"},
	token.FLOAT:  {types.Typ[types.Float64], "LitFloat64"},
	token.CHAR:   {types.Typ[types.Int32], "LitRune"},
}

// literalArgs returns the edits that replace the replaceable literal
// arguments of the cell's statements (offsets as stmtOffset's) and the
// values to pass to the program, in cellrt.EnvLiterals' format. fset,
// file and info are those of the checking pass.
func literalArgs(c *cell, fset *token.FileSet, file *ast.File, info *types.Info) ([]edit, []string) {
	type at struct{ line, col int }
	own := map[at]*ast.BasicLit{}
	for _, st := range c.stmts {
		ast.Inspect(st, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok {
				line, col := c.position(lit.Pos())
				own[at{line, col}] = lit
			}
			return true
		})
	}
	var edits []edit
	var values []string
	size := 0 // of values joined, as literalsEnv joins them
	for _, st := range cellBody(file) {
		ast.Inspect(st, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sig, decl := calleeSignatures(info, call)
			if sig == nil {
				return true
			}
			for i, arg := range call.Args {
				lit, ok := arg.(*ast.BasicLit)
				if !ok || !replaceable(info, sig, decl, call, i, lit) {
					continue
				}
				pos := fset.Position(lit.Pos())
				mine := own[at{pos.Line, pos.Column}]
				if pos.Filename != c.fileName() || mine == nil || mine.Value != lit.Value {
					continue
				}
				text, ok := literalValue(lit.Kind, info.Types[lit].Value)
				if !ok || size+len(text)+1 > maxLiteralBytes {
					continue
				}
				read := "_skrt." + literalKinds[lit.Kind].read + "(" + strconv.Itoa(len(values)) + ")"
				edits = append(edits, edit{c.stmtOffset(mine.Pos()), c.stmtOffset(mine.End()), read})
				values = append(values, text)
				size += len(text) + 1
			}
			return true
		})
	}
	slices.SortFunc(edits, func(a, b edit) int { return a.start - b.start })
	return edits, values
}

// calleeSignatures returns the signature a call is checked against and,
// for a call of a declared function or method, the parameters it is
// declared with (its origin's, for a generic one; a method expression's
// receiver first). It returns nil for conversions, builtins and
// explicitly or implicitly instantiated generic functions.
func calleeSignatures(info *types.Info, call *ast.CallExpr) (sig *types.Signature, decl []types.Type) {
	tv, ok := info.Types[call.Fun]
	if !ok || tv.IsType() || tv.IsBuiltin() || tv.Type == nil {
		return nil, nil
	}
	sig, ok = tv.Type.Underlying().(*types.Signature)
	if !ok || sig.TypeParams().Len() > 0 {
		return nil, nil
	}
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.IndexExpr, *ast.IndexListExpr:
		return nil, nil // f[int](…): an instantiation
	}
	declSig := sig
	var recv []types.Type
	if id != nil {
		if _, generic := info.Instances[id]; generic {
			return nil, nil
		}
		if fn, ok := info.Uses[id].(*types.Func); ok {
			declSig = fn.Origin().Signature()
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && declSig.Recv() != nil {
				if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodExpr {
					recv = []types.Type{declSig.Recv().Type()}
				}
			}
		}
	}
	decl = recv
	for v := range declSig.Params().Variables() {
		decl = append(decl, v.Type())
	}
	return sig, decl
}

// replaceable reports whether literal argument i of call may be read at
// run time instead (see literalKinds).
func replaceable(info *types.Info, sig *types.Signature, decl []types.Type, call *ast.CallExpr, i int, lit *ast.BasicLit) bool {
	k, ok := literalKinds[lit.Kind]
	if !ok || strings.Contains(lit.Value, "\n") || call.Ellipsis.IsValid() {
		return false
	}
	n := sig.Params().Len()
	if i >= n || (sig.Variadic() && i == n-1) || len(decl) != n {
		return false
	}
	tv, ok := info.Types[lit]
	return ok && tv.Value != nil && types.Identical(tv.Type, k.typ) &&
		types.Identical(sig.Params().At(i).Type(), k.typ) && types.Identical(decl[i], k.typ)
}

// literalValue writes constant v, of a literal of kind k, as cellrt reads
// it back: a quoted string, or the integer or float64 in decimal.
func literalValue(k token.Token, v constant.Value) (string, bool) {
	switch k {
	case token.STRING:
		if v.Kind() == constant.String {
			return strconv.Quote(constant.StringVal(v)), true
		}
	case token.INT, token.CHAR:
		if n, exact := constant.Int64Val(constant.ToInt(v)); exact {
			return strconv.FormatInt(n, 10), true
		}
	case token.FLOAT:
		if f, _ := constant.Float64Val(constant.ToFloat(v)); v.Kind() == constant.Float || v.Kind() == constant.Int {
			return strconv.FormatFloat(f, 'g', -1, 64), true
		}
	}
	return "", false
}

// literalsEnv is the environment entry passing values to a program.
func literalsEnv(values []string) string {
	return cellrt.EnvLiterals + "=" + strings.Join(values, "\n")
}
