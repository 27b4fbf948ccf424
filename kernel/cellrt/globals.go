package cellrt

import (
	"reflect"
	"sync"
)

// A value may point at an object a package keeps in an exported variable:
// a gonum plot's text handler points at font.DefaultCache, the package's
// cache of parsed fonts (which holds funcs, and could not be saved). Such a
// pointer is saved as the variable's name (tagGlobal) and restored as the
// variable's value in the next program, which is the same package's
// object there. The kernel registers the exported pointer variables of the
// packages of other modules that the notebook's variables' types come from
// (and of the packages those import).

var (
	globalsMu sync.RWMutex
	globals   = map[string]reflect.Value{} // name → the pointer variable
)

// RegisterGlobal makes the pointer variable *v known by name
// ("gonum.org/v1/plot/font.DefaultCache"): a saved pointer equal to its
// value is written as the name, and restored as its value then.
func RegisterGlobal[T any](name string, v **T) {
	globalsMu.Lock()
	globals[name] = reflect.ValueOf(v).Elem()
	globalsMu.Unlock()
}

// globalIndex returns the registered variables by their current value.
func globalIndex() map[refKey]string {
	globalsMu.RLock()
	defer globalsMu.RUnlock()
	if len(globals) == 0 {
		return nil
	}
	idx := make(map[refKey]string, len(globals))
	for name, v := range globals {
		if !v.IsNil() {
			idx[refKey{v.Pointer(), v.Type().Elem()}] = name
		}
	}
	return idx
}

// globalValue returns the current value of the registered variable name,
// if it has type t.
func globalValue(name string, t reflect.Type) (reflect.Value, bool) {
	globalsMu.RLock()
	defer globalsMu.RUnlock()
	v, ok := globals[name]
	if !ok || v.Type() != t {
		return reflect.Value{}, false
	}
	return v, true
}
