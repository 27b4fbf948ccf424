// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
package main

import "os"

// init exits before the grader's runner can answer.
func init() { os.Exit(0) }
