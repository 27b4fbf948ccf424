package cellrt_test

import (
	"fmt"

	"github.com/sudokit/sudokit/kernel/cellrt"
)

// A cell's trailing value is shown by its text; a large one is summarised
// by its type, its length and its first elements.
func ExampleText() {
	fmt.Println(cellrt.Text([]int{1, 2, 3}))
	fmt.Println(cellrt.Text(struct{ X, Y int }{1, 2}))
	big := make([]int8, 1e7)
	s := cellrt.Text(big)
	fmt.Println(s[:27], "...", s[len(s)-8:])
	fmt.Println(len(s), "bytes")
	// Output:
	// [1 2 3]
	// {X:1 Y:2}
	// []int8 len=10000000: [0 0 0 ... 0 0 …]
	// 226 bytes
}
