package human_test

import (
	"fmt"

	"github.com/sudokit/sudokit/sudoku"
	"github.com/sudokit/sudokit/sudoku/human"
	"github.com/sudokit/sudokit/sudoku/trace"
)

// An XY-Chain links bivalue cells; the finder reports the chain in Eureka
// notation together with what it removes.
func ExampleXYChain() {
	b, err := sudoku.Parse("762813594...769128.9.425367.765982.39..132......6748.9..7956431.49381..2.1.24798.", sudoku.FormatLine)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := trace.NewGrid(b)
	if s, ok := human.XYChain.First(g); ok {
		fmt.Println(s.Explanation)
		fmt.Println(len(s.Links), "links, the first strong:", s.Links[0].Strong)
	}
	// Output:
	// XY-Chain (5)r5c2=(8)r5c2-(8)r7c2=(2)r7c2-(2)r7c1=(8)r7c1-(8)r3c1=(1)r3c1-(1)r4c1=(4)r4c1-(4)r4c8=(1)r4c8-(1)r6c8=(5)r6c8: r5c2 is 5 or r6c8 is 5, so remove 5 from r5c8, r5c9, r6c1, r6c2 and r6c3.
	// 13 links, the first strong: true
}

// Forcing nets are the last resort: assume a candidate, follow the singles
// it forces, and remove it if that ends in a contradiction.
func ExampleForcingNetContradiction() {
	b, err := sudoku.Parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", sudoku.FormatLine)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := trace.NewGrid(b)
	if s, ok := human.ForcingNetContradiction.First(g); ok {
		fmt.Println(s.Explanation)
	}
	// Output:
	// Forcing Net Contradiction: if r1c3 were 5, then (5)r1c3-(5)r3c2, and column 2 has no place left for 5, which is impossible; so remove 5 from r1c3.
}
