package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/internal/course"
	"github.com/sudokit/sudokit/internal/hub"
)

// newCourseCmd returns "sudokit course": the course loop on the hub (the
// service, and the same operations for scripts).
func newCourseCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "course",
		Short: "Run the course loop on the hub: release, fetch, submit, grade, return",
	}
	cmd.PersistentFlags().String("state", "", "the course database's folder (default: PREFIX/state/course)")
	cmd.PersistentFlags().String("prefix", hub.DefaultPrefix, "folder the hub is installed in")
	_ = app.Config.BindPFlag("course.state", cmd.PersistentFlags().Lookup("state"))
	_ = app.Config.BindPFlag("course.prefix", cmd.PersistentFlags().Lookup("prefix"))
	cmd.AddCommand(newCourseServeCmd(app), newCourseCreateCmd(app), newCourseAddCmd(app), newCourseReleaseCmd(app),
		newCourseExtendCmd(app), newCourseGradeCmd(app), newCourseAdjustCmd(app), newCourseReturnCmd(app),
		newCourseStatusCmd(app), newCourseGradebookCmd(app), newCourseExportCmd(app), newCourseImportCmd(app))
	return cmd
}

func (app *App) courseStore() (*course.Store, error) {
	dir := app.Config.GetString("course.state")
	if dir == "" {
		dir = hub.Layout{Prefix: app.Config.GetString("course.prefix")}.CourseState()
	}
	return course.Open(dir)
}

// withStore runs f with the opened store.
func (app *App) withStore(f func(*course.Store) error) error {
	st, err := app.courseStore()
	if err != nil {
		return err
	}
	defer st.Close()
	return f(st)
}

func newCourseServeCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the course pages as a JupyterHub managed service",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c := app.Config
			h, err := course.HubFromEnv()
			if err != nil {
				return badInput(err)
			}
			listen := c.GetString("course.serve.listen")
			if listen == "" {
				u, err := url.Parse(os.Getenv("JUPYTERHUB_SERVICE_URL"))
				if err != nil || u.Host == "" {
					return badInput(newError("no address to listen on: set --listen or run from JupyterHub"))
				}
				listen = u.Host
			}
			prefix := os.Getenv("JUPYTERHUB_SERVICE_PREFIX")
			if prefix == "" {
				prefix = "/services/course/"
			}
			st, err := app.courseStore()
			if err != nil {
				return err
			}
			defer st.Close()
			// Listen first: the hub routes browsers here at once, and
			// preparing the sandbox (building its launcher with go) can take
			// a minute on a busy machine; meanwhile connections wait in the
			// listen queue instead of being refused.
			l, err := net.Listen("tcp", listen)
			if err != nil {
				return err
			}
			g, err := assignments.NewGrader(assignments.Options{})
			if err != nil {
				return err
			}
			defer g.Close()
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			q := &course.Queue{Store: st, Grader: g, Jobs: c.GetInt("course.serve.jobs"), Log: app.Err}
			self, err := os.Executable()
			if err != nil {
				return err
			}
			srv := &course.Server{
				Add: func(ctx context.Context, id, dir, by string) (string, int, error) {
					return addInProcess(ctx, self, st.Dir(), id, dir, by)
				},
				Store: st, Queue: q, Auth: h, Roster: h.Roster, Prefix: prefix, Log: app.Err,
				Files:  course.Contents{Base: c.GetString("course.serve.hub_url"), Client: &http.Client{Timeout: 2 * time.Minute}},
				Limits: course.Limits{MaxFiles: c.GetInt("course.serve.max_files"), MaxBytes: int64(c.GetInt("course.serve.max_bytes"))},
			}
			hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 30 * time.Second}
			fmt.Fprintln(app.Err, msg("course service on %[1]s%[2]s, %[3]d grading jobs, sandbox: %[4]v", listen, prefix, q.Jobs, g.Isolation()))
			return runCourseService(ctx, hs, l, q.Run)
		},
	}
	f := cmd.Flags()
	f.String("listen", "", "address to listen on (default: from JUPYTERHUB_SERVICE_URL)")
	f.String("hub-url", "http://127.0.0.1:8000", "the hub's proxy as the service reaches it (students' servers are behind it)")
	f.IntP("jobs", "j", 2, "submissions graded at once")
	f.Int("max-files", 20, "files a submission may hold")
	f.Int("max-bytes", 4<<20, "bytes a submission may hold")
	for _, n := range []string{"listen", "hub-url", "jobs", "max-files", "max-bytes"} {
		_ = app.Config.BindPFlag("course.serve."+strings.ReplaceAll(n, "-", "_"), f.Lookup(n))
	}
	return cmd
}

// runCourseService serves hs on l and runs the grading queue (run) until
// ctx ends; then it stops taking requests and returns once the requests
// under way (for at most 10 s) and the queue's workers are done, so that
// the caller closes the grader and the store after their last use. A
// queue that stops on its own (its store failing) stops the service with
// its error: a service that takes submissions must grade them.
func runCourseService(ctx context.Context, hs *http.Server, l net.Listener, run func(context.Context) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	queue := make(chan error, 1)
	go func() {
		err := run(ctx)
		cancel()
		queue <- err
	}()
	shut := make(chan struct{})
	go func() {
		defer close(shut)
		<-ctx.Done()
		sctx, stop := context.WithTimeout(context.Background(), 10*time.Second)
		defer stop()
		hs.Shutdown(sctx)
	}()
	err := hs.Serve(l)
	cancel()
	<-shut
	qerr := <-queue
	if !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	if qerr != nil && !errors.Is(qerr, context.Canceled) {
		return errorf("the grading queue stopped: %w", qerr)
	}
	return nil
}

func newCourseCreateCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "create ID [--title TITLE]",
		Short: "Add a course (its hub groups are course-ID-teachers and course-ID-students)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.withStore(func(st *course.Store) error {
				if err := st.CreateCourse(cmd.Context(), args[0], app.Config.GetString("course.create.title")); err != nil {
					return badInput(err)
				}
				fmt.Fprintln(app.Out, msg("course %[1]s created; add its teachers to the hub group %[2]s and its students to %[3]s", args[0], course.TeacherGroup(args[0]), course.StudentGroup(args[0])))
				return nil
			})
		},
	}
	cmd.Flags().String("title", "", "the course's title")
	_ = app.Config.BindPFlag("course.create.title", cmd.Flags().Lookup("title"))
	return cmd
}

// addInProcess runs "sudokit course add" for the service and returns its
// output and the version it added.
func addInProcess(ctx context.Context, self, state, id, dir, by string) (string, int, error) {
	cmd := exec.CommandContext(ctx, self, "course", "add", "--state", state, "--by", by, "--lang", "en", id, dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return string(out), 0, course.ErrCheckFailed
	}
	// The last line is "DIR: version N added".
	fields := strings.Fields(string(out))
	v := 0
	for i, f := range fields {
		if f == "version" && i+1 < len(fields) {
			v, _ = strconv.Atoi(fields[i+1])
		}
	}
	return string(out), v, nil
}

func newCourseAddCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "add COURSE DIR",
		Short: "Check an assignment folder and add it to a course (a new version when it is there)",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.withStore(func(st *course.Store) error {
				rep, v, err := course.AddFromDir(cmd.Context(), st, args[0], args[1], app.Config.GetString("course.add.by"))
				if rep != nil {
					for _, p := range rep.Problems {
						fmt.Fprintln(app.Err, msg("problem: %v", p))
					}
				}
				if err != nil {
					return &ExitError{Code: 1, Err: err}
				}
				fmt.Fprintln(app.Out, msg("%[1]s: version %[2]d added", filepath.Base(args[1]), v))
				return nil
			})
		},
	}
	cmd.Flags().String("by", "cli", "who adds it (kept with the version)")
	_ = app.Config.BindPFlag("course.add.by", cmd.Flags().Lookup("by"))
	return cmd
}

func parseWhenFlag(s string) (time.Time, error) {
	t, err := course.ParseWhen(s)
	if err != nil {
		return t, badInput(errorf("not a date: %v", err))
	}
	return t, nil
}

func newCourseReleaseCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "release COURSE ID [--due DATE] [--close DATE] [--penalty PERCENT] [--autograde]",
		Short: "Release an assignment to the course's students (again: change its dates)",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			c := app.Config
			var rs course.ReleaseSettings
			var err error
			if rs.Due, err = parseWhenFlag(c.GetString("course.release.due")); err != nil {
				return err
			}
			if rs.Close, err = parseWhenFlag(c.GetString("course.release.close")); err != nil {
				return err
			}
			rs.Penalty = c.GetFloat64("course.release.penalty") / 100
			rs.Autograde = c.GetBool("course.release.autograde")
			return app.withStore(func(st *course.Store) error {
				if err := st.Release(cmd.Context(), args[0], args[1], rs); err != nil {
					return badInput(err)
				}
				fmt.Fprintln(app.Out, msg("released"))
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.String("due", "", "due date (2026-12-15, 2026-12-15 23:59 or RFC 3339)")
	f.String("close", "", "hard close: no submission after it")
	f.Float64("penalty", 0, "percent of the score taken off per started day late")
	f.Bool("autograde", false, "grade each submission as it arrives")
	for _, n := range []string{"due", "close", "penalty", "autograde"} {
		_ = app.Config.BindPFlag("course.release."+n, f.Lookup(n))
	}
	return cmd
}

func newCourseExtendCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "extend COURSE ID STUDENT DATE",
		Short: "Give one student a later due date",
		Args:  cobra.ExactArgs(4),
		RunE: func(cmd *cobra.Command, args []string) error {
			due, err := parseWhenFlag(args[3])
			if err != nil {
				return err
			}
			return app.withStore(func(st *course.Store) error {
				return st.Extend(cmd.Context(), args[0], args[1], args[2], due, "cli")
			})
		},
	}
}

func newCourseGradeCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "grade COURSE ID [--student NAME] [--run -j N]",
		Short: "Queue the newest submissions for grading (--run: grade the queue here until it is empty)",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			c := app.Config
			return app.withStore(func(st *course.Store) error {
				n, err := st.Enqueue(cmd.Context(), args[0], args[1], c.GetString("course.grade.student"))
				if err != nil {
					return err
				}
				fmt.Fprintln(app.Out, msg("%d submissions queued for grading", n))
				if !c.GetBool("course.grade.run") {
					return nil
				}
				g, err := assignments.NewGrader(assignments.Options{})
				if err != nil {
					return err
				}
				defer g.Close()
				ctx, cancel := context.WithCancel(cmd.Context())
				defer cancel()
				q := &course.Queue{Store: st, Grader: g, Jobs: c.GetInt("course.grade.jobs"), Log: app.Err}
				go q.Run(ctx)
				for {
					counts, err := st.QueueCounts(ctx)
					if err != nil {
						return err
					}
					if counts[course.Queued]+counts[course.Running] == 0 {
						fmt.Fprintln(app.Out, msg("graded: %[1]d, failed: %[2]d", counts[course.Done], counts[course.Failed]))
						return nil
					}
					select {
					case <-ctx.Done():
						return ctx.Err()
					case <-time.After(time.Second):
					}
				}
			})
		},
	}
	f := cmd.Flags()
	f.String("student", "", "only this student")
	f.Bool("run", false, "grade here instead of leaving it to the service")
	f.IntP("jobs", "j", 2, "submissions graded at once")
	for _, n := range []string{"student", "run", "jobs"} {
		_ = app.Config.BindPFlag("course.grade."+n, f.Lookup(n))
	}
	return cmd
}

func newCourseAdjustCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "adjust SUBMISSION POINTS COMMENT",
		Short: "Add or take off points of a submission, with a comment",
		Args:  cobra.ExactArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := strconv.ParseInt(args[0], 10, 64)
			if err != nil {
				return badInput(errorf("not a submission number: %q", args[0]))
			}
			pts, err := strconv.ParseFloat(args[1], 64)
			if err != nil {
				return badInput(errorf("not a number of points: %q", args[1]))
			}
			return app.withStore(func(st *course.Store) error {
				if err := st.Adjust(cmd.Context(), id, pts, args[2], "cli"); err != nil {
					return badInput(err)
				}
				return nil
			})
		},
	}
}

func newCourseReturnCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "return COURSE ID [--student NAME]",
		Short: "Return the graded feedback to the students",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.withStore(func(st *course.Store) error {
				n, err := st.ReturnFeedback(cmd.Context(), args[0], args[1], app.Config.GetString("course.return.student"), "cli")
				if err != nil {
					return err
				}
				fmt.Fprintln(app.Out, msg("feedback returned to %d students", n))
				return nil
			})
		},
	}
	cmd.Flags().String("student", "", "only this student")
	_ = app.Config.BindPFlag("course.return.student", cmd.Flags().Lookup("student"))
	return cmd
}

func newCourseStatusCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "status COURSE ID",
		Short: "Who submitted when, how late, how many attempts, and the grades",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.withStore(func(st *course.Store) error {
				ctx := cmd.Context()
				if _, err := st.Assignment(ctx, args[0], args[1]); err != nil {
					return badInput(err)
				}
				subs, err := st.Submissions(ctx, args[0], args[1], "")
				if err != nil {
					return err
				}
				tw := tabwriter.NewWriter(app.Out, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, tr("submission\tstudent\tattempt\ttime\tlate\tgrade\tscore\tfinal"))
				for _, sub := range subs {
					status, score, final := "", "", ""
					if g, ok, err := st.GradeOf(ctx, sub.ID); err != nil {
						return err
					} else if ok {
						status = g.Status
						if g.Status == course.Failed {
							status += ": " + g.Error
						}
						if g.Status == course.Done {
							adjs, _ := st.Adjustments(ctx, sub.ID)
							var adj float64
							for _, x := range adjs {
								adj += x.Points
							}
							score = fmt.Sprintf("%g/%g", g.Score, g.Max)
							final = fmt.Sprint(course.Final(g.Score, g.Max, sub.Penalty, adj))
						}
					}
					late := ""
					if sub.Late > 0 {
						late = fmt.Sprintf("%v -%g%%", sub.Late.Round(time.Second), sub.Penalty*100)
					}
					fmt.Fprintf(tw, "%d\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n", sub.ID, sub.Student, sub.Attempt, sub.At.Local().Format("2006-01-02 15:04:05"), late, status, score, final)
				}
				return tw.Flush()
			})
		},
	}
}

func newCourseGradebookCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "gradebook COURSE",
		Short: "Write the course's gradebook as CSV",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.withStore(func(st *course.Store) error {
				gb, err := course.BuildGradebook(cmd.Context(), st, args[0], nil)
				if err != nil {
					return badInput(err)
				}
				return gb.WriteCSV(app.Out)
			})
		},
	}
}

func newCourseExportCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "export COURSE FILE.tar.gz",
		Short: "Write a whole course (database rows and files) to one file",
		Args:  cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.withStore(func(st *course.Store) error {
				f, err := os.OpenFile(args[1], os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
				if err != nil {
					return badInput(err)
				}
				if err := st.Export(cmd.Context(), args[0], f); err != nil {
					f.Close()
					os.Remove(args[1])
					return err
				}
				return f.Close()
			})
		},
	}
}

func newCourseImportCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "import FILE.tar.gz",
		Short: "Read a course written by export",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return app.withStore(func(st *course.Store) error {
				f, err := os.Open(args[0])
				if err != nil {
					return badInput(err)
				}
				defer f.Close()
				id, err := st.Import(cmd.Context(), f)
				if err != nil {
					return badInput(err)
				}
				fmt.Fprintln(app.Out, msg("course %s imported", id))
				return nil
			})
		},
	}
}
