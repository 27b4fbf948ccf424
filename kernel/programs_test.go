package kernel

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testbin"
)

// TestProgramsBuiltAheadThroughJupyter installs a kernelspec whose
// programs were built from a folder of notebooks ("kernel install
// --programs DIR --warm-notebooks NB"), then executes one of them with
// nbconvert: every cell that runs takes its program from DIR (the kernel's
// SUDOKIT_KERNEL_TRACE log says "cached", never "link") and shows the same
// output as when compiled.
func TestProgramsBuiltAheadThroughJupyter(t *testing.T) {
	e2eSetup(t)
	bin := testbin.Sudokit(t)
	work := t.TempDir()
	nbDir := filepath.Join(work, "notebooks")
	if err := os.Mkdir(nbDir, 0o755); err != nil {
		t.Fatal(err)
	}
	cells := []string{"import \"fmt\"", "x := 6", "fmt.Println(x * 7)", "func twice(s string) string { return s + s }", "twice(\"ab\")"}
	nb := goNotebook(cells)
	if err := os.WriteFile(filepath.Join(nbDir, "lesson.ipynb"), nb, 0o644); err != nil {
		t.Fatal(err)
	}
	programs := filepath.Join(work, "programs")
	prefix := filepath.Join(work, "prefix")
	root, err := DefaultSourceRoot()
	if err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	if err := Install(InstallOptions{Prefix: prefix, Executable: bin, Config: Config{SourceRoot: root}, Programs: programs, Notebooks: nbDir, Log: &log}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(log.String(), "lesson.ipynb: cells run: 5, failed: 0") {
		t.Errorf("install's log does not report the notebook's cells:\n%s", log.String())
	}
	built, _ := filepath.Glob(filepath.Join(programs, "*"))
	if len(built) != 3 {
		t.Fatalf("%d programs built, want 3 (x := 6, the Println, twice(\"ab\")): %v", len(built), built)
	}

	b, out := nbconvertRun(t, append(jupyterEnv(filepath.Join(prefix, "share", "jupyter")), "SUDOKIT_KERNEL_TRACE=1"), nb, 120)
	var got struct {
		Cells []struct {
			Outputs []nbOutput `json:"outputs"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	var shown []string
	for _, c := range got.Cells {
		for _, o := range c.Outputs {
			switch {
			case o.OutputType == "stream" && o.Name == "stdout":
				shown = append(shown, string(o.Text))
			case o.OutputType == "execute_result":
				shown = append(shown, o.plainText())
			}
		}
	}
	if s := strings.Join(shown, "|"); s != "42\n|\"abab\"" {
		t.Errorf("outputs %q, want 42 and \"abab\"", s)
	}
	phases := regexp.MustCompile(`sudokit kernel: cell (\d+): (.*), total`).FindAllStringSubmatch(string(out), -1)
	ran := 0
	for _, m := range phases {
		if strings.Contains(m[2], "link") || (strings.Contains(m[2], "run") && !strings.Contains(m[2], "cached")) {
			t.Errorf("cell %s was built, not taken from the programs built ahead: %s", m[1], m[2])
		}
		if strings.Contains(m[2], "cached") {
			ran++
		}
	}
	if ran != 3 {
		t.Errorf("%d cells ran a program built ahead, want 3; the kernel's log:\n%s", ran, out)
	}
}

// goNotebook returns a Go notebook (nbformat 4) of code cells.
func goNotebook(cells []string) []byte {
	type cell struct {
		CellType       string         `json:"cell_type"`
		Metadata       map[string]any `json:"metadata"`
		Source         string         `json:"source"`
		Outputs        []any          `json:"outputs"`
		ExecutionCount *int           `json:"execution_count"`
	}
	nb := map[string]any{
		"nbformat": 4, "nbformat_minor": 5,
		"metadata": map[string]any{"kernelspec": map[string]string{"name": "sudokit", "display_name": "Go (sudokit)", "language": "go"}},
	}
	var cs []cell
	for _, src := range cells {
		cs = append(cs, cell{CellType: "code", Metadata: map[string]any{}, Source: src, Outputs: []any{}})
	}
	nb["cells"] = cs
	b, _ := json.Marshal(nb)
	return b
}
