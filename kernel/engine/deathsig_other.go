//go:build !linux

package engine

import "syscall"

// setDeathSignal does nothing where there is no parent-death signal: cell
// programs are still killed when the kernel exits normally or on SIGTERM.
func setDeathSignal(*syscall.SysProcAttr) {}
