package cellrt

import (
	"reflect"
	"sync"
	"unsafe"
)

// Owners: compact encodings for types whose values own memory.
//
// A sudoku board is a graph of 81 cells, 27 houses and some 560 pointers
// between them, all determined by its shape, values and givens. Written
// field by field it costs a reflective walk of that graph each way; written
// as its shape, values and givens it is about 90 bytes and a NewBoard. An
// Owner tells the codec how to do the latter for a type T, and which arrays
// a T owns (a board's cells, its rows, columns, boxes and the houses' cell
// lists), so that pointers and slices into those arrays from elsewhere (a
// *Cell taken from the board, a row's Cells()) are written as a path into
// the owner — the owner first, then the array and the element — and come
// back pointing into the restored value.
//
// The codec uses an Owner for a T that is the target of a pointer (the
// *sudoku.Board every constructor returns) and lies in memory of its own.
// Values of T elsewhere (a Board stored by value in an array or a struct)
// are written field by field as before.

// Array is an array owned by a value: its first element, element type and
// length. Make one with ArrayOf.
type Array struct {
	first unsafe.Pointer
	typ   reflect.Type
	n     int
}

// ArrayOf describes the array s is a slice of, from its first element to
// its length.
func ArrayOf[E any](s []E) Array {
	return Array{unsafe.Pointer(unsafe.SliceData(s)), reflect.TypeFor[E](), len(s)}
}

// Owner describes how to carry values of the struct type T compactly. A
// value must be self-contained: every pointer and slice inside it points
// into the value itself or into the arrays Arrays reports.
type Owner[T any] struct {
	// Arrays returns the arrays v owns that pointers from elsewhere may
	// point into, or false when v does not have the expected layout
	// (it is then written field by field). A value returned by Restore
	// must have arrays of the same types and lengths, in the same order.
	Arrays func(v *T) ([]Array, bool)
	// Append appends the compact form of v to buf.
	Append func(buf []byte, v *T) []byte
	// Restore rebuilds a value from its compact form. It may be called
	// from several goroutines at once.
	Restore func(data []byte) (*T, error)
}

// ownerCodec is an Owner with its type erased.
type ownerCodec struct {
	arrays  func(p unsafe.Pointer) ([]Array, bool)
	append  func(buf []byte, p unsafe.Pointer) []byte
	restore func(data []byte) (unsafe.Pointer, error)
}

var owners sync.Map // reflect.Type -> *ownerCodec

// RegisterOwner makes the codec write and read values of T through o. A
// package registering owners is imported (for its side effect) by the
// cell programs of notebooks that link T's package anyway.
func RegisterOwner[T any](o Owner[T]) {
	owners.Store(reflect.TypeFor[T](), &ownerCodec{
		arrays: func(p unsafe.Pointer) ([]Array, bool) { return o.Arrays((*T)(p)) },
		append: func(buf []byte, p unsafe.Pointer) []byte { return o.Append(buf, (*T)(p)) },
		restore: func(data []byte) (unsafe.Pointer, error) {
			v, err := o.Restore(data)
			return unsafe.Pointer(v), err
		},
	})
}

// ownerOf returns the codec registered for t, or nil.
func ownerOf(t reflect.Type) *ownerCodec {
	if t.Kind() != reflect.Struct {
		return nil
	}
	if c, ok := owners.Load(t); ok {
		return c.(*ownerCodec)
	}
	return nil
}
