package cellrt

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
)

// EnvLiterals holds the values of the literal arguments the kernel took
// out of a cell's program, one a line, so that cells differing only in
// them run the same executable: a string quoted as Go quotes it, an
// integer or a float64 in decimal.
const EnvLiterals = "SUDOKIT_LITERALS"

var literals = sync.OnceValue(func() []string {
	v, ok := os.LookupEnv(EnvLiterals)
	if !ok {
		return nil
	}
	return strings.Split(v, "\n")
})

// literal returns the text of literal i; a program run without it is
// not the kernel's.
func literal(i int) string {
	ls := literals()
	if i < 0 || i >= len(ls) {
		panic(fmt.Sprintf("sudokit: literal %d of the cell is missing from $%s", i, EnvLiterals))
	}
	return ls[i]
}

func badLiteral(i int, err error) {
	panic(fmt.Sprintf("sudokit: literal %d of the cell in $%s: %v", i, EnvLiterals, err))
}

// LitString returns the string literal i of the cell.
func LitString(i int) string {
	s, err := strconv.Unquote(literal(i))
	if err != nil {
		badLiteral(i, err)
	}
	return s
}

// LitInt returns the integer literal i of the cell.
func LitInt(i int) int {
	n, err := strconv.ParseInt(literal(i), 10, strconv.IntSize)
	if err != nil {
		badLiteral(i, err)
	}
	return int(n)
}

// LitRune returns the rune literal i of the cell.
func LitRune(i int) rune {
	n, err := strconv.ParseInt(literal(i), 10, 32)
	if err != nil {
		badLiteral(i, err)
	}
	return rune(n)
}

// LitFloat64 returns the floating-point literal i of the cell.
func LitFloat64(i int) float64 {
	f, err := strconv.ParseFloat(literal(i), 64)
	if err != nil {
		badLiteral(i, err)
	}
	return f
}
