// Hostile code added to the a3 reference solution: the test grades the
// reference plus this file as one submission. See isolation_test.go.
package main

// x makes the compiler write a 512 MB program (its data section); sink
// uses it so the linker keeps it.
var x = [1 << 29]byte{1}

var sink = x[7]
