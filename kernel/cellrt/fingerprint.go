package cellrt

import (
	"hash/fnv"
	"reflect"
	"strconv"
	"strings"
	"sync"
)

var fingerprints sync.Map // reflect.Type -> string

// Fingerprint returns a short hash of the structure of t: its name, kind,
// element types and struct fields (names, tags and types, recursively). Two
// programs agree on a fingerprint exactly when a value of one can be decoded
// as a value of the other.
func Fingerprint(t reflect.Type) string {
	if f, ok := fingerprints.Load(t); ok {
		return f.(string)
	}
	var b strings.Builder
	describe(&b, t, map[reflect.Type]bool{})
	h := fnv.New64a()
	h.Write([]byte(b.String()))
	f := strconv.FormatUint(h.Sum64(), 36)
	fingerprints.Store(t, f)
	return f
}

func describe(b *strings.Builder, t reflect.Type, seen map[reflect.Type]bool) {
	if t.Name() != "" {
		b.WriteString(t.PkgPath())
		b.WriteByte('.')
		b.WriteString(t.Name())
		if seen[t] {
			return
		}
		seen[t] = true
		b.WriteByte('=')
	}
	b.WriteString(t.Kind().String())
	switch t.Kind() {
	case reflect.Array:
		b.WriteString("[" + strconv.Itoa(t.Len()) + "]")
		describe(b, t.Elem(), seen)
	case reflect.Slice, reflect.Pointer, reflect.Chan:
		b.WriteByte('(')
		describe(b, t.Elem(), seen)
		b.WriteByte(')')
	case reflect.Map:
		b.WriteByte('(')
		describe(b, t.Key(), seen)
		b.WriteByte(',')
		describe(b, t.Elem(), seen)
		b.WriteByte(')')
	case reflect.Struct:
		b.WriteByte('{')
		for i := range t.NumField() {
			f := t.Field(i)
			b.WriteString(f.Name)
			b.WriteByte(' ')
			describe(b, f.Type, seen)
			if f.Tag != "" {
				b.WriteString(strconv.Quote(string(f.Tag)))
			}
			b.WriteByte(';')
		}
		b.WriteByte('}')
	case reflect.Interface, reflect.Func:
		// Not t.Method: a program calling reflect.Type.Method keeps every
		// exported method of every type, which makes linking much slower.
		b.WriteString(t.String())
	}
}
