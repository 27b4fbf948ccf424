package kernel

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokit/sudokit/internal/nbcell"
	"github.com/sudokit/sudokit/internal/testbin"
	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/kernel/engine"
)

const systemPython = "/usr/bin/python3"

func TestMain(m *testing.M) { testbin.Main(m) }

// e2eSetup returns the JUPYTER_PATH of a kernelspec of a freshly built
// sudokit binary, the same for all end-to-end tests.
func e2eSetup(t *testing.T) string {
	t.Helper()
	testenv.SkipShort(t, "end-to-end test: builds sudokit and drives it through Jupyter")
	if err := exec.Command(systemPython, "-c", "import jupyter_client").Run(); err != nil {
		t.Skipf("%s has no jupyter_client (%v): cannot drive the kernel through Jupyter", systemPython, err)
	}
	return testbin.Kernelspec(t)
}

func jupyterEnv(jupyterPath string) []string {
	return append(os.Environ(), "JUPYTER_PATH="+jupyterPath, "PYTHONDONTWRITEBYTECODE=1")
}

// TestEndToEnd runs testdata/e2e.py, which talks to the kernel through
// jupyter_client, and reports each of its checks as a subtest.
func TestEndToEnd(t *testing.T) {
	runChecks(t, "testdata/e2e.py", 20)
}

// TestCellProgramsDieWithKernel kills kernels (SIGKILL, SIGTERM,
// shutdown_kernel(now=True), restart_kernel(now=True)) while a cell loops and waits until the cell's
// process is gone (testdata/children.py).
func TestCellProgramsDieWithKernel(t *testing.T) {
	runChecks(t, "testdata/children.py", 5)
}

// TestMalformedFrames plays peers that send the kernel's sockets a frame
// of 2^62 bytes, READY commands whose lengths lie, frames without a
// handshake, and nothing at all, over tcp and ipc: the kernel must stay the
// same process and answer with its variables (testdata/frames.py).
func TestMalformedFrames(t *testing.T) {
	runChecks(t, "testdata/frames.py", 2)
}

// runChecks runs a Python script driving kernels through jupyter_client.
// The script prints "PASS name" or "FAIL name: reason" per check; each
// becomes a subtest. It fails if fewer than minChecks checks ran.
func runChecks(t *testing.T, script string, minChecks int) {
	jp := e2eSetup(t)
	// Reading the script makes "go test" rerun the test when it changes
	// rather than report a cached result.
	if _, err := os.ReadFile(script); err != nil {
		t.Fatal(err)
	}
	script, _ = filepath.Abs(script)
	cmd := exec.Command(systemPython, script)
	cmd.Dir = t.TempDir()
	cmd.Env = jupyterEnv(jp)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, runErr := cmd.Output()
	checks := 0
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		status, rest, _ := strings.Cut(line, " ")
		name, reason, _ := strings.Cut(rest, ": ")
		name = strings.TrimSuffix(name, ":")
		name, figures, _ := strings.Cut(name, " ")
		switch status {
		case "INFO":
			t.Log(rest)
		case "PASS", "FAIL":
			checks++
			t.Run(name, func(t *testing.T) {
				if figures != "" {
					t.Log(figures)
				}
				if status == "FAIL" {
					t.Error(strings.ReplaceAll(reason, `\n`, "\n"))
				}
			})
		}
	}
	if runErr != nil || checks < minChecks {
		t.Fatalf("%s: %v, %d checks\nstdout:\n%s\nstderr:\n%s", filepath.Base(script), runErr, checks, out, stderr.String())
	}
	// The kernel logs a cell whose pruned program did not compile (then it
	// builds the whole one): a gap in the reach analysis that doubles the
	// cell's time, which no check sees otherwise.
	for _, l := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(l, engine.FallbackLog) {
			t.Errorf("%s: %s", filepath.Base(script), l)
		}
	}
}

// TestNbconvert executes a notebook with "jupyter nbconvert --execute".
func TestNbconvert(t *testing.T) {
	nb, err := os.ReadFile("testdata/notebook.ipynb")
	if err != nil {
		t.Fatal(err)
	}
	b := nbconvertExecute(t, e2eSetup(t), nb, 120)
	var doc struct {
		Cells []struct {
			Outputs []nbOutput `json:"outputs"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Cells) != 3 {
		t.Fatalf("%d cells", len(doc.Cells))
	}
	c1, c2, c3 := doc.Cells[0].Outputs, doc.Cells[1].Outputs, doc.Cells[2].Outputs
	if len(c1) != 1 || c1[0].OutputType != "stream" || !strings.Contains(string(c1[0].Text), "printed once") {
		t.Errorf("cell 1 outputs: %+v", c1)
	}
	if len(c2) != 1 || c2[0].OutputType != "execute_result" || c2[0].plainText() != "42" {
		t.Errorf("cell 2 outputs: %+v", c2)
	}
	if len(c3) != 1 || c3[0].Data["image/png"] == nil {
		t.Fatalf("cell 3 outputs: %+v", c3)
	}
	var b64 string
	if err := json.Unmarshal(c3[0].Data["image/png"], &b64); err != nil {
		t.Fatal(err)
	}
	raw, err := base64.StdEncoding.DecodeString(strings.ReplaceAll(b64, "\n", ""))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("board is not a PNG: %v", err)
	}
	if img.Bounds().Dx() < 50 {
		t.Errorf("board picture is %v", img.Bounds())
	}
}

// nbconvertExecute runs the notebook nb with "jupyter nbconvert --execute"
// (the kernelspecs under jp, timeout seconds a cell) and returns the
// executed notebook.
func nbconvertExecute(t *testing.T, jp string, nb []byte, timeout int) []byte {
	t.Helper()
	out, _ := nbconvertRun(t, jupyterEnv(jp), nb, timeout)
	return out
}

// nbconvertRun is nbconvertExecute in the environment env; it also returns
// what nbconvert and the kernel wrote to stdout and stderr.
func nbconvertRun(t *testing.T, env []string, nb []byte, timeout int) (notebook, log []byte) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "in.ipynb"), nb, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("/usr/bin/jupyter", "nbconvert", "--to", "notebook", "--execute",
		"--ExecutePreprocessor.timeout="+strconv.Itoa(timeout), "--output", "out.ipynb", "in.ipynb")
	cmd.Dir = dir
	cmd.Env = env
	log, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("nbconvert: %v\n%s", err, log)
	}
	b, err := os.ReadFile(filepath.Join(dir, "out.ipynb"))
	if err != nil {
		t.Fatal(err)
	}
	return b, log
}

// nbOutput is an output of an executed notebook's cell.
type nbOutput struct {
	OutputType string                     `json:"output_type"`
	Name       string                     `json:"name"`
	Text       nbcell.Text                `json:"text"`
	Data       map[string]json.RawMessage `json:"data"`
}

// plainText returns the output's text/plain data, "" when it has none.
func (o nbOutput) plainText() string {
	var s nbcell.Text
	_ = json.Unmarshal(o.Data["text/plain"], &s)
	return string(s)
}
