package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/assignments"
)

func newGradeCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "grade ID|DIR [SUBMISSION]",
		Short: "Grade a submission (.go file, folder or notebook) in a sandbox, or a folder of them with --batch",
		Long: `Grade builds the student's code with a small runner, runs every test input in
its own sandboxed process (time, CPU, memory, process and output limits; an
unprivileged user and no network where the system allows) and checks the
answers against reference answers computed by the grader itself.

ID is a built-in assignment, DIR an assignment folder (see "sudokit assignment
new"): its tests are compiled with the student's code into one test binary,
and each test runs alone in its own sandboxed process.

Built-in assignments: ` + fmt.Sprint(assignments.IDs()),
		Example: `  sudokit grade a3-bruteforce solution.go
  sudokit grade a1-read /autograder/submission --results /autograder/results/results.json
  sudokit grade a3-bruteforce --batch submissions/ -j 2 --gradebook grades.csv`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.runGrade(cmd.Context(), args)
		},
	}
	f := cmd.Flags()
	f.String("results", "", "write Gradescope results.json here")
	f.String("batch", "", "grade every submission in this folder")
	f.IntP("jobs", "j", 2, "submissions graded at once in --batch")
	f.String("gradebook", "", "with --batch: write a CSV with one row per student, one column per test")
	f.Bool("after-due", false, "show after_due_date tests in the feedback")
	f.Bool("instructor", false, "show every test in the feedback, hidden ones included")
	f.String("feedback", "", "write feedback.md and board pictures of wrong answers into this folder (with --batch: one sub-folder per student)")
	bindFlags(app.Config, "grade", cmd)
	return cmd
}

func (app *App) runGrade(ctx context.Context, args []string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	cfg := app.Config
	a, err := assignments.Resolve(args[0])
	if err != nil {
		return badInput(err)
	}
	g, err := assignments.NewGrader(assignments.Options{})
	if err != nil {
		return err
	}
	defer g.Close()
	if dir := cfg.GetString("grade.batch"); dir != "" {
		return app.runBatch(ctx, g, a, dir)
	}
	if len(args) != 2 {
		return badInput(errors.New("grade: give a SUBMISSION or --batch DIR"))
	}
	sub, err := assignments.LoadSubmission(args[1])
	if err != nil {
		return badInput(err)
	}
	rep, err := g.Grade(ctx, a, sub, 0)
	if err != nil {
		return err
	}
	view := assignments.View{AfterDue: cfg.GetBool("grade.after_due") || a.PastDue(time.Now()), Instructor: cfg.GetBool("grade.instructor")}
	rep.WriteFeedback(app.Out, view)
	if dir := cfg.GetString("grade.feedback"); dir != "" {
		if err := rep.WriteFeedbackDir(dir, view); err != nil {
			return err
		}
	}
	if path := cfg.GetString("grade.results"); path != "" {
		return rep.WriteResults(path)
	}
	return nil
}

func (app *App) runBatch(ctx context.Context, g *assignments.Grader, a *assignments.Assignment, dir string) error {
	cfg := app.Config
	start := time.Now()
	var bar *progressbar.ProgressBar
	progress := func(done, total int) {
		if bar == nil {
			bar = newProgressBar(app.Err, total, "grading "+a.ID)
		}
		if bar != nil {
			_ = bar.Set(done)
		}
	}
	reports, err := g.Batch(ctx, a, dir, cfg.GetInt("grade.jobs"), progress)
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(app.Err, "graded %d submission(s) of %s in %v\n", len(reports), a.ID, time.Since(start).Round(10*time.Millisecond))
	view := assignments.View{AfterDue: cfg.GetBool("grade.after_due") || a.PastDue(time.Now()), Instructor: cfg.GetBool("grade.instructor")}
	for _, r := range reports {
		if r.Note != "" {
			fmt.Fprintln(app.Err, "note:", r.Note)
		}
		fmt.Fprintf(app.Out, "%s\t%g/%g\n", r.Student, r.Score, r.MaxScore)
		if fb := cfg.GetString("grade.feedback"); fb != "" {
			dir, err := assignments.FeedbackDir(fb, r.Student)
			if err != nil {
				return err
			}
			if err := r.WriteFeedbackDir(dir, view); err != nil {
				return err
			}
		}
	}
	if path := cfg.GetString("grade.gradebook"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		if err := assignments.WriteGradebook(f, a, reports); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	return nil
}
