//go:build !linux

package engine

import "os"

// newStdinPipe returns a pipe for a cell's standard input.
func newStdinPipe() (r, w *os.File, err error) { return os.Pipe() }

// waitingForInput cannot tell on this system whether a cell waits for
// input, so input requests are never sent.
func waitingForInput(pid int, w *os.File) bool { return false }
