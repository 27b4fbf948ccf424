package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/kernel"
)

// newNotebooksCmd returns "sudokit notebooks", with "export", which runs the
// course notebooks and writes HTML copies with every output for reading.
func newNotebooksCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "notebooks",
		Short: "Work with the course notebooks (export executed HTML copies)",
	}
	cmd.AddCommand(newNotebooksExportCmd(app))
	return cmd
}

func newNotebooksExportCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "export [NOTEBOOK...] [--out DIR]",
		Short: "Run the course notebooks and write executed HTML copies",
		Example: `  sudokit kernel install --user
  sudokit notebooks export --out course-html
  sudokit notebooks export 03-think-like-a-human`,
		RunE: app.exportNotebooks,
	}
	f := cmd.Flags()
	f.String("out", "notebooks-html", "folder for the HTML copies")
	f.String("dir", "", "folder holding the notebooks (default: the source tree's notebooks folder, else ./notebooks)")
	f.String("jupyter", "jupyter", "jupyter command")
	f.Duration("timeout", 5*time.Minute, "longest time one cell may run")
	bindFlags(app.Config, "notebooks.export", cmd)
	return cmd
}

// exportNotebooks runs nbconvert on the chosen notebooks, one after the
// other, and reports each HTML file written.
func (app *App) exportNotebooks(_ *cobra.Command, names []string) error {
	cfg := app.Config
	dir, err := notebooksDir(cfg.GetString("notebooks.export.dir"))
	if err != nil {
		return badInput(err)
	}
	paths, err := chooseNotebooks(dir, names)
	if err != nil {
		return badInput(err)
	}
	out, err := filepath.Abs(cfg.GetString("notebooks.export.out"))
	if err != nil {
		return badInput(err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	jupyter := cfg.GetString("notebooks.export.jupyter")
	timeout := cfg.GetDuration("notebooks.export.timeout")
	if timeout <= 0 {
		return badInput(errorf("notebooks export: --timeout must be positive, not %v", timeout))
	}
	for _, p := range paths {
		start := time.Now()
		cmd := exec.Command(jupyter, "nbconvert", "--to", "html", "--execute",
			fmt.Sprintf("--ExecutePreprocessor.timeout=%d", int(timeout.Seconds())),
			"--output-dir", out, p)
		cmd.Dir = out
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("%s: %v\n%s%s", filepath.Base(p), err, lastLines(stderr.String(), 15), kernelHint(stderr.String()))
		}
		html := filepath.Join(out, strings.TrimSuffix(filepath.Base(p), ".ipynb")+".html")
		fmt.Fprintf(app.Out, "%s (%v)\n", html, time.Since(start).Round(100*time.Millisecond))
	}
	return nil
}

// notebooksDir returns the folder to read notebooks from: dir when given,
// else the notebooks folder of the sudokit source tree, else ./notebooks.
func notebooksDir(dir string) (string, error) {
	if dir == "" {
		dir = "notebooks"
		if root, err := kernel.DefaultSourceRoot(); err == nil {
			if st, err := os.Stat(filepath.Join(root, "notebooks")); err == nil && st.IsDir() {
				dir = filepath.Join(root, "notebooks")
			}
		}
	}
	st, err := os.Stat(dir)
	if err != nil {
		return "", errorf("notebooks export: %w (give the folder with --dir)", err)
	}
	if !st.IsDir() {
		return "", errorf("notebooks export: %s is not a folder", dir)
	}
	return dir, nil
}

// chooseNotebooks returns the .ipynb files of dir in name order, or the ones
// named (with or without ".ipynb").
func chooseNotebooks(dir string, names []string) ([]string, error) {
	all, err := filepath.Glob(filepath.Join(dir, "*.ipynb"))
	if err != nil {
		return nil, err
	}
	sort.Strings(all)
	if len(all) == 0 {
		return nil, errorf("notebooks export: no .ipynb files in %s", dir)
	}
	if len(names) == 0 {
		return all, nil
	}
	var chosen []string
	for _, name := range names {
		want := strings.TrimSuffix(filepath.Base(name), ".ipynb") + ".ipynb"
		found := ""
		for _, p := range all {
			if filepath.Base(p) == want {
				found = p
			}
		}
		if found == "" {
			return nil, errorf("notebooks export: no notebook %[1]s in %[2]s", want, dir)
		}
		chosen = append(chosen, found)
	}
	return chosen, nil
}

// lastLines returns the last n lines of text (Jupyter's tracebacks are long;
// the cause is at the end).
func lastLines(text string, n int) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// kernelHint adds advice when Jupyter did not find the sudokit kernel.
func kernelHint(stderr string) string {
	if strings.Contains(stderr, "No such kernel") {
		return "\n" + tr("install the kernel first: sudokit kernel install --user")
	}
	return ""
}
