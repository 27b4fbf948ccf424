// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
// Student files may not declare init, so the attack runs in a package-level
// variable's initializer, which Go runs just as early.
package main

import (
	"fmt"
	"strings"
)

// flood prints 1 GB.
var flood = func() bool {
	line := strings.Repeat("x", 1<<20)
	for i := 0; i < 1024; i++ {
		fmt.Println(line)
	}
	return true
}()
