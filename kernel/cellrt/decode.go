package cellrt

import (
	"bytes"
	"encoding"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"runtime"
	"sync"
	"unsafe"
)

// decoder reads values written by encoder. The id table is shared by all
// variables of one snapshot: maps (map values), object roots (pointers to
// them) and array roots (slices over them).
type decoder struct {
	data  []byte
	refs  map[uint64]reflect.Value
	added []uint64                // ids made by the current variable, for rollback
	types map[string]reflect.Type // types the encoder may name, by typeName
	owned map[uint64]*ownerCodec  // roots written by their Owner
}

// maxArrayBytes bounds the size of an array root, so a corrupt snapshot
// cannot ask for absurd amounts of memory.
const maxArrayBytes = 1 << 40

type decodeError struct{ msg string }

func (d *decoder) fail(format string, args ...any) {
	panic(&decodeError{fmt.Sprintf(format, args...)})
}

func (d *decoder) byte() byte {
	if len(d.data) == 0 {
		d.fail("%v", io.ErrUnexpectedEOF)
	}
	b := d.data[0]
	d.data = d.data[1:]
	return b
}

func (d *decoder) uint() uint64 {
	u, n := binary.Uvarint(d.data)
	if n <= 0 {
		d.fail("bad unsigned number")
	}
	d.data = d.data[n:]
	return u
}

func (d *decoder) int() int64 {
	i, n := binary.Varint(d.data)
	if n <= 0 {
		d.fail("bad number")
	}
	d.data = d.data[n:]
	return i
}

func (d *decoder) bytes(n uint64) []byte {
	if uint64(len(d.data)) < n {
		d.fail("%v", io.ErrUnexpectedEOF)
	}
	b := d.data[:n]
	d.data = d.data[n:]
	return b
}

func (d *decoder) str() string { return string(d.bytes(d.uint())) }

// decodeVar decodes data into the addressable value v.
func (d *decoder) decodeVar(data []byte, v reflect.Value) (err error) {
	if !bytes.HasPrefix(data, []byte(formatMarker)) {
		return errors.New("it was saved in an older snapshot format")
	}
	d.data = data[len(formatMarker):]
	d.added = d.added[:0]
	d.types = map[string]reflect.Type{}
	addTypes(d.types, v.Type())
	defer func() {
		if r := recover(); r != nil {
			for _, id := range d.added {
				delete(d.refs, id)
			}
			if de, ok := r.(*decodeError); ok {
				err = errors.New(de.msg)
				return
			}
			err = fmt.Errorf("%v", r)
		}
	}()
	d.value(v)
	if len(d.data) != 0 {
		return errors.New("trailing data")
	}
	return nil
}

// value decodes into v, which is addressable and writable.
func (d *decoder) value(v reflect.Value) {
	t := v.Type()
	if usesBinaryMarshaling(t) {
		b := d.bytes(d.uint())
		if err := v.Addr().Interface().(encoding.BinaryUnmarshaler).UnmarshalBinary(b); err != nil {
			d.fail("%s.UnmarshalBinary: %v", t, err)
		}
		return
	}
	switch t.Kind() {
	case reflect.Bool:
		v.SetBool(d.byte() != 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(d.int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(d.uint())
	case reflect.Float32, reflect.Float64:
		v.SetFloat(math.Float64frombits(d.uint()))
	case reflect.Complex64, reflect.Complex128:
		re := math.Float64frombits(d.uint())
		im := math.Float64frombits(d.uint())
		v.SetComplex(complex(re, im))
	case reflect.String:
		v.SetString(d.str())
	case reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			copy(unsafe.Slice((*byte)(unsafe.Pointer(v.UnsafeAddr())), v.Len()), d.bytes(uint64(v.Len())))
			return
		}
		for i := range v.Len() {
			d.value(v.Index(i))
		}
	case reflect.Slice:
		switch tag := d.byte(); tag {
		case tagNil:
			v.SetZero()
		case tagFlat:
			n, c := d.uint(), d.uint()
			if n > c || c > math.MaxInt32 || (c > 0 && t.Elem().Size() > 0) {
				d.fail("bad slice length %d or capacity %d", n, c)
			}
			v.Set(reflect.MakeSlice(t, int(n), int(c)))
		case tagNew, tagRef:
			first, room := d.reference(tag, t.Elem(), true)
			n, c := d.uint(), d.uint()
			if n > c || c == 0 || c > uint64(room) {
				d.fail("bad slice length %d or capacity %d", n, c)
			}
			s := reflect.SliceAt(t.Elem(), unsafe.Pointer(first.UnsafeAddr()), int(c))
			v.Set(s.Slice3(0, int(n), int(c)))
		default:
			d.fail("bad slice tag")
		}
	case reflect.Map:
		switch d.byte() {
		case tagNil:
			v.SetZero()
		case tagRef:
			v.Set(d.ref(d.uint(), t))
		case tagNew:
			id := d.uint()
			n := d.uint()
			m := reflect.MakeMapWithSize(t, int(min(n, 1024)))
			d.refs[id] = m
			d.added = append(d.added, id)
			for range n {
				k := reflect.New(t.Key()).Elem()
				d.value(k)
				e := reflect.New(t.Elem()).Elem()
				d.value(e)
				m.SetMapIndex(k, e)
			}
			v.Set(m)
		default:
			d.fail("bad map tag")
		}
	case reflect.Pointer:
		switch tag := d.byte(); tag {
		case tagNil:
			v.SetZero()
		case tagNew, tagRef:
			target, _ := d.reference(tag, t.Elem(), false)
			v.Set(reflect.NewAt(t.Elem(), unsafe.Pointer(target.UnsafeAddr())))
		case tagGlobal:
			name := d.str()
			g, ok := globalValue(name, t)
			if !ok {
				d.fail("it pointed at %s, which this program does not have", name)
			}
			v.Set(g)
		default:
			d.fail("bad pointer tag")
		}
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Field(i)
			d.value(reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem())
		}
	case reflect.Interface:
		switch d.byte() {
		case tagNil:
			v.SetZero()
		case tagError:
			msg := d.str()
			var err error = &savedError{msg}
			if !reflect.TypeOf(err).Implements(t) {
				d.fail("an error value cannot be stored in %s", t)
			}
			v.Set(reflect.ValueOf(err))
		case tagNew:
			dt := d.dynamicType()
			if !dt.Implements(t) {
				d.fail("type %s no longer implements %s", dt, t)
			}
			addTypes(d.types, dt)
			x := reflect.New(dt).Elem()
			d.value(x)
			v.Set(x)
		default:
			d.fail("bad interface tag")
		}
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		if d.byte() != tagNil {
			d.fail("bad %s value", t.Kind())
		}
		v.SetZero()
	default:
		d.fail("cannot restore values of kind %s", t.Kind())
	}
}

// reference reads what encoder.reference wrote: a root (new or already
// read) and the path to a value of type target inside it, which it returns,
// addressable. For a slice the path must end at an array element, and room
// is the number of elements from there to the end of that array.
func (d *decoder) reference(tag byte, target reflect.Type, slice bool) (v reflect.Value, room int) {
	var r reflect.Value
	var id uint64
	if tag == tagRef {
		id = d.uint()
		var ok bool
		if r, ok = d.refs[id]; !ok {
			d.fail("it shared memory with a variable that could not be restored")
		}
		if r.Kind() != reflect.Pointer && r.Kind() != reflect.Slice {
			d.fail("bad reference")
		}
	} else {
		r, id = d.root(target)
	}
	steps := d.uint()
	if steps > uint64(len(d.data)) {
		d.fail("bad path length %d", steps)
	}
	if r.Kind() == reflect.Slice && steps == 0 {
		d.fail("bad path into an array")
	}
	v, room = r, -1
	if r.Kind() == reflect.Pointer {
		v = r.Elem()
	}
	if oc := d.owned[id]; oc != nil {
		// The first step chooses the value itself (0) or one of its
		// arrays.
		if steps == 0 {
			d.fail("bad path into %s", r.Type().Elem())
		}
		steps--
		if k := d.uint(); k > 0 {
			arrays, ok := oc.arrays(r.UnsafePointer())
			if !ok || k > uint64(len(arrays)) {
				d.fail("bad array %d of %s", k, r.Type().Elem())
			}
			a := arrays[k-1]
			v = reflect.SliceAt(a.typ, a.first, a.n)
		}
	}
	for range steps {
		i := d.uint()
		switch v.Kind() {
		case reflect.Slice, reflect.Array:
			if i >= uint64(v.Len()) {
				d.fail("bad element index %d", i)
			}
			room = v.Len() - int(i)
			v = v.Index(int(i))
		case reflect.Struct:
			if i >= uint64(v.NumField()) {
				d.fail("bad field index %d", i)
			}
			room = -1
			v = v.Field(int(i))
		default:
			d.fail("bad path")
		}
	}
	if v.Type() != target {
		d.fail("shared value has type %s, want %s", v.Type(), target)
	}
	if slice && room < 0 {
		d.fail("a slice refers to something that is not an array")
	}
	return v, room
}

// root reads a root met for the first time: its id, kind, type (the
// target's own or named) and content. Object roots are kept as pointers to
// them, array roots as slices over them.
func (d *decoder) root(target reflect.Type) (reflect.Value, uint64) {
	id := d.uint()
	kind := d.byte()
	typ := target
	switch d.uint() {
	case 0:
	case 1:
		name := d.str()
		if typ = d.types[name]; typ == nil {
			d.fail("type %s is not known to this cell", name)
		}
	default:
		d.fail("bad root type")
	}
	switch kind {
	case rootOwner:
		oc := ownerOf(typ)
		if oc == nil {
			d.fail("values of type %s need a codec this cell does not link", typ)
		}
		p, err := oc.restore(d.bytes(d.uint()))
		if err != nil {
			d.fail("%s: %v", typ, err)
		}
		v := reflect.NewAt(typ, p)
		d.refs[id] = v
		d.added = append(d.added, id)
		if d.owned == nil {
			d.owned = map[uint64]*ownerCodec{}
		}
		d.owned[id] = oc
		return v, id
	case rootObject:
		p := reflect.New(typ)
		d.refs[id] = p
		d.added = append(d.added, id)
		d.value(p.Elem())
		return p, id
	case rootArray:
		n, es := d.uint(), typ.Size()
		if es == 0 || n == 0 || n > maxArrayBytes/uint64(es) {
			d.fail("bad array length %d", n)
		}
		s := reflect.MakeSlice(reflect.SliceOf(typ), int(n), int(n))
		d.refs[id] = s
		d.added = append(d.added, id)
		written := d.uint()
		if written > n || written > uint64(len(d.data)) {
			d.fail("bad array content length %d", written)
		}
		switch {
		case typ.Kind() == reflect.Uint8:
			copy(unsafe.Slice((*byte)(s.UnsafePointer()), written), d.bytes(written))
		case d.ownerPointers(s, int(written)):
		default:
			for i := range int(written) {
				d.value(s.Index(i))
			}
		}
		return s, id
	}
	d.fail("bad root kind")
	return reflect.Value{}, 0
}

// parallelOwners is the least number of Owner values in an array worth
// restoring in parallel.
const parallelOwners = 64

// ownerPointers restores the first n elements of s, an array of pointers
// to an Owner's type, when they are what a slice of boards read from a file
// holds: each nil or a pointer to a value of its own, written by its Owner
// (nothing else points into it from before). It restores those values on
// every processor and reports true; otherwise it reads nothing and reports
// false.
func (d *decoder) ownerPointers(s reflect.Value, n int) bool {
	elem := s.Type().Elem()
	if elem.Kind() != reflect.Pointer || n < parallelOwners {
		return false
	}
	oc := ownerOf(elem.Elem())
	if oc == nil {
		return false
	}
	type job struct {
		i    int
		id   uint64
		data []byte
		p    unsafe.Pointer
		err  error
	}
	start := d.data
	jobs := make([]job, 0, n)
	for i := range n {
		switch d.byte() {
		case tagNil:
			continue
		case tagNew:
		default:
			d.data = start
			return false
		}
		id := d.uint()
		if d.byte() != rootOwner || d.uint() != 0 {
			d.data = start
			return false
		}
		data := d.bytes(d.uint())
		if d.uint() != 1 || d.uint() != 0 {
			d.data = start
			return false
		}
		if _, dup := d.refs[id]; dup {
			d.fail("bad root id %d", id)
		}
		jobs = append(jobs, job{i: i, id: id, data: data})
	}
	workers := min(runtime.GOMAXPROCS(0), 8)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := w; k < len(jobs); k += workers {
				jobs[k].p, jobs[k].err = oc.restore(jobs[k].data)
			}
		}()
	}
	wg.Wait()
	if d.owned == nil {
		d.owned = map[uint64]*ownerCodec{}
	}
	for _, j := range jobs {
		if j.err != nil {
			d.fail("%s: %v", elem.Elem(), j.err)
		}
		v := reflect.NewAt(elem.Elem(), j.p)
		d.refs[j.id] = v
		d.added = append(d.added, j.id)
		d.owned[j.id] = oc
		s.Index(j.i).Set(v)
	}
	return true
}

func (d *decoder) ref(id uint64, t reflect.Type) reflect.Value {
	r, ok := d.refs[id]
	if !ok {
		d.fail("it shared memory with a variable that could not be restored")
	}
	if r.Type() != t {
		d.fail("shared value has type %s, want %s", r.Type(), t)
	}
	return r
}

func (d *decoder) dynamicType() reflect.Type {
	switch d.byte() {
	case descNamed:
		key := d.str()
		fp := d.str()
		t, ok := lookupType(key)
		if !ok {
			d.fail("type %s is not known to this cell", key)
		}
		if Fingerprint(t) != fp {
			d.fail("type %s has changed since the value was saved", key)
		}
		return t
	case descPointer:
		return reflect.PointerTo(d.dynamicType())
	case descSlice:
		return reflect.SliceOf(d.dynamicType())
	case descArray:
		n := d.uint()
		return reflect.ArrayOf(int(n), d.dynamicType())
	case descAny:
		return reflect.TypeFor[any]()
	case descMap:
		k := d.dynamicType()
		return reflect.MapOf(k, d.dynamicType())
	}
	d.fail("bad type descriptor")
	return nil
}

// savedError stands for an error value whose concrete type could not be
// carried to a later cell: it keeps the message only.
type savedError struct{ msg string }

func (e *savedError) Error() string { return e.msg }
