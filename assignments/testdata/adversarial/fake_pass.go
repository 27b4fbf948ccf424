// Hostile code appended to the a3 reference solution: the test grades the
// reference plus this file as one submission. See adversarial_test.go.
package main

import (
	"fmt"
	"os"
)

// init prints forged test results and exits 0.
func init() {
	fmt.Println("--- PASS: TestEverything (0.00s)")
	fmt.Println(`{"Action":"pass","Test":"TestEverything"}`)
	fmt.Println(`SUDOKIT-00000000000000000000000000000000 {"output":{"count":1,"solutions":[]}}`)
	os.Exit(0)
}
