package engine

import (
	"context"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/kernel/cellrt/humanval"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// prepared is a cell turned into a program, with the notebook state to keep
// if the program succeeds.
type prepared struct {
	c   *cell
	src string
	// fallback is the program without pruning ("" when nothing was left
	// out), built should src not compile.
	fallback string
	next     *notebook
	run      bool // false for cells that only declare things: compiling them is enough
	fresh    map[string]bool
	result   resultMode
	// literals are the values of the literal arguments src reads at run
	// time (literals.go); fallback has them as written.
	literals []string
}

// prepare type-checks cell c against the notebook nb and writes its
// program.
func (e *Engine) prepare(ctx context.Context, nb *notebook, c *cell) (*prepared, error) {
	next, cellVars, err := e.assemble(ctx, nb, c)
	if err != nil {
		return nil, err
	}

	// Checking pass: statements inside a function.
	checkSrc := writeProgram(programSpec{nb: next, c: c, layout: layoutCheck})
	fset, file, pkg, info, errs := e.types.check(ctx, checkSrc)
	var real []sourceError
	for _, er := range errs {
		if !ignorable(er, c.fileName(), cellVars) && !c.unusedTrailing(er) {
			real = append(real, er)
		}
	}
	if len(real) > 0 {
		sortErrors(real)
		for i := range real {
			real[i].msg += undefinedHint(nb, real[i].msg)
		}
		return nil, &compileError{errs: real}
	}

	dropConstraints(next, c.num, pkg)
	funcVarUses(next, file, info, cellVars)

	// Hoisted variables get the types the checker inferred.
	fresh := map[string]bool{}
	body := cellBody(file)
	for _, st := range body {
		for _, id := range definedVars(st) {
			obj := info.Defs[id]
			if obj == nil {
				continue // ":=" reassigning a variable defined earlier in the cell
			}
			typ, paths, err := spellType(obj.Type())
			if err != nil {
				return nil, &compileError{errs: []sourceError{{c.fileName(), 0, 0, "variable " + id.Name + ": " + err.Error()}}}
			}
			next.setVar(varEntry{name: id.Name, typ: typ, paths: paths, cell: c.num})
			fresh[id.Name] = true
		}
	}

	// What the final program leaves out, and the imports it uses.
	r := reachOf(file, info)
	pr := pruneFor(file, r, fresh, stateUnits(nb.snapshot))
	final := pr.apply(next)
	used := usedImports(file, info, pr, next.imports)

	// The trailing expression. In the checking layout a trailing expression
	// reads "_ = x", as a statement "_ = x" of the cell's own does; only the
	// cell knows which it was, and only the first is shown.
	paths := programPaths(final, used)
	result := resultNone
	if tr := trailingOf(body); tr != nil && c.trailingExpr() != nil {
		result = e.resultMode(info, tr.X, paths)
	}

	spec := programSpec{nb: final, c: c, layout: layoutFinal, used: used, result: result, fresh: fresh,
		reached: r.vars, boards: e.tc.links(paths, sudokuPath), undeclared: pr.undeclared(next),
		globals: e.globalsFor(ctx, final, func(name string) bool { return fresh[name] || r.vars[name] })}
	plain := spec
	var values []string
	spec.literals, values = literalArgs(c, fset, file, info)
	src := writeProgram(spec)
	var fallback string
	if len(values) > 0 {
		// Should the program reading its literals not compile, build
		// writes them as they are.
		spec = plain
		fallback = writeProgram(spec)
	}
	if !pr.empty() {
		// Should the pruned program not compile (a reach the analysis
		// missed), build writes the whole one instead.
		spec.nb, spec.undeclared = next, nil
		spec.used = usedImports(file, info, pruning{}, next.imports)
		full := programPaths(next, spec.used)
		spec.boards = e.tc.links(full, sudokuPath)
		fallback = writeProgram(spec)
	}
	hasStmts := len(c.stmts) > 0 || c.main != nil
	return &prepared{c: c, src: src, fallback: fallback, next: next, run: hasStmts, fresh: fresh, result: result, literals: values}, nil
}

// cellBody returns the statements of the _skCell function of a program.
func cellBody(f *ast.File) []ast.Stmt {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == "_skCell" {
			return fd.Body.List
		}
	}
	return nil
}

// trailingOf finds the trailing expression in a checking-layout body: the
// last statement, either a call or "_ = x".
func trailingOf(body []ast.Stmt) *ast.ExprStmt {
	if len(body) == 0 {
		return nil
	}
	switch st := body[len(body)-1].(type) {
	case *ast.ExprStmt:
		return st
	case *ast.AssignStmt:
		if len(st.Lhs) == 1 && len(st.Rhs) == 1 && st.Tok == token.ASSIGN {
			if id, ok := st.Lhs[0].(*ast.Ident); ok && id.Name == "_" {
				return &ast.ExprStmt{X: st.Rhs[0]}
			}
		}
	}
	return nil
}

// resultMode decides how to show the value of the trailing expression x
// in a program importing imports.
func (e *Engine) resultMode(info *types.Info, x ast.Expr, imports []string) resultMode {
	tv, ok := info.Types[x]
	if !ok || tv.IsVoid() || tv.IsType() || tv.Type == nil {
		return resultNone
	}
	var ts []types.Type
	if tup, ok := tv.Type.(*types.Tuple); ok {
		if tup.Len() == 0 {
			return resultNone
		}
		for i := range tup.Len() {
			ts = append(ts, tup.At(i).Type())
		}
	} else {
		ts = []types.Type{tv.Type}
	}
	if isPrintCall(info, x) {
		return resultNone
	}
	m := resultPlain
	for _, t := range ts {
		switch drawerOf(t) {
		case drawnByKernel:
			m.encode = true
			m.human = m.human || isHumanValue(t)
		case drawnByRender:
			m.inline = true
		case drawnByEither:
			// An interface: it can hold a sudoku or render value only if the
			// program links that package anyway.
			for _, d := range humanval.Drawables {
				if e.tc.links(imports, d.Type.PkgPath()) {
					m.encode, m.human = true, m.human || d.Solver
				}
			}
			m.inline = m.inline || e.tc.links(imports, renderPath)
		}
		m.rich = m.rich || mayShowItself(t) || e.isDisplayData(t)
	}
	return m
}

// displayMethods are the methods of the display interfaces and of
// image.Image.
var displayMethods = map[string]bool{
	"Render": true, "SimpleRender": true, "HTML": true, "JavaScript": true, "JPEG": true, "JSON": true,
	"Latex": true, "Markdown": true, "PNG": true, "PDF": true, "SVG": true, "Bounds": true,
}

// mayShowItself reports types whose values may describe their own display
// (display.Renderable): interfaces and types with a method of a display
// interface or of image.Image. (display.Data is the other case; see
// engine.isDisplayData.)
func mayShowItself(t types.Type) bool {
	if _, ok := t.Underlying().(*types.Interface); ok {
		return true
	}
	ms := types.NewMethodSet(t)
	for i := range ms.Len() {
		if displayMethods[ms.At(i).Obj().Name()] {
			return true
		}
	}
	return false
}

// isPrintCall reports calls of fmt's and log's print functions, whose
// results (byte count, error) are not worth showing.
func isPrintCall(info *types.Info, x ast.Expr) bool {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return false
	}
	var name *ast.Ident
	switch f := call.Fun.(type) {
	case *ast.SelectorExpr:
		name = f.Sel
	case *ast.Ident:
		name = f
	default:
		return false
	}
	fn, ok := info.Uses[name].(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	if sig := fn.Type().(*types.Signature); sig.Results().Len() == 1 &&
		types.Identical(sig.Results().At(0).Type(), types.Universe.Lookup("error").Type()) &&
		isDisplayCall(call.Fun, fn.Pkg().Path(), fn.Name()) {
		return true
	}
	printName := strings.HasPrefix(fn.Name(), "Print") || strings.HasPrefix(fn.Name(), "Fprint")
	if (fn.Pkg().Path() == "fmt" || fn.Pkg().Path() == "log") && printName {
		return true
	}
	// Any package's or type's Print…/Fprint…/Write… returning the count
	// of bytes written and an error, as fmt.Println does (a colour
	// library's Println, a writer's Write): "9 <nil>" is not the cell's
	// value.
	sig := fn.Type().(*types.Signature)
	return (printName || strings.HasPrefix(fn.Name(), "Write")) && sig.Results().Len() == 2 &&
		types.Identical(sig.Results().At(0).Type(), types.Typ[types.Int]) &&
		types.Identical(sig.Results().At(1).Type(), types.Universe.Lookup("error").Type())
}

// drawer says who draws the values of a type as a picture.
type drawer int

const (
	drawnByNobody drawer = iota
	drawnByKernel        // sudoku values: the kernel draws them (package sudokuval)
	drawnByRender        // render values: render.Inline, in the cell program
	drawnByEither        // interfaces: whichever fits the dynamic value
)

// drawable returns the row of humanval.Drawables, the one table of the
// types the kernel draws, for the named type t or a pointer to it.
func drawable(t types.Type) (humanval.Drawable, bool) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return humanval.Drawable{}, false
	}
	for _, d := range humanval.Drawables {
		if d.Type.PkgPath() == n.Obj().Pkg().Path() && d.Type.Name() == n.Obj().Name() {
			return d, true
		}
	}
	return humanval.Drawable{}, false
}

// isHumanValue reports whether t is one of the human solver's data types
// (package trace) the kernel draws, or a pointer to one.
func isHumanValue(t types.Type) bool {
	d, ok := drawable(t)
	return ok && d.Solver
}

// drawerOf tells who draws values of type t as a picture. render.Inline
// draws sudoku boards, grids, traces and trace steps, which the kernel
// draws itself, and render's own step frames (one, or a slice of them as a
// contact sheet).
func drawerOf(t types.Type) drawer {
	if s, ok := t.(*types.Slice); ok {
		if drawerOf(s.Elem()) == drawnByRender {
			return drawnByRender
		}
		return drawnByNobody
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if _, ok := t.Underlying().(*types.Interface); ok {
		return drawnByEither
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return drawnByNobody
	}
	if _, ok := drawable(n); ok {
		return drawnByKernel
	}
	if n.Obj().Pkg().Path() == renderPath {
		return drawnByRender
	}
	return drawnByNobody
}

// spellType writes t as a type expression valid at package level of a
// later program, naming other packages through importAlias.
func spellType(t types.Type) (string, []string, error) {
	paths := map[string]bool{}
	var bad error
	s := types.TypeString(t, func(p *types.Package) string {
		if p.Path() == "main" {
			return ""
		}
		paths[p.Path()] = true
		return importAlias(p.Path())
	})
	var check func(types.Type)
	seen := map[types.Type]bool{}
	check = func(t types.Type) {
		if seen[t] || bad != nil {
			return
		}
		seen[t] = true
		switch t := t.(type) {
		case *types.Named:
			if o := t.Obj(); o.Pkg() != nil && o.Pkg().Path() != "main" && !o.Exported() {
				bad = errTypef("its type %s cannot be named outside package %s; keep such values inside a function", o.Name(), o.Pkg().Name())
			}
			if o := t.Obj(); o.Parent() != nil && o.Pkg() != nil && o.Parent() != o.Pkg().Scope() {
				bad = errTypef("its type %s is declared inside a function", o.Name())
			}
			if args := t.TypeArgs(); args != nil {
				for i := range args.Len() {
					check(args.At(i))
				}
			}
		case *types.Pointer:
			check(t.Elem())
		case *types.Slice:
			check(t.Elem())
		case *types.Array:
			check(t.Elem())
		case *types.Map:
			check(t.Key())
			check(t.Elem())
		case *types.Chan:
			check(t.Elem())
		case *types.Basic:
			if t.Info()&types.IsUntyped != 0 {
				bad = errTypef("untyped value")
			}
		}
	}
	check(t)
	var ps []string
	for p := range paths {
		ps = append(ps, p)
	}
	return s, ps, bad
}

// assemble returns the notebook state as it will be if cell c succeeds,
// and the names of the variables c defines.
func (e *Engine) assemble(ctx context.Context, nb *notebook, c *cell) (*notebook, map[string]bool, error) {
	next := nb.clone()

	// A name is bound once: declarations and variables of the cell
	// replace earlier ones with the same names, and imports too (a
	// variable named display replaces package display); an import
	// replaces earlier declarations and variables of its name.
	declared := map[string]bool{}
	for _, d := range c.decls {
		for _, n := range declNames(d) {
			declared[n] = true
		}
	}
	for _, fv := range c.funcVars {
		declared[fv.name] = true
	}
	cellVars := map[string]bool{}
	for _, st := range c.stmts {
		for _, id := range definedVars(st) {
			cellVars[id.Name] = true
		}
	}
	next.imports = slices.DeleteFunc(next.imports, func(im importEntry) bool {
		return declared[im.name] || cellVars[im.name]
	})

	// Imports: resolve package names (fetching modules when needed).
	byName := map[string]string{} // local name → path, this cell's imports
	for _, spec := range c.imports {
		path, _ := strconv.Unquote(spec.Path.Value)
		pkg, err := e.types.importPackage(ctx, path)
		if err != nil {
			line, col := c.position(spec.Pos())
			return nil, nil, &compileError{errs: []sourceError{{c.fileName(), line, col, "cannot import " + strconv.Quote(path) + ": " + err.Error()}}}
		}
		name := pkg.Name()
		if spec.Name != nil {
			name = spec.Name.Name
		}
		if other, ok := byName[name]; ok && other != path && name != "_" && name != "." {
			// Go says "rand redeclared in this block"; a later import of a
			// name replaces an earlier one across cells, but one cell
			// cannot mean both.
			line, col := c.position(spec.Pos())
			return nil, nil, &compileError{errs: []sourceError{{c.fileName(), line, col, lang.Sprintf(msgImportTwice, name, other, path)}}}
		}
		byName[name] = path
		next.bindImport(importEntry{name, path})
	}

	next.removeNames(declared)
	for name := range cellVars {
		next.removeNames(map[string]bool{name: true})
		// Keep an earlier variable of that name for the checking pass: the
		// cell may read it ("x := x + 1").
		for _, v := range nb.vars {
			if v.name == name {
				next.vars = append(next.vars, v)
			}
		}
	}
	for i, d := range c.decls {
		entry := declEntry{
			names: declNames(d),
			src:   c.declText(i),
			cell:  c.num,
		}
		switch d := d.(type) {
		case *ast.FuncDecl:
			entry.doc = d.Doc.Text()
		case *ast.GenDecl:
			entry.doc = d.Doc.Text()
			entry.isType = d.Tok == token.TYPE
			if d.Tok == token.TYPE {
				for _, s := range d.Specs {
					if ts := s.(*ast.TypeSpec); ts.TypeParams == nil {
						entry.typeNames = append(entry.typeNames, ts.Name.Name)
					}
				}
			}
		}
		next.decls = append(next.decls, entry)
	}
	for _, fv := range c.funcVars {
		next.decls = append(next.decls, c.funcVarDecl(fv))
	}
	c.lost = dropOrphanVars(nb, next, cellVars)

	return next, cellVars, nil
}

// dropOrphanVars takes out of next the variables whose type names a type
// of nb that next no longer declares as a type (the cell redefined its
// name as a variable, a function or an import): their type cannot be
// written any more, and every later program would fail to compile. It
// returns the notices saying so. (A type redefined as a type resets its
// variables in the cell program instead, see cellrt's type changes.)
func dropOrphanVars(nb, next *notebook, cellVars map[string]bool) []string {
	types := map[string]bool{}
	for _, d := range next.decls {
		if d.isType {
			for _, n := range d.names {
				types[n] = true
			}
		}
	}
	gone := map[string]bool{}
	for _, d := range nb.decls {
		if d.isType {
			for _, n := range d.names {
				if !types[n] {
					gone[n] = true
				}
			}
		}
	}
	if len(gone) == 0 {
		return nil
	}
	var notices []string
	next.vars = slices.DeleteFunc(next.vars, func(v varEntry) bool {
		if cellVars[v.name] {
			return false // defined again by the cell, with its new type
		}
		for name := range gone {
			if usesName(v.typ, name) {
				notices = append(notices, lang.Sprintf(msgTypeGone, v.name, name))
				return true
			}
		}
		return false
	})
	return notices
}

// dropConstraints takes the constraint interfaces the cell declares
// (type Number interface{ ~int | ~float64 }) out of the types the program
// registers with the snapshot decoder: such a type can only constrain a
// type parameter, so no value has it, and naming it as a type argument
// does not compile.
func dropConstraints(nb *notebook, cellNum int, pkg *types.Package) {
	if pkg == nil {
		return
	}
	for i := range nb.decls {
		d := &nb.decls[i]
		if d.cell != cellNum || len(d.typeNames) == 0 {
			continue
		}
		d.typeNames = slices.DeleteFunc(slices.Clone(d.typeNames), func(name string) bool {
			tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok {
				return false
			}
			it, ok := tn.Type().Underlying().(*types.Interface)
			return ok && !it.IsMethodSet()
		})
	}
}

// undefinedHint explains "undefined: x" when x is a variable an earlier
// cell defined but whose value could not be saved.
func undefinedHint(nb *notebook, msg string) string {
	name, ok := strings.CutPrefix(msg, "undefined: ")
	if !ok {
		return ""
	}
	d, ok := nb.dropped[name]
	if !ok {
		return ""
	}
	if d.channel {
		return lang.Sprintf(msgUndefinedChannel, d.cell)
	}
	return lang.Sprintf(msgUndefinedDropped, d.cell, d.cell)
}
