// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
package main

import (
	"os"
	"os/exec"
	"syscall"
	"time"
)

// init starts a child that outlives the test (it sleeps in a new
// session), then lets the test pass honestly.
func init() {
	if os.Getenv("ORPHAN") == "1" {
		time.Sleep(time.Hour)
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "ORPHAN=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	_ = cmd.Start()
}
