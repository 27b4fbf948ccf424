package kernel

import (
	"os/exec"
	"runtime"
	"sync"
	"syscall"
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
func startChild(cmd *exec.Cmd) (<-chan error, error) {
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	setDeathSignal(cmd.SysProcAttr)
	started := make(chan error, 1)
	exited := make(chan error, 1)
	go func() {
		// The thread that forks the child must live as long as the child:
		// its exit is what triggers the death signal.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		if err := cmd.Start(); err != nil {
			started <- err
			return
		}
		pid := cmd.Process.Pid
		children.Lock()
		children.pgids[pid] = true
		children.Unlock()
		started <- nil
		err := cmd.Wait()
		children.Lock()
		delete(children.pgids, pid)
		children.Unlock()
		exited <- err
	}()
	if err := <-started; err != nil {
		return nil, err
	}
	return exited, nil
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
