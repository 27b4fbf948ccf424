package cellrt

import (
	"bytes"
	"encoding"
	"encoding/binary"
	"fmt"
	"math"
	"reflect"
	"strings"
	"unsafe"
)

// Tags written before values that may be nil or shared.
const (
	tagNil   = 0 // nil pointer, map, slice, interface, func or chan
	tagNew   = 1 // first occurrence: an id follows, then the value
	tagRef   = 2 // repeated occurrence: the id of the first one follows
	tagError = 3 // interface holding an error of an unregistrable type: its message follows
)

// Type descriptor tags for the dynamic type of interface values.
const (
	descNamed = iota + 1
	descPointer
	descSlice
	descArray
	descMap
	descAny // interface{}
)

var (
	binaryMarshaler   = reflect.TypeFor[encoding.BinaryMarshaler]()
	binaryUnmarshaler = reflect.TypeFor[encoding.BinaryUnmarshaler]()
	errorType         = reflect.TypeFor[error]()
)

// encoder writes values in the snapshot format. Pointers and maps are
// written once and referred to by id afterwards, so sharing and cycles
// survive a save and restore.
type encoder struct {
	buf   bytes.Buffer
	ids   map[refKey]uint64
	next  uint64
	added []refKey // ids created since the last mark, for rollback
	path  []string
	named map[string]bool // named types seen inside interfaces
}

type refKey struct {
	addr uintptr
	typ  reflect.Type
}

// unsavable reports a value that cannot be written, with where it sits.
type unsavable struct {
	path   string
	reason string
}

func (u *unsavable) Error() string {
	if u.path == "" {
		return u.reason
	}
	return u.path + ": " + u.reason
}

func newEncoder() *encoder {
	return &encoder{ids: map[refKey]uint64{}, named: map[string]bool{}}
}

func (e *encoder) fail(format string, args ...any) {
	path := ""
	for _, p := range e.path {
		path += p
	}
	panic(&unsavable{path: path, reason: fmt.Sprintf(format, args...)})
}

func (e *encoder) uint(u uint64) { e.buf.Write(binary.AppendUvarint(nil, u)) }
func (e *encoder) int(i int64)   { e.buf.Write(binary.AppendVarint(nil, i)) }
func (e *encoder) str(s string)  { e.uint(uint64(len(s))); e.buf.WriteString(s) }

// encodeVar writes one variable's value into its own byte slice. On failure
// the shared id table is rolled back so later variables are unaffected.
func (e *encoder) encodeVar(name string, v reflect.Value) (data []byte, err error) {
	e.buf.Reset()
	e.added = e.added[:0]
	e.path = []string{name}
	defer func() {
		if r := recover(); r != nil {
			u, ok := r.(*unsavable)
			if !ok {
				u = &unsavable{path: name, reason: fmt.Sprint(r)}
			}
			for _, k := range e.added {
				delete(e.ids, k)
			}
			err = u
		}
	}()
	e.value(v)
	return bytes.Clone(e.buf.Bytes()), nil
}

// usable returns v in a form whose unexported fields can be read: an
// addressable copy made writable through unsafe when needed.
func usable(v reflect.Value) reflect.Value {
	if v.CanAddr() {
		return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
	}
	c := reflect.New(v.Type()).Elem()
	c.Set(v)
	return c
}

func (e *encoder) value(v reflect.Value) {
	t := v.Type()
	if usesBinaryMarshaling(t) {
		b, err := usable(v).Addr().Interface().(encoding.BinaryMarshaler).MarshalBinary()
		if err != nil {
			e.fail("%s.MarshalBinary: %v", t, err)
		}
		e.str(string(b))
		return
	}
	switch t.Kind() {
	case reflect.Bool:
		if v.Bool() {
			e.buf.WriteByte(1)
		} else {
			e.buf.WriteByte(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		e.int(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		e.uint(v.Uint())
	case reflect.Float32, reflect.Float64:
		e.uint(math.Float64bits(v.Float()))
	case reflect.Complex64, reflect.Complex128:
		c := v.Complex()
		e.uint(math.Float64bits(real(c)))
		e.uint(math.Float64bits(imag(c)))
	case reflect.String:
		e.str(v.String())
	case reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			e.buf.Write(usable(v).Bytes())
			return
		}
		for i := range v.Len() {
			e.path = append(e.path, fmt.Sprintf("[%d]", i))
			e.value(v.Index(i))
			e.path = e.path[:len(e.path)-1]
		}
	case reflect.Slice:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		e.buf.WriteByte(tagNew)
		e.uint(uint64(v.Len()))
		if t.Elem().Kind() == reflect.Uint8 {
			e.buf.Write(v.Bytes())
			return
		}
		for i := range v.Len() {
			e.path = append(e.path, fmt.Sprintf("[%d]", i))
			e.value(v.Index(i))
			e.path = e.path[:len(e.path)-1]
		}
	case reflect.Map:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		if e.shared(v.Pointer(), t) {
			return
		}
		e.uint(uint64(v.Len()))
		it := v.MapRange()
		for it.Next() {
			e.path = append(e.path, fmt.Sprintf("[%v]", it.Key()))
			e.value(it.Key())
			e.value(it.Value())
			e.path = e.path[:len(e.path)-1]
		}
	case reflect.Pointer:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		if e.shared(v.Pointer(), t) {
			return
		}
		e.path = append(e.path, "(*)")
		e.value(v.Elem())
		e.path = e.path[:len(e.path)-1]
	case reflect.Struct:
		v = usable(v)
		for i := range v.NumField() {
			f := v.Field(i)
			e.path = append(e.path, "."+t.Field(i).Name)
			e.value(reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem())
			e.path = e.path[:len(e.path)-1]
		}
	case reflect.Interface:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		d := v.Elem()
		var desc bytes.Buffer
		if err, ok := e.describeDynamic(&desc, d.Type()); !ok {
			if d.Type().Implements(errorType) {
				e.buf.WriteByte(tagError)
				e.str(usable(d).Interface().(error).Error())
				return
			}
			e.fail("%s", err)
		}
		e.buf.WriteByte(tagNew)
		e.buf.Write(desc.Bytes())
		e.value(d)
	case reflect.Func:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		e.fail("a func value (%s) cannot be kept between cells; declare a named func instead", t)
	case reflect.Chan:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		e.fail("a channel (%s) cannot be kept between cells", t)
	case reflect.UnsafePointer:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		e.fail("an unsafe.Pointer cannot be kept between cells")
	default:
		e.fail("values of kind %s cannot be kept between cells", t.Kind())
	}
}

// shared writes the tag and id for a pointer or map. It reports true if
// the target was already written (only a reference is emitted).
func (e *encoder) shared(addr uintptr, t reflect.Type) bool {
	k := refKey{addr, t}
	if id, ok := e.ids[k]; ok {
		e.buf.WriteByte(tagRef)
		e.uint(id)
		return true
	}
	e.next++
	e.ids[k] = e.next
	e.added = append(e.added, k)
	e.buf.WriteByte(tagNew)
	e.uint(e.next)
	return false
}

// describeDynamic writes a descriptor of the dynamic type t so a later
// program can rebuild it. It reports the problem if t cannot be named.
func (e *encoder) describeDynamic(w *bytes.Buffer, t reflect.Type) (string, bool) {
	if t.Name() != "" {
		if _, ok := lookupType(typeKey(t)); !ok && (t.PkgPath() == "" || !isExported(t.Name()) || strings.Contains(t.Name(), "[")) {
			return fmt.Sprintf("a value of type %s inside an interface cannot be kept between cells (the type cannot be named by later cells)", t), false
		}
		w.WriteByte(descNamed)
		w.Write(binary.AppendUvarint(nil, uint64(len(typeKey(t)))))
		w.WriteString(typeKey(t))
		fp := Fingerprint(t)
		w.Write(binary.AppendUvarint(nil, uint64(len(fp))))
		w.WriteString(fp)
		if t.PkgPath() != "" && t.PkgPath() != "main" {
			e.named[typeKey(t)] = true
		}
		return "", true
	}
	switch t.Kind() {
	case reflect.Pointer:
		w.WriteByte(descPointer)
		return e.describeDynamic(w, t.Elem())
	case reflect.Slice:
		w.WriteByte(descSlice)
		return e.describeDynamic(w, t.Elem())
	case reflect.Array:
		w.WriteByte(descArray)
		w.Write(binary.AppendUvarint(nil, uint64(t.Len())))
		return e.describeDynamic(w, t.Elem())
	case reflect.Interface:
		if t.NumMethod() == 0 {
			w.WriteByte(descAny)
			return "", true
		}
	case reflect.Map:
		w.WriteByte(descMap)
		if msg, ok := e.describeDynamic(w, t.Key()); !ok {
			return msg, false
		}
		return e.describeDynamic(w, t.Elem())
	}
	return fmt.Sprintf("a value of type %s inside an interface cannot be kept between cells", t), false
}

func isExported(name string) bool {
	return name != "" && name[0] >= 'A' && name[0] <= 'Z'
}

// usesBinaryMarshaling reports whether values of t are saved through their
// MarshalBinary and UnmarshalBinary methods (time.Time, big.Int, ...).
func usesBinaryMarshaling(t reflect.Type) bool {
	if t.Kind() == reflect.Pointer || t.Kind() == reflect.Interface {
		return false
	}
	p := reflect.PointerTo(t)
	return p.Implements(binaryMarshaler) && p.Implements(binaryUnmarshaler)
}
