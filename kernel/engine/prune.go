package engine

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/sudokit/sudokit/kernel/cellrt"
)

// Linking is most of what a new cell costs, and the linker reads every
// package the program imports. A cell's final program therefore leaves out
// what the cell cannot reach: the notebook functions it does not call
// (transitively; methods and init functions always stay, see reachOf), the
// variables whose units of the state it leaves untouched, and the imports
// only those used. "x++; x" in a notebook holding a *sudoku.Board links
// neither package sudoku nor its dependencies.

// pruning is the part of a notebook a cell's final program leaves out.
type pruning struct {
	funcs map[string]bool // functions left out, by name
	vars  map[string]bool // variables left out (declared nowhere; their units are kept)
}

// empty reports whether nothing is left out.
func (p pruning) empty() bool { return len(p.funcs) == 0 && len(p.vars) == 0 }

// pruneFor works out what the final program of a cell can leave out, from
// its checking program (file, info), its reach, the variables it
// (re)defines and the units of the notebook's state (cellrt.StateUnits;
// nil before the first cell that ran).
func pruneFor(file *ast.File, r reach, fresh map[string]bool, units [][]string) pruning {
	p := pruning{funcs: map[string]bool{}, vars: map[string]bool{}}
	for _, d := range file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Body == nil {
			continue
		}
		switch name := fd.Name.Name; {
		case name == "_skCell", name == "init", name == displayFuncName, r.funcs[name]:
		default:
			p.funcs[name] = true
		}
	}
	// A variable is left out only with its whole unit: a unit is restored
	// whole when the cell reaches any of its variables.
	touched := func(name string) bool { return fresh[name] || r.vars[name] }
	for _, u := range units {
		if !slices.ContainsFunc(u, touched) {
			for _, name := range u {
				p.vars[name] = true
			}
		}
	}
	return p
}

// apply returns the notebook nb without what p leaves out. The result is
// for writing one program only: it shares nb's slices' elements.
func (p pruning) apply(nb *notebook) *notebook {
	if p.empty() {
		return nb
	}
	out := *nb
	kept := func(n string) bool {
		if n == "main" {
			n = mainFunc // the name a func main has in the program (declText)
		}
		return !p.funcs[n]
	}
	out.decls = slices.DeleteFunc(slices.Clone(nb.decls), func(d declEntry) bool {
		return len(d.names) > 0 && !slices.ContainsFunc(d.names, kept)
	})
	out.vars = slices.DeleteFunc(slices.Clone(nb.vars), func(v varEntry) bool { return p.vars[v.name] })
	return &out
}

// undeclared lists, in notebook order, the variables of nb that p leaves
// out: the program names them to cellrt without declaring them, so that
// their units are kept.
func (p pruning) undeclared(nb *notebook) []string {
	var names []string
	for _, v := range nb.vars {
		if p.vars[v.name] {
			names = append(names, v.name)
		}
	}
	return names
}

// usedImports returns the imports the checking program file uses outside
// the functions p leaves out, as the final program spells them.
func usedImports(file *ast.File, info *types.Info, p pruning, imports []importEntry) map[importEntry]bool {
	used := map[importEntry]bool{}
	for _, d := range file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			continue
		}
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && p.funcs[fd.Name.Name] {
			continue
		}
		ast.Inspect(d, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if pn, ok := info.Uses[id].(*types.PkgName); ok {
					used[importEntry{pn.Name(), pn.Imported().Path()}] = true
				}
			}
			return true
		})
	}
	for _, im := range imports {
		if im.name == "." {
			used[im] = true
		}
	}
	return used
}

// stateUnits returns the units of the notebook's state, nil when there is
// none yet or it cannot be read (then nothing is left out).
func stateUnits(manifest string) [][]string {
	if manifest == "" {
		return nil
	}
	units, err := cellrt.StateUnits(manifest)
	if err != nil {
		return nil
	}
	return units
}
