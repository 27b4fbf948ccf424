package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"testing"
)

// TestReachedVars checks which notebook variables a cell reaches, on
// checking programs written by hand.
func TestReachedVars(t *testing.T) {
	const notebook = `package main

var (
	direct, viaFunc, viaValue, viaGeneric, viaMethod, viaInit, viaChain, unreached, onlyUncalled int
)

type T struct{}

func (T) M() { viaMethod++ }

func init() { viaInit++ }

func f() { viaFunc++; g() }
func g() { viaChain++ }
func h() { viaValue++ }
func gen[X any](x X) X { viaGeneric++; return x }
func uncalled() { onlyUncalled++ }
`
	for _, tc := range []struct {
		cell string
		want []string
	}{
		{"direct++", []string{"direct", "viaInit", "viaMethod"}},
		{"f()", []string{"viaChain", "viaFunc", "viaInit", "viaMethod"}},
		{"k := h\n_ = k", []string{"viaInit", "viaMethod", "viaValue"}},
		{"_ = gen(1)", []string{"viaGeneric", "viaInit", "viaMethod"}},
		{"direct := 1\n_ = direct", []string{"viaInit", "viaMethod"}},
	} {
		src := notebook + "\nfunc _skCell() {\n" + tc.cell + "\n}\n"
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "main.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
		if _, err := (&types.Config{}).Check("main", fset, []*ast.File{f}, info); err != nil {
			t.Fatalf("%q: %v", tc.cell, err)
		}
		got := slices.Sorted(maps.Keys(reachedVars(f, info)))
		if !slices.Equal(got, tc.want) {
			t.Errorf("cell %q reaches %v, want %v", tc.cell, got, tc.want)
		}
	}
}
