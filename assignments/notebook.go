package assignments

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/internal/nbcell"
)

// notebook is the part of a Jupyter notebook (nbformat 4) the grader reads
// and writes.
type notebook struct {
	Cells    []nbCell       `json:"cells"`
	Metadata map[string]any `json:"metadata"`
	Format   int            `json:"nbformat"`
	Minor    int            `json:"nbformat_minor"`
}

type nbCell struct {
	Type     string         `json:"cell_type"`
	Metadata map[string]any `json:"metadata"`
	Source   nbcell.Text    `json:"source"`
	Outputs  []any          `json:"outputs,omitempty"`
	Count    *int           `json:"execution_count,omitempty"`
}

// role is the sudokit role of a cell: "given", "solution" or "check".
func (c nbCell) role() string { return nbcell.Role(c.Metadata) }

// ExtractNotebook returns the Go code of a notebook's solution as one Go
// file: every code cell that holds only declarations (types, functions,
// variables, imports), in order, except self-check cells. Cells with
// top-level statements (experiments, checks) and magic lines are left out.
// Imports of all cells are merged, and imports nothing uses are dropped.
func ExtractNotebook(data []byte) ([]byte, error) {
	var nb notebook
	if err := json.Unmarshal(data, &nb); err != nil {
		return nil, fmt.Errorf("not a Jupyter notebook: %v", err)
	}
	imports := map[string]string{} // path → name ("" for the default)
	var decls []string
	for i, c := range nb.Cells {
		if c.Type != "code" || c.role() == "check" || strings.Contains(string(c.Source), "type selfcheckT struct") {
			continue // the self-checks (also when a copy lost the cells' metadata)
		}
		src := nbcell.Strip(string(c.Source)) // kernel commands, shell lines and questions are not Go
		if strings.TrimSpace(src) == "" {
			continue
		}
		if !strings.HasPrefix(strings.TrimSpace(src), "package ") {
			src = "package main\n" + src
		}
		cellImports, cellDecls, err := splitFile(fmt.Sprintf("cell%d.go", i+1), []byte(src))
		if err != nil {
			continue // statements or broken code: not part of the solution
		}
		for p, name := range cellImports {
			imports[p] = name
		}
		decls = append(decls, cellDecls...)
	}
	if len(decls) == 0 {
		return nil, fmt.Errorf("the notebook has no Go declarations (types or functions) to grade")
	}
	body := strings.Join(decls, "\n\n")
	var sb strings.Builder
	sb.WriteString("package main\n\n")
	for _, p := range slices.Sorted(maps.Keys(imports)) {
		name := imports[p]
		ref := name
		if ref == "" {
			ref = p[strings.LastIndex(p, "/")+1:]
		}
		if name != "_" && !strings.Contains(body, ref+".") {
			continue // unused: Go would refuse to compile
		}
		fmt.Fprintf(&sb, "import %s %q\n", name, p)
	}
	sb.WriteString("\n" + body + "\n")
	return []byte(sb.String()), nil
}

// declDoc returns a declaration's doc comment.
func declDoc(d ast.Decl) *ast.CommentGroup {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Doc
	case *ast.GenDecl:
		return d.Doc
	}
	return nil
}

// splitFile parses a Go file into its imports (path → name, "" for the
// default) and the text of each other top-level declaration with its doc
// comment.
func splitFile(name string, src []byte) (imports map[string]string, decls []string, err error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, nil, err
	}
	imports = map[string]string{}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		imports[p] = ""
		if imp.Name != nil {
			imports[p] = imp.Name.Name
		}
	}
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			continue
		}
		start := d.Pos()
		if doc := declDoc(d); doc != nil {
			start = doc.Pos()
		}
		decls = append(decls, string(src[fset.Position(start).Offset:fset.Position(d.End()).Offset]))
	}
	return imports, decls, nil
}

// importBlock writes an import declaration of the paths in order ("" when
// there are none).
func importBlock(imports map[string]string) string {
	if len(imports) == 0 {
		return ""
	}
	var sb strings.Builder
	sb.WriteString("import (\n")
	for _, p := range slices.Sorted(maps.Keys(imports)) {
		if l := imports[p]; l != "" {
			fmt.Fprintf(&sb, "\t%s %q\n", l, p)
		} else {
			fmt.Fprintf(&sb, "\t%q\n", p)
		}
	}
	sb.WriteString(")\n")
	return sb.String()
}
