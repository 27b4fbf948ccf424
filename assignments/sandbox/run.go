package sandbox

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Limits bounds one run. Zero fields take the defaults in DefaultLimits.
type Limits struct {
	Wall     time.Duration // wall-clock time, then the whole process tree is killed; stretched by the machine's CPU stall time (see stall.go)
	CPU      time.Duration // CPU time (RLIMIT_CPU, whole seconds, rounded up)
	Memory   int64         // address space in bytes (RLIMIT_AS)
	Procs    int           // processes and threads of the sandbox user (RLIMIT_NPROC)
	Output   int64         // bytes of stdout, and separately of stderr, read before the run is killed
	FileSize int64         // largest file the program may write (RLIMIT_FSIZE)
	Files    int           // open file descriptors (RLIMIT_NOFILE)
}

// DefaultLimits are used for zero fields of Limits.
var DefaultLimits = Limits{
	Wall:     5 * time.Second,
	CPU:      5 * time.Second,
	Memory:   2 << 30, // the Go runtime reserves about 1 GiB of address space at start
	Procs:    64,
	Output:   4 << 20,
	FileSize: 16 << 20,
	Files:    64,
}

// WithDefaults returns l with its zero fields taken from DefaultLimits.
func (l Limits) WithDefaults() Limits { return l.withDefaults() }

// withDefaults fills zero fields from DefaultLimits.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	l.Wall = cmp.Or(l.Wall, d.Wall)
	l.CPU = cmp.Or(l.CPU, d.CPU)
	l.Memory = cmp.Or(l.Memory, d.Memory)
	l.Procs = cmp.Or(l.Procs, d.Procs)
	l.Output = cmp.Or(l.Output, d.Output)
	l.FileSize = cmp.Or(l.FileSize, d.FileSize)
	l.Files = cmp.Or(l.Files, d.Files)
	return l
}

// Job is one run of a program.
type Job struct {
	Program string // absolute path on the host; must be executable by the sandbox user
	Args    []string
	Env     []string // added to the scrubbed environment
	Stdin   []byte
	Limits  Limits
	Slot    int    // concurrent runs use different slots (different uids when root)
	Group   *Group // the submission's control group (nil: none)
	// Tool says Program is a system tool reachable at its own path in the
	// private root (the go command); otherwise it is bound read-only at
	// /sandbox/program.
	Tool bool
	UID  int      // run as this uid rather than the slot's (0: the slot's)
	Dir  string   // working directory; "" is a fresh private /tmp (or scratch folder)
	Bind []string // more "SRC:DST:ro|rw" binds into the private root
	// TmpSize is the size of each private /tmp, /var/tmp and /dev/shm
	// ("" is 64m); it counts in the group's memory.
	TmpSize string
	// UserProcs, when not zero, is RLIMIT_NPROC instead of Limits.Procs:
	// for a uid shared by runs of several graders (BuildUID), whose own
	// groups bound each run's tasks.
	UserProcs int
}

// CPUsPerGroup is the CPU time a control group gets per period: one core,
// so a submission spinning every thread leaves the others their share.
const CPUsPerGroup = 1.0

// Result is what happened in a run. The program's exit status is reported,
// never trusted: callers judge its output themselves.
type Result struct {
	Stdout, Stderr []byte
	ExitCode       int            // -1 when killed by a signal
	Signal         syscall.Signal // the signal that ended it, if any
	TimedOut       bool           // killed at the wall-time limit
	CPUExceeded    bool           // ended by RLIMIT_CPU
	OutputExceeded bool           // killed for printing more than Limits.Output
	MemoryExceeded bool           // the control group reached Limits.Memory (processes were killed or refused memory)
	Wall, CPU      time.Duration
	Err            error // a failure of the sandbox itself (wraps ErrSandbox)
}

// Problem describes why the run did not end normally, or "", in the
// current language (package lang).
func (r *Result) Problem(l Limits) string {
	l = l.withDefaults()
	switch {
	case r.Err != nil:
		return r.Err.Error()
	case r.TimedOut:
		return lang.Sprintf("time limit exceeded (%v wall time)", l.Wall)
	case r.CPUExceeded:
		return lang.Sprintf("CPU time limit exceeded (%v)", l.CPU)
	case r.OutputExceeded:
		return lang.Sprintf("output limit exceeded (more than %d bytes)", l.Output)
	case r.MemoryExceeded:
		return lang.Sprintf("memory limit exceeded (%d MiB for everything the submission runs)", l.Memory>>20)
	case r.Signal != 0:
		return lang.Sprintf("killed by signal %d", int(r.Signal)) // the number: the name Go gives it is English
	case r.ExitCode != 0:
		return lang.Sprintf("exit status %d", r.ExitCode)
	}
	return ""
}

// Run runs the job and waits for it and everything it started to end. ctx
// cancels the run (the tree is killed).
func (s *Sandbox) Run(ctx context.Context, job Job) *Result {
	lim := job.Limits.withDefaults()
	res := &Result{ExitCode: -1}
	closeOnExecAll()
	uid := s.UID(job.Slot)
	if job.UID != 0 {
		uid = job.UID
	}
	args := []string{
		"-cpu", strconv.FormatInt(int64((lim.CPU+time.Second-1)/time.Second), 10),
		"-nproc", strconv.Itoa(cmp.Or(job.UserProcs, lim.Procs)),
		"-fsize", strconv.FormatInt(lim.FileSize, 10),
		"-nofile", strconv.Itoa(lim.Files),
	}
	if job.Group != nil {
		// The group bounds the memory of the whole submission; a per-process
		// address-space limit would only stop an honest large allocation.
		if err := job.Group.SetLimits(lim.Memory, lim.Procs, CPUsPerGroup); err != nil {
			res.Err = err
			return res
		}
		for _, f := range job.Group.ProcsFiles() {
			args = append(args, "-cgroup", f)
		}
	} else {
		args = append(args, "-as", strconv.FormatInt(lim.Memory, 10))
	}
	program, dir, home := job.Program, job.Dir, job.Dir
	if s.Mode.PrivateFS {
		args = append(args, "-uid", strconv.Itoa(uid), "-gid", strconv.Itoa(uid), "-root", s.newRoot)
		if job.TmpSize != "" {
			args = append(args, "-tmpfs", job.TmpSize)
		}
		if !job.Tool {
			program = "/sandbox/program"
			args = append(args, "-bind", job.Program+":"+program+":ro")
		}
		for _, b := range job.Bind {
			args = append(args, "-bind", b)
		}
		for _, h := range s.hide {
			args = append(args, "-hide", h)
		}
		if dir == "" {
			dir, home = "/tmp", "/tmp"
		}
		args = append(args, "-cwd", dir)
	} else if dir == "" {
		scratch, err := s.scratch(uid)
		if err != nil {
			res.Err = fmt.Errorf("%w: %v", ErrSandbox, err)
			return res
		}
		defer os.RemoveAll(scratch)
		dir, home = scratch, scratch
	}
	cmd := exec.Command(s.launcher, append(append(args, "--", program), job.Args...)...)
	if !s.Mode.PrivateFS {
		cmd.Dir = dir
	}
	cmd.Env = append([]string{
		"PATH=/usr/local/bin:/usr/bin:/bin",
		"HOME=" + home,
		"TMPDIR=" + home,
		"LANG=C.UTF-8",
		"GOMAXPROCS=2",
		"GOTRACEBACK=single",
	}, job.Env...)
	cmd.Stdin = bytes.NewReader(job.Stdin)
	cmd.SysProcAttr = s.attr(s.Mode, uid)
	cmd.WaitDelay = time.Second

	var once sync.Once
	killed := make(chan struct{})
	kill := func() {
		once.Do(func() {
			if cmd.Process != nil {
				// The process group (fallback) and the PID namespace's first
				// process (whose death kills the namespace).
				_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
				_ = cmd.Process.Kill()
			}
			close(killed)
		})
	}
	var exceeded sync.Once
	overflow := func() { exceeded.Do(func() { res.OutputExceeded = true }); kill() }
	stdout := &capped{limit: lim.Output, onFull: overflow}
	stderr := &capped{limit: lim.Output, onFull: overflow}
	cmd.Stdout, cmd.Stderr = stdout, stderr

	oom := job.Group.OOMKills()
	start := time.Now()
	if err := cmd.Start(); err != nil {
		res.Err = fmt.Errorf("%w: starting: %v", ErrSandbox, err)
		return res
	}
	clock := newWallClock(lim.Wall)
	var timer *time.Timer
	var timerMu sync.Mutex
	ended := false // the run is over: a late expiry does nothing
	var expire func()
	expire = func() {
		timerMu.Lock()
		defer timerMu.Unlock()
		if ended {
			return
		}
		if extra := clock.more(); extra > 0 { // the machine was busy: time for the wait
			timer = time.AfterFunc(extra, expire)
			return
		}
		select {
		case <-killed:
		default:
			res.TimedOut = !res.OutputExceeded
			kill()
		}
	}
	timerMu.Lock()
	timer = time.AfterFunc(lim.Wall, expire)
	timerMu.Unlock()
	stop := context.AfterFunc(ctx, kill)
	waitErr := cmd.Wait()
	timerMu.Lock()
	ended = true
	timer.Stop()
	timerMu.Unlock()
	stop()
	// Whatever the program left behind in its group dies with it.
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	if !job.Group.Kill() && res.Err == nil {
		res.Err = fmt.Errorf("%w: processes of the run survived SIGKILL", ErrSandbox)
	}
	res.Wall = time.Since(start)
	res.MemoryExceeded = job.Group.OOMKills() > oom
	res.Stdout, res.Stderr = stdout.bytes(), stderr.bytes()

	if st := cmd.ProcessState; st != nil {
		if ru, ok := st.SysUsage().(*syscall.Rusage); ok {
			res.CPU = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
		if ws, ok := st.Sys().(syscall.WaitStatus); ok {
			switch {
			case ws.Exited():
				res.ExitCode = ws.ExitStatus()
			case ws.Signaled():
				res.Signal = ws.Signal()
			}
		}
	}
	if res.ExitCode == 125 && bytes.Contains(res.Stderr, []byte("sudokit sandbox launcher:")) {
		res.Err = fmt.Errorf("%w: %s", ErrSandbox, bytes.TrimSpace(res.Stderr))
	}
	if res.Signal == syscall.SIGXCPU || (res.Signal == syscall.SIGKILL && !res.TimedOut && !res.OutputExceeded && res.CPU >= lim.CPU) {
		res.CPUExceeded = true
	}
	if waitErr != nil && cmd.ProcessState == nil && res.Err == nil {
		res.Err = fmt.Errorf("%w: %v", ErrSandbox, waitErr)
	}
	return res
}

// scratch makes a fresh working directory owned by uid (without a private
// filesystem).
func (s *Sandbox) scratch(uid int) (string, error) {
	n := s.runs.Add(1)
	dir := filepath.Join(s.workDir, fmt.Sprintf("run-%d", n))
	if err := os.Mkdir(dir, 0o700); err != nil {
		return "", err
	}
	if s.Mode.DropUser {
		if err := os.Chown(dir, uid, uid); err != nil {
			os.RemoveAll(dir)
			return "", err
		}
	}
	return dir, nil
}

// PrepareProgram copies a built program into the work area so the sandbox
// user can run it but not read it, and returns its path.
func (s *Sandbox) PrepareProgram(built, name string) (string, error) {
	dir := filepath.Join(s.workDir, "programs")
	if err := os.MkdirAll(dir, 0o711); err != nil {
		return "", err
	}
	dst := filepath.Join(dir, name)
	if err := os.Rename(built, dst); err != nil {
		return "", err
	}
	// Built by the build user: the grader takes it back, so neither the
	// compiler's user nor the sandbox users can change it.
	if err := os.Lchown(dst, os.Geteuid(), os.Getegid()); err != nil {
		return "", err
	}
	return dst, os.Chmod(dst, 0o711)
}

// capped is an io.Writer that keeps the first limit bytes and calls onFull
// (once it has more) instead of accepting the rest.
type capped struct {
	mu     sync.Mutex
	buf    bytes.Buffer
	limit  int64
	onFull func()
}

func (c *capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	room := c.limit - int64(c.buf.Len())
	if int64(len(p)) <= room {
		c.buf.Write(p)
		c.mu.Unlock()
		return len(p), nil
	}
	if room > 0 {
		c.buf.Write(p[:room])
	}
	c.mu.Unlock()
	c.onFull()
	return 0, errors.New("output limit exceeded")
}

func (c *capped) bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return bytes.Clone(c.buf.Bytes())
}
