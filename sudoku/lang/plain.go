package lang

import "fmt"

// Sprintf formats the message key in the current language with its numbers
// written as fmt writes them ("4096", "2.5"), not in the language's number
// format ("4 096", "2,5"): for messages about inputs — line and column
// numbers, counts of characters — which must read the same as the input.
func Sprintf(key string, args ...any) string {
	plain := make([]any, len(args))
	for i, a := range args {
		switch a.(type) {
		case int, int64, uint, uint64, float64:
			plain[i] = plainNumber{a}
		default:
			plain[i] = a
		}
	}
	return Current().Sprintf(key, plain...)
}

// plainNumber formats its number with fmt, whatever the printer's language.
type plainNumber struct{ v any }

// Format writes the number as fmt.Sprintf would with the same verb and flags.
func (n plainNumber) Format(f fmt.State, verb rune) {
	fmt.Fprintf(f, fmt.FormatString(f, verb), n.v)
}
