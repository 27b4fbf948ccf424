package kernel

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// TestGophernotesNotebook executes testdata/gophernotes.ipynb, which uses
// gophernotes' display API the way its examples (Display.ipynb,
// Matrix_Operations.ipynb) do, with "jupyter nbconvert --execute", and
// checks every cell's outputs against the cell's "sudokit" metadata.
// Cells tagged "network" need the Go module proxy; they are left out only
// when it cannot be reached.
func TestGophernotesNotebook(t *testing.T) {
	checkNotebook(t, "testdata/gophernotes.ipynb")
}

// TestLessonNotebook runs testdata/lesson.ipynb, the cells of a Go
// course's first hour (renamed imports, math/rand/v2, a constraint, a
// closure kept, a plot over two cells, goroutines and channels, "x?" after
// an import, %test with a failing test, !go version), top to bottom.
func TestLessonNotebook(t *testing.T) {
	checkNotebook(t, "testdata/lesson.ipynb")
}

// checkNotebook executes a notebook with "jupyter nbconvert --execute" and
// checks every code cell's outputs against its "sudokit" metadata: expect
// (the kinds of its outputs, in order), stdout_contains, stderr_contains,
// text (the text/plain of a result without another form) and
// text_contains (of any text/plain output). Cells tagged "network" are
// left out when the module proxy cannot be reached.
func checkNotebook(t *testing.T, path string) {
	jp := e2eSetup(t)
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var nb map[string]any
	if err := json.Unmarshal(raw, &nb); err != nil {
		t.Fatal(err)
	}
	if err := testenv.ModuleProxyReachable(t); err != nil {
		t.Logf("module proxy unreachable, leaving out the cells tagged network: %v", err)
		nb["cells"] = slices.DeleteFunc(nb["cells"].([]any), func(c any) bool {
			tags, _ := c.(map[string]any)["metadata"].(map[string]any)["tags"].([]any)
			return slices.Contains(tags, any("network"))
		})
	}
	in, _ := json.Marshal(nb)
	b := nbconvertExecute(t, jp, in, 900)
	var doc struct {
		Cells []struct {
			CellType string `json:"cell_type"`
			ID       string `json:"id"`
			Metadata struct {
				Sudokit struct {
					Expect         []string `json:"expect"`
					StdoutContains string   `json:"stdout_contains"`
					StderrContains string   `json:"stderr_contains"`
					Text           string   `json:"text"`
					TextContains   string   `json:"text_contains"`
				} `json:"sudokit"`
			} `json:"metadata"`
			Outputs []nbOutput `json:"outputs"`
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
		stdout, stderr := "", ""
		text, allText := "", ""
		for _, o := range c.Outputs {
			var kind string
			allText += o.plainText()
			switch o.OutputType {
			case "stream":
				if o.Name == "stdout" {
					stdout += string(o.Text)
				} else {
					stderr += string(o.Text)
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
					text = o.plainText()
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
		if !strings.Contains(stderr, want.StderrContains) {
			t.Errorf("cell %s: stderr %q does not contain %q", c.ID, stderr, want.StderrContains)
		}
		if !strings.Contains(allText, want.TextContains) {
			t.Errorf("cell %s: text %q does not contain %q", c.ID, allText, want.TextContains)
		}
	}
}
