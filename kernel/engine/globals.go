package engine

import (
	"context"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// A value of another module's package may point at an object its package
// keeps in an exported variable, which cannot always be saved (gonum's
// plots point at font.DefaultCache, a cache of parsed fonts holding
// funcs). A program saving or restoring a variable whose type comes from a
// package of another module registers the exported pointer variables of
// that package and of the packages it imports (outside the standard
// library and sudokit) with cellrt.RegisterGlobal: such pointers are saved
// by name and restored as the variable's value in the next program (see
// cellrt/globals.go). Programs with only standard and sudokit types, the
// usual case, register nothing and cost nothing more.

// globalVar is an exported package-level pointer variable.
type globalVar struct{ path, name string }

// otherModule reports whether the package at path belongs to neither the
// standard library nor sudokit.
func otherModule(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return strings.Contains(first, ".") && !strings.HasPrefix(path, "github.com/sudokit/sudokit/") && path != "github.com/sudokit/sudokit"
}

// globalsFor lists the global variables the program for notebook nb
// registers: those of the packages (and their imports) of other modules
// that the types of the variables it saves or restores come from.
func (e *Engine) globalsFor(ctx context.Context, nb *notebook, saved func(string) bool) []globalVar {
	pkgs := map[string]bool{}
	for _, v := range nb.vars {
		if !saved(v.name) {
			continue
		}
		for _, p := range v.paths {
			if !otherModule(p) || pkgs[p] {
				continue
			}
			pkgs[p] = true
			e.tc.mu.Lock()
			deps := e.tc.deps[p]
			e.tc.mu.Unlock()
			for _, d := range deps {
				if otherModule(d) {
					pkgs[d] = true
				}
			}
		}
	}
	var out []globalVar
	for p := range pkgs {
		pkg, err := e.types.importPackage(ctx, p)
		if err != nil || pkg.Name() == "main" {
			continue
		}
		for _, name := range pkg.Scope().Names() {
			v, ok := pkg.Scope().Lookup(name).(*types.Var)
			if !ok || !token.IsExported(name) {
				continue
			}
			if _, isPtr := v.Type().(*types.Pointer); isPtr {
				out = append(out, globalVar{p, name})
			}
		}
	}
	slices.SortFunc(out, func(a, b globalVar) int {
		if c := strings.Compare(a.path, b.path); c != 0 {
			return c
		}
		return strings.Compare(a.name, b.name)
	})
	return out
}
