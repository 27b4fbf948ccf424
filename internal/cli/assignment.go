package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/assignments/sandbox"
)

func newAssignmentCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "assignment",
		Short: "List graded assignments, release the student version, build a Gradescope autograder",
	}
	cmd.AddCommand(newAssignmentListCmd(app), newAssignmentReleaseCmd(app), newAssignmentGradescopeCmd(app))
	return cmd
}

func newAssignmentListCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the assignments: id, points, tests, title",
		Args:  cobra.NoArgs,
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
				fmt.Fprintf(app.Out, "%-14s %3g points  %2d tests (%d visible)  %s\n", a.ID, a.MaxScore(), len(a.Tests), visible, a.Title)
			}
			return nil
		},
	}
}

func newAssignmentReleaseCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "release ID --out DIR",
		Short: "Write the student version: skeleton .go file, self-check test, notebook, README and data",
		Long: `Release writes what students get: the reference solution with every region
between "// BEGIN SOLUTION" and "// END SOLUTION" replaced by a stub, the
visible tests as self-checks (selfcheck_test.go, run with "go test"), a
notebook for the "Go (sudokit)" kernel with the same parts and checks, a
README and the data files. Hidden and after_due_date tests are not released.`,
		Example: "  sudokit assignment release a3-bruteforce --out handout/a3",
		Args:    cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			a, err := assignments.Get(args[0])
			if err != nil {
				return badInput(err)
			}
			out := app.Config.GetString("assignment.release.out")
			if out == "" {
				return badInput(errors.New("release: give --out DIR"))
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
		Use:   "gradescope ID --out autograder.zip",
		Short: "Build a Gradescope autograder zip (setup.sh, run_autograder, a linux/amd64 sudokit)",
		Long: `Gradescope builds an image from the zip (setup.sh installs Go from the
distribution if needed and downloads nothing else) and runs run_autograder
for every submission, which calls "sudokit grade ID /autograder/submission
--results /autograder/results/results.json". Gradescope then grades in
parallel on its own machines.

The sudokit in the zip is built for linux/amd64 from the sudokit module found
above the working directory (or given with --source); --binary uses a
prebuilt one instead.`,
		Example: "  sudokit assignment gradescope a3-bruteforce --out a3-autograder.zip",
		Args:    cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			a, err := assignments.Get(args[0])
			if err != nil {
				return badInput(err)
			}
			cfg := app.Config
			out := cfg.GetString("assignment.gradescope.out")
			if out == "" {
				return badInput(errors.New("gradescope: give --out autograder.zip"))
			}
			binary := cfg.GetString("assignment.gradescope.binary")
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
			fmt.Fprintf(app.Out, "%s: setup.sh, run_autograder, sudokit (%d bytes)\n", out, zipped.Len())
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
		return fmt.Errorf("building sudokit for linux/amd64 in %s: %v\n%s", source, err, msg)
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
			return "", errors.New("no sudokit module above the working directory: give --source DIR or --binary FILE")
		}
		dir = parent
	}
}
