package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/assignments/sandbox"
)

func newAssignmentCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "assignment",
		Short: "Write, check and release assignments, list the built-in ones, build a Gradescope autograder",
	}
	cmd.AddCommand(newAssignmentListCmd(app), newAssignmentReleaseCmd(app), newAssignmentGradescopeCmd(app),
		newAssignmentNewCmd(app), newAssignmentCheckCmd(app), newAssignmentGradebookCmd(app))
	return cmd
}

func newAssignmentListCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the assignments: id, points, tests, title",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			all, err := assignments.All()
			if err != nil {
				return err
			}
			for _, a := range all {
				visible := 0
				for _, t := range a.Tests {
					if t.Visibility == assignments.Visible {
						visible++
					}
				}
				fmt.Fprintf(app.Out, "%-14s %s\n", a.ID, msg("%[1]s points  %[2]s tests (%[3]d visible)  %[4]s", fmt.Sprintf("%3g", a.MaxScore()), fmt.Sprintf("%2d", len(a.Tests)), visible, a.Title))
			}
			return nil
		},
	}
}

func newAssignmentReleaseCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "release ID|DIR --out DIR",
		Short:   "Write the student version: stubbed files, given files, visible tests, notebook, README and data",
		Example: "  sudokit assignment release a3-bruteforce --out handout/a3\n  sudokit assignment release ./hw1 --out handout/hw1",
		Args:    exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			a, err := assignments.Resolve(args[0])
			if err != nil {
				return badInput(err)
			}
			out := app.Config.GetString("assignment.release.out")
			if out == "" {
				return badInput(newError("release: give --out DIR"))
			}
			files, err := a.Release(out)
			if err != nil {
				return err
			}
			for _, f := range files {
				fmt.Fprintln(app.Out, filepath.Join(out, f))
			}
			return nil
		},
	}
	cmd.Flags().String("out", "", "folder to write the release into")
	bindFlags(app.Config, "assignment.release", cmd)
	return cmd
}

func newAssignmentGradescopeCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "gradescope ID|DIR --out autograder.zip",
		Short:   "Build a Gradescope autograder zip (setup.sh, run_autograder, a linux/amd64 sudokit)",
		Example: "  sudokit assignment gradescope a3-bruteforce --out a3-autograder.zip",
		Args:    exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			a, err := assignments.Resolve(args[0])
			if err != nil {
				return badInput(err)
			}
			cfg := app.Config
			out := cfg.GetString("assignment.gradescope.out")
			if out == "" {
				return badInput(newError("gradescope: give --out autograder.zip"))
			}
			binary := cfg.GetString("assignment.gradescope.binary")
			if binary == "" && cfg.GetString("assignment.gradescope.source") == "" {
				binary = selfForGradescope()
			}
			if binary == "" {
				tmp, err := os.MkdirTemp("", "sudokit-autograder-")
				if err != nil {
					return err
				}
				defer os.RemoveAll(tmp)
				binary = filepath.Join(tmp, "sudokit")
				if err := buildLinuxBinary(cfg.GetString("assignment.gradescope.source"), binary); err != nil {
					return err
				}
			}
			bin, err := os.Open(binary)
			if err != nil {
				return badInput(err)
			}
			defer bin.Close()
			var zipped bytes.Buffer
			if err := assignments.WriteAutograder(&zipped, a, bin); err != nil {
				return err
			}
			if err := os.WriteFile(out, zipped.Bytes(), 0o644); err != nil {
				return err
			}
			fmt.Fprintln(app.Out, msg("%[1]s: setup.sh, run_autograder, sudokit (%[2]d bytes)", out, zipped.Len()))
			return nil
		},
	}
	f := cmd.Flags()
	f.String("out", "", "the zip to write")
	f.String("binary", "", "a prebuilt linux/amd64 sudokit to put in the zip (default: build one)")
	f.String("source", "", "the sudokit module to build (default: found above the working directory)")
	bindFlags(app.Config, "assignment.gradescope", cmd)
	return cmd
}

// selfForGradescope is the running sudokit when no source tree is above the
// working directory and it is built for Gradescope's linux/amd64: what a
// teacher who installed sudokit runs in a folder of their own. Otherwise
// "", and the zip's sudokit is built from the source.
func selfForGradescope() string {
	if _, err := findModuleRoot(); err == nil || runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		return ""
	}
	self, err := os.Executable()
	if err != nil {
		return ""
	}
	return self
}

// buildLinuxBinary builds sudokit for Gradescope (linux/amd64, no cgo) from
// the module at source, or the one above the working directory.
func buildLinuxBinary(source, out string) error {
	if source == "" {
		var err error
		if source, err = findModuleRoot(); err != nil {
			return badInput(err)
		}
	}
	cmd := exec.Command(sandbox.FindGo(), "build", "-trimpath", "-ldflags=-s -w", "-o", out, ".")
	cmd.Dir = source
	cmd.Env = append(os.Environ(), "GOOS=linux", "GOARCH=amd64", "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return errorf("building sudokit for linux/amd64 in %[1]s: %[2]v\n%[3]s", source, err, msg)
	}
	return nil
}

// findModuleRoot walks up from the working directory to the go.mod of the
// sudokit module.
func findModuleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && strings.HasPrefix(strings.TrimSpace(string(data)), "module github.com/sudokit/sudokit") {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", newError("no sudokit module above the working directory: give --source DIR or --binary FILE")
		}
		dir = parent
	}
}

func newAssignmentNewCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:     "new DIR",
		Short:   "Write a working example assignment to start from (check it with \"assignment check DIR\")",
		Example: "  sudokit assignment new hw1 && sudokit assignment check hw1",
		Args:    exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			files, err := assignments.WriteScaffold(args[0])
			if err != nil {
				return badInput(err)
			}
			for _, f := range files {
				fmt.Fprintln(app.Out, filepath.Join(args[0], f))
			}
			return nil
		},
	}
}

func newAssignmentCheckCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "check ID|DIR",
		Short:   "Check an assignment (a folder, or a built-in one): the reference scores full marks, the release less, every test can fail, nothing hidden leaks",
		Example: "  sudokit assignment check hw1\n  sudokit assignment check a3-bruteforce",
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			a, err := assignments.Resolve(args[0])
			if err != nil {
				return badInput(err)
			}
			g, err := assignments.NewGrader(assignments.Options{Insecure: app.Config.GetBool("assignment.check.insecure")})
			if err != nil {
				return err
			}
			defer g.Close()
			work, err := os.MkdirTemp("", "sudokit-check-")
			if err != nil {
				return err
			}
			defer os.RemoveAll(work)
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			cr, err := g.Check(ctx, a, work)
			if err != nil {
				return err
			}
			fmt.Fprintln(app.Out, msg("%[1]s: %[2]d tests, %[3]g points; reference %[4]g, release %[5]g", a.ID, len(a.Tests), a.MaxScore(), cr.Reference.Score, cr.Release.Score))
			for _, p := range cr.Problems {
				fmt.Fprintln(app.Out, msg("problem: %v", p))
			}
			if !cr.OK() {
				// Status 1, as the help says: the assignment has problems
				// (a load error, bad input, is 2).
				return &ExitError{Code: 1, Err: errorf("check: %[1]d problem(s) in %[2]s", len(cr.Problems), args[0])}
			}
			fmt.Fprintln(app.Out, tr("ok"))
			return nil
		},
	}
	cmd.Flags().Bool("insecure", false, "grade hidden tests even without a private filesystem (not root, or no namespaces): the code could read the solution")
	bindFlags(app.Config, "assignment.check", cmd)
	return cmd
}

func newAssignmentGradebookCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "gradebook GRADES.csv... [--csv class.csv] [--html class.html]",
		Short: "Join the gradebooks of several assignments into one class gradebook (CSV and an HTML page)",
		Example: `  sudokit grade a1-read --batch subs/a1 --gradebook a1-read.csv
  sudokit grade ./hw1 --batch subs/hw1 --gradebook hw1.csv
  sudokit assignment gradebook a1-read.csv hw1.csv --csv class.csv --html class.html`,
		Args: minimumArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			var all []*assignments.AssignmentGrades
			for _, p := range args {
				f, err := os.Open(p)
				if err != nil {
					return badInput(err)
				}
				g, err := assignments.ReadGradebook(p, f)
				f.Close()
				if err != nil {
					return badInput(err)
				}
				all = append(all, g)
			}
			cb := assignments.NewClassGradebook(all)
			cfg := app.Config
			csvPath, htmlPath := cfg.GetString("assignment.gradebook.csv"), cfg.GetString("assignment.gradebook.html")
			if csvPath == "" && htmlPath == "" {
				return cb.WriteCSV(app.Out)
			}
			for path, write := range map[string]func(io.Writer) error{csvPath: cb.WriteCSV, htmlPath: cb.WriteHTML} {
				if path == "" {
					continue
				}
				var buf bytes.Buffer
				if err := write(&buf); err != nil {
					return err
				}
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					return err
				}
				fmt.Fprintln(app.Out, msg("%[1]s: %[2]d students, %[3]d assignments", path, len(cb.Students), len(all)))
			}
			return nil
		},
	}
	cmd.Flags().String("csv", "", "write the class gradebook as CSV here")
	cmd.Flags().String("html", "", "write the class gradebook as an HTML page here")
	bindFlags(app.Config, "assignment.gradebook", cmd)
	return cmd
}
