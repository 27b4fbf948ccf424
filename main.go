// Command sudokit solves, generates, rates and draws Sudoku puzzles of any box
// shape, runs the Go Jupyter kernel of the sudokit course and grades student
// assignments. Run "sudokit help" for the commands.
package main

import (
	"os"

	"github.com/sudokit/sudokit/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
