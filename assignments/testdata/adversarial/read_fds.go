// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See isolation_test.go.
package main

import (
	"os"
	"syscall"
)

// init reads every descriptor from 3 to 300 it may have inherited from the
// grader and panics with what it finds; otherwise it solves honestly.
func init() {
	buf := make([]byte, 256)
	for fd := 3; fd <= 300; fd++ {
		_, _ = syscall.Seek(fd, 0, 0)
		if n, err := syscall.Read(fd, buf); err == nil && n > 0 {
			os.Stderr.Write([]byte("LEAKED fd content: "))
			os.Stderr.Write(buf[:n])
			panic("LEAKED " + string(buf[:n]))
		}
	}
}
