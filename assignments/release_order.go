package assignments

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// The Jupyter kernel compiles each notebook cell against the cells above
// it: a cell cannot use a declaration of a later cell. The reference
// solution, a Go file, may declare its parts in any order (Insert calling
// Copy, declared further down), so the notebook shows the declarations in
// an order where each comes after everything it uses: source order, except
// that a declaration is pulled up to just before the first declaration
// that needs it (a topological order found by depth-first search).
//
// What a declaration uses is read from the reference solution, not from
// the skeleton: a stub (panic("TODO: …")) uses nothing, but the code the
// student writes in its place will.

// declKey names a top-level declaration: "Name" for a function, type,
// variable or constant (the first name of a group), "Type.Method" for a
// method, "import" for an import declaration.
func declKey(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv != nil && len(d.Recv.List) == 1 {
			return receiverType(d.Recv.List[0].Type) + "." + d.Name.Name
		}
		return d.Name.Name
	case *ast.GenDecl:
		if d.Tok == token.IMPORT {
			return "import"
		}
		if len(d.Specs) == 0 {
			return ""
		}
		switch s := d.Specs[0].(type) {
		case *ast.TypeSpec:
			return s.Name.Name
		case *ast.ValueSpec:
			return s.Names[0].Name
		}
	}
	return ""
}

// declUses lists, for every top-level declaration of f, the indexes of the
// other declarations of f it uses. A name is a use of the declaration of
// that name; a selector x.M is a use of every method named M (without
// types the receiver is unknown, so this may see a use too many, never one
// too few), unless x names an imported package. Local names that shadow a
// top-level name count as uses too: the order is then merely stricter.
func declUses(f *ast.File) [][]int {
	imported := map[string]bool{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		name := p[strings.LastIndex(p, "/")+1:]
		if imp.Name != nil {
			name = imp.Name.Name
		}
		imported[name] = true
	}
	names := map[string]int{}     // top-level name → declaration
	methods := map[string][]int{} // method name → declarations
	for i, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv != nil {
				methods[d.Name.Name] = append(methods[d.Name.Name], i)
			} else {
				names[d.Name.Name] = i
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					names[s.Name.Name] = i
				case *ast.ValueSpec:
					for _, n := range s.Names {
						names[n.Name] = i
					}
				}
			}
		}
	}
	uses := make([][]int, len(f.Decls))
	for i, d := range f.Decls {
		seen := map[int]bool{i: true}
		use := func(j int) {
			if !seen[j] {
				seen[j] = true
				uses[i] = append(uses[i], j)
			}
		}
		var visit func(n ast.Node) bool
		visit = func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				if j, ok := names[n.Name]; ok {
					use(j)
				}
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok && imported[x.Name] {
					return false // pkg.Name: nothing of this file
				}
				ast.Inspect(n.X, visit)
				for _, j := range methods[n.Sel.Name] {
					use(j)
				}
				return false
			case *ast.Field: // parameter and field names declare, the type uses
				ast.Inspect(n.Type, visit)
				return false
			case *ast.FuncDecl:
				if n.Recv != nil {
					ast.Inspect(n.Recv, visit)
				}
				ast.Inspect(n.Type, visit)
				if n.Body != nil {
					ast.Inspect(n.Body, visit)
				}
				return false
			case *ast.TypeSpec:
				if n.TypeParams != nil {
					ast.Inspect(n.TypeParams, visit)
				}
				ast.Inspect(n.Type, visit)
				return false
			case *ast.ValueSpec:
				if n.Type != nil {
					ast.Inspect(n.Type, visit)
				}
				for _, v := range n.Values {
					ast.Inspect(v, visit)
				}
				return false
			case *ast.ImportSpec:
				return false
			}
			return true
		}
		ast.Inspect(d, visit)
	}
	return uses
}

// dependencyOrder returns the indexes 0…len(uses)-1 in source order, except
// that each index comes after the indexes it uses: a depth-first search
// that places what a declaration uses just before it. Uses that form a
// cycle (two functions calling each other) cannot all be honoured; the
// cycle keeps the order in which the search meets it.
func dependencyOrder(uses [][]int) []int {
	const (
		unseen = iota
		visiting
		placed
	)
	state := make([]int, len(uses))
	order := make([]int, 0, len(uses))
	var visit func(i int)
	visit = func(i int) {
		if state[i] != unseen {
			return
		}
		state[i] = visiting
		for _, j := range slices.Sorted(slices.Values(uses[i])) {
			visit(j)
		}
		state[i] = placed
		order = append(order, i)
	}
	for i := range uses {
		visit(i)
	}
	return order
}

// notebookOrder returns the skeleton's declarations in the order the
// notebook shows them: the dependency order of the matching declarations
// of the reference solution ref (matched by declKey). A skeleton
// declaration without a match in ref keeps its place relative to the
// others (it uses nothing the order knows of).
func notebookOrder(name string, ref []byte, decls []ast.Decl) ([]ast.Decl, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, ref, parser.SkipObjectResolution)
	if err != nil {
		return nil, &CodeError{File: name, Line: lineOf(err), Problem: lang.Sprintf("does not parse: %v", err)}
	}
	rank := map[string]int{} // key → position in the reference's order
	for pos, i := range dependencyOrder(declUses(f)) {
		if k := declKey(f.Decls[i]); k != "" {
			if _, dup := rank[k]; !dup {
				rank[k] = pos
			}
		}
	}
	// Unmatched declarations take the rank of the declaration before them;
	// the sort is stable, so they stay right after it.
	type ranked struct {
		d    ast.Decl
		rank int
	}
	keyed := make([]ranked, len(decls))
	last := -1
	for i, d := range decls {
		if r, ok := rank[declKey(d)]; ok {
			last = r
		}
		keyed[i] = ranked{d, last}
	}
	slices.SortStableFunc(keyed, func(a, b ranked) int { return a.rank - b.rank })
	out := make([]ast.Decl, len(decls))
	for i, k := range keyed {
		out[i] = k.d
	}
	return out, nil
}
