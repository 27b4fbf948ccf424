package loadtest

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/url"
	"slices"
	"sync"
	"time"

	"github.com/sudokit/sudokit/internal/hub"
)

// Student is a login for the load test.
type Student struct {
	Name, Password string
}

// Options describe one load test run.
type Options struct {
	// URL is the hub's address, e.g. http://127.0.0.1:8000 (loopback only).
	URL string
	// Students log in; all of them run at the same time.
	Students []Student
	// Cells are the code cells each student runs, in order.
	Cells []string
	// Kernel is the kernelspec name; default "sudokit".
	Kernel string
	// Think is the pause between a student's cells (a student reading).
	Think time.Duration
	// Timeout bounds the whole run; default 20 minutes.
	Timeout time.Duration
	// Cgroups reads each student's memory; the zero value is the hub's.
	Cgroups hub.Cgroups
	// Log receives a line per student as they finish (may be nil).
	Log io.Writer
}

// StudentResult is what one student saw.
type StudentResult struct {
	Name string
	// Login is the time to log in and get a token; Start the time from
	// asking for the server to the hub calling it ready; KernelStart the
	// time to start a kernel and open its websocket.
	Login, Start, KernelStart time.Duration
	// Cells are the latencies of the cells, in order.
	Cells []time.Duration
	// Pictures is the number of PNG pictures the cells showed.
	Pictures int
	// CellErrors are errors cells raised ("cell 3: ...").
	CellErrors []string
	// Memory is the student's cgroup after the last cell: Peak is the most
	// it was charged (page cache included), Anon what the processes held.
	Memory hub.Usage
	// CPU is the CPU time the student's cgroup used during the run (server
	// start, kernel, every cell's compile, link and run).
	CPU time.Duration
	// Err ends the student's run early.
	Err error
}

// Report is the outcome of a run.
type Report struct {
	N        int
	Students []StudentResult
	Wall     time.Duration
}

// Run logs every student in, starts all servers at once, runs the cells
// in each, reads the memory of each student's cgroup, and stops the
// servers again.
func Run(ctx context.Context, o Options) (Report, error) {
	base, err := url.Parse(o.URL)
	if err != nil {
		return Report{}, err
	}
	if !isLoopback(base.Hostname()) {
		return Report{}, errNotLocal
	}
	if o.Kernel == "" {
		o.Kernel = "sudokit"
	}
	if o.Timeout == 0 {
		o.Timeout = 20 * time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, o.Timeout)
	defer cancel()
	rep := Report{N: len(o.Students), Students: make([]StudentResult, len(o.Students))}
	start := time.Now()
	var wg sync.WaitGroup
	var logMu sync.Mutex
	for i, st := range o.Students {
		wg.Go(func() {
			r := runStudent(ctx, base, st, o)
			rep.Students[i] = r
			if o.Log != nil {
				logMu.Lock()
				defer logMu.Unlock()
				if r.Err != nil {
					fmt.Fprintf(o.Log, "%s: %v\n", r.Name, r.Err)
				} else {
					fmt.Fprintf(o.Log, "%s: start %s, %d cells, %d pictures, peak %d MiB\n", r.Name, r.Start.Round(time.Millisecond), len(r.Cells), r.Pictures, r.Memory.Peak>>20)
				}
			}
		})
	}
	wg.Wait()
	rep.Wall = time.Since(start)
	return rep, nil
}

func runStudent(ctx context.Context, base *url.URL, st Student, o Options) StudentResult {
	r := StudentResult{Name: st.Name}
	s := newStudent(base, st.Name, st.Password)
	t := time.Now()
	if r.Err = s.login(ctx); r.Err != nil {
		return r
	}
	r.Login = time.Since(t)
	before, _ := o.Cgroups.Usage(st.Name) // the group outlives servers; zero before the first
	// Stop the server whatever happens, with its own deadline.
	defer func() {
		stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Minute)
		defer cancel()
		if err := s.stopServer(stopCtx); err != nil && r.Err == nil {
			r.Err = err
		}
	}()
	t = time.Now()
	if r.Err = s.startServer(ctx); r.Err != nil {
		return r
	}
	r.Start = time.Since(t)
	t = time.Now()
	k, err := s.startKernel(ctx, o.Kernel)
	if err != nil {
		r.Err = err
		return r
	}
	defer s.deleteKernel(context.WithoutCancel(ctx), k)
	r.KernelStart = time.Since(t)
	for i, code := range o.Cells {
		if i > 0 && o.Think > 0 {
			select {
			case <-ctx.Done():
				r.Err = ctx.Err()
				return r
			case <-time.After(o.Think):
			}
		}
		res, err := k.execute(ctx, code)
		if err != nil {
			r.Err = fmt.Errorf("cell %d: %w", i+1, err)
			return r
		}
		r.Cells = append(r.Cells, res.Latency)
		r.Pictures += res.Pictures
		if res.Error != "" {
			r.CellErrors = append(r.CellErrors, fmt.Sprintf("cell %d: %s", i+1, res.Error))
		}
	}
	r.Memory, r.Err = o.Cgroups.Usage(st.Name)
	r.CPU = r.Memory.CPU - before.CPU
	return r
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Percentile returns the p-th percentile (0–100, nearest rank) of ds.
func Percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	rank := int(p/100*float64(len(s))+0.999999) - 1
	return s[max(0, min(rank, len(s)-1))]
}

// Summary is a report's line of the load-test table.
type Summary struct {
	N, Failed, CellErrors, Pictures int
	CellP50, CellP95, CellMax       time.Duration
	FirstP50, FirstP95              time.Duration
	StartP50, StartP95              time.Duration
	PeakMean, PeakMax, AnonMean     int64
	CPUMean                         time.Duration
	Wall                            time.Duration
}

// Summarize condenses a report: cell latencies over every cell of every
// student, the first cell (it includes the kernel's own start-up work)
// separately, server start times and memory per student.
func (r Report) Summarize() Summary {
	s := Summary{N: r.N, Wall: r.Wall}
	var cells, first, starts []time.Duration
	ok := 0
	for _, st := range r.Students {
		if st.Err != nil {
			s.Failed++
		}
		s.CellErrors += len(st.CellErrors)
		s.Pictures += st.Pictures
		cells = append(cells, st.Cells...)
		if len(st.Cells) > 0 {
			first = append(first, st.Cells[0])
		}
		if st.Start > 0 {
			starts = append(starts, st.Start)
		}
		if st.Memory.Peak > 0 {
			ok++
			s.PeakMean += st.Memory.Peak
			s.AnonMean += st.Memory.Anon
			s.PeakMax = max(s.PeakMax, st.Memory.Peak)
			s.CPUMean += st.CPU
		}
	}
	if ok > 0 {
		s.PeakMean /= int64(ok)
		s.AnonMean /= int64(ok)
		s.CPUMean /= time.Duration(ok)
	}
	s.CellP50, s.CellP95, s.CellMax = Percentile(cells, 50), Percentile(cells, 95), Percentile(cells, 100)
	s.FirstP50, s.FirstP95 = Percentile(first, 50), Percentile(first, 95)
	s.StartP50, s.StartP95 = Percentile(starts, 50), Percentile(starts, 95)
	return s
}
