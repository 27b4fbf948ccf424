package engine

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
)

// A func value cannot be saved with the state: the code it points to is in
// the program of the cell that made it, and each cell is its own program.
// A variable defined at the top of a cell by a function literal,
//
//	square := func(x int) int { return x * x }
//	var greet = func(name string) { fmt.Println("hello", name) }
//
// is therefore kept as its source: it becomes a declaration of the
// notebook, written into every later program as
//
//	var square func(x int) int
//	func init() { square = func(x int) int { return x * x } }
//
// so that a later cell calls the same closure. A top-level cell's
// variables live at package level, so what the literal captures (a counter
// the cell defined before it) is the notebook's variable and keeps its
// value between cells through the state, as any variable does. Evaluating
// a function literal has no effect, so running it again in every program
// changes nothing else. Assigning it in an init function, not in the
// variable's initializer, lets the literal call itself.

// funcVar is a variable of a cell defined by a function literal.
type funcVar struct {
	name string
	// typ is the source of the variable's type: its declared type, else
	// the literal's signature.
	typ token.Pos
	// typEnd ends typ.
	typEnd token.Pos
	lit    *ast.FuncLit
}

// takeFuncVars moves the cell's top-level "f := func…" and "var f =
// func…" statements (one name, one function literal) from its statements
// to its funcVars.
func (c *cell) takeFuncVars() {
	c.stmts = slices.DeleteFunc(c.stmts, func(st ast.Stmt) bool {
		fv, ok := funcVarOf(st)
		if !ok {
			return false
		}
		off := c.stmtOffset(st.Pos())
		i := slices.IndexFunc(c.items, func(it item) bool { return it.start == off })
		if i < 0 || c.items[i].end != c.stmtOffset(st.End()) && !c.onlySpaceOrSemicolon(c.stmtOffset(st.End()), c.items[i].end) {
			return false
		}
		c.items[i].kind = itemFuncVar
		c.funcVars = append(c.funcVars, fv)
		return true
	})
}

// onlySpaceOrSemicolon reports whether src[from:to] is blank or a ';'.
func (c *cell) onlySpaceOrSemicolon(from, to int) bool {
	for _, r := range c.src[from:to] {
		if r != ' ' && r != '\t' && r != '\n' && r != '\r' && r != ';' {
			return false
		}
	}
	return true
}

// funcVarOf recognises "f := func…" and "var f [T] = func…".
func funcVarOf(st ast.Stmt) (funcVar, bool) {
	switch st := st.(type) {
	case *ast.AssignStmt:
		if st.Tok != token.DEFINE || len(st.Lhs) != 1 || len(st.Rhs) != 1 {
			return funcVar{}, false
		}
		id, ok := st.Lhs[0].(*ast.Ident)
		lit, isLit := st.Rhs[0].(*ast.FuncLit)
		if !ok || !isLit || id.Name == "_" {
			return funcVar{}, false
		}
		return funcVar{name: id.Name, typ: lit.Type.Pos(), typEnd: lit.Type.End(), lit: lit}, true
	case *ast.DeclStmt:
		g, ok := st.Decl.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR || len(g.Specs) != 1 {
			return funcVar{}, false
		}
		vs := g.Specs[0].(*ast.ValueSpec)
		if len(vs.Names) != 1 || len(vs.Values) != 1 || vs.Names[0].Name == "_" {
			return funcVar{}, false
		}
		lit, isLit := vs.Values[0].(*ast.FuncLit)
		if !isLit {
			return funcVar{}, false
		}
		fv := funcVar{name: vs.Names[0].Name, typ: lit.Type.Pos(), typEnd: lit.Type.End(), lit: lit}
		if vs.Type != nil {
			fv.typ, fv.typEnd = vs.Type.Pos(), vs.Type.End()
		}
		return fv, true
	}
	return funcVar{}, false
}

// funcVarDecl returns the notebook declaration of a func variable of the
// cell: the variable, and the init function assigning the literal, behind
// line directives to their places in the cell.
func (c *cell) funcVarDecl(fv funcVar) declEntry {
	tl, tc := c.position(fv.typ)
	ll, lc := c.position(fv.lit.Pos())
	typ := c.src[c.stmtOffset(fv.typ):c.stmtOffset(fv.typEnd)]
	lit := c.src[c.stmtOffset(fv.lit.Pos()):c.stmtOffset(fv.lit.End())]
	src := "var " + fv.name + " " + c.lineDirective(tl, tc) + typ + "\n\n" +
		"/*line sudokit-generated.go:1:1*/func init() {\n\t" + fv.name + " = " + c.lineDirective(ll, lc) + lit + "\n}"
	return declEntry{names: []string{fv.name}, src: src, cell: c.num, funcVar: true}
}

// funcVarUses records, for each function-literal variable of nb, the
// notebook variables its literal names, from the checking program file
// and its types (info). Variables the running cell defines are locals of
// the checking program's cell function, out of the literal's reach there:
// they are the names in cellVars the literal uses unresolved.
func funcVarUses(nb *notebook, file *ast.File, info *types.Info, cellVars map[string]bool) {
	lits := map[string]ast.Expr{}
	for _, d := range file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != "init" || fd.Recv != nil || fd.Body == nil || len(fd.Body.List) != 1 {
			continue
		}
		as, ok := fd.Body.List[0].(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			continue
		}
		if id, ok := as.Lhs[0].(*ast.Ident); ok {
			if _, isLit := as.Rhs[0].(*ast.FuncLit); isLit {
				lits[id.Name] = as.Rhs[0]
			}
		}
	}
	for i := range nb.decls {
		d := &nb.decls[i]
		lit, ok := lits[d.names[0]]
		if !d.funcVar || !ok {
			continue
		}
		seen := map[string]bool{}
		ast.Inspect(lit, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok || seen[id.Name] {
				return true
			}
			obj, known := info.Uses[id]
			switch v := obj.(type) {
			case *types.Var:
				if v.Pkg() != nil && v.Parent() == v.Pkg().Scope() {
					seen[id.Name] = true
				}
			case nil:
				if !known && cellVars[id.Name] && info.Defs[id] == nil {
					seen[id.Name] = true
				}
			}
			return true
		})
		d.uses = slices.Sorted(maps.Keys(seen))
	}
}

// dropClosures takes out of nb the function-literal variables that name a
// variable of gone (variables dropped because they could not be saved),
// and those naming such a closure, in turn: a later program could not
// compile them. It returns the closures dropped and, for each, the
// variable it named.
func dropClosures(nb *notebook, gone map[string]bool) (names, because []string) {
	for changed := true; changed; {
		changed = false
		nb.decls = slices.DeleteFunc(nb.decls, func(d declEntry) bool {
			if !d.funcVar {
				return false
			}
			for _, u := range d.uses {
				if gone[u] {
					gone[d.names[0]] = true
					names = append(names, d.names[0])
					because = append(because, u)
					changed = true
					return true
				}
			}
			return false
		})
	}
	return names, because
}
