// An honest but large submission: the a3 reference solution plus this
// file, which allocates and touches 900 MB before the tests run (in a
// package-level variable's initializer). See isolation_test.go.
package main

var big = func() []byte {
	b := make([]byte, 900<<20)
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	return b
}()
