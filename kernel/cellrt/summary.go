package cellrt

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"
)

// Large values are summarised in their text form, as IPython's repr does,
// so that a trailing "huge" (make([]int8, 1e7)) sends a few kilobytes, not
// tens of megabytes that freeze the browser and bloat the notebook.
const (
	// MaxItems is the number of elements above which a slice, array or
	// map is summarised: its type, its length and its first ShownItems
	// elements.
	MaxItems = 1000
	// ShownItems is the number of elements a summary shows.
	ShownItems = 100
	// MaxStringBytes is the length above which a string is summarised.
	MaxStringBytes = 4000
	// MaxTextBytes bounds any text form; what is longer is cut, with a
	// note of how much was left out.
	MaxTextBytes = 16 << 10
)

// summary returns the summarised text of v and true when v is a slice,
// array, map or string too large to be shown whole.
func summary(rv reflect.Value) (string, bool) {
	t := rv.Type()
	switch rv.Kind() {
	case reflect.String:
		s := rv.String()
		if len(s) <= MaxStringBytes {
			return "", false
		}
		head := prefix(s, MaxStringBytes/4)
		return fmt.Sprintf("%s len=%d: %q…", t, len(s), head), true
	case reflect.Slice, reflect.Array:
		n := rv.Len()
		if n <= MaxItems {
			return "", false
		}
		head := reflect.MakeSlice(reflect.SliceOf(t.Elem()), ShownItems, ShownItems)
		reflect.Copy(head, rv)
		return fmt.Sprintf("%s len=%d: %s", t, n, openEnded(fmt.Sprintf("%v", head.Interface()))), true
	case reflect.Map:
		n := rv.Len()
		if n <= MaxItems {
			return "", false
		}
		keys := rv.MapKeys()
		sortKeys(keys)
		head := reflect.MakeMapWithSize(t, ShownItems)
		for _, k := range keys[:ShownItems] {
			head.SetMapIndex(k, rv.MapIndex(k))
		}
		return fmt.Sprintf("%s len=%d: %s", t, n, openEnded(fmt.Sprintf("%v", head.Interface()))), true
	}
	return "", false
}

// openEnded turns "[a b c]" into "[a b c …]".
func openEnded(s string) string {
	if strings.HasSuffix(s, "]") {
		return s[:len(s)-1] + " …]"
	}
	return s + " …"
}

// sortKeys orders map keys of ordered kinds (numbers, strings) as fmt
// prints them, so a summary shows the smallest keys; keys of other kinds
// keep the map's order.
func sortKeys(keys []reflect.Value) {
	if len(keys) == 0 {
		return
	}
	switch keys[0].Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		slices.SortFunc(keys, func(a, b reflect.Value) int { return cmp.Compare(a.Int(), b.Int()) })
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		slices.SortFunc(keys, func(a, b reflect.Value) int { return cmp.Compare(a.Uint(), b.Uint()) })
	case reflect.Float32, reflect.Float64:
		slices.SortFunc(keys, func(a, b reflect.Value) int { return cmp.Compare(a.Float(), b.Float()) })
	case reflect.String:
		slices.SortFunc(keys, func(a, b reflect.Value) int { return cmp.Compare(a.String(), b.String()) })
	}
}

// Cut bounds a text form to MaxTextBytes, noting how much was left out.
func Cut(s string) string {
	if len(s) <= MaxTextBytes {
		return s
	}
	head := prefix(s, MaxTextBytes)
	return fmt.Sprintf("%s… [%d more bytes]", head, len(s)-len(head))
}

// prefix returns about the first n bytes of s, not splitting a UTF-8
// sequence.
func prefix(s string, n int) string {
	for i := 0; i < utf8.UTFMax-1 && n > 0 && n < len(s) && !utf8.RuneStart(s[n]); i++ {
		n--
	}
	return s[:n]
}
