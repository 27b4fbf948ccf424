package engine

import (
	"fmt"
	"go/ast"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// layout selects how a cell's statements appear in a generated program.
type layout int

const (
	// layoutCheck keeps the statements as written inside a function, so
	// the type checker tells the types of the variables they define.
	layoutCheck layout = iota
	// layoutFinal hoists the variables a cell defines to package level and
	// turns their definitions into assignments, so later cells see them.
	layoutFinal
)

// resultMode says how the trailing expression of a cell is shown.
type resultMode struct {
	show   bool // there is a value to show
	rich   bool // a value may show itself (an image, a display bundle, a display interface)
	encode bool // sudoku values are sent for the kernel to draw (package sudokuval)
	human  bool // with encode: they may be the human solver's (package humanval, which links the solver)
	inline bool // render values are drawn by render.Inline in the program
}

var (
	resultNone  = resultMode{}           // no trailing expression, or one without a value
	resultPlain = resultMode{show: true} // text only: cellrt.Result
)

// viaShow reports whether the result goes through package show, which
// links package display and its image encoders.
func (m resultMode) viaShow() bool { return m.rich || m.inline }

// encoder returns the package that carries the values to the kernel.
func (m resultMode) encoder() string {
	if m.human {
		return humanvalPath
	}
	return sudokuvalPath
}

// call returns the function the program calls with the trailing value.
func (m resultMode) call() string {
	enc, inl := "nil", "nil"
	if m.encode {
		enc = importAlias(m.encoder()) + ".Encode"
	}
	if m.inline {
		inl = importAlias(renderPath) + ".Inline"
	}
	switch {
	case m.viaShow():
		return importAlias(showPath) + ".Result(" + enc + ", " + inl + ")"
	case m.encode:
		return "_skrt.ResultEncoded(" + enc + ")"
	}
	return "_skrt.Result"
}

const (
	cellrtPath      = "github.com/sudokit/sudokit/kernel/cellrt"
	sudokuvalPath   = "github.com/sudokit/sudokit/kernel/cellrt/sudokuval"
	humanvalPath    = "github.com/sudokit/sudokit/kernel/cellrt/humanval"
	sudokustatePath = "github.com/sudokit/sudokit/kernel/cellrt/sudokustate"
	showPath        = "github.com/sudokit/sudokit/kernel/cellrt/show"
	renderPath      = "github.com/sudokit/sudokit/render"
	sudokuPath      = "github.com/sudokit/sudokit/sudoku"
	displayPath     = "github.com/sudokit/sudokit/kernel/display"
)

// programSpec is everything needed to write a cell program.
type programSpec struct {
	nb     *notebook
	c      *cell
	layout layout
	used   map[importEntry]bool // user imports to keep (layoutFinal)
	result resultMode
	fresh  map[string]bool // variables (re)defined by the cell
	// reached holds the variables the cell can reach (see reachedVars);
	// the others are marked Untouched.
	reached map[string]bool
	// boards: the program links package sudoku, so it imports
	// sudokustate, which carries boards compactly.
	boards bool
	// undeclared are notebook variables the program leaves out (see
	// pruning): listed to cellrt by name only, their units are kept.
	undeclared []string
	// globals are package variables pointers are saved by (globals.go).
	globals []globalVar
	// literals are the cell's literal arguments read at run time instead
	// (literals.go; layoutFinal).
	literals []edit
}

// keepImport reports whether the final program keeps a notebook import:
// blank imports always, others when the program uses them.
func keepImport(im importEntry, used map[importEntry]bool) bool {
	return im.name == "_" || used[im]
}

// programPaths lists the packages the final program for notebook nb
// imports, apart from those needed to show the result.
func programPaths(nb *notebook, used map[importEntry]bool) []string {
	paths := []string{cellrtPath}
	for _, im := range nb.imports {
		if keepImport(im, used) {
			paths = append(paths, im.path)
		}
	}
	for _, v := range nb.vars {
		paths = append(paths, v.paths...)
	}
	for _, key := range nb.foreign {
		paths = append(paths, key[:strings.LastIndexByte(key, '.')])
	}
	return paths
}

// edit replaces src[start:end] of a cell.
type edit struct {
	start, end int
	text       string
}

// writeProgram returns the source of the program described by s.
func writeProgram(s programSpec) string {
	var b strings.Builder
	b.WriteString("package main\n\nimport (\n")
	aliases := map[string]bool{}
	for _, im := range s.nb.imports {
		if s.layout == layoutFinal && !keepImport(im, s.used) {
			continue
		}
		fmt.Fprintf(&b, "\t%s %s\n", im.name, strconv.Quote(im.path))
	}
	addAlias := func(path string) {
		if !aliases[path] {
			aliases[path] = true
			fmt.Fprintf(&b, "\t%s %s\n", importAlias(path), strconv.Quote(path))
		}
	}
	for _, v := range s.nb.vars {
		for _, p := range v.paths {
			addAlias(p)
		}
	}
	withDisplay := needsDisplayFunc(s.nb, s.c)
	if withDisplay {
		addAlias(displayPath)
	}
	var foreign [][2]string
	if s.layout == layoutFinal {
		fmt.Fprintf(&b, "\t_skrt %q\n", cellrtPath)
		if s.result.inline {
			addAlias(renderPath)
		}
		if s.result.encode {
			addAlias(s.result.encoder())
		}
		if s.result.viaShow() {
			addAlias(showPath)
		}
		if s.boards {
			fmt.Fprintf(&b, "\t_ %q\n", sudokustatePath)
		}
		for _, key := range s.nb.foreign {
			i := strings.LastIndexByte(key, '.')
			path, name := key[:i], key[i+1:]
			addAlias(path)
			foreign = append(foreign, [2]string{path, name})
		}
		for _, g := range s.globals {
			addAlias(g.path)
		}
	}
	b.WriteString(")\n\n")

	if len(s.nb.vars) > 0 {
		b.WriteString("var (\n")
		for _, v := range s.nb.vars {
			fmt.Fprintf(&b, "\t%s %s\n", v.name, v.typ)
		}
		b.WriteString(")\n\n")
	}

	if s.layout == layoutFinal {
		b.WriteString("func main() {\n")
		for _, d := range s.nb.decls {
			for _, t := range d.typeNames {
				fmt.Fprintf(&b, "\t_skrt.Register[%s]()\n", t)
			}
		}
		for _, f := range foreign {
			fmt.Fprintf(&b, "\t_skrt.Register[%s.%s]()\n", importAlias(f[0]), f[1])
		}
		for _, g := range s.globals {
			fmt.Fprintf(&b, "\t_skrt.RegisterGlobal(%q, &%s.%s)\n", g.path+"."+g.name, importAlias(g.path), g.name)
		}
		b.WriteString("\t_skrt.Main([]_skrt.Var{\n")
		for _, v := range s.nb.vars {
			untouched := ""
			if !s.fresh[v.name] && !s.reached[v.name] {
				untouched = ", Untouched: true"
			}
			fmt.Fprintf(&b, "\t\t{Name: %q, Ptr: &%s, Fresh: %v%s},\n", v.name, v.name, s.fresh[v.name], untouched)
		}
		for _, name := range s.undeclared {
			fmt.Fprintf(&b, "\t\t{Name: %q, Untouched: true},\n", name)
		}
		b.WriteString("\t}, _skCell)\n}\n\n")
	}

	for _, d := range s.nb.decls {
		b.WriteString(d.src)
		b.WriteString("\n\n")
	}
	if withDisplay {
		b.WriteString(displayFunc())
	}

	b.WriteString("//line sudokit-generated.go:1\nfunc _skCell() {\n")
	b.WriteString(s.c.stmtDirective(s.layout, 1, 1))
	b.WriteString(s.c.statements(s.layout, s.result, s.literals...))
	b.WriteString(s.c.mainCall())
	b.WriteString("\n}\n")
	return b.String()
}

// statements returns the cell text holding only its statements (other
// items blanked), rewritten for layout l, with the literals replaced as
// lits say (layoutFinal).
func (c *cell) statements(l layout, result resultMode, lits ...edit) string {
	src := c.blanked(func(k itemKind) bool { return k == itemStmt || k == itemVar })
	var edits []edit
	trailing := c.trailingExpr()
	for _, st := range c.stmts {
		if st == ast.Stmt(trailing) {
			edits = append(edits, c.trailingEdit(trailing.X, l, result, lits))
			continue
		}
		if l != layoutFinal {
			continue
		}
		switch st := st.(type) {
		case *ast.AssignStmt:
			if len(definedVars(st)) > 0 {
				off := c.stmtOffset(st.TokPos)
				edits = append(edits, edit{off, off + 2, "= "})
			}
		case *ast.DeclStmt:
			if len(definedVars(st)) > 0 || isVarDecl(st) {
				edits = append(edits, c.varEdit(st, lits))
			}
		}
	}
	for _, lit := range lits {
		if !slices.ContainsFunc(edits, func(e edit) bool { return e.start <= lit.start && lit.end <= e.end }) {
			edits = append(edits, lit)
		}
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].start > edits[j].start })
	for _, e := range edits {
		src = src[:e.start] + e.text + src[e.end:]
	}
	return src
}

func isVarDecl(st *ast.DeclStmt) bool {
	g, ok := st.Decl.(*ast.GenDecl)
	return ok && g.Tok.String() == "var"
}

// trailingEdit wraps the trailing expression so its value is shown (or,
// when checking, so that a bare value is not an "unused" error).
func (c *cell) trailingEdit(x ast.Expr, l layout, result resultMode, lits []edit) edit {
	start, end := c.stmtOffset(x.Pos()), c.stmtOffset(x.End())
	line, col := c.position(x.Pos())
	text := c.stmtDirective(l, line, col) + c.text(start, end, lits)
	switch {
	case l == layoutCheck:
		if _, isCall := ast.Unparen(x).(*ast.CallExpr); isCall {
			return edit{start, start, ""}
		}
		text = "_ = " + text
	case result.show:
		text = result.call() + "(" + text + ")"
	default:
		return edit{start, start, ""}
	}
	return edit{start, end, text}
}

// varEdit turns a top-level var declaration into assignments to the
// hoisted variables: "var a, b = 1, 2" becomes "a, b = 1, 2" and "var x T"
// becomes "x = *new(T)", resetting x. Line breaks are kept so the lines
// that follow keep their numbers.
func (c *cell) varEdit(st *ast.DeclStmt, lits []edit) edit {
	start, end := c.stmtOffset(st.Pos()), c.stmtOffset(st.End())
	var parts []string
	for _, sp := range st.Decl.(*ast.GenDecl).Specs {
		vs := sp.(*ast.ValueSpec)
		names := make([]string, len(vs.Names))
		for i, n := range vs.Names {
			names[i] = n.Name
		}
		lhs := strings.Join(names, ", ")
		if len(vs.Values) > 0 {
			vstart, vend := c.stmtOffset(vs.Values[0].Pos()), c.stmtOffset(vs.Values[len(vs.Values)-1].End())
			parts = append(parts, lhs+" = "+c.text(vstart, vend, lits))
			continue
		}
		typ := c.src[c.stmtOffset(vs.Type.Pos()):c.stmtOffset(vs.Type.End())]
		zeros := make([]string, len(names))
		for i := range zeros {
			zeros[i] = "*new(" + typ + ")"
		}
		parts = append(parts, lhs+" = "+strings.Join(zeros, ", "))
	}
	text := strings.Join(parts, "; ")
	if pad := strings.Count(c.src[start:end], "\n") - strings.Count(text, "\n"); pad > 0 {
		text += strings.Repeat("\n", pad)
	}
	return edit{start, end, text}
}

// text returns c.src[start:end] with the literals of lits inside it
// replaced.
func (c *cell) text(start, end int, lits []edit) string {
	t := c.src[start:end]
	for i := len(lits) - 1; i >= 0; i-- { // lits are in source order
		if l := lits[i]; start <= l.start && l.end <= end {
			t = t[:l.start-start] + l.text + t[l.end-start:]
		}
	}
	return t
}
