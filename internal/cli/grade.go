package cli

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/assignments"
)

func newGradeCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:         "grade ID|DIR [SUBMISSION]",
		Short:       "Grade a submission (.go file, folder or notebook) in a sandbox, or a folder of them with --batch",
		Annotations: map[string]string{longTail: "Built-in assignments: %s", longTailArg: "builtin-assignments"},
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
	f.Bool("insecure", false, "grade hidden tests even without a private filesystem (not root, or no namespaces): the code could read the solution")
	f.String("feedback", "", "write feedback.md and board pictures of wrong answers into this folder (with --batch: one sub-folder per student)")
	bindFlags(app.Config, "grade", cmd)
	return cmd
}

func (app *App) runGrade(ctx context.Context, args []string) error {
	if ctx == nil {
		ctx = context.Background()
	}
	// SIGINT and SIGTERM cancel the grade: every sandboxed process is
	// killed, the work area removed, and no results or gradebook written.
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	cfg := app.Config
	a, err := assignments.Resolve(args[0])
	if err != nil {
		return badInput(err)
	}
	g, err := assignments.NewGrader(assignments.Options{Insecure: cfg.GetBool("grade.insecure")})
	if err != nil {
		return err
	}
	defer g.Close()
	iso := g.Isolation()
	fmt.Fprintln(app.Err, msg("sandbox: %v", iso))
	for _, w := range iso.Weaknesses() {
		fmt.Fprintln(app.Err, "sudokit:", msg("WARNING: weak sandbox: %v", w))
	}
	if dir := cfg.GetString("grade.batch"); dir != "" {
		if cfg.GetString("grade.results") != "" {
			return badInput(newError("grade: --results writes one submission's results.json; with --batch use --gradebook and --feedback"))
		}
		return cancelled(ctx, app.runBatch(ctx, g, a, dir))
	}
	if len(args) != 2 {
		return badInput(newError("grade: give a SUBMISSION or --batch DIR"))
	}
	sub, err := assignments.LoadSubmission(args[1])
	if err != nil {
		return badInput(err)
	}
	rep, err := g.Grade(ctx, a, sub, 0)
	if err != nil {
		return cancelled(ctx, err)
	}
	for _, f := range rep.Flags {
		fmt.Fprintln(app.Err, msg("flag: %[1]s: %[2]s", rep.Student, f))
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
			bar = newProgressBar(app.Err, total, msg("grading %s", a.ID))
		}
		if bar != nil {
			_ = bar.Set(done)
		}
	}
	reports, err := g.Batch(ctx, a, dir, cfg.GetInt("grade.jobs"), progress)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		return err
	}
	fmt.Fprintln(app.Err, msg("graded %[1]d submission(s) of %[2]s in %[3]v", len(reports), a.ID, time.Since(start).Round(10*time.Millisecond)))
	view := assignments.View{AfterDue: cfg.GetBool("grade.after_due") || a.PastDue(time.Now()), Instructor: cfg.GetBool("grade.instructor")}
	for _, r := range reports {
		if r == nil {
			continue
		}
		if r.Note != "" {
			fmt.Fprintln(app.Err, msg("note: %s", r.Note))
		}
		for _, f := range r.Flags {
			fmt.Fprintln(app.Err, msg("flag: %[1]s: %[2]s", r.Student, f))
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

// exitCancelled is the exit status of a grade ended by SIGINT or SIGTERM
// (128 + SIGINT, as shells report it).
const exitCancelled = 130

// cancelled turns the error of a grade whose context was cancelled by a
// signal into exit status 130 and a message saying nothing was written.
func cancelled(ctx context.Context, err error) error {
	if err != nil && ctx.Err() != nil {
		return &ExitError{Code: exitCancelled, Err: newError("grading cancelled by a signal: every sandboxed process was killed and no results were written")}
	}
	return err
}
