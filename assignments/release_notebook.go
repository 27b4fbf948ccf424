package assignments

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
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
// The parts come in an order where each cell uses only the cells above it
// (see notebookOrder), since the kernel compiles each cell against the
// cells above; ref, the reference solution, tells what each part uses.
func (a *Assignment) notebook(ref, skeleton []byte, checks []SelfCheck) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, a.ID+".go", skeleton, parser.ParseComments|parser.SkipObjectResolution)
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
		nb.markdown("**Given code** from earlier assignments: run this cell, but do not change it.")
		nb.code("given", strings.Join(given, "\n\n"))
		given = nil
	}
	decls, err := notebookOrder(a.Solution, ref, f.Decls)
	if err != nil {
		return nil, err
	}
	for _, d := range decls {
		t := text(d)
		if !strings.Contains(t, `panic("TODO: `) && !strings.Contains(t, "// TODO: add what your solution needs") {
			given = append(given, t)
			continue
		}
		flush()
		nb.markdown(a.partHeading(d))
		nb.code("solution", t)
	}
	flush()

	nb.markdown("## Self-checks\n\nRun the cells below after your code: each runs one visible test and prints ✓ or ✗ with the reason. " +
		"They call your functions on the inputs of the visible tests; when you submit, the grader also runs tests you have not seen.")
	helpers := "import (\n\t\"errors\"\n\t\"fmt\"\n\t\"os\"\n\t\"sort\"\n\t\"strings\"\n)\n\n" + selfCheckHelpers
	helpers = keepUsedImports(helpers, checks)
	nb.code("check", helpers)
	for _, c := range checks {
		call, err := formatStatements(selfCheckCall(c))
		if err != nil {
			return nil, err
		}
		nb.code("check", call)
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
	if a.Stage != "" {
		fmt.Fprintf(&sb, "*%s*\n\n", a.Stage)
	}
	sb.WriteString(strings.TrimSpace(a.Summary) + "\n\n")
	sb.WriteString("**How to work.** Run the cells from the top. Write your code in the cells under **Your code**, " +
		"replacing each `panic(\"TODO: …\")`; you may add cells with your own helper functions and experiments. " +
		"Use the standard library only. The self-checks at the end run the visible tests.\n\n" +
		"**Submitting.** Submit this notebook: the grader takes the Go declarations of its code cells (not the self-checks, " +
		"not cells with statements) and runs the tests on them.")
	return sb.String()
}

// partHeading is the markdown above a part to write: its signature and
// what the spec says about it.
func (a *Assignment) partHeading(d ast.Decl) string {
	name := ""
	switch d := d.(type) {
	case *ast.FuncDecl:
		name = d.Name.Name
	case *ast.GenDecl:
		if len(d.Specs) > 0 {
			if ts, ok := d.Specs[0].(*ast.TypeSpec); ok {
				name = ts.Name.Name
			}
		}
	}
	for _, fn := range a.Functions {
		if strings.Contains(fn.Signature, " "+name+"(") || strings.HasPrefix(fn.Signature, "func "+name+"(") {
			return fmt.Sprintf("### Your code: `%s`\n\n%s", fn.Signature, fn.Doc)
		}
	}
	if name != "" {
		return fmt.Sprintf("### Your code: `%s`", name)
	}
	return "### Your code"
}

// keepUsedImports drops the imports of the helper cell that neither the
// helpers nor the checks use (the kernel, like Go, refuses unused imports).
func keepUsedImports(helpers string, checks []SelfCheck) string {
	all := helpers
	for _, c := range checks {
		all += c.Body
	}
	for _, p := range []string{"errors", "sort", "strings"} {
		if !strings.Contains(all, p+".") {
			helpers = strings.Replace(helpers, "\t\""+p+"\"\n", "", 1)
		}
	}
	return helpers
}
