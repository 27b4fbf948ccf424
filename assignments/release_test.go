package assignments

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/assignments/sandbox"
)

// releaseOf releases an assignment into a temporary folder.
func releaseOf(t *testing.T, id string) (*Assignment, string) {
	t.Helper()
	a, err := Get(id)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := a.Release(dir); err != nil {
		t.Fatal(err)
	}
	return a, dir
}

// TestReleaseHoldsNoSolutionNorHiddenTest looks through every released
// file for the reference's solution lines, the names of hidden and
// after_due_date tests, and the text of their inputs.
func TestReleaseHoldsNoSolutionNorHiddenTest(t *testing.T) {
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			a, dir := releaseOf(t, id)
			ref, _ := a.ReadFile(a.Solution)
			// Lines the harness writes itself (the skeleton's given code,
			// the self-check helpers and checks) are not solution text,
			// even when the reference has the same line ("if err != nil {").
			harness := givenText(t, ref) + selfCheckHelpers
			checks, err := a.SelfChecks()
			must(t, err)
			for _, c := range checks {
				harness += "\n" + c.Body
			}
			secrets := map[string]string{}
			for _, line := range SolutionText(ref) {
				if len(line) >= 12 && !strings.Contains(harness, line) {
					secrets[line] = "solution line"
				}
			}
			if len(secrets) == 0 {
				t.Fatal("found no solution lines to look for")
			}
			for i := range a.Tests {
				tc := &a.Tests[i]
				if tc.Visibility == Visible {
					continue
				}
				secrets[tc.Name] = "hidden test name"
				cases, err := ops[tc.Op].cases(a, tc)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range cases {
					if in, ok := c.Input.(boardInput); ok && in.File != "" {
						secrets[in.File] = "hidden input"
					}
				}
			}
			runner, _ := a.ReadFile(a.Runner)
			secrets[strings.Split(string(runner), "\n")[2]] = "runner source"
			_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				data, _ := os.ReadFile(p)
				text := string(data)
				if strings.HasSuffix(p, ".ipynb") {
					text = notebookText(t, data) // JSON escapes quotes and newlines
				}
				for s, what := range secrets {
					if strings.Contains(text, s) {
						t.Errorf("%s holds a %s: %q", p, what, s)
					}
				}
				return nil
			})
		})
	}
}

// givenText is the reference without its solution regions.
func givenText(t *testing.T, ref []byte) string {
	lines := strings.Split(string(ref), "\n")
	regions, err := solutionRegions("solution.go", lines)
	must(t, err)
	var out []string
	next := 0
	for _, r := range regions {
		out = append(out, lines[next:r.begin]...)
		next = r.end + 1
	}
	return strings.Join(append(out, lines[next:]...), "\n")
}

// notebookText joins the sources of a notebook's cells.
func notebookText(t *testing.T, data []byte) string {
	var nb notebook
	if err := json.Unmarshal(data, &nb); err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	for _, c := range nb.Cells {
		sb.WriteString(string(c.Source) + "\n")
	}
	return sb.String()
}

// TestReleaseCompilesAndSelfChecks runs "go vet" and "go test" in a
// release: the skeleton compiles, its self-checks fail on the stubs, and
// pass once the reference solution takes the skeleton's place.
func TestReleaseCompilesAndSelfChecks(t *testing.T) {
	ids := IDs()
	if testing.Short() {
		ids = []string{"a4-nakedpair"}
	}
	goTool := sandbox.FindGo()
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			a, dir := releaseOf(t, id)
			gocmd := func(args ...string) (string, error) {
				cmd := exec.Command(goTool, args...)
				cmd.Dir = dir
				cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off", "CGO_ENABLED=0")
				out, err := cmd.CombinedOutput()
				return string(out), err
			}
			if out, err := gocmd("vet", "."); err != nil {
				t.Fatalf("go vet on the release: %v\n%s", err, out)
			}
			out, err := gocmd("test", ".")
			if err == nil || !strings.Contains(out, "TODO: implement") {
				t.Fatalf("self-checks on the stubs: want failures naming the TODO, got %v\n%s", err, out)
			}
			ref, _ := a.ReadFile(a.Solution)
			must(t, os.WriteFile(filepath.Join(dir, id+".go"), ref, 0o644))
			if out, err := gocmd("test", "-v", "."); err != nil || strings.Contains(out, "✗") {
				t.Fatalf("self-checks on the reference: %v\n%s", err, out)
			}
		})
	}
}

// TestReleaseNotebookIsNbformat4 checks the notebook's structure: nbformat
// 4, the sudokit kernelspec, a solution cell per stub, no hidden test.
func TestReleaseNotebookIsNbformat4(t *testing.T) {
	a, dir := releaseOf(t, "a3-bruteforce")
	data, err := os.ReadFile(filepath.Join(dir, "a3-bruteforce.ipynb"))
	must(t, err)
	var nb struct {
		Format   int `json:"nbformat"`
		Metadata struct {
			Kernelspec map[string]string `json:"kernelspec"`
		} `json:"metadata"`
		Cells []map[string]any `json:"cells"`
	}
	must(t, json.Unmarshal(data, &nb))
	ks := nb.Metadata.Kernelspec
	if nb.Format != 4 || ks["name"] != kernelName || ks["display_name"] != kernelDisplayName || ks["language"] != "go" {
		t.Fatalf("nbformat %d, kernelspec %v", nb.Format, ks)
	}
	roles := map[string]int{}
	ids := map[string]bool{}
	for i, c := range nb.Cells {
		typ, _ := c["cell_type"].(string)
		id, _ := c["id"].(string)
		if id == "" || ids[id] {
			t.Errorf("cell %d: id %q missing or repeated", i, id)
		}
		ids[id] = true
		if _, ok := c["source"].([]any); !ok {
			t.Errorf("cell %d: source is not a list of lines", i)
		}
		_, hasOutputs := c["outputs"]
		_, hasCount := c["execution_count"]
		switch typ {
		case "code":
			if !hasOutputs || !hasCount {
				t.Errorf("code cell %d lacks outputs or execution_count", i)
			}
			meta, _ := c["metadata"].(map[string]any)
			sk, _ := meta["sudokit"].(map[string]any)
			role, _ := sk["role"].(string)
			roles[role]++
		case "markdown":
			if hasOutputs || hasCount {
				t.Errorf("markdown cell %d has outputs or execution_count", i)
			}
		default:
			t.Errorf("cell %d: type %q", i, typ)
		}
	}
	visible := 0
	for _, tc := range a.Tests {
		if tc.Visibility == Visible {
			visible++
		}
	}
	// a3's stubs: the Solutions struct, Insert, Take, Count, Copy,
	// FillThisAndRest, SolveAll.
	if roles["solution"] != 7 || roles["check"] != visible+1 || roles["given"] < 1 {
		t.Errorf("cell roles %v, want 7 solution, %d check and some given", roles, visible+1)
	}
	if _, err := exec.LookPath("/usr/bin/python3"); err == nil {
		cmd := exec.Command("/usr/bin/python3", "-c", "import nbformat,sys; nbformat.validate(nbformat.read(sys.argv[1], as_version=4))", filepath.Join(dir, "a3-bruteforce.ipynb"))
		if out, err := cmd.CombinedOutput(); err != nil && !strings.Contains(string(out), "No module named") {
			t.Errorf("nbformat.validate: %v\n%s", err, out)
		}
	}
}

// TestGradeFilledNotebook fills the released notebook's solution cells
// with the reference's code, as a student would, and grades the notebook:
// full score. With one part left as its stub, that part's tests fail.
func TestGradeFilledNotebook(t *testing.T) {
	a, dir := releaseOf(t, "a4-nakedpair")
	path := filepath.Join(dir, "a4-nakedpair.ipynb")
	data, err := os.ReadFile(path)
	must(t, err)
	ref, _ := a.ReadFile(a.Solution)
	decls, imports := referenceDecls(t, ref)

	var nb map[string]any
	must(t, json.Unmarshal(data, &nb))
	filled := 0
	for _, c := range nb["cells"].([]any) {
		cell := c.(map[string]any)
		meta, _ := cell["metadata"].(map[string]any)
		sk, _ := meta["sudokit"].(map[string]any)
		if sk["role"] != "solution" {
			continue
		}
		src := joinSource(cell["source"])
		for name, text := range decls {
			if strings.Contains(src, "func "+name+"(") {
				// A student adds the imports their code needs to the cell.
				cell["source"] = sourceLines(imports + "\n\n" + text)
				filled++
			}
		}
	}
	if filled != 1 {
		t.Fatalf("filled %d solution cells, want 1 (FindNakedPair)", filled)
	}
	// The student also experiments in a cell of statements: not graded.
	nb["cells"] = append(nb["cells"].([]any), map[string]any{
		"cell_type": "code", "id": "mine", "metadata": map[string]any{}, "outputs": []any{}, "execution_count": nil,
		"source": []any{"b, _ := ReadFile(\"x.txt\")\n", "fmt.Println(b)\n"},
	})
	out, err := json.Marshal(nb)
	must(t, err)
	student := filepath.Join(t.TempDir(), "ada.ipynb")
	must(t, os.WriteFile(student, out, 0o644))
	rep := gradeFile(t, "a4-nakedpair", student)
	if rep.Score != rep.MaxScore || rep.Student != "ada" {
		rep.WriteFeedback(testWriter{t}, View{Instructor: true})
		t.Fatalf("%s: notebook scored %g of %g", rep.Student, rep.Score, rep.MaxScore)
	}

	// The released notebook as it is: compiles (stubs) and earns nothing.
	rep = gradeFile(t, "a4-nakedpair", path)
	if rep.CompileErr != "" || rep.Score != 0 {
		t.Fatalf("the unfilled notebook: compile error %q, score %g", rep.CompileErr, rep.Score)
	}
	if fb := rep.Tests[0].Output(); !strings.Contains(fb, "TODO: implement FindNakedPair") {
		t.Errorf("feedback does not name the stub:\n%s", fb)
	}
}

// referenceDecls returns the reference's functions by name (with their doc
// comments) and its import declaration.
func referenceDecls(t *testing.T, src []byte) (map[string]string, string) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "solution.go", src, parser.ParseComments)
	must(t, err)
	out := map[string]string{}
	imports := ""
	for _, d := range f.Decls {
		start := d.Pos()
		if doc := declDoc(d); doc != nil {
			start = doc.Pos()
		}
		text := string(src[fset.Position(start).Offset:fset.Position(d.End()).Offset])
		switch d := d.(type) {
		case *ast.FuncDecl:
			out[d.Name.Name] = text
		case *ast.GenDecl:
			if d.Tok == token.IMPORT {
				imports = text
			}
		}
	}
	return out, imports
}

func joinSource(v any) string {
	var sb strings.Builder
	for _, l := range v.([]any) {
		sb.WriteString(l.(string))
	}
	return sb.String()
}

// TestSkeletonStubs checks the stubs on a small file: a function body
// becomes a panic naming it, a struct's fields a TODO comment, the
// region's leading comment stays, and imports only the solution used go.
func TestSkeletonStubs(t *testing.T) {
	src := `package main

import (
	"fmt"
	"strings"
)

type T struct {
	// BEGIN SOLUTION
	n int
	// END SOLUTION
}

// Twice doubles.
func (t *T) Twice() string {
	// BEGIN SOLUTION
	// Hint: use strings.Repeat.
	return strings.Repeat(fmt.Sprint(t.n), 2)
	// END SOLUTION
}

func Keep() string { return fmt.Sprint(1) }
`
	out, err := Skeleton("x.go", []byte(src))
	must(t, err)
	s := string(out)
	for _, want := range []string{`panic("TODO: implement T.Twice")`, "// Hint: use strings.Repeat.", "// TODO: add what your solution needs here.", `"fmt"`} {
		if !strings.Contains(s, want) {
			t.Errorf("skeleton lacks %q:\n%s", want, s)
		}
	}
	for _, gone := range []string{`"strings"`, "n int", "return strings.Repeat", "BEGIN SOLUTION"} {
		if strings.Contains(s, gone) {
			t.Errorf("skeleton still holds %q:\n%s", gone, s)
		}
	}
	if _, err := Skeleton("bad.go", []byte("package main\n// BEGIN SOLUTION\n")); err == nil {
		t.Error("an unclosed region is not an error")
	}
}
