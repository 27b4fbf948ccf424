// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
// Student files may not declare init, so the attack runs in a package-level
// variable's initializer, which Go runs just as early.
package main

// hog allocates 10 GB.
var hog = func() []byte {
	b := make([]byte, 10<<30)
	for i := range b {
		b[i] = 1
	}
	return b
}()
