// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
package main

import (
	"os"
	"os/exec"
	"time"
)

// init starts copies of itself until the process limit stops it, then
// waits.
func init() {
	for i := 0; i < 100000; i++ {
		cmd := exec.Command(os.Args[0])
		if cmd.Start() != nil {
			break
		}
	}
	time.Sleep(time.Hour)
}
