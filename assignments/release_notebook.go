package assignments

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// The kernelspec of sudokit's Jupyter kernel (see kernel.InstallOptions).
const (
	kernelName        = "sudokit"
	kernelDisplayName = "Go (sudokit)"
)

// outCell is a notebook cell as nbformat 4.5 writes it: code cells carry
// outputs and an execution count (null), markdown cells neither.
type outCell struct {
	ID       string         `json:"id"`
	Type     string         `json:"cell_type"`
	Metadata map[string]any `json:"metadata"`
	Source   []string       `json:"source"`
	Outputs  *[]any         `json:"outputs,omitempty"`
	Count    *int           `json:"execution_count"`
}

// MarshalJSON leaves outputs and execution_count out of markdown cells,
// which nbformat forbids them.
func (c outCell) MarshalJSON() ([]byte, error) {
	type plain outCell
	if c.Type == "code" {
		return json.Marshal(plain(c))
	}
	return json.Marshal(struct {
		ID       string         `json:"id"`
		Type     string         `json:"cell_type"`
		Metadata map[string]any `json:"metadata"`
		Source   []string       `json:"source"`
	}{c.ID, c.Type, c.Metadata, c.Source})
}

// outNotebook is the notebook a release writes.
type outNotebook struct {
	Cells    []outCell      `json:"cells"`
	Metadata map[string]any `json:"metadata"`
	Format   int            `json:"nbformat"`
	Minor    int            `json:"nbformat_minor"`
}

// notebookBuilder collects cells.
type notebookBuilder struct{ cells []outCell }

func (nb *notebookBuilder) markdown(text string) {
	nb.cells = append(nb.cells, outCell{Type: "markdown", Metadata: map[string]any{}, Source: sourceLines(text)})
}

// code adds a code cell with its sudokit role: "given" (code to run, not to
// change), "solution" (the student's) or "check" (left out when grading).
func (nb *notebookBuilder) code(role, text string) {
	outputs := []any{}
	nb.cells = append(nb.cells, outCell{Type: "code", Source: sourceLines(text), Outputs: &outputs,
		Metadata: map[string]any{"sudokit": map[string]any{"role": role}}})
}

// sourceLines splits text into nbformat's list of lines (each but the last
// ending in a newline).
func sourceLines(text string) []string {
	text = strings.TrimRight(text, "\n")
	lines := strings.SplitAfter(text, "\n")
	if len(lines) == 1 && lines[0] == "" {
		return []string{}
	}
	return lines
}

// notebook makes the release's notebook: the task, the given code, a cell
// per part to write (stubbed), and a self-check cell per visible test. Cells
// hold Go without a package clause or func main, as the kernel runs them;
// the declarations persist from cell to cell.
//
// ref is the reference (given and student files merged into one file) and
// skeleton the same with the student's parts stubbed; parts names the
// declarations (by declKey) that hold a solution region. The parts come in
// an order where each cell uses only the cells above it (see
// notebookOrder), since the kernel compiles each cell against the cells
// above; ref tells what each part uses. checks are the self-check cells.
func (a *Assignment) notebook(ref, skeleton []byte, parts map[string]bool, checks []string) ([]byte, error) {
	name := a.ID + ".go"
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, skeleton, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	src := string(skeleton)
	text := func(d ast.Decl) string {
		start := d.Pos()
		if doc := declDoc(d); doc != nil {
			start = doc.Pos()
		}
		return src[fset.Position(start).Offset:fset.Position(d.End()).Offset]
	}
	nb := &notebookBuilder{}
	nb.markdown(a.intro())

	var given []string
	flush := func() {
		if len(given) == 0 {
			return
		}
		nb.markdown(lang.Sprintf("**Given code**: run this cell, but do not change it (the grader uses its own copy)."))
		nb.code("given", strings.Join(given, "\n\n"))
		given = nil
	}
	decls, err := notebookOrder(name, ref, f.Decls)
	if err != nil {
		return nil, err
	}
	for _, d := range decls {
		if !parts[declKey(d)] {
			given = append(given, text(d))
			continue
		}
		flush()
		nb.markdown(partHeading(d))
		nb.code("solution", text(d))
	}
	flush()

	nb.markdown("## " + lang.Sprintf("Self-checks") + "\n\n" +
		lang.Sprintf("Run the cells below after your code: each runs one visible test and prints %[1]s or %[2]s with the reason. They call your functions as `go test` would; when you submit, the grader also runs tests you have not seen.", "✓", "✗"))
	for _, c := range checks {
		nb.code("check", c)
	}
	for i := range nb.cells {
		nb.cells[i].ID = fmt.Sprintf("%s-%02d", a.ID, i+1)
	}
	out := outNotebook{
		Cells: nb.cells,
		Metadata: map[string]any{
			"kernelspec":    map[string]any{"display_name": kernelDisplayName, "language": "go", "name": kernelName},
			"language_info": map[string]any{"name": "go", "file_extension": ".go", "mimetype": "text/x-go"},
			"sudokit":       map[string]any{"assignment": a.ID},
		},
		Format: 4, Minor: 5,
	}
	data, err := json.MarshalIndent(out, "", " ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// intro is the notebook's first cell.
func (a *Assignment) intro() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "# %s\n\n", a.Title)
	if s := strings.TrimSpace(a.Summary); s != "" {
		sb.WriteString(s + "\n\n")
	}
	sb.WriteString(lang.Sprintf("**How to work.** Run the cells from the top. Write your code in the cells under **%s**, replacing each `panic(\"TODO: …\")`; you may add cells with your own helper functions and experiments. The self-checks at the end run the visible tests.", lang.Sprintf("Your code")) +
		"\n\n" + lang.Sprintf("**Submitting.** Submit this notebook: the grader takes the Go declarations of its code cells (not the self-checks, not cells with statements) and runs the tests on them."))
	return sb.String()
}

// partHeading is the markdown above a part to write: its signature (a
// function's without its body) or name.
func partHeading(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		sig := *d
		sig.Doc, sig.Body = nil, nil
		var buf bytes.Buffer
		if err := format.Node(&buf, token.NewFileSet(), &sig); err == nil {
			return "### " + lang.Sprintf("Your code: %s", "`"+buf.String()+"`")
		}
		return "### " + lang.Sprintf("Your code: %s", "`"+d.Name.Name+"`")
	case *ast.GenDecl:
		if len(d.Specs) > 0 {
			if ts, ok := d.Specs[0].(*ast.TypeSpec); ok {
				return "### " + lang.Sprintf("Your code: %s", "`"+ts.Name.Name+"`")
			}
		}
	}
	return "### " + lang.Sprintf("Your code")
}
