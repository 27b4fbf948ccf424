// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
package main

import (
	"fmt"
	"strings"
)

// init prints 1 GB.
func init() {
	line := strings.Repeat("x", 1<<20)
	for i := 0; i < 1024; i++ {
		fmt.Println(line)
	}
}
