// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
// Student files may not declare init, so the attack runs in a package-level
// variable's initializer, which Go runs just as early.
package main

import (
	"fmt"
	"os"
)

// forged prints forged test results (go test -v, go test -json, the
// grader's frame) and exits 0.
var forged = func() bool {
	fmt.Println("--- PASS: TestCountSix (0.00s)")
	fmt.Println(`{"Action":"pass","Test":"TestCountSix"}`)
	fmt.Println(`SUDOKIT-00000000000000000000000000000000 {"test":"TestCountSix","code":0}`)
	fmt.Println("PASS")
	os.Exit(0)
	return true
}()
