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
	a, err := Resolve(id) // a built-in id, or a folder such as scaffoldDir
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := a.Release(dir); err != nil {
		t.Fatal(err)
	}
	return a, dir
}

// mergedReference is an assignment's reference as one file: its given
// and student files merged (as the notebook's cells hold them).
func mergedReference(t *testing.T, a *Assignment) []byte {
	t.Helper()
	au := a.authored
	names := append(append([]string{}, au.given...), au.solutions...)
	ref, err := mergedSource(names, au.sources)
	must(t, err)
	return ref
}

// TestReleaseHoldsNoSolutionNorHiddenTest looks through every released
// file of every built-in assignment for the lines of the reference's
// solution regions, the names of hidden and after-due tests, and the
// declarations only they use (the hidden inputs).
func TestReleaseHoldsNoSolutionNorHiddenTest(t *testing.T) {
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			a, dir := releaseOf(t, id)
			au := a.authored
			// Lines the release holds anyway (given code, tests and their
			// helpers, self-check helpers) are not solution text, even when the
			// reference has the same line ("if err != nil {").
			harness := selfcheckHelpers
			for _, n := range append(au.given, au.testFiles...) {
				harness += string(au.sources[n])
			}
			secrets := map[string]string{}
			for _, n := range au.solutions {
				stub, err := stripSolution(n, au.sources[n]) // the student file outside its regions
				must(t, err)
				harness += string(stub)
			}
			for _, n := range au.solutions {
				src := au.sources[n]
				regions, err := markedRegions(n, src)
				must(t, err)
				lines := strings.Split(string(src), "\n")
				for _, r := range regions {
					end := r.end - 1
					if r.stub != 0 {
						end = r.stub - 1
					}
					for _, l := range lines[r.begin:end] {
						if l = strings.TrimSpace(l); len(l) >= 12 && !strings.Contains(harness, l) {
							secrets[l] = "solution line"
						}
					}
				}
			}
			if len(secrets) == 0 {
				t.Fatal("found no solution lines to look for")
			}
			for _, tc := range a.Tests {
				if tc.Visibility != Visible {
					secrets[tc.Name] = "hidden test name"
				}
			}
			for _, n := range au.testFiles {
				for _, l := range strings.Split(string(au.sources[n]), "\n") {
					if strings.HasPrefix(l, "var hidden") || strings.HasPrefix(l, "var afterDue") {
						secrets[strings.Fields(l)[1]] = "hidden input"
					}
				}
			}
			_ = filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
				if err == nil && d.IsDir() && d.Name() == libDirName {
					// sudokit's public packages, which the student's code
					// imports anyway (sudoku's own Solutions among them).
					return filepath.SkipDir
				}
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
// release: the stubs compile, the visible tests fail on them, and pass
// once the reference takes the stubs' place.
func TestReleaseCompilesAndSelfChecks(t *testing.T) {
	ids := IDs()
	if testing.Short() {
		ids = []string{"a4-nakedpair"}
	}
	goTool := sandbox.FindGo()
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			a, dir := releaseOf(t, id)
			// The release's go.mod finds sudokit's packages in .sudokit/;
			// -mod=mod adds the modules they use, from the module cache.
			gocmd := func(args ...string) (string, error) {
				cmd := exec.Command(goTool, args...)
				cmd.Dir = dir
				cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOPROXY=off", "GOSUMDB=off", "CGO_ENABLED=0")
				out, err := cmd.CombinedOutput()
				return string(out), err
			}
			if out, err := gocmd("vet", "."); err != nil {
				t.Fatalf("go vet on the release: %v\n%s", err, out)
			}
			out, err := gocmd("test", ".")
			if err == nil || !strings.Contains(out, "TODO: implement") {
				t.Fatalf("the visible tests on the stubs: want failures naming the TODO, got %v\n%s", err, out)
			}
			for _, n := range a.authored.solutions {
				must(t, os.WriteFile(filepath.Join(dir, n), a.authored.sources[n], 0o644))
			}
			if out, err := gocmd("test", "-v", "."); err != nil {
				t.Fatalf("the visible tests on the reference: %v\n%s", err, out)
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
	// FillThisAndRest, SolveAll; the checks: the helpers, then a cell per
	// visible test.
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

	// The same notebook after an editor dropped every cell's metadata: the
	// self-check cells are still left out.
	for _, c := range nb["cells"].([]any) {
		c.(map[string]any)["metadata"] = map[string]any{}
	}
	out, err = json.Marshal(nb)
	must(t, err)
	bare := filepath.Join(t.TempDir(), "bea.ipynb")
	must(t, os.WriteFile(bare, out, 0o644))
	if rep := gradeFile(t, "a4-nakedpair", bare); rep.Score != rep.MaxScore {
		rep.WriteFeedback(testWriter{t}, View{Instructor: true})
		t.Fatalf("the notebook without metadata scored %g of %g", rep.Score, rep.MaxScore)
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
