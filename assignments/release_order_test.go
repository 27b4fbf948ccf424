package assignments

import (
	"encoding/json"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestNotebookOrderPullsUsesUp orders a small file whose Insert uses Copy,
// declared further down: Copy moves up to just before Insert, and the
// declarations that use nothing of each other keep their order.
func TestNotebookOrderPullsUsesUp(t *testing.T) {
	const src = `package main

import "strings"

type Board struct{ cells []int }

type Store struct{ boards []*Board }

func (s *Store) Insert(b *Board) { s.boards = append(s.boards, b.Copy()) }

func (s *Store) Count() int { return len(s.boards) }

func Upper(x string) string { return strings.ToUpper(x) }

func (b *Board) Copy() *Board { return &Board{cells: append([]int(nil), b.cells...)} }

func Solve(s *Store) int { return s.Count() }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", src, 0)
	must(t, err)
	decls, err := notebookOrder("x.go", []byte(src), f.Decls)
	must(t, err)
	var got []string
	for _, d := range decls {
		got = append(got, declKey(d))
	}
	want := []string{"import", "Board", "Store", "Board.Copy", "Store.Insert", "Store.Count", "Upper", "Solve"}
	if !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}

// TestDependencyOrderCycle checks that a cycle of uses (two functions
// calling each other) still gives every index once.
func TestDependencyOrderCycle(t *testing.T) {
	got := dependencyOrder([][]int{{}, {2}, {1, 3}, {}})
	if want := []int{0, 3, 2, 1}; !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}

// releasedCell is a cell of a released notebook, as a test reads it.
type releasedCell struct {
	Type     string         `json:"cell_type"`
	Source   []string       `json:"source"`
	Metadata map[string]any `json:"metadata"`
}

// releasedNotebook reads the notebook of the release of id in dir.
func releasedNotebook(t *testing.T, dir, id string) (nb struct {
	Cells []releasedCell `json:"cells"`
}) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, id+".ipynb"))
	must(t, err)
	must(t, json.Unmarshal(data, &nb))
	return nb
}

// TestReleasedNotebookRunsTopToBottom releases every assignment, fills each
// solution cell with the reference's declaration, as a student would, and
// type-checks the notebook cell by cell the way the kernel compiles it:
// each cell together with the cells above it only. Every prefix must
// type-check, so no cell uses a declaration of a later cell.
func TestReleasedNotebookRunsTopToBottom(t *testing.T) {
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil) // finds sudokit's packages (the check cells import them)
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			a, dir := releaseOf(t, id)
			refDecls, refImports := keyedDecls(t, mergedReference(t, a))
			nb := releasedNotebook(t, dir, a.ID)

			imports := map[string]bool{}
			for _, p := range refImports {
				imports[p] = true // the student adds what their code needs
			}
			var cells []string // Go text of each code cell so far
			filled := 0
			for i, c := range nb.Cells {
				if c.Type != "code" {
					continue
				}
				src := strings.Join(c.Source, "")
				if role, _ := c.Metadata["sudokit"].(map[string]any)["role"].(string); role == "solution" {
					decls, _ := keyedDecls(t, []byte("package main\n\n"+src))
					if len(decls) != 1 {
						t.Fatalf("cell %d: %d declarations, want 1", i+1, len(decls))
					}
					for k := range decls {
						text, ok := refDecls[k]
						if !ok {
							t.Fatalf("cell %d: %s is not in the reference", i+1, k)
						}
						src = text
						filled++
					}
				}
				decls, cellImports := cellDecls(src)
				for _, p := range cellImports {
					imports[p] = true
				}
				cells = append(cells, decls)
				if errs := typeCheck(imp, imports, cells); len(errs) > 0 {
					t.Fatalf("cell %d does not compile on the cells above it:\n%s\n--- cell:\n%s",
						i+1, strings.Join(errs, "\n"), src)
				}
			}
			want := 0
			for _, c := range nb.Cells {
				if m, _ := c.Metadata["sudokit"].(map[string]any); m["role"] == "solution" {
					want++
				}
			}
			if filled != want || filled == 0 {
				t.Fatalf("filled %d solution cells of %d", filled, want)
			}
		})
	}
}

// keyedDecls returns the declarations of a Go file by declKey, with their
// doc comments, and the paths it imports.
func keyedDecls(t *testing.T, src []byte) (map[string]string, []string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "cell.go", src, parser.ParseComments)
	must(t, err)
	out := map[string]string{}
	for _, d := range f.Decls {
		if k := declKey(d); k != "import" {
			start := d.Pos()
			if doc := declDoc(d); doc != nil {
				start = doc.Pos()
			}
			out[k] = string(src[fset.Position(start).Offset:fset.Position(d.End()).Offset])
		}
	}
	var paths []string
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		paths = append(paths, p)
	}
	return out, paths
}

// cellDecls turns a notebook cell into package-level Go: its declarations
// without the imports, or, for a cell of statements, a function holding
// them. It also returns the paths the cell imports.
func cellDecls(src string) (string, []string) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "cell.go", "package main\n\n"+src, 0)
	if err != nil {
		return "func _() {\n" + src + "\n}", nil
	}
	var decls, paths []string
	full := "package main\n\n" + src
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			for _, s := range g.Specs {
				p, _ := strconv.Unquote(s.(*ast.ImportSpec).Path.Value)
				paths = append(paths, p)
			}
			continue
		}
		decls = append(decls, full[fset.Position(d.Pos()).Offset:fset.Position(d.End()).Offset])
	}
	return strings.Join(decls, "\n\n"), paths
}

// typeCheck type-checks the cells as one package main with the imports,
// and returns the errors, leaving out imports not used (yet).
func typeCheck(imp types.Importer, imports map[string]bool, cells []string) []string {
	var sb strings.Builder
	sb.WriteString("package main\n\n")
	for _, p := range slices.Sorted(maps.Keys(imports)) {
		sb.WriteString("import " + strconv.Quote(p) + "\n")
	}
	sb.WriteString("\n" + strings.Join(cells, "\n\n") + "\n\nfunc main() {}\n")
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "notebook.go", sb.String(), 0)
	if err != nil {
		return []string{err.Error()}
	}
	var errs []string
	conf := types.Config{Importer: imp, Error: func(err error) {
		if !strings.Contains(err.Error(), "imported and not used") {
			errs = append(errs, err.Error())
		}
	}}
	_, _ = conf.Check("main", fset, []*ast.File{f}, nil)
	return errs
}
