package assignments

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudokit/sudokit/internal/testbin"
	"github.com/sudokit/sudokit/internal/testenv"
)

// grader is a `sudokit grade` process started by a test.
type grader struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	done           chan error
	ended          bool  // the grader ended while a test waited for something (see waitFor)
	err            error // how it ended then
}

// startGrade starts `sudokit grade ARGS` with TMPDIR set to tmp (so the
// test can see its work area) and extra descriptors from fd 3 on.
func startGrade(t *testing.T, tmp string, extra []*os.File, args ...string) *grader {
	t.Helper()
	g := &grader{cmd: exec.Command(testbin.Sudokit(t), append([]string{"grade"}, args...)...), done: make(chan error, 1)}
	g.cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	g.cmd.Stdout, g.cmd.Stderr = &g.stdout, &g.stderr
	g.cmd.ExtraFiles = extra
	must(t, g.cmd.Start())
	go func() { g.done <- g.cmd.Wait() }()
	return g
}

// wait waits (up to ten minutes) for the grader to end.
func (g *grader) wait(t *testing.T) error {
	t.Helper()
	if g.ended {
		return g.err
	}
	select {
	case err := <-g.done:
		return err
	case <-time.After(10 * time.Minute):
		_ = g.cmd.Process.Kill()
		t.Fatalf("sudokit grade did not end in ten minutes\n%s", g.stderr.String())
		return nil
	}
}

// waitFor polls cond (a look at files the grader g makes) until it holds,
// failing the test at once when the grader ends first, or after a
// generous deadline.
func (g *grader) waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Minute)
	for !cond() {
		select {
		case g.err = <-g.done:
			g.ended = true
			t.Fatalf("sudokit grade ended (%v) before %s:\n%s", g.err, what, g.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// groupTasks counts the tasks in the control groups of the grader with
// process id pid, and tells whether any exist.
func groupTasks(pid int) (tasks int, exist bool) {
	pattern := fmt.Sprintf("sudokit-%d", pid)
	_ = filepath.WalkDir("/sys/fs/cgroup", func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if strings.Contains(p, "/"+pattern+"/") {
			exist = true
			// Threads count (pids.max bounds tasks): v1's tasks, v2's
			// cgroup.threads.
			data, err := os.ReadFile(filepath.Join(p, "tasks"))
			if err != nil {
				data, _ = os.ReadFile(filepath.Join(p, "cgroup.threads"))
			}
			tasks += len(strings.Fields(string(data)))
			return filepath.SkipDir
		}
		if filepath.Base(p) == pattern {
			exist = true
		}
		return nil
	})
	return tasks, exist
}

// processesInGroupsOf lists the processes of the whole machine whose
// control group is one of grader pid's.
func processesInGroupsOf(pid int) []string {
	var left []string
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cgroup"))
		if err == nil && strings.Contains(string(data), fmt.Sprintf("/sudokit-%d/", pid)) {
			left = append(left, e.Name())
		}
	}
	return left
}

// TestGraderParentDescriptors runs `sudokit grade` with a root-only file
// open on fd 7, as a grader's parent might leave it, on a submission whose
// init reads fds 3–300: it finds nothing and scores 16/16 (on main it
// printed the file back in the feedback).
func TestGraderParentDescriptors(t *testing.T) {
	needRoot(t)
	dir := t.TempDir()
	secret := filepath.Join(dir, "secret")
	must(t, os.WriteFile(secret, []byte("fd-secret-hunter2"), 0o600))
	f, err := os.Open(secret)
	must(t, err)
	defer f.Close()
	a, err := Get("a3-bruteforce")
	must(t, err)
	sub := withReference(t, a, filepath.Join("testdata", "adversarial", "read_fds.go"))
	tmp := t.TempDir()
	g := startGrade(t, tmp, []*os.File{nil, nil, nil, nil, f}, "a3-bruteforce", sub, "--instructor")
	err = g.wait(t)
	if strings.Contains(g.stdout.String(), "hunter2") || err != nil || !strings.Contains(g.stdout.String(), "Score: **16 / 16**") {
		t.Fatalf("exit %v; the program read fd 7 or lost points:\n%s\n%s", err, g.stdout.String(), g.stderr.String())
	}
	// A finished grade leaves nothing behind either.
	if left, _ := filepath.Glob(filepath.Join(tmp, "*")); len(left) > 0 {
		t.Errorf("left in TMPDIR: %v", left)
	}
	if _, exist := groupTasks(g.cmd.Process.Pid); exist {
		t.Errorf("the grader's control groups are left")
	}
}

// TestConcurrentGradersForkBomb runs two `sudokit grade` processes at once:
// one grading a fork bomb, started first and grading until its tasks fill
// its group, the other the reference solution, which keeps its full score.
// On main both ran as uid 65534 and the bomb ate the honest run's process
// limit (16/16 became 1/16).
func TestConcurrentGradersForkBomb(t *testing.T) {
	needRoot(t)
	a, err := Get("a3-bruteforce")
	must(t, err)
	bombSub := withReference(t, a, filepath.Join("testdata", "adversarial", "fork_bomb.go"))
	bomb := startGrade(t, t.TempDir(), nil, "a3-bruteforce", bombSub)
	defer func() {
		_ = bomb.cmd.Process.Signal(syscall.SIGTERM)
		_ = bomb.wait(t)
	}()
	bomb.waitFor(t, "the fork bomb to fill its control group", func() bool {
		n, _ := groupTasks(bomb.cmd.Process.Pid)
		return n >= 20
	})
	honestDir := t.TempDir()
	ref, err := a.ReadFile(a.Solution)
	must(t, err)
	must(t, os.WriteFile(filepath.Join(honestDir, "solution.go"), ref, 0o644))
	honest := startGrade(t, t.TempDir(), nil, "a3-bruteforce", honestDir, "--instructor")
	err = honest.wait(t)
	if n, _ := groupTasks(bomb.cmd.Process.Pid); n == 0 {
		t.Log("the fork bomb's grade ended before the honest one (the test is weaker)")
	}
	if err != nil || !strings.Contains(honest.stdout.String(), "Score: **16 / 16**") {
		t.Fatalf("the honest run next to a fork bomb: exit %v\n%s\n%s", err, honest.stdout.String(), honest.stderr.String())
	}
}

// TestSignalCancelsGrade sends SIGTERM to `sudokit grade --results` while
// it compiles and while it runs an endless loop: it exits 130 saying so,
// no process of its control groups survives, its work area and groups are
// gone and no results file is written (on main the temporary folder stayed,
// and root go build processes ran on).
func TestSignalCancelsGrade(t *testing.T) {
	needRoot(t)
	a, err := Get("a3-bruteforce")
	must(t, err)
	sub := withReference(t, a, filepath.Join("testdata", "adversarial", "infinite_loop.go"))
	for _, phase := range []string{"build", "run"} {
		t.Run(phase, func(t *testing.T) {
			tmp := t.TempDir()
			results := filepath.Join(t.TempDir(), "results.json")
			g := startGrade(t, tmp, nil, "a3-bruteforce", sub, "--results", results)
			pid := g.cmd.Process.Pid
			g.waitFor(t, "the grader's "+phase, func() bool {
				work, _ := filepath.Glob(filepath.Join(tmp, "sudokit-grade-*"))
				if len(work) == 0 {
					return false
				}
				if phase == "build" {
					src, _ := filepath.Glob(filepath.Join(work[0], "build-*", "src", "go.mod"))
					return len(src) > 0 && len(processesInGroupsOf(pid)) > 0
				}
				progs, _ := filepath.Glob(filepath.Join(work[0], "programs", "*"))
				return len(progs) > 0 && len(processesInGroupsOf(pid)) > 0
			})
			must(t, g.cmd.Process.Signal(syscall.SIGTERM))
			err := g.wait(t)
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 130 || !strings.Contains(g.stderr.String(), "grading cancelled by a signal") {
				t.Errorf("exit %v, stderr:\n%s", err, g.stderr.String())
			}
			if left := processesInGroupsOf(pid); len(left) > 0 {
				t.Errorf("processes outlived the grader: %v", left)
			}
			if _, exist := groupTasks(pid); exist {
				t.Errorf("the grader's control groups are left")
			}
			if left, _ := filepath.Glob(filepath.Join(tmp, "*")); len(left) > 0 {
				t.Errorf("left in TMPDIR: %v", left)
			}
			if _, err := os.Stat(results); err == nil {
				t.Errorf("a results file was written by a cancelled grade")
			}
		})
	}
}

// TestGradescopeOutsideSourceTree runs the README's gradescope example in a
// folder with no sudokit source above it: the sudokit that runs (linux/amd64)
// goes into the zip itself, where it used to fail looking for the module.
func TestGradescopeOutsideSourceTree(t *testing.T) {
	testenv.SkipShort(t, "builds sudokit")
	bin := testbin.Sudokit(t)
	dir := t.TempDir()
	cmd := exec.Command(bin, "assignment", "gradescope", "a1-read", "--out", "a1.zip")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	zr, err := zip.OpenReader(filepath.Join(dir, "a1.zip"))
	must(t, err)
	defer zr.Close()
	st, err := os.Stat(bin)
	must(t, err)
	for _, f := range zr.File {
		if f.Name == "sudokit" {
			if f.UncompressedSize64 != uint64(st.Size()) || f.Mode().Perm() != 0o711 {
				t.Errorf("the zip's sudokit: %d bytes, mode %v; the running one has %d", f.UncompressedSize64, f.Mode(), st.Size())
			}
			return
		}
	}
	t.Error("no sudokit in the zip")
}
