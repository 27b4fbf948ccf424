package cellrt

import (
	"reflect"
	"sync"
)

var (
	registryMu sync.RWMutex
	registry   = map[string]reflect.Type{}
)

func init() {
	for _, v := range []any{
		false, 0, int8(0), int16(0), int32(0), int64(0),
		uint(0), uint8(0), uint16(0), uint32(0), uint64(0), uintptr(0),
		float32(0), float64(0), complex64(0), complex128(0), "",
	} {
		registerType(reflect.TypeOf(v))
	}
	registerType(reflect.TypeFor[error]())
}

// Register makes the named type T known to the snapshot decoder, so that an
// interface variable holding a T (or *T, []T, ...) can be restored in a
// later cell. The kernel registers every type declared in the notebook and
// every exported named type it has seen stored in an interface.
func Register[T any]() {
	registerType(reflect.TypeFor[T]())
}

func registerType(t reflect.Type) {
	registryMu.Lock()
	registry[typeKey(t)] = t
	registryMu.Unlock()
}

func lookupType(key string) (reflect.Type, bool) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	t, ok := registry[key]
	return t, ok
}

// typeKey names a named type: its package path, a dot and its name
// ("main.Point", "image.RGBA", ".int" for predeclared types).
func typeKey(t reflect.Type) string {
	return t.PkgPath() + "." + t.Name()
}
