package cellrt

import (
	"fmt"
	"os"
	"strings"
)

// RunningCell names the running cell's code in a stack trace by its
// execution count, taken from EnvCell: the kernel compiles that code as
// cell0.go, so that running the cell again builds the same program.
func RunningCell(stack string) string {
	num := os.Getenv(EnvCell)
	if num == "" || strings.Trim(num, "0123456789") != "" {
		return stack
	}
	return strings.ReplaceAll(stack, "\tcell0.go:", "\tcell"+num+".go:")
}

// cellFrame parses a stack line of cell code, "\tcell<N>.go:<L> +0x..":
// the kernel names cell code cell<N>.go, N being the execution count.
func cellFrame(line string) (cell, lineNo string, ok bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "cell")
	if !ok {
		return "", "", false
	}
	cell, rest, ok = strings.Cut(rest, ".go:")
	if !ok || cell == "" || strings.Trim(cell, "0123456789") != "" {
		return "", "", false
	}
	lineNo, _, _ = strings.Cut(rest, " ")
	if lineNo == "" || strings.Trim(lineNo, "0123456789") != "" {
		return "", "", false
	}
	return cell, lineNo, true
}

// Traceback turns a goroutine stack into lines naming notebook cells: only
// frames in cell code are kept, innermost first, each as
// "In [N] line L, in F".
func Traceback(head, stack string) []string {
	out := []string{head}
	lines := strings.Split(stack, "\n")
	for i := 1; i < len(lines); i++ {
		cell, lineNo, ok := cellFrame(lines[i])
		if !ok {
			continue
		}
		fn := strings.TrimSpace(lines[i-1])
		if j := strings.LastIndexByte(fn, '('); j > 0 {
			fn = fn[:j]
		}
		fn = strings.TrimPrefix(fn, "main.")
		switch {
		case fn == "_skMain":
			fn = "main"
		case fn == "_skCell":
			fn = "cell"
		case strings.HasPrefix(fn, "_skCell."):
			fn = "cell (" + strings.TrimPrefix(fn, "_skCell.") + ")"
		}
		out = append(out, fmt.Sprintf("  In [%s] line %s, in %s", cell, lineNo, fn))
	}
	return out
}
