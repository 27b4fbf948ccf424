package kernel

import (
	"context"
	"fmt"
	"go/types"
	"sync"
)

// engine runs cells: it owns the toolchain, the type checker and the
// notebook state.
type engine struct {
	cfg   Config
	tc    *toolchain
	types *typeChecker
	dir   string // session directory

	mu sync.Mutex
	nb *notebook

	inlineOnce sync.Once
	inline     bool
}

func errTypef(format string, args ...any) error { return fmt.Errorf(format, args...) }

// hasInline reports whether the render package provides
// Inline(any) (image.Image, bool), consulted for the trailing value.
func (e *engine) hasInline() bool {
	e.inlineOnce.Do(func() {
		pkg, err := e.types.importPackage(context.Background(), renderPath)
		if err != nil {
			return
		}
		fn, ok := pkg.Scope().Lookup("Inline").(*types.Func)
		if !ok {
			return
		}
		sig := fn.Type().(*types.Signature)
		e.inline = sig.Params().Len() == 1 && sig.Results().Len() == 2 &&
			types.TypeString(sig.Results().At(0).Type(), nil) == "image.Image" &&
			types.TypeString(sig.Results().At(1).Type(), nil) == "bool"
	})
	return e.inline
}
