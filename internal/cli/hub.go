package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/user"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/internal/hub"
	"github.com/sudokit/sudokit/kernel"
)

// newHubCmd returns "sudokit hub": a course server for a whole class on one
// machine, on Debian's JupyterHub.
func newHubCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "hub",
		Short: "Run the course for a whole class on one server (JupyterHub)",
		Example: `  sudo sudokit hub setup --admin teacher
  sudo sudokit hub add-students class.csv --passwords passwords.csv
  sudo sudokit hub run`,
	}
	cmd.PersistentFlags().String("prefix", hub.DefaultPrefix, "folder the hub is installed in")
	_ = app.Config.BindPFlag("hub.prefix", cmd.PersistentFlags().Lookup("prefix"))
	cmd.AddCommand(newHubSetupCmd(app), newHubRunCmd(app), newHubAddStudentsCmd(app),
		newHubStatusCmd(app), newHubPrepareUserCmd(app), newHubLimitCmd(app), newHubServeCmd(app), newHubKillUserCmd(app), newHubLoadtestCmd(app))
	return cmd
}

func (app *App) hubLayout() hub.Layout {
	return hub.Layout{Prefix: app.Config.GetString("hub.prefix")}
}

func newHubSetupCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "setup [--admin USER]... [--memory SIZE] [--cpus N] [--pids N]",
		Short: "Install the course server: kernel, notebooks, warmed cache, jupyterhub_config.py",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o, err := app.hubOptions()
			if err != nil {
				return badInput(err)
			}
			o.Log = app.Out
			return hub.Setup(cmd.Context(), o)
		},
	}
	f := cmd.Flags()
	f.String("source", "", "sudokit source tree to install (default: the tree this binary was built from, or $SUDOKIT_ROOT)")
	f.String("notebooks", "", "course notebooks to give students (default: the source tree's notebooks folder)")
	f.String("go", "go", "go command (its folder goes on the students' PATH)")
	f.StringSlice("admin", nil, "admin user (repeat or comma-separate)")
	f.String("group", "sudokit-hub", "group whose members may log in")
	f.String("course-dir", "course", "folder in each home that receives the notebooks")
	f.String("ip", "", "address the hub listens on (default: all)")
	f.Int("port", 8000, "port browsers connect to")
	f.Int("hub-port", 8081, "the hub's internal port (localhost)")
	f.Int("proxy-api-port", 8001, "the proxy's API port (localhost)")
	f.Int("course-port", 8090, "the course service's port (localhost)")
	f.Int("course-jobs", 2, "submissions the course service grades at once")
	f.String("memory", "1G", "memory per student (K, M, G suffixes; 0: no limit)")
	f.Float64("cpus", 1, "CPU cores per student (0: no limit)")
	f.Int("pids", 512, "processes and threads per student (0: no limit)")
	f.String("tmp-size", "256M", "size of each student's private /tmp (memory, counted in --memory)")
	f.String("home-size", "1G", "size of each student's home, a disk image of its own (reserved on disk in full; 0: plain home folders)")
	f.Duration("start-timeout", 2*time.Minute, "how long a student's server may take to start")
	f.Duration("cull-idle", time.Hour, "stop servers idle this long (0: never)")
	f.Bool("no-warm", false, "do not warm the build cache")
	bindFlags(app.Config, "hub.setup", cmd)
	return cmd
}

// hubOptions reads the setup settings.
func (app *App) hubOptions() (hub.Options, error) {
	c := app.Config
	key := func(k string) string { return "hub.setup." + k }
	o := hub.Options{
		Layout:       app.hubLayout(),
		Source:       c.GetString(key("source")),
		Notebooks:    c.GetString(key("notebooks")),
		GoBin:        c.GetString(key("go")),
		Admins:       c.GetStringSlice(key("admin")),
		Group:        c.GetString(key("group")),
		CourseDir:    c.GetString(key("course_dir")),
		IP:           c.GetString(key("ip")),
		Port:         c.GetInt(key("port")),
		HubPort:      c.GetInt(key("hub_port")),
		ProxyAPIPort: c.GetInt(key("proxy_api_port")),
		CoursePort:   c.GetInt(key("course_port")),
		CourseJobs:   c.GetInt(key("course_jobs")),
		StartTimeout: c.GetDuration(key("start_timeout")),
		CullIdle:     c.GetDuration(key("cull_idle")),
		SkipWarm:     c.GetBool(key("no_warm")),
	}
	if o.Source == "" {
		root, err := kernel.DefaultSourceRoot()
		if err != nil {
			return o, err
		}
		o.Source = root
	}
	var err error
	if o.Limits, err = limitsFrom(c.GetString(key("memory")), c.GetFloat64(key("cpus")), c.GetInt(key("pids"))); err != nil {
		return o, err
	}
	if o.TmpSize, err = parseSize(c.GetString(key("tmp_size"))); err != nil {
		return o, errorf("--tmp-size: %w", err)
	}
	if o.HomeSize, err = parseSize(c.GetString(key("home_size"))); err != nil {
		return o, errorf("--home-size: %w", err)
	}
	return o, nil
}

func limitsFrom(memory string, cpus float64, pids int) (hub.Limits, error) {
	mem, err := parseSize(memory)
	if err != nil {
		return hub.Limits{}, errorf("--memory: %w", err)
	}
	if cpus < 0 {
		return hub.Limits{}, errorf("--cpus: %g is negative", cpus)
	}
	if pids < 0 {
		return hub.Limits{}, errorf("--pids: %d is negative", pids)
	}
	return hub.Limits{Memory: mem, CPUs: cpus, Pids: pids}, nil
}

// parseSize reads a byte count with an optional binary suffix: 512M, 1G,
// 1.5G, 2048K, 1073741824.
func parseSize(s string) (int64, error) {
	t := strings.TrimSuffix(strings.TrimSuffix(strings.ToUpper(strings.TrimSpace(s)), "B"), "I")
	mult := int64(1)
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'K':
			mult = 1 << 10
		case 'M':
			mult = 1 << 20
		case 'G':
			mult = 1 << 30
		case 'T':
			mult = 1 << 40
		}
		if mult > 1 {
			t = t[:n-1]
		}
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || f < 0 {
		return 0, errorf("invalid size %q: want a number of bytes with an optional K, M, G or T suffix", s)
	}
	return int64(f * float64(mult)), nil
}

func newHubRunCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "run",
		Short: "Run the hub installed by setup (in the foreground)",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			return hub.Exec(app.hubLayout())
		},
	}
}

func newHubAddStudentsCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "add-students CLASS.csv",
		Short:   "Create a system account for every student of a class list",
		Example: `  sudo sudokit hub add-students class.csv --passwords passwords.csv`,
		Args:    exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			students, err := readClassList(args[0])
			if err != nil {
				return err
			}
			if os.Geteuid() != 0 {
				return newError("add-students must run as root (it creates users)")
			}
			pwFile := app.Config.GetString("hub.add_students.passwords")
			group := app.Config.GetString("hub.add_students.group")
			added, err := hub.AddStudents(cmd.Context(), students, group, args[0])
			var generated strings.Builder
			created := 0
			for _, a := range added {
				if a.Created {
					created++
				}
				if a.Generated {
					fmt.Fprintf(&generated, "%s,%s\n", a.Username, a.Password)
				}
			}
			if generated.Len() > 0 {
				if pwFile == "" {
					fmt.Fprint(app.Out, "username,password\n"+generated.String())
				} else if werr := os.WriteFile(pwFile, []byte("username,password\n"+generated.String()), 0o600); werr != nil && err == nil {
					err = werr
				}
			}
			fmt.Fprintln(app.Err, msg("%[1]d student(s): %[2]d created, %[3]d existed", len(added), created, len(added)-created))
			if err != nil {
				var cl *hub.ClassListError
				if errors.As(err, &cl) {
					return badInput(err)
				}
			}
			return err
		},
	}
	cmd.Flags().String("passwords", "", "write generated passwords to this CSV (mode 0600) instead of standard output")
	cmd.Flags().String("group", "sudokit-hub", "login group the students join")
	bindFlags(app.Config, "hub.add_students", cmd)
	return cmd
}

// readClassList reads the class list in the file path (see
// hub.ParseClassList); a file that cannot be read or parsed is bad input.
func readClassList(path string) ([]hub.Student, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, badInput(err)
	}
	defer f.Close()
	students, err := hub.ParseClassList(f, path)
	if err != nil {
		return nil, badInput(err)
	}
	return students, nil
}

func newHubStatusCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "status",
		Short: "Show each student's cgroup: memory now and at peak, CPU time, processes; and home disk use and limit",
		Args:  noArgs,
		RunE: func(*cobra.Command, []string) error {
			var cg hub.Cgroups
			users, err := cg.Users()
			if err != nil {
				return err
			}
			disk := hub.HomeDisk{Dir: app.hubLayout().HomeImages()}
			seen := map[string]bool{}
			for _, u := range users {
				seen[u] = true
			}
			for _, u := range disk.Students() { // a student without a server since the machine booted
				if !seen[u] {
					users = append(users, u)
					seen[u] = true
				}
			}
			sort.Strings(users)
			w := tabwriter.NewWriter(app.Out, 0, 0, 2, ' ', tabwriter.AlignRight)
			fmt.Fprintln(w, tr("user\tmemory\tpeak\tCPU time\tprocesses+threads\thome disk\thome limit\t"))
			var plain []string // homes that are no image
			for _, u := range users {
				acct, err := user.Lookup(u)
				if err != nil {
					continue // a group left by an account since removed
				}
				mem, peak, cpu, procs := "-", "-", "-", "-"
				if us, err := cg.Usage(u); err == nil {
					mem, peak, cpu, procs = mib(us.Memory), mib(us.Peak), us.CPU.Round(time.Second).String(), strconv.FormatInt(us.Procs, 10)
				}
				use, limit := "?", "-"
				if hu, ok, err := disk.Use(u); ok {
					use, limit = mib(hu.Used), mib(hu.Size)
				} else if err == nil {
					uid, _ := strconv.Atoi(acct.Uid)
					if n, err := hub.DiskUse(acct.HomeDir, uid); err == nil {
						use = mib(n)
					}
					plain = append(plain, acct.HomeDir)
				}
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", u, mem, peak, cpu, procs, use, limit)
			}
			if err := w.Flush(); err != nil {
				return err
			}
			// One warning per file system holding plain homes without quotas.
			warned := map[string]bool{}
			for _, h := range plain {
				q, err := hub.QuotasOn(h)
				if err != nil || q.On || warned[q.MountPoint] {
					continue
				}
				warned[q.MountPoint] = true
				fmt.Fprintln(app.Out, msg("warning: homes without an image (--home-size 0) and user quotas are off on %[1]s (%[2]s): a student can fill the disk that holds the homes (see \"sudokit hub\" in the README)", q.MountPoint, q.Device))
			}
			return nil
		},
	}
}

func mib(n int64) string { return fmt.Sprintf("%.0f MiB", float64(n)/(1<<20)) }

func newHubPrepareUserCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "prepare-user USER",
		Short: "Get a student's home ready (run by the hub before each server starts)",
		Args:  exactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			size, err := parseSize(app.Config.GetString("hub.prepare_user.home_size"))
			if err != nil {
				return badInput(errorf("--home-size: %w", err))
			}
			l := app.hubLayout()
			m, err := hub.HomeDisk{Dir: l.HomeImages(), Size: size}.Mount(args[0])
			if err != nil {
				return err
			}
			switch {
			case m.Created:
				fmt.Fprintln(app.Out, msg("%[1]s: home moved into a new image of %[2]s (%[3]s)", args[0], mib(m.Size), m.Image))
			case m.Grown:
				fmt.Fprintln(app.Out, msg("%[1]s: home image grown to %[2]s", args[0], mib(m.Size)))
			case m.Image != "" && size > 0 && m.Size > size:
				fmt.Fprintln(app.Out, msg("%[1]s: home image kept at %[2]s (an image never shrinks)", args[0], mib(m.Size)))
			}
			p, err := hub.PrepareUser(l, app.Config.GetString("hub.prepare_user.course_dir"), args[0])
			if err != nil {
				return err
			}
			fmt.Fprintln(app.Out, msg("%[1]s: %[2]d notebook(s) copied; cache entries linked: %[3]d", args[0], len(p.Copied), p.Linked))
			return nil
		},
	}
	cmd.Flags().String("course-dir", "course", "folder in the home that receives the notebooks")
	cmd.Flags().String("home-size", "0", "size of the student's home image (made, mounted or grown; 0: only mount an existing one)")
	bindFlags(app.Config, "hub.prepare_user", cmd)
	return cmd
}

func newHubLimitCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "limit USER PID",
		Short: "Put a process into a student's cgroup (run by the hub after starting a server)",
		Args:  exactArgs(2),
		RunE: func(_ *cobra.Command, args []string) error {
			pid, err := strconv.Atoi(args[1])
			if err != nil || pid <= 0 {
				return badInput(errorf("invalid process id %q", args[1]))
			}
			c := app.Config
			l, err := limitsFrom(c.GetString("hub.limit.memory"), c.GetFloat64("hub.limit.cpus"), c.GetInt("hub.limit.pids"))
			if err != nil {
				return badInput(err)
			}
			return hub.Cgroups{}.Apply(args[0], pid, l)
		},
	}
	f := cmd.Flags()
	f.String("memory", "1G", "memory (0: no limit)")
	f.Float64("cpus", 1, "CPU cores (0: no limit)")
	f.Int("pids", 512, "processes and threads (0: no limit)")
	bindFlags(app.Config, "hub.limit", cmd)
	return cmd
}

func newHubServeCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "serve USER -- COMMAND...",
		Short: "Start a student's server with a private /tmp and /proc, as the student (run by the hub)",
		Args:  minimumArgs(2),
		RunE: func(_ *cobra.Command, args []string) error {
			size, err := parseSize(app.Config.GetString("hub.serve.tmp_size"))
			if err != nil {
				return badInput(errorf("--tmp-size: %w", err))
			}
			return hub.Serve(args[0], size, app.hubLayout().HomeImages(), args[1:])
		},
	}
	cmd.Flags().String("tmp-size", "256M", "size of each student's private /tmp (memory, counted in --memory)")
	bindFlags(app.Config, "hub.serve", cmd)
	return cmd
}

func newHubKillUserCmd(app *App) *cobra.Command {
	return &cobra.Command{
		Use:   "kill-user USER",
		Short: "End every process left in a student's cgroup (run by the hub after stopping a server)",
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := context.WithTimeout(cmd.Context(), time.Minute)
			defer cancel()
			n, err := hub.Cgroups{}.Kill(ctx, args[0])
			if n > 0 {
				fmt.Fprintln(app.Out, msg("%[1]s: ended %[2]d process(es) left after the server stopped", args[0], n))
			}
			return err
		},
	}
}
