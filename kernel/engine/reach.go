package engine

import (
	"go/ast"
	"go/types"
)

// reachedVars returns the names of the notebook variables a cell can reach,
// read or write, given the checking program file and its type information:
// the package-level variables its statements name, and those named by the
// notebook functions they name (called or not), transitively. Methods and
// init functions are roots too: a method may run without being named (fmt
// calls String, an interface call picks any), so the variables every
// method names count as reached by every cell. The other variables are not
// restored nor saved by the cell's program (cellrt.Var.Untouched).
func reachedVars(file *ast.File, info *types.Info) map[string]bool {
	return reachOf(file, info).vars
}

// reach is what a cell can reach: notebook variables and functions.
type reach struct {
	vars map[string]bool
	// funcs names the package-level functions (not methods, not init)
	// the cell reaches; the final program leaves the others out.
	funcs map[string]bool
}

// reachOf works out the reach of the cell in a checking program (see
// reachedVars).
func reachOf(file *ast.File, info *types.Info) reach {
	bodies := map[types.Object]*ast.FuncDecl{}
	var roots []ast.Node
	for _, d := range file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		switch {
		case fd.Name.Name == "_skCell", fd.Recv != nil, fd.Name.Name == "init":
			roots = append(roots, fd)
		default:
			if obj := info.Defs[fd.Name]; obj != nil {
				bodies[obj] = fd
			}
		}
	}
	reached := map[string]bool{}
	funcs := map[string]bool{}
	visited := map[types.Object]bool{}
	for len(roots) > 0 {
		n := roots[len(roots)-1]
		roots = roots[:len(roots)-1]
		ast.Inspect(n, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			obj := info.Uses[id]
			if obj == nil || obj.Pkg() == nil || obj.Parent() != obj.Pkg().Scope() {
				return true // not a package-level object of the program
			}
			switch obj := obj.(type) {
			case *types.Var:
				reached[obj.Name()] = true
			case *types.Func:
				o := types.Object(obj.Origin())
				if fd, ok := bodies[o]; ok && !visited[o] {
					visited[o] = true
					funcs[fd.Name.Name] = true
					roots = append(roots, fd)
				}
			}
			return true
		})
	}
	return reach{vars: reached, funcs: funcs}
}
