// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
// Student files may not declare init, so the attack runs in a package-level
// variable's initializer, which Go runs just as early.
package main

import (
	"os"
	"runtime"
	"time"
)

// bomb starts copies of itself until the process limit stops it (the
// grader's system-call filter refuses the exec), then fills the process
// group with threads instead (40 of them: the Go runtime dies when it
// cannot start a thread, and a bomb that dies at once fills nothing), and
// waits.
var bomb = func() bool {
	for i := 0; i < 100000; i++ {
		if _, err := os.StartProcess(os.Args[0], os.Args, &os.ProcAttr{}); err != nil {
			break
		}
	}
	for i := 0; i < 40; i++ {
		go func() {
			runtime.LockOSThread()
			time.Sleep(time.Hour)
		}()
	}
	time.Sleep(time.Hour)
	return true
}()
