package kernel

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestGophernotesNotebook executes testdata/gophernotes.ipynb, which uses
// gophernotes' display API the way its examples (Display.ipynb,
// Matrix_Operations.ipynb) do, with "jupyter nbconvert --execute", and
// checks every cell's outputs against the cell's "sudokit" metadata.
// Cells tagged "network" need the Go module proxy; they are left out only
// when it cannot be reached.
func TestGophernotesNotebook(t *testing.T) {
	jp := e2eSetup(t)
	raw, err := os.ReadFile("testdata/gophernotes.ipynb")
	if err != nil {
		t.Fatal(err)
	}
	var nb map[string]any
	if err := json.Unmarshal(raw, &nb); err != nil {
		t.Fatal(err)
	}
	if err := moduleProxyReachable(t); err != nil {
		t.Logf("module proxy unreachable, leaving out the cells tagged network: %v", err)
		nb["cells"] = slices.DeleteFunc(nb["cells"].([]any), func(c any) bool {
			tags, _ := c.(map[string]any)["metadata"].(map[string]any)["tags"].([]any)
			return slices.Contains(tags, any("network"))
		})
	}
	dir := t.TempDir()
	in, _ := json.Marshal(nb)
	if err := os.WriteFile(filepath.Join(dir, "in.ipynb"), in, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("/usr/bin/jupyter", "nbconvert", "--to", "notebook", "--execute",
		"--ExecutePreprocessor.timeout=900", "--output", "out.ipynb", "in.ipynb")
	cmd.Dir = dir
	cmd.Env = jupyterEnv(jp)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("nbconvert: %v\n%s", err, out)
	}
	b, err := os.ReadFile(filepath.Join(dir, "out.ipynb"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Cells []struct {
			CellType string `json:"cell_type"`
			ID       string `json:"id"`
			Metadata struct {
				Sudokit struct {
					Expect         []string `json:"expect"`
					StdoutContains string   `json:"stdout_contains"`
					Text           string   `json:"text"`
				} `json:"sudokit"`
			} `json:"metadata"`
			Outputs []struct {
				OutputType string                     `json:"output_type"`
				Name       string                     `json:"name"`
				Text       any                        `json:"text"`
				Data       map[string]json.RawMessage `json:"data"`
			} `json:"outputs"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	for _, c := range doc.Cells {
		if c.CellType != "code" {
			continue
		}
		want := c.Metadata.Sudokit
		wantStderr := slices.Contains(want.Expect, "stream:stderr")
		var got []string
		stdout := ""
		text := ""
		for _, o := range c.Outputs {
			var kind string
			switch o.OutputType {
			case "stream":
				if o.Name == "stdout" {
					stdout += strings.Join(textLines(o.Text), "")
				}
				if o.Name == "stderr" && !wantStderr {
					continue // notices (variables that cannot be saved)
				}
				kind = o.Name
			case "execute_result", "display_data":
				var mimes []string
				for m := range o.Data {
					if m != "text/plain" {
						mimes = append(mimes, m)
					}
				}
				if len(mimes) == 0 {
					mimes = []string{"text/plain"}
					var v any
					_ = json.Unmarshal(o.Data["text/plain"], &v)
					text = strings.Join(textLines(v), "")
				}
				slices.Sort(mimes)
				kind = strings.Join(mimes, ",")
			default:
				kind = o.OutputType
			}
			got = append(got, o.OutputType+":"+kind)
		}
		got = slices.Compact(got) // stdout arrives in one or more pieces
		if !slices.Equal(got, want.Expect) && !(len(got) == 0 && len(want.Expect) == 0) {
			t.Errorf("cell %s: outputs %q, want %q", c.ID, got, want.Expect)
		}
		if !strings.Contains(stdout, want.StdoutContains) {
			t.Errorf("cell %s: stdout %q does not contain %q", c.ID, stdout, want.StdoutContains)
		}
		if want.Text != "" && text != want.Text {
			t.Errorf("cell %s: result %q, want %q", c.ID, text, want.Text)
		}
	}
}

// moduleProxyReachable asks the Go module proxy for gonum's latest
// version.
func moduleProxyReachable(t *testing.T) error {
	dir := t.TempDir()
	cmd := exec.Command("go", "list", "-m", "-json", "gonum.org/v1/gonum@latest")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GO111MODULE=on")
	if out, err := cmd.CombinedOutput(); err != nil {
		return &buildError{string(out)}
	}
	return nil
}
