package engine

import "syscall"

// setDeathSignal asks Linux to kill the child when the thread that started
// it exits (see children.go).
func setDeathSignal(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }
