package cellrt

import (
	"reflect"
	"slices"
	"sync"
	"unsafe"
)

// Memory regions and roots.
//
// Go values may point into the middle of other values: a slice shares the
// backing array of the slice it was cut from, &cells[i] points at one
// element of an array, &b.shape at one field of a struct. To restore such
// values faithfully the encoder first walks the whole value graph of a
// variable and records every piece of memory that something points at: the
// target of each pointer and the backing array of each slice (from its
// first element to its capacity). Regions that lie inside another region
// are merged into it, and overlapping backing arrays of one element type
// are merged into one array. What is left are the roots: each is written
// once, and every pointer or slice into it is written as the root's id plus
// a path of field and element indexes from the root to the place it points
// at. The decoder allocates each root once and follows the paths, so
// pointers and slices share memory again exactly as they did before.

// region is a piece of memory met by the walk: the target of a pointer or
// the backing array of a slice.
type region struct {
	base       unsafe.Pointer // the first byte, keeping the memory alive
	start, end uintptr
	typ        reflect.Type // the value's type, or the element type of an array
	array      bool         // a backing array of (end-start)/typ.Size() elements
	owner      *ownerCodec  // a value written through its Owner (see owner.go)
	of         uintptr      // an array owned by the value at this address, 0 if none
	span       int          // which of the owner's arrays
}

// owned reports whether r is an Owner value or one of its arrays.
func (r *region) owned() bool { return r.owner != nil || r.of != 0 }

// root is a region written as one object.
type root struct {
	base       unsafe.Pointer // the first byte, keeping the memory alive
	start, end uintptr
	typ        reflect.Type // the object's type, or the element type of an array
	array      bool
	id         uint64      // 0 until written
	owner      *ownerCodec // an object written through its Owner
	of         uintptr     // an array owned by the object at this address
	span       int         // which of the owner's arrays
	ownerRoot  *root       // for an owned array, the owner's root
}

// len is the number of elements of an array root.
func (r *root) len() int { return int((r.end - r.start) / r.typ.Size()) }

// elem returns the i-th element of an array root as an addressable value.
func (r *root) elem(i int) reflect.Value {
	return reflect.NewAt(r.typ, unsafe.Add(r.base, uintptr(i)*r.typ.Size())).Elem()
}

// object returns the value of an object root, addressable.
func (r *root) object() reflect.Value {
	return reflect.NewAt(r.typ, r.base).Elem()
}

// path returns the field and element indexes leading from the start of r to
// a value of type target at address addr, or false if there is none. When
// the last step is an array element, room is the number of elements from
// there to the end of that array (how large a slice from there may be);
// otherwise it is -1.
func (r *root) path(addr uintptr, target reflect.Type) (steps []int, room int, ok bool) {
	if addr < r.start || addr+target.Size() > r.end {
		return nil, -1, false
	}
	off := addr - r.start
	t := r.typ
	room = -1
	if r.array {
		i := off / t.Size()
		steps = append(steps, int(i))
		room = r.len() - int(i)
		off -= i * t.Size()
	}
	for off != 0 || t != target {
		switch t.Kind() {
		case reflect.Struct:
			found := false
			for i := range t.NumField() {
				f := t.Field(i)
				if f.Type.Size() > 0 && off >= f.Offset && off < f.Offset+f.Type.Size() {
					steps = append(steps, i)
					room = -1
					off -= f.Offset
					t = f.Type
					found = true
					break
				}
			}
			if !found {
				return nil, -1, false
			}
		case reflect.Array:
			es := t.Elem().Size()
			if es == 0 || off/es >= uintptr(t.Len()) {
				return nil, -1, false
			}
			i := off / es
			steps = append(steps, int(i))
			room = t.Len() - int(i)
			off -= i * es
			t = t.Elem()
		default:
			return nil, -1, false
		}
	}
	return steps, room, true
}

// walker records the regions reachable from a value.
type walker struct {
	regions []region
	seen    map[walkKey]bool
	generic bool              // ignore Owners: walk every value field by field
	owners  bool              // an Owner's value was met
	inside  []reflect.Type    // element types of the arrays Owners' values own
	globals map[refKey]string // registered package variables: not walked (globals.go)
}

// walkValue returns the walk of v, Owners ignored if generic.
func walkValue(v reflect.Value, generic bool) *walker {
	w := &walker{seen: map[walkKey]bool{}, generic: generic, globals: globalIndex()}
	w.walk(v)
	w.finish()
	return w
}

// finish adds the arrays of the Owners' values met to the regions if
// something else the walk met may point into them: a region of one of
// their element types (a *Cell, a *House, a house's Cells()). Otherwise
// nothing but the Owners refers to them, and leaving them out saves a root
// each (five a board).
func (w *walker) finish() {
	if !w.owners {
		return
	}
	need := false
	for _, r := range w.regions {
		if r.owner == nil && slices.Contains(w.inside, r.typ) {
			need = true
			break
		}
	}
	if !need {
		return
	}
	for _, r := range w.regions {
		if r.owner == nil {
			continue
		}
		arrays, _ := r.owner.arrays(r.base)
		for k, a := range arrays {
			if a.n <= 0 || a.typ.Size() == 0 || a.first == nil {
				continue // nothing can point into it
			}
			s := uintptr(a.first)
			w.regions = append(w.regions, region{base: a.first, start: s, end: s + uintptr(a.n)*a.typ.Size(), typ: a.typ, array: true, of: r.start, span: k})
		}
	}
}

type walkKey struct {
	addr uintptr
	typ  reflect.Type
	n    int // capacity of a backing array; -1 for a pointer target, -2 for a map
}

func (w *walker) visit(k walkKey) bool {
	if w.seen[k] {
		return false
	}
	w.seen[k] = true
	return true
}

// walk records the regions reachable from v, following the same edges the
// encoder follows.
func (w *walker) walk(v reflect.Value) {
	t := v.Type()
	if !mayHoldRefs(t) || usesBinaryMarshaling(t) {
		return
	}
	switch t.Kind() {
	case reflect.Array:
		for i := range v.Len() {
			w.walk(v.Index(i))
		}
	case reflect.Slice:
		es := t.Elem().Size()
		if v.IsNil() || v.Cap() == 0 || es == 0 {
			return
		}
		base, n := v.UnsafePointer(), v.Cap()
		start := uintptr(base)
		if !w.visit(walkKey{start, t.Elem(), n}) {
			return
		}
		w.regions = append(w.regions, region{base: base, start: start, end: start + uintptr(n)*es, typ: t.Elem(), array: true})
		if mayHoldRefs(t.Elem()) {
			all := v.Slice3(0, n, n)
			for i := range n {
				w.walk(all.Index(i))
			}
		}
	case reflect.Pointer:
		if v.IsNil() || t.Elem().Size() == 0 {
			return
		}
		base := v.UnsafePointer()
		addr := uintptr(base)
		if _, ok := w.globals[refKey{addr, t.Elem()}]; ok {
			return // saved by name
		}
		if !w.visit(walkKey{addr, t.Elem(), -1}) {
			return
		}
		if !w.generic && w.walkOwner(base, t.Elem()) {
			return
		}
		w.regions = append(w.regions, region{base: base, start: addr, end: addr + t.Elem().Size(), typ: t.Elem()})
		w.walk(v.Elem())
	case reflect.Map:
		if v.IsNil() || !w.visit(walkKey{v.Pointer(), t, -2}) {
			return
		}
		it := v.MapRange()
		for it.Next() {
			w.walk(it.Key())
			w.walk(it.Value())
		}
	case reflect.Struct:
		v = usable(v)
		for i := range v.NumField() {
			f := v.Field(i)
			w.walk(reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem())
		}
	case reflect.Interface:
		if !v.IsNil() {
			w.walk(v.Elem())
		}
	}
}

// walkOwner records the value of type t at base if t has an Owner and the
// value the expected layout (its arrays are added by finish, if needed).
// It does not walk inside: an Owner's value is self-contained.
func (w *walker) walkOwner(base unsafe.Pointer, t reflect.Type) bool {
	oc := ownerOf(t)
	if oc == nil {
		return false
	}
	arrays, ok := oc.arrays(base)
	if !ok {
		return false
	}
	addr := uintptr(base)
	w.regions = append(w.regions, region{base: base, start: addr, end: addr + t.Size(), typ: t, owner: oc})
	w.owners = true
	for _, a := range arrays {
		if !slices.Contains(w.inside, a.typ) {
			w.inside = append(w.inside, a.typ)
		}
	}
	return true
}

// addRoots turns the regions of one variable into roots. Regions inside a
// root of an earlier variable are already covered; the others are merged
// among themselves: a region inside another one belongs to it, and
// overlapping backing arrays of one element type become one array. An
// Owner's value and its arrays must each become a root of their own (or lie
// in the roots of an earlier variable); when they cannot (a value inside a
// larger array), addRoots reports false and adds nothing: the variable is
// then walked field by field.
func (e *encoder) addRoots(regions []region) bool {
	// Sort pointers, not the regions themselves: there may be hundreds
	// of thousands of them.
	order := make([]*region, len(regions))
	for i := range regions {
		order[i] = &regions[i]
	}
	slices.SortFunc(order, func(a, b *region) int {
		switch {
		case a.start != b.start:
			return cmpAddr(a.start, b.start)
		case a.end != b.end:
			return cmpAddr(b.end, a.end) // larger first
		case a.array != b.array:
			// An array before an object with the same extent: s[0] of a
			// slice of capacity 1 is a path into the array, while the
			// array is no path into the object.
			if a.array {
				return -1
			}
			return 1
		case a.owned() != b.owned():
			// An Owner's array before a slice of all of it.
			if a.owned() {
				return -1
			}
			return 1
		}
		return 0
	})
	var cur *root
	var fresh []*root
	var block []root // roots are allocated in blocks
	for _, r := range order {
		if e.covered(r.start, r.end) {
			continue
		}
		if cur != nil && r.start < cur.end {
			if r.end > cur.end && cur.array && r.array && cur.typ == r.typ && (r.start-cur.start)%r.typ.Size() == 0 {
				if cur.owner != nil || cur.of != 0 {
					return false
				}
				cur.end = r.end
			}
			if r.owned() && (r.start != cur.start || r.end != cur.end || r.owner != cur.owner || r.of != cur.of) {
				return false // an Owner's value or array inside something else
			}
			// Otherwise r lies inside cur, or overlaps it in a way Go
			// cannot produce without unsafe; pointers into it that find
			// no path are written as detached copies.
			continue
		}
		if len(block) == 0 {
			block = make([]root, min(1024, len(order)))
		}
		cur = &block[0]
		block = block[1:]
		*cur = root{base: r.base, start: r.start, end: r.end, typ: r.typ, array: r.array, owner: r.owner, of: r.of, span: r.span}
		fresh = append(fresh, cur)
	}
	// Both lists are sorted by start: merge them, earlier roots first
	// among equal starts.
	old := e.roots
	all := make([]*root, 0, len(old)+len(fresh))
	i, j := 0, 0
	for i < len(old) || j < len(fresh) {
		if j == len(fresh) || (i < len(old) && old[i].start <= fresh[j].start) {
			all = append(all, old[i])
			i++
		} else {
			all = append(all, fresh[j])
			j++
		}
	}
	e.roots = all
	for _, r := range fresh {
		if r.of == 0 {
			continue
		}
		e.eachRootAt(r.of, func(o *root) bool {
			if o.start == r.of && o.owner != nil {
				r.ownerRoot = o
				return false
			}
			return true
		})
		if r.ownerRoot == nil {
			e.roots = old
			return false
		}
	}
	e.newRoots = fresh
	return true
}

func cmpAddr(a, b uintptr) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// covered reports whether [start, end) lies inside a root of an earlier
// variable (e.roots holds only those while addRoots runs).
func (e *encoder) covered(start, end uintptr) bool {
	found := false
	e.eachRootAt(start, func(r *root) bool {
		found = end <= r.end
		return !found
	})
	return found
}

// eachRootAt calls f with the roots containing addr, innermost first,
// until f returns false.
func (e *encoder) eachRootAt(addr uintptr, f func(*root) bool) {
	i, _ := slices.BinarySearchFunc(e.roots, addr, func(r *root, a uintptr) int {
		if r.start <= a {
			return -1
		}
		return 1
	})
	// Roots are disjoint except in rare cases (see addRoots); a few
	// steps back are enough to find every root containing addr.
	for j := i - 1; j >= 0 && j >= i-8; j-- {
		if r := e.roots[j]; r.start <= addr && addr < r.end {
			if !f(r) {
				return
			}
		}
	}
}

var refKinds sync.Map // reflect.Type -> bool

// mayHoldRefs reports whether a value of type t may contain pointers,
// slices, maps or interfaces, the things the region walk follows.
func mayHoldRefs(t reflect.Type) bool {
	if b, ok := refKinds.Load(t); ok {
		return b.(bool)
	}
	b := holdsRefs(t, map[reflect.Type]bool{})
	refKinds.Store(t, b)
	return b
}

func holdsRefs(t reflect.Type, busy map[reflect.Type]bool) bool {
	if busy[t] {
		return false // a cycle: the answer comes from the other fields
	}
	busy[t] = true
	defer delete(busy, t)
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
		return true
	case reflect.Array:
		return t.Len() > 0 && holdsRefs(t.Elem(), busy)
	case reflect.Struct:
		for i := range t.NumField() {
			if holdsRefs(t.Field(i).Type, busy) {
				return true
			}
		}
	}
	return false
}

// typeName identifies a type between two programs: its spelling and its
// structural fingerprint.
func typeName(t reflect.Type) string { return t.String() + "#" + Fingerprint(t) }

// addTypes adds t and every type reachable from it through elements, keys
// and fields to set, by typeName. A name shared by two different types maps
// to nil: it cannot be used.
func addTypes(set map[string]reflect.Type, t reflect.Type) {
	k := typeName(t)
	if old, ok := set[k]; ok {
		if old != t {
			set[k] = nil
		}
		return
	}
	set[k] = t
	switch t.Kind() {
	case reflect.Array, reflect.Slice, reflect.Pointer:
		addTypes(set, t.Elem())
	case reflect.Map:
		addTypes(set, t.Key())
		addTypes(set, t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			addTypes(set, t.Field(i).Type)
		}
	}
}
