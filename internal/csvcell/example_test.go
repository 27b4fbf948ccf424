package csvcell_test

import (
	"fmt"

	"github.com/sudokit/sudokit/internal/csvcell"
)

func ExampleText() {
	for _, s := range []string{"=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "\tx", "Ada", ""} {
		fmt.Printf("%q\n", csvcell.Text(s))
	}
	// Output:
	// "'=HYPERLINK(\"http://x\")"
	// "'+1"
	// "'-2"
	// "'@SUM(A1)"
	// "'\tx"
	// "Ada"
	// ""
}
