package engine

import (
	"log"
	"os/exec"
	"runtime"
	"sync"
	"syscall"

	"github.com/sudokit/sudokit/internal/cgroup"
)

// Cell programs must not outlive the kernel: on a class server, a kernel
// killed (restart_kernel(now=True), shutdown_kernel(now=True), SIGKILL,
// SIGTERM) while a cell loops would otherwise leave the loop running under
// PID 1.
//
// Two mechanisms cover the cases:
//
//   - A child is started with SysProcAttr.Pdeathsig = SIGKILL, so Linux
//     kills it when its parent dies, even by SIGKILL. Pdeathsig fires when
//     the *thread* that forked the child exits, not the process, so the
//     child is started from a goroutine locked to its OS thread
//     (runtime.LockOSThread) which stays alive, waiting for the child,
//     until the child has exited.
//   - Each child leads its own process group (Setpgid). Processes the cell
//     program started itself inherit the group but not the death signal;
//     when the kernel exits normally or on SIGTERM, killChildren kills the
//     groups of every running child.

// children is the set of process groups of running cell programs.
var children = struct {
	sync.Mutex
	pgids map[int]bool
}{pgids: map[int]bool{}}

// startChild starts cmd as a cell program: in its own process group, killed
// when the kernel dies. It returns a channel that receives cmd.Wait's result
// once the child has exited.
//
// With a cell group (see Config.CellCgroup) the child is born in it; when
// the group refuses it (not delegated to this user), the child starts in
// the kernel's own group and the kernel logs why once. It returns the
// child's pid (the started command may be a copy of cmd: an exec.Cmd
// starts once, even when its start failed).
func startChild(cmd *exec.Cmd, cells *cgroup.Group) (<-chan error, int, error) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	setDeathSignal(cmd.SysProcAttr)
	started := make(chan error, 1)
	exited := make(chan error, 1)
	pids := make(chan int, 1)
	go func() {
		// The thread that forks the child must live as long as the child:
		// its exit is what triggers the death signal.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		cmd, err := startIn(cmd, cells)
		if err != nil {
			started <- err
			return
		}
		pid := cmd.Process.Pid
		pids <- pid
		children.Lock()
		children.pgids[pid] = true
		children.Unlock()
		started <- nil
		err = cmd.Wait()
		children.Lock()
		delete(children.pgids, pid)
		children.Unlock()
		exited <- err
	}()
	if err := <-started; err != nil {
		return nil, 0, err
	}
	return exited, <-pids, nil
}

// cellGroupFailed is logged once when cell programs cannot join their group.
var cellGroupFailed sync.Once

// startIn starts cmd in the cell group, or, when there is none or it
// refuses, a copy of cmd where the kernel is. It returns the started one.
func startIn(cmd *exec.Cmd, cells *cgroup.Group) (*exec.Cmd, error) {
	if cells == nil {
		return cmd, cmd.Start()
	}
	err := cells.StartIn(cmd)
	if err == nil {
		return cmd, nil
	}
	cellGroupFailed.Do(func() {
		log.Printf("sudokit kernel: cell programs run in the kernel's own control group: %v", err)
	})
	again := &exec.Cmd{Path: cmd.Path, Args: cmd.Args, Env: cmd.Env, Dir: cmd.Dir,
		Stdin: cmd.Stdin, Stdout: cmd.Stdout, Stderr: cmd.Stderr, ExtraFiles: cmd.ExtraFiles}
	if cmd.SysProcAttr != nil {
		attr := *cmd.SysProcAttr
		attr.UseCgroupFD, attr.CgroupFD = false, 0
		again.SysProcAttr = &attr
	}
	return again, again.Start()
}

// cellGroup returns the control group at path (nil for ""); on v1 its
// memory hierarchy, the one the class server gives cells a limit in.
func cellGroup(path string) *cgroup.Group {
	if path == "" {
		return nil
	}
	return cgroup.Tree{}.Group(path).Only("memory")
}

// killChildren kills the process groups of all running cell programs.
func killChildren() {
	children.Lock()
	defer children.Unlock()
	for pgid := range children.pgids {
		killGroup(pgid)
	}
}

// killGroup kills the process group led by pid.
func killGroup(pid int) {
	_ = syscall.Kill(-pid, syscall.SIGKILL)
}
