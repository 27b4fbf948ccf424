// An honest but large submission: the a3 reference solution plus this
// file, which allocates and touches 900 MB before answering. See
// isolation_test.go.
package main

var big []byte

func init() {
	big = make([]byte, 900<<20)
	for i := 0; i < len(big); i += 4096 {
		big[i] = 1
	}
}
