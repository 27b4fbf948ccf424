package lang

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// Sprintf formats the message key in the current language with its numbers
// written as fmt writes them ("4096", "2.5"), not in the language's number
// format ("4 096", "2,5"): for messages about inputs — line and column
// numbers, counts of characters — which must read the same as the input.
// A plural message still selects its form by the number ("1 puzzle", "2
// puzzles").
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

// PluralForm reports the number's plural form in language t, so that a
// plural message selects its case by a plainNumber as by the number
// itself (plural.Interface).
func (n plainNumber) PluralForm(t language.Tag, scale int) (plural.Form, int) {
	var s string
	switch v := n.v.(type) {
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return plural.Other, -1
		}
		s = strconv.FormatFloat(math.Abs(v), 'f', -1, 64)
	default:
		s = strings.TrimPrefix(fmt.Sprint(v), "-")
	}
	whole, frac, _ := strings.Cut(s, ".")
	i := digitsValue(whole)
	trimmed := strings.TrimRight(frac, "0")
	form := plural.Cardinal.MatchPlural(t, i, len(frac), len(trimmed), digitsValue(frac), digitsValue(trimmed))
	if frac != "" {
		return form, -1
	}
	return form, i
}

// digitsValue returns the value of a string of decimal digits modulo
// 10,000,000, as plural.Interface allows for large numbers.
func digitsValue(s string) int {
	n := 0
	for _, c := range s {
		n = (n*10 + int(c-'0')) % 10_000_000
	}
	return n
}
