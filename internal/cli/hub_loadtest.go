package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudokit/sudokit/internal/hub/loadtest"
)

func newHubLoadtestCmd(app *App) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "loadtest --class CLASS.csv [-n 5,10,20,30]",
		Short:   "Measure the hub with N students running a notebook at the same time",
		Example: `  sudokit hub loadtest --class loadtest.csv -n 5,10 --think 2s`,
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c := app.Config
			classFile := c.GetString("hub.loadtest.class")
			if classFile == "" {
				return badInput(newError("--class is required"))
			}
			students, err := readClassList(classFile)
			if err != nil {
				return err
			}
			var logins []loadtest.Student
			for _, s := range students {
				if s.Password == "" {
					return badInput(errorf("%[1]s: line %[2]d: the load test needs a password for %[3]s", classFile, s.Line, s.Username))
				}
				logins = append(logins, loadtest.Student{Name: s.Username, Password: s.Password})
			}
			nb := c.GetString("hub.loadtest.notebook")
			if nb == "" {
				nb = filepath.Join(app.hubLayout().Notebooks(), "01-board-basics.ipynb")
			}
			cells, err := loadtest.Cells(nb)
			if err != nil {
				return badInput(err)
			}
			ns := c.GetIntSlice("hub.loadtest.students")
			for _, n := range ns {
				if n < 1 || n > len(logins) {
					return badInput(errorf("-n %[1]d: the class list has %[2]d students", n, len(logins)))
				}
			}
			fmt.Fprintf(app.Out, "%s\n\n", msg("%[1]d cells of %[2]s per student, %[3]v between cells", len(cells), filepath.Base(nb), c.GetDuration("hub.loadtest.think")))
			fmt.Fprintln(app.Out, tr("| N | cell p50 | cell p95 | cell max | first cell p50/p95 | server start p50/p95 | peak MiB/student (mean, max) | held MiB/student | CPU s/student | wall | load before | failed | cell errors |"))
			fmt.Fprintln(app.Out, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
			for _, n := range ns {
				load := loadAverage()
				rep, err := loadtest.Run(cmd.Context(), loadtest.Options{
					URL:      c.GetString("hub.loadtest.url"),
					Students: logins[:n],
					Cells:    cells,
					Think:    c.GetDuration("hub.loadtest.think"),
					Timeout:  c.GetDuration("hub.loadtest.timeout"),
					Log:      app.Err,
				})
				if err != nil {
					return err
				}
				s := rep.Summarize()
				fmt.Fprintf(app.Out, "| %d | %s | %s | %s | %s / %s | %s / %s | %d, %d | %d | %.1f | %s | %s | %d | %d |\n", n,
					sec(s.CellP50), sec(s.CellP95), sec(s.CellMax), sec(s.FirstP50), sec(s.FirstP95),
					sec(s.StartP50), sec(s.StartP95), s.PeakMean>>20, s.PeakMax>>20, s.AnonMean>>20, s.CPUMean.Seconds(), s.Wall.Round(time.Second), load, s.Failed, s.CellErrors)
				for _, st := range rep.Students {
					for _, e := range st.CellErrors {
						fmt.Fprintf(app.Err, "%s: %s\n", st.Name, e)
					}
				}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.String("url", "http://127.0.0.1:8000", "the hub (this machine only)")
	f.String("class", "", "class list with passwords (username,password)")
	f.IntSliceP("students", "n", []int{5}, "numbers of students, one run each")
	f.String("notebook", "", "notebook whose code cells each student runs (default: the hub's 01-board-basics)")
	f.Duration("think", 2*time.Second, "pause between a student's cells")
	f.Duration("timeout", 20*time.Minute, "longest time one run may take")
	bindFlags(app.Config, "hub.loadtest", cmd)
	return cmd
}

// loadAverage is the machine's 1-minute load average, so a table made on a
// shared machine says how busy it was ("?" when unknown).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "?"
}

func sec(d time.Duration) string { return fmt.Sprintf("%.2f s", d.Seconds()) }
