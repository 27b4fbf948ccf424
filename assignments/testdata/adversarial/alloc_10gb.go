// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
package main

// init allocates 10 GB.
var hog []byte

func init() {
	hog = make([]byte, 10<<30)
	for i := range hog {
		hog[i] = 1
	}
}
