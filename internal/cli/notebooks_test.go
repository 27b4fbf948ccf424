package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeJupyter writes a script that acts like "jupyter nbconvert --to html":
// it writes NAME.html into the --output-dir and records its arguments.
func fakeJupyter(t *testing.T, dir string, fail bool) string {
	t.Helper()
	script := `#!/bin/sh
echo "$@" >> "` + filepath.Join(dir, "calls.txt") + `"
`
	if fail {
		script += "echo 'jupyter_client.kernelspec.NoSuchKernel: No such kernel named sudokit' >&2\nexit 1\n"
	} else {
		script += `out=""; nb=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output-dir) out="$2"; shift ;;
    *.ipynb) nb="$1" ;;
  esac
  shift
done
name=$(basename "$nb" .ipynb)
echo "<html>$name</html>" > "$out/$name.html"
`
	}
	path := filepath.Join(dir, "jupyter")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

func writeNotebooks(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, n := range names {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(`{"cells":[]}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestNotebooksExport(t *testing.T) {
	tmp := t.TempDir()
	nbDir := filepath.Join(tmp, "nb")
	os.Mkdir(nbDir, 0o755)
	writeNotebooks(t, nbDir, "02-b.ipynb", "01-a.ipynb")
	jup := fakeJupyter(t, tmp, false)
	out := filepath.Join(tmp, "html")

	var stdout, stderr bytes.Buffer
	code := Main([]string{"notebooks", "export", "--dir", nbDir, "--out", out, "--jupyter", jup, "--timeout", "90s"}, nil, &stdout, &stderr)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, n := range []string{"01-a.html", "02-b.html"} {
		if _, err := os.Stat(filepath.Join(out, n)); err != nil {
			t.Errorf("%s not written: %v", n, err)
		}
	}
	if !strings.Contains(stdout.String(), "01-a.html") || strings.Index(stdout.String(), "01-a") > strings.Index(stdout.String(), "02-b") {
		t.Errorf("stdout should list 01-a.html before 02-b.html:\n%s", stdout.String())
	}
	calls, _ := os.ReadFile(filepath.Join(tmp, "calls.txt"))
	if !strings.Contains(string(calls), "nbconvert --to html --execute --ExecutePreprocessor.timeout=90") {
		t.Errorf("unexpected nbconvert arguments:\n%s", calls)
	}
}

func TestNotebooksExportChosen(t *testing.T) {
	tmp := t.TempDir()
	writeNotebooks(t, tmp, "01-a.ipynb", "02-b.ipynb")
	jup := fakeJupyter(t, tmp, false)
	out := filepath.Join(tmp, "html")
	var stdout, stderr bytes.Buffer
	if code := Main([]string{"notebooks", "export", "02-b", "--dir", tmp, "--out", out, "--jupyter", jup}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(out, "01-a.html")); err == nil {
		t.Error("01-a was exported although only 02-b was asked for")
	}
	if code := Main([]string{"notebooks", "export", "nope", "--dir", tmp, "--out", out, "--jupyter", jup}, nil, &stdout, &stderr); code != 2 {
		t.Errorf("an unknown notebook: exit %d, want 2", code)
	}
}

func TestNotebooksExportErrors(t *testing.T) {
	tmp := t.TempDir()
	writeNotebooks(t, tmp, "01-a.ipynb")
	var stdout, stderr bytes.Buffer
	if code := Main([]string{"notebooks", "export", "--dir", filepath.Join(tmp, "missing")}, nil, &stdout, &stderr); code != 2 {
		t.Errorf("missing folder: exit %d, want 2", code)
	}
	jup := fakeJupyter(t, tmp, true)
	stderr.Reset()
	code := Main([]string{"notebooks", "export", "--dir", tmp, "--out", filepath.Join(tmp, "html"), "--jupyter", jup}, nil, &stdout, &stderr)
	if code == 0 || !strings.Contains(stderr.String(), "sudokit kernel install") {
		t.Errorf("a missing kernel: exit %d, stderr %q; want a failure that says how to install the kernel", code, stderr.String())
	}
}
