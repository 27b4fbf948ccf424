package cellrt

import (
	"bytes"
	"encoding"
	"encoding/binary"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"unsafe"
)

// Tags written before values that may be nil or shared.
const (
	tagNil    = 0 // nil pointer, map, slice, interface, func or chan
	tagNew    = 1 // first occurrence: an id follows, then the value
	tagRef    = 2 // repeated occurrence: the id of the first one follows
	tagError  = 3 // interface holding an error of an unregistrable type: its message follows
	tagFlat   = 4 // slice without memory to share (capacity 0 or zero-size elements): len and cap follow
	tagGlobal = 5 // pointer equal to a registered package variable (globals.go): its name follows
)

// Kinds of roots, written after tagNew for pointers and slices.
const (
	rootObject = 1 // one value
	rootArray  = 2 // a backing array: its length, then how many leading elements follow (the rest are zero)
	rootOwner  = 3 // a value written by its Owner: the length of its compact form, then the form
)

// formatMarker starts every variable's payload. It names the version of the
// format, so a payload written by an older kernel is rejected, never
// misread. Version 2 writes pointers and slices as references into roots.
const formatMarker = "\xf5SK\x02"

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

// encoder writes values in the snapshot format. Maps and roots (the
// memory that pointers and slices refer to, see regions.go) are written
// once and referred to by id afterwards, so sharing, cycles, shared backing
// arrays and pointers into arrays and structs survive a save and restore.
type encoder struct {
	buf   bytes.Buffer
	ids   map[refKey]uint64
	next  uint64
	added []refKey // ids created since the last mark, for rollback
	path  []string
	named map[string]bool // named types seen inside interfaces

	roots      []*root                 // by start address, over all variables so far
	newRoots   []*root                 // roots found for the current variable
	written    []*root                 // roots given an id by the current variable
	loose      map[looseKey]*root      // detached copies, when no root fits
	looseAdded []looseKey              // loose roots created by the current variable
	types      map[string]reflect.Type // types the decoder can name, by typeName
	scratch    []byte                  // an Owner's compact form
	globals    map[refKey]string       // registered package variables by value (globals.go)
}

// looseKey identifies a detached copy: a pointer target (n = -1) or a
// backing array of n elements that could not be placed in a root.
type looseKey struct {
	addr uintptr
	typ  reflect.Type
	n    int
}

type refKey struct {
	addr uintptr
	typ  reflect.Type
}

// unsavable reports a value that cannot be written, with where it sits.
type unsavable struct {
	path    string
	reason  string
	channel bool // the value holds a channel
}

func (u *unsavable) Error() string {
	if u.path == "" {
		return u.reason
	}
	return u.path + ": " + u.reason
}

func newEncoder() *encoder {
	return &encoder{ids: map[refKey]uint64{}, named: map[string]bool{}, loose: map[looseKey]*root{}, globals: globalIndex()}
}

func (e *encoder) fail(format string, args ...any) {
	path := ""
	for _, p := range e.path {
		path += p
	}
	panic(&unsavable{path: path, reason: fmt.Sprintf(format, args...)})
}

// failChannel stops the encoding at a channel of type t.
func (e *encoder) failChannel(t reflect.Type) {
	path := ""
	for _, p := range e.path {
		path += p
	}
	panic(&unsavable{path: path, reason: fmt.Sprintf("a channel (%s) cannot be kept between cells", t), channel: true})
}

func (e *encoder) uint(u uint64) { e.buf.Write(binary.AppendUvarint(nil, u)) }
func (e *encoder) int(i int64)   { e.buf.Write(binary.AppendVarint(nil, i)) }
func (e *encoder) str(s string)  { e.uint(uint64(len(s))); e.buf.WriteString(s) }

// encodeVar writes one variable's value, whose regions w has walked, into
// its own byte slice. On failure
// the shared id table is rolled back so later variables are unaffected.
func (e *encoder) encodeVar(name string, v reflect.Value, w *walker) (data []byte, err error) {
	e.buf.Reset()
	e.added = e.added[:0]
	e.written = e.written[:0]
	e.looseAdded = e.looseAdded[:0]
	e.newRoots = nil
	e.path = []string{name}
	defer func() {
		if r := recover(); r != nil {
			u, ok := r.(*unsavable)
			if !ok {
				u = &unsavable{path: name, reason: fmt.Sprint(r)}
			}
			e.rollback()
			err = u
		}
	}()
	e.types = map[string]reflect.Type{}
	addTypes(e.types, v.Type())
	if !e.addRoots(w.regions) {
		e.addRoots(walkValue(v, true).regions)
	}
	e.buf.WriteString(formatMarker)
	e.value(v)
	return bytes.Clone(e.buf.Bytes()), nil
}

// rollback forgets the ids, roots and detached copies made for a variable
// that could not be written, so later variables do not refer to them.
func (e *encoder) rollback() {
	for _, k := range e.added {
		delete(e.ids, k)
	}
	for _, r := range e.written {
		r.id = 0
	}
	for _, k := range e.looseAdded {
		delete(e.loose, k)
	}
	if len(e.newRoots) > 0 {
		e.roots = slices.DeleteFunc(e.roots, func(r *root) bool { return slices.Contains(e.newRoots, r) })
	}
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
		if v.Cap() == 0 || t.Elem().Size() == 0 {
			e.buf.WriteByte(tagFlat)
			e.uint(uint64(v.Len()))
			e.uint(uint64(v.Cap()))
			return
		}
		e.reference(v.UnsafePointer(), t.Elem(), v.Cap())
		e.uint(uint64(v.Len()))
		e.uint(uint64(v.Cap()))
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
		if name, ok := e.globals[refKey{v.Pointer(), t.Elem()}]; ok {
			e.buf.WriteByte(tagGlobal)
			e.str(name)
			return
		}
		e.reference(v.UnsafePointer(), t.Elem(), -1)
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
		addTypes(e.types, d.Type())
		e.value(d)
	case reflect.Func:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		e.fail("a func value (%s) cannot be kept between cells; declare a named func, or define a variable with a function literal at the top of a cell (f := func(…) {…}), which is kept as its source", t)
	case reflect.Chan:
		if v.IsNil() {
			e.buf.WriteByte(tagNil)
			return
		}
		e.failChannel(t)
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

// reference writes a pointer to a value of type target at addr (n < 0), or
// the backing array of a slice, n elements from addr: tagRef and the id of
// the root holding it, or tagNew, the id and the root itself when it is met
// for the first time; then the path from the root to addr.
func (e *encoder) reference(p unsafe.Pointer, target reflect.Type, n int) {
	r, steps := e.place(p, target, n)
	switch {
	case r.ownerRoot != nil:
		steps = append([]int{r.span + 1}, steps...)
		r = r.ownerRoot
	case r.owner != nil:
		steps = append([]int{0}, steps...)
	}
	if r.id != 0 {
		e.buf.WriteByte(tagRef)
		e.uint(r.id)
	} else {
		e.next++
		r.id = e.next
		e.written = append(e.written, r)
		e.buf.WriteByte(tagNew)
		e.uint(r.id)
		switch {
		case r.owner != nil:
			e.buf.WriteByte(rootOwner)
		case r.array:
			e.buf.WriteByte(rootArray)
		default:
			e.buf.WriteByte(rootObject)
		}
		if r.typ == target {
			e.uint(0) // the type is known where the reference is read
		} else {
			e.uint(1)
			e.str(typeName(r.typ))
		}
		e.path = append(e.path, "(*)")
		switch {
		case r.owner != nil:
			e.scratch = r.owner.append(e.scratch[:0], r.base)
			e.uint(uint64(len(e.scratch)))
			e.buf.Write(e.scratch)
		case r.array:
			e.arrayContent(r)
		default:
			e.value(r.object())
		}
		e.path = e.path[:len(e.path)-1]
	}
	e.uint(uint64(len(steps)))
	for _, s := range steps {
		e.uint(uint64(s))
	}
}

// place finds the root holding the pointer or backing array and the path
// to it. When no root fits (the decoder could not name its type, or it
// overlaps memory in a way only unsafe code produces), it makes a detached
// copy: the behaviour of format version 1.
func (e *encoder) place(p unsafe.Pointer, target reflect.Type, n int) (*root, []int) {
	addr := uintptr(p)
	size := target.Size()
	if n >= 0 {
		size *= uintptr(n)
	}
	if size > 0 {
		var found *root
		var path []int
		e.eachRootAt(addr, func(r *root) bool {
			// A root already written is referred to by id; a new one
			// must be of the target's type or of a type the decoder can
			// name. An owned array is written as its owner.
			w := r
			if r.ownerRoot != nil {
				w = r.ownerRoot
			}
			if addr+size > r.end || (w.id == 0 && w.typ != target && !e.nameable(w.typ)) {
				return true
			}
			if steps, room, ok := r.path(addr, target); ok && (n < 0 || room >= n) {
				found, path = r, steps
				return false
			}
			return true
		})
		if found != nil {
			return found, path
		}
	}
	k := looseKey{addr, target, n}
	r := e.loose[k]
	if r == nil {
		r = &root{base: p, start: addr, end: addr + size, typ: target, array: n >= 0}
		e.loose[k] = r
		e.looseAdded = append(e.looseAdded, k)
	}
	if n >= 0 {
		return r, []int{0}
	}
	return r, nil
}

// nameable reports whether the decoder, at this point of the current
// variable, knows t by its typeName.
func (e *encoder) nameable(t reflect.Type) bool {
	known, ok := e.types[typeName(t)]
	return ok && known == t
}

// arrayContent writes an array root: its length, the number of leading
// elements written, and those elements; the trailing zero elements are left
// out, so a slice made with a large capacity stays small.
func (e *encoder) arrayContent(r *root) {
	n := r.len()
	e.uint(uint64(n))
	written := n
	for written > 0 && r.elem(written-1).IsZero() {
		written--
	}
	e.uint(uint64(written))
	if r.typ.Kind() == reflect.Uint8 {
		e.buf.Write(unsafe.Slice((*byte)(r.base), written))
		return
	}
	for i := range written {
		e.path = append(e.path, fmt.Sprintf("[%d]", i))
		e.value(r.elem(i))
		e.path = e.path[:len(e.path)-1]
	}
}

// shared writes the tag and id for a map. It reports true if
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
