// Package notebooks holds the course notebooks (the .ipynb files in this
// folder) and the tests that run them on the sudokit Go kernel.
package notebooks

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/internal/nbcell"
	"github.com/sudokit/sudokit/internal/testbin"
	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/sudoku/human"
)

// jupyter is the Jupyter that runs the notebooks: the system one (a
// Python environment on PATH may lack Jupyter).
const jupyter = "/usr/bin/jupyter"

// minImages is, for every course notebook, the least number of pictures
// its executed copy must show: image/png and image/svg+xml outputs plus <img> tags in HTML
// outputs. The counts are exact today; a notebook that shows fewer lost a
// picture.
var minImages = map[string]int{
	"01-board-basics.ipynb":          7,
	"02-brute-force.ipynb":           8,
	"03-think-like-a-human.ipynb":    16,
	"04-generate-and-rate.ipynb":     20,
	"05-beyond-9x9.ipynb":            9,
	"06-images-for-reports.ipynb":    12,
	"07-assignment-bruteforce.ipynb": 2,
	"08-all-solutions.ipynb":         2,
	"09-play-in-class.ipynb":         2,
	"10-technique-handbook.ipynb":    56,
	"11-languages.ipynb":             5,
}

// assignmentNotebook is the notebook made from a released assignment.
const (
	assignmentNotebook = "07-assignment-bruteforce.ipynb"
	assignmentID       = "a3-bruteforce"
)

// notebook is the part of an nbformat 4 notebook the tests read.
type notebook struct {
	Cells    []cell         `json:"cells"`
	Metadata map[string]any `json:"metadata"`
}

type cell struct {
	Type     string          `json:"cell_type"`
	Source   nbcell.Text     `json:"source"`
	Metadata map[string]any  `json:"metadata"`
	Outputs  []output        `json:"outputs"`
	Count    json.RawMessage `json:"execution_count"`
}

type output struct {
	Type   string         `json:"output_type"`
	Name   string         `json:"name"`
	Text   nbcell.Text    `json:"text"`
	Data   map[string]any `json:"data"`
	EName  string         `json:"ename"`
	EValue string         `json:"evalue"`
}

// role is a cell's sudokit role (given, solution, check) or "".
func (c cell) role() string { return nbcell.Role(c.Metadata) }

func readNotebook(t *testing.T, path string) *notebook {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var nb notebook
	if err := json.Unmarshal(data, &nb); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return &nb
}

// courseNotebooks lists the .ipynb files of this folder, sorted.
func courseNotebooks(t *testing.T) []string {
	t.Helper()
	names, err := filepath.Glob("*.ipynb")
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(names)
	return names
}

// TestNotebookList checks that every notebook has an image expectation and
// every expectation a notebook.
func TestNotebookList(t *testing.T) {
	names := courseNotebooks(t)
	for _, n := range names {
		if _, ok := minImages[n]; !ok {
			t.Errorf("%s has no entry in minImages", n)
		}
	}
	if len(names) != len(minImages) {
		t.Errorf("%d notebooks, %d entries in minImages", len(names), len(minImages))
	}
}

// TestCommittedClean checks that the committed notebooks carry no outputs
// or execution counts (small diffs) and name the sudokit kernel.
func TestCommittedClean(t *testing.T) {
	for _, name := range courseNotebooks(t) {
		nb := readNotebook(t, name)
		spec, _ := nb.Metadata["kernelspec"].(map[string]any)
		if spec["name"] != "sudokit" || spec["display_name"] != "Go (sudokit)" || spec["language"] != "go" {
			t.Errorf("%s: kernelspec %v, want name sudokit, display_name \"Go (sudokit)\", language go", name, spec)
		}
		for k, c := range nb.Cells {
			if c.Type != "code" {
				continue
			}
			if len(c.Outputs) > 0 {
				t.Errorf("%s cell %d has outputs: strip them before committing", name, k+1)
			}
			if string(c.Count) != "null" {
				t.Errorf("%s cell %d has execution_count %s, want null", name, k+1, c.Count)
			}
		}
	}
}

// TestAssignmentNotebookMatchesRelease checks that the assignment notebook
// holds exactly the cells "sudokit assignment release" writes (given code,
// stubs and self-checks, unchanged), so the notebook cannot drift from the
// grader.
func TestAssignmentNotebookMatchesRelease(t *testing.T) {
	a, err := assignments.Get(assignmentID)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := a.Release(dir); err != nil {
		t.Fatal(err)
	}
	released := readNotebook(t, filepath.Join(dir, assignmentID+".ipynb"))
	ours := readNotebook(t, assignmentNotebook)
	roleCells := func(nb *notebook) []string {
		var out []string
		for _, c := range nb.Cells {
			if r := c.role(); r != "" {
				out = append(out, r+"\n"+string(c.Source))
			}
		}
		sort.Strings(out) // the course notebook may reorder the parts
		return out
	}
	want, got := roleCells(released), roleCells(ours)
	if strings.Join(want, "\x00") != strings.Join(got, "\x00") {
		t.Errorf("%s: its given/solution/check cells differ from a fresh release of %s (%d cells there, %d here); rebuild it from the release", assignmentNotebook, assignmentID, len(want), len(got))
	}
	if ours.Metadata["sudokit"] == nil {
		t.Errorf("%s lost the sudokit metadata of the release", assignmentNotebook)
	}
	// The grader must still find the student's declarations and nothing
	// else: the course's picture cells have statements and are left out.
	data, err := os.ReadFile(assignmentNotebook)
	if err != nil {
		t.Fatal(err)
	}
	code, err := assignments.ExtractNotebook(data)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(code, []byte("sudokit/sudoku")) || bytes.Contains(code, []byte("sudokit/render")) {
		t.Errorf("the code the grader extracts imports sudokit packages:\n%s", code)
	}
	for _, name := range []string{"func SolveAll(", "func (c *Cell) FillThisAndRest(", "func (b *Board) Copy("} {
		if !bytes.Contains(code, []byte(name)) {
			t.Errorf("the code the grader extracts lacks %q", name)
		}
	}
}

var (
	setupOnce sync.Once
	setupEnv  []string // environment for jupyter: the temporary kernelspec
	setupErr  error
)

func TestMain(m *testing.M) { testbin.Main(m) }

// jupyterEnv builds sudokit, installs its kernelspec under a temporary
// prefix (package testbin) and returns the environment that makes Jupyter
// use it — and only temporary Jupyter directories, never the user's.
func jupyterEnv(t *testing.T) []string {
	t.Helper()
	testenv.SkipShort(t, "executes the notebooks through Jupyter (minutes); not in -short")
	if _, err := os.Stat(jupyter); err != nil {
		t.Skipf("%s is missing (%v): install Jupyter (apt install jupyter-nbconvert jupyter-client) to run the notebooks", jupyter, err)
	}
	jupyterPath := testbin.Kernelspec(t)
	setupOnce.Do(func() {
		dir, err := os.MkdirTemp("", "sudokit-notebooks-")
		if err != nil {
			setupErr = err
			return
		}
		env := os.Environ()
		for _, kv := range [][2]string{
			{"JUPYTER_PATH", jupyterPath},
			{"JUPYTER_DATA_DIR", filepath.Join(dir, "data")},
			{"JUPYTER_CONFIG_DIR", filepath.Join(dir, "config")},
			{"JUPYTER_RUNTIME_DIR", filepath.Join(dir, "runtime")},
			{"IPYTHONDIR", filepath.Join(dir, "ipython")},
			{"PYTHONDONTWRITEBYTECODE", "1"},
		} {
			env = append(env, kv[0]+"="+kv[1])
		}
		setupEnv = env
	})
	if setupErr != nil {
		t.Fatal(setupErr)
	}
	return setupEnv
}

// execute runs a notebook top to bottom with nbconvert and returns the
// executed copy. nbconvert stops at the first cell error unless told
// otherwise; we let it go on so that every error is reported.
func execute(t *testing.T, env []string, path string) *notebook {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "executed.ipynb")
	cmd := exec.Command(jupyter, "nbconvert", "--to", "notebook", "--execute", "--allow-errors",
		"--ExecutePreprocessor.timeout=300", "--output", out, abs)
	cmd.Dir = dir // files a notebook writes land in a temporary folder
	cmd.Env = env
	start := time.Now()
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nbconvert %s: %v\n%s", path, err, msg)
	}
	t.Logf("%s executed in %v", path, time.Since(start).Round(100*time.Millisecond))
	return readNotebook(t, out)
}

var imgTag = regexp.MustCompile(`<img\b`)

// check reports error outputs and kernel notices on stderr, and returns
// the number of pictures shown.
func check(t *testing.T, name string, nb *notebook) (images int) {
	t.Helper()
	for k, c := range nb.Cells {
		if c.Type != "code" {
			continue
		}
		for _, o := range c.Outputs {
			switch {
			case o.Type == "error":
				t.Errorf("%s cell %d: %s: %s\n%s", name, k+1, o.EName, o.EValue, c.Source)
			case o.Type == "stream" && o.Name == "stderr":
				t.Errorf("%s cell %d wrote to stderr: %s", name, k+1, o.Text)
			}
			if _, ok := o.Data["image/png"]; ok {
				images++
			}
			if _, ok := o.Data["image/svg+xml"]; ok {
				images++
			}
			if html, ok := o.Data["text/html"]; ok {
				images += len(imgTag.FindAllString(fmt.Sprint(html), -1))
			}
		}
	}
	return images
}

// TestExecuteNotebooks runs every notebook on a fresh kernel, at most two
// at a time, and checks that no cell fails and that the pictures are there.
func TestExecuteNotebooks(t *testing.T) {
	env := jupyterEnv(t)
	sem := make(chan struct{}, 2)
	for _, name := range courseNotebooks(t) {
		t.Run(strings.TrimSuffix(name, ".ipynb"), func(t *testing.T) {
			t.Parallel()
			sem <- struct{}{}
			defer func() { <-sem }()
			nb := execute(t, env, name)
			if got, want := check(t, name, nb), minImages[name]; got < want {
				t.Errorf("%s shows %d pictures, want at least %d", name, got, want)
			}
			if name == assignmentNotebook {
				checkStubbedSelfChecks(t, nb)
			}
			if name == languagesNotebook {
				checkLanguages(t, nb)
			}
			if name == handbookNotebook {
				checkHandbookPictures(t, nb)
			}
			if name == playNotebook {
				checkInteractPicture(t, nb)
			}
		})
	}
}

// handbookNotebook is the technique handbook: every family of the step
// solver with three worked examples and an exercise.
const handbookNotebook = "10-technique-handbook.ipynb"

// workedCall matches a handbook cell that shows a family's worked examples.
var workedCall = regexp.MustCompile(`^worked\("([^"]+)"\)$`)

// TestHandbookReadsLikeABook checks the handbook's shape: the first
// technique comes at most two code cells after the introduction, no code
// cell is longer than 15 lines, and every family of the step solver has
// its worked examples, board, hint and check cells.
func TestHandbookReadsLikeABook(t *testing.T) {
	nb := readNotebook(t, handbookNotebook)
	var families []string
	for _, tq := range human.Techniques() {
		if !slices.Contains(families, tq.Family) {
			families = append(families, tq.Family)
		}
	}
	code, first := 0, -1
	for k, c := range nb.Cells {
		if c.Type == "code" {
			code++
			if n := strings.Count(strings.TrimRight(string(c.Source), "\n"), "\n") + 1; n > 15 {
				t.Errorf("%s cell %d has %d lines of code, want at most 15", handbookNotebook, k+1, n)
			}
		}
		heading, _, _ := strings.Cut(string(c.Source), "\n")
		if first < 0 && c.Type == "markdown" && slices.Contains(families, strings.TrimPrefix(heading, "## ")) {
			first = code
		}
	}
	if first < 0 || first > 2 {
		t.Errorf("%s: %d code cells before the first technique, want at most 2", handbookNotebook, first)
	}
	sources := map[string]bool{}
	for _, c := range nb.Cells {
		sources[strings.TrimSpace(string(c.Source))] = true
	}
	for _, f := range families {
		for _, want := range []string{fmt.Sprintf("worked(%q)", f), fmt.Sprintf("board(%q)", f)} {
			if !sources[want] {
				t.Errorf("%s has no cell %s", handbookNotebook, want)
			}
		}
	}
}

// checkHandbookPictures checks that every worked(...) cell of the executed
// handbook shows three pictures.
func checkHandbookPictures(t *testing.T, nb *notebook) {
	t.Helper()
	for k, c := range nb.Cells {
		m := workedCall.FindStringSubmatch(strings.TrimSpace(string(c.Source)))
		if c.Type != "code" || m == nil {
			continue
		}
		images := 0
		for _, o := range c.Outputs {
			if _, ok := o.Data["image/png"]; ok {
				images++
			}
		}
		if images != 3 {
			t.Errorf("%s cell %d (%s) shows %d worked examples, want 3", handbookNotebook, k+1, m[1], images)
		}
	}
}

// playNotebook is the notebook whose slider replays the game.
const playNotebook = "09-play-in-class.ipynb"

// checkInteractPicture checks that the play notebook's Interact drew a
// board into its Output widget: nbconvert keeps the widgets' state in the
// notebook's metadata, as a widget front end received it.
func checkInteractPicture(t *testing.T, nb *notebook) {
	t.Helper()
	widgets, _ := nb.Metadata["widgets"].(map[string]any)
	state, _ := widgets["application/vnd.jupyter.widget-state+json"].(map[string]any)
	models, _ := state["state"].(map[string]any)
	for _, m := range models {
		model, _ := m.(map[string]any)
		st, _ := model["state"].(map[string]any)
		outputs, _ := st["outputs"].([]any)
		for _, o := range outputs {
			data, _ := o.(map[string]any)["data"].(map[string]any)
			if png, ok := data["image/png"].(string); ok && png != "" {
				return
			}
		}
	}
	t.Errorf("%s: no Output widget holds a picture (the Interact did not draw the board); %d widget models saved", playNotebook, len(models))
}

// languagesNotebook is the notebook that switches the class's language.
const languagesNotebook = "11-languages.ipynb"

// checkLanguages checks that the languages notebook printed its hint in
// each of the five languages.
func checkLanguages(t *testing.T, nb *notebook) {
	t.Helper()
	var all strings.Builder
	for _, c := range nb.Cells {
		for _, o := range c.Outputs {
			all.WriteString(string(o.Text))
		}
	}
	for _, want := range []string{"Look for a hidden single", "Zoek een verborgen single", "Se etter en skjult singel",
		"Hledejte skrytý singl", "能用排除法确定的数", `"fr" is not a supported language`} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("%s does not print %q", languagesNotebook, want)
		}
	}
}

// checkStubbedSelfChecks checks that the assignment notebook, run as
// released (stubs), reports every self-check as failed without a cell
// error.
func checkStubbedSelfChecks(t *testing.T, nb *notebook) {
	t.Helper()
	crosses := 0
	for _, c := range nb.Cells {
		if c.role() != "check" {
			continue
		}
		for _, o := range c.Outputs {
			crosses += strings.Count(string(o.Text), "✗ ")
			if strings.Contains(string(o.Text), "✓") {
				t.Errorf("a self-check passes on the stubs: %s", o.Text)
			}
		}
	}
	if crosses == 0 {
		t.Error("no self-check reported ✗ on the stubs")
	}
}

// solutionRegion matches a reference solution region with the line that
// opens its declaration.
var solutionRegion = regexp.MustCompile(`\n([^\n]*\{)\n\s*//solution:begin\n((?s).*?)\n\s*//solution:(?:stub|end)`)

// stub matches what the release puts where a solution region was.
var stub = regexp.MustCompile(`\t(panic\("TODO[^\n]*\)|// TODO: add what your solution needs here\.)`)

// TestAssignmentNotebookWithReference fills the assignment notebook's stubs
// with the reference solution and runs it: run top to bottom, every
// self-check must pass. This catches parts whose order breaks the kernel
// (a cell can only use what earlier cells declared).
func TestAssignmentNotebookWithReference(t *testing.T) {
	env := jupyterEnv(t)
	ref, err := os.ReadFile(filepath.Join("..", "assignments", "course", "_inf1010", assignmentID, "bruteforce.go"))
	if err != nil {
		t.Skipf("reference solution not found: %v", err)
	}
	var raw map[string]any
	data, err := os.ReadFile(assignmentNotebook)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	filled := 0
	for _, m := range solutionRegion.FindAllStringSubmatch(string(ref), -1) {
		header, body := m[1], m[2]
		for _, rc := range raw["cells"].([]any) {
			c := rc.(map[string]any)
			var src nbcell.Text
			b, _ := json.Marshal(c["source"])
			if err := src.UnmarshalJSON(b); err != nil {
				t.Fatal(err)
			}
			meta, _ := c["metadata"].(map[string]any)
			sk, _ := meta["sudokit"].(map[string]any)
			if sk["role"] != "solution" || !strings.Contains(string(src), header) {
				continue
			}
			done := false
			c["source"] = stub.ReplaceAllStringFunc(string(src), func(s string) string {
				if done {
					return s
				}
				done = true
				return body
			})
			if done {
				filled++
			}
		}
	}
	if filled == 0 {
		t.Fatal("found no stub to fill with the reference solution")
	}
	out, err := json.Marshal(raw)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "filled.ipynb")
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
	nb := execute(t, env, path)
	check(t, "filled "+assignmentNotebook, nb)
	passes := 0
	for _, c := range nb.Cells {
		for _, o := range c.Outputs {
			if strings.Contains(string(o.Text), "✗") {
				t.Errorf("with the reference solution a self-check fails: %s", o.Text)
			}
			passes += strings.Count(string(o.Text), "✓ ")
		}
	}
	if passes == 0 {
		t.Error("with the reference solution no self-check reported ✓")
	}
}
