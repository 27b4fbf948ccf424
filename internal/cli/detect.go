package cli

import (
	"strings"

	"github.com/sudokit/sudokit/sudoku"
)

// smallestDetected is the smallest board side that auto-detection accepts.
// Sides 1 to 3 are boards in the model (1×1, 1×2 and 1×3 boxes), but a line
// that reads as one is almost always something else: "1234" typed as a
// test, a stray number, a line cut short.
const smallestDetected = 4

// detect picks the format of text for --in auto. It refuses one-line input
// whose first puzzle line is too short for a 4×4 board, saying what the
// input was read as and how to mean it, rather than solving (or failing on)
// a 2×2 board nobody asked for.
func detect(text, source string) (sudoku.Format, error) {
	f := sudoku.Detect(text)
	if f != sudoku.FormatLine {
		return f, nil
	}
	for num, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if skipLine(t) {
			continue
		}
		if n := len([]rune(t)); n < smallestDetected*smallestDetected {
			return f, badInput(errorf("%[1]s: line %[2]d: read as one-line puzzles, but its %[3]d character(s) are too few for a board of %[4]d×%[4]d or more; pass --in line to read a smaller board",
				source, num+1, n, smallestDetected))
		}
		break
	}
	return f, nil
}
