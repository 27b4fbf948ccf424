package cellrt

import (
	"encoding"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"unsafe"
)

// decoder reads values written by encoder. The id table is shared by all
// variables of one snapshot.
type decoder struct {
	data []byte
	refs map[uint64]reflect.Value
}

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
	d.data = data
	defer func() {
		if r := recover(); r != nil {
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
			reflect.Copy(v, reflect.ValueOf(d.bytes(uint64(v.Len()))))
			return
		}
		for i := range v.Len() {
			d.value(v.Index(i))
		}
	case reflect.Slice:
		if d.byte() == tagNil {
			v.SetZero()
			return
		}
		n := d.uint()
		if t.Elem().Kind() == reflect.Uint8 {
			b := d.bytes(n)
			s := reflect.MakeSlice(t, int(n), int(n))
			reflect.Copy(s, reflect.ValueOf(b))
			v.Set(s)
			return
		}
		if n > uint64(len(d.data)) {
			d.fail("bad slice length %d", n)
		}
		s := reflect.MakeSlice(t, int(n), int(n))
		for i := range int(n) {
			d.value(s.Index(i))
		}
		v.Set(s)
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
		switch d.byte() {
		case tagNil:
			v.SetZero()
		case tagRef:
			v.Set(d.ref(d.uint(), t))
		case tagNew:
			id := d.uint()
			p := reflect.New(t.Elem())
			d.refs[id] = p
			d.value(p.Elem())
			v.Set(p)
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
