// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
// Student files may not declare init, so the attack runs in a package-level
// variable's initializer, which Go runs just as early.
package main

import (
	"os"
	"time"
)

// orphan starts a child that outlives the test (it sleeps an hour), then
// lets the tests pass honestly.
var orphan = func() bool {
	if os.Getenv("ORPHAN") == "1" {
		time.Sleep(time.Hour)
		os.Exit(0)
	}
	_, _ = os.StartProcess(os.Args[0], os.Args, &os.ProcAttr{Env: append(os.Environ(), "ORPHAN=1")})
	return true
}()
