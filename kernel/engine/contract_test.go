package engine

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// contractPackages are the packages of the tree whose exported API the
// generated cell programs call (see wire.Contract); of render, only
// Inline.
var contractPackages = []string{
	"kernel/cellrt", "kernel/cellrt/show", "kernel/cellrt/sudokuval", "kernel/cellrt/humanval",
	"kernel/cellrt/sudokustate", "kernel/display", "kernel/widgets", "kernel/internal/wire",
}

// apiFingerprint hashes the exported declarations (without comments or
// function bodies) of the contract's packages in the tree at root.
func apiFingerprint(t *testing.T, root string) string {
	t.Helper()
	var decls []string
	add := func(dir string, keep func(name string) bool) {
		fset := token.NewFileSet()
		files, err := filepath.Glob(filepath.Join(root, dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no Go files (%v)", dir, err)
		}
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") || strings.HasSuffix(file, contractFile[strings.LastIndex(contractFile, "/"):]) {
				continue
			}
			f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.FuncDecl:
					if !keep(d.Name.Name) || d.Recv != nil && !exportedRecv(d.Recv) {
						continue
					}
					d.Body, d.Doc = nil, nil
					decls = append(decls, dir+": "+nodeText(t, fset, d))
				case *ast.GenDecl:
					for _, s := range d.Specs {
						if exportedSpec(s, keep) {
							decls = append(decls, dir+": "+d.Tok.String()+" "+nodeText(t, fset, s))
						}
					}
				}
			}
		}
	}
	for _, p := range contractPackages {
		add(p, ast.IsExported)
	}
	add("render", func(name string) bool { return name == "Inline" })
	slices.Sort(decls)
	sum := sha256.Sum256([]byte(strings.Join(decls, "\n")))
	return hex.EncodeToString(sum[:8])
}

func exportedRecv(recv *ast.FieldList) bool {
	t := recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if ix, ok := t.(*ast.IndexExpr); ok {
		t = ix.X
	}
	id, ok := t.(*ast.Ident)
	return ok && id.IsExported()
}

func exportedSpec(s ast.Spec, keep func(string) bool) bool {
	switch s := s.(type) {
	case *ast.TypeSpec:
		s.Doc, s.Comment = nil, nil
		return keep(s.Name.Name)
	case *ast.ValueSpec:
		s.Doc, s.Comment = nil, nil
		return slices.ContainsFunc(s.Names, func(n *ast.Ident) bool { return keep(n.Name) })
	}
	return false
}

func nodeText(t *testing.T, fset *token.FileSet, n any) string {
	var b bytes.Buffer
	if err := (&printer.Config{Mode: printer.RawFormat}).Fprint(&b, fset, n); err != nil {
		t.Fatal(err)
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// TestContractFingerprint: wire.Contract is the fingerprint of the API the
// generated programs call. A change of that API without a new Contract
// fails here, so that a kernel never accepts a tree it would generate
// wrong calls for.
func TestContractFingerprint(t *testing.T) {
	root, err := DefaultSourceRoot()
	if err != nil {
		t.Fatal(err)
	}
	if got := apiFingerprint(t, root); got != wire.Contract {
		t.Errorf("the API cell programs call has changed: set wire.Contract (%s) to %q", contractFile, got)
	}
}

// TestSourceTreeChecked: the engine starts only with a sudokit tree of
// its own contract, and says why not in the user's language otherwise.
func TestSourceTreeChecked(t *testing.T) {
	defer lang.UseTag(lang.English)
	tree := func(module, contract string) string {
		dir := t.TempDir()
		if module != "" {
			if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module "+module+"\n\ngo 1.26\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if contract != "" {
			file := filepath.Join(dir, contractFile)
			if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(file, []byte("package wire\n\n// Contract …\nconst Contract = \""+contract+"\"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	for _, c := range []struct {
		name, module, contract string
		want                   string // in the English message
	}{
		{"no go.mod", "", "", "is not a sudokit source tree"},
		{"another module", "example.com/other", wire.Contract, "is not a sudokit source tree"},
		{"an older sudokit", modulePath, "0123456789abcdef", "is from another version than this kernel"},
		{"a sudokit from before contracts", modulePath, "", "is from another version than this kernel"},
	} {
		root := tree(c.module, c.contract)
		_, err := New(t.Context(), Config{SourceRoot: root})
		var te *SourceTreeError
		if !errors.As(err, &te) || te.Root != root {
			t.Fatalf("%s: New = %v, want a *SourceTreeError", c.name, err)
		}
		lang.UseTag(lang.English)
		if msg := err.Error(); !strings.Contains(msg, c.want) || !strings.Contains(msg, root) {
			t.Errorf("%s: %q", c.name, msg)
		}
		for _, tag := range lang.Supported() {
			lang.UseTag(tag)
			if msg := err.Error(); strings.Contains(msg, "%!") || tag != lang.English && strings.Contains(msg, c.want) {
				t.Errorf("%s in %s: %q", c.name, tag, msg)
			}
		}
	}
	root, err := DefaultSourceRoot()
	if err != nil {
		t.Fatal(err)
	}
	if err := checkSourceTree(root); err != nil {
		t.Errorf("this tree: %v", err)
	}
}
