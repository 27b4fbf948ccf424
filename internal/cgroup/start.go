package cgroup

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"

	"golang.org/x/sys/unix"
)

// StartIn starts cmd with its process born inside the group, so that not
// even its first allocation is charged elsewhere. The caller needs write
// access to the group's cgroup.procs (v2; also to that of the closest group
// holding both this process and g) or tasks (v1): see [Group.Delegate].
//
// On v2 the process is cloned straight into the group (CLONE_INTO_CGROUP).
// On v1, where a process's threads may sit in different groups, the
// calling thread joins the group's memory hierarchy, starts cmd, and goes
// back to where it was; a thread that cannot go back stays locked and ends
// with its goroutine. Call it from a goroutine locked to its thread
// (runtime.LockOSThread) on v1; StartIn locks it once more itself.
func (g *Group) StartIn(cmd *exec.Cmd) error {
	if g.V2 {
		dir, err := os.Open(g.Dirs[""])
		if err != nil {
			return err
		}
		defer dir.Close()
		if cmd.SysProcAttr == nil {
			cmd.SysProcAttr = &syscall.SysProcAttr{}
		}
		cmd.SysProcAttr.UseCgroupFD = true
		cmd.SysProcAttr.CgroupFD = int(dir.Fd())
		return cmd.Start()
	}
	mem, ok := g.Dirs["memory"]
	if !ok {
		return cmd.Start()
	}
	runtime.LockOSThread()
	tid := strconv.Itoa(unix.Gettid())
	own, err := readOwn(filepath.Join("/proc/self/task", tid, "cgroup"))
	if err != nil {
		runtime.UnlockOSThread()
		return err
	}
	back := filepath.Join(g.memoryRoot(), own["memory"], "tasks")
	if err := writeFile(filepath.Join(mem, "tasks"), tid); err != nil {
		runtime.UnlockOSThread()
		return err
	}
	startErr := cmd.Start()
	if writeFile(back, tid) == nil {
		runtime.UnlockOSThread()
	}
	return startErr
}

// memoryRoot is the mount point of the v1 memory hierarchy.
func (g *Group) memoryRoot() string {
	if g.root != "" {
		return filepath.Join(g.root, "memory")
	}
	return filepath.Join(DefaultRoot, "memory")
}
