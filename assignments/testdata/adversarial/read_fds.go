// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See isolation_test.go.
package main

import "os"

// opened keeps the descriptors wrapped below alive: a collected *os.File
// would close its descriptor, and some belong to the Go runtime itself.
var opened []*os.File

// fds reads every descriptor from 3 to 300 it may have inherited from the
// grader and panics with what it finds; otherwise it solves honestly.
var fds = func() bool {
	buf := make([]byte, 256)
	for fd := 3; fd <= 300; fd++ {
		f := os.NewFile(uintptr(fd), "fd")
		if f == nil {
			continue
		}
		opened = append(opened, f)
		_, _ = f.Seek(0, 0)
		if n, err := f.Read(buf); err == nil && n > 0 {
			os.Stderr.Write([]byte("LEAKED fd content: "))
			os.Stderr.Write(buf[:n])
			panic("LEAKED " + string(buf[:n]))
		}
	}
	return true
}()
