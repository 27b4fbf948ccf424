// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
package main

import "time"

// init sleeps past every timeout.
func init() { time.Sleep(time.Hour) }
