package engine

import (
	"context"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"

	"github.com/sudokit/sudokit/internal/cgroup"
	"github.com/sudokit/sudokit/kernel/internal/session"
)

// Engine runs cells: it owns the toolchain, the type checker and the
// notebook state.
type Engine struct {
	cfg   Config
	tc    *toolchain
	types *typeChecker
	dir   string // session directory

	mu    sync.Mutex
	nb    *notebook
	runs  int           // cell programs run so far, naming their state manifests
	progs *progCache    // executables of recent cells, guarded by mu
	cells *cgroup.Group // where cell programs run; nil: the kernel's own group

	inlineOnce sync.Once
	inline     bool

	sudokuvalOnce sync.Once
	sudokuval     bool
	humanvalOnce  sync.Once
	humanval      bool

	sudokustateOnce sync.Once
	sudokustate     bool

	stdOnce sync.Once
	std     map[string][]string // standard packages by name (stdpkgs.go)

	displayDataOnce sync.Once
	displayData     types.Type // the type display.Data stands for, nil if unknown

	fallbacks atomic.Int32 // cells whose pruned program did not compile (see build)
}

// New creates the session directory and the cell module. Listing the
// base packages (slow the first time) is left to Warm.
func New(ctx context.Context, cfg Config) (*Engine, error) {
	cfg, err := cfg.WithDefaults()
	if err != nil {
		return nil, err
	}
	dir, err := session.New("sudokit-kernel-")
	if err != nil {
		return nil, err
	}
	for _, sub := range []string{"build", "state"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	tc, err := newToolchain(ctx, cfg.GoBin, cfg.SourceRoot, dir)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return &Engine{cfg: cfg, tc: tc, types: newTypeChecker(tc), dir: dir, nb: newNotebook(), progs: &progCache{dir: filepath.Join(dir, "progs")}, cells: cellGroup(cfg.CellCgroup)}, nil
}

// Warm lists the packages every cell program imports, so that the first
// cell does not wait for it (slow the first time: it fills the build
// cache).
func (e *Engine) Warm(ctx context.Context) error { return e.tc.warm(ctx) }

// Close kills the cell programs still running and removes the session
// directory.
func (e *Engine) Close() error {
	killChildren()
	return os.RemoveAll(e.dir)
}

// FallbackLog is what the engine logs when a cell's pruned program does not
// compile and the whole program is built instead.
const FallbackLog = "the pruned program does not compile, building the whole one"

func errTypef(format string, args ...any) error { return fmt.Errorf(format, args...) }

// hasInline reports whether the render package provides
// Inline(any) (image.Image, bool), consulted for the trailing value.
func (e *Engine) hasInline() bool {
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

// hasSudokuval reports whether the sudokit tree provides package
// sudokuval, through which cell programs send sudoku values for the kernel
// to draw.
func (e *Engine) hasSudokuval() bool {
	e.sudokuvalOnce.Do(func() {
		pkg, err := e.types.importPackage(context.Background(), sudokuvalPath)
		e.sudokuval = err == nil && pkg.Scope().Lookup("Encode") != nil
	})
	return e.sudokuval
}

// hasHumanval reports whether the sudokit tree provides package humanval,
// through which cell programs send the human solver's values.
func (e *Engine) hasHumanval() bool {
	e.humanvalOnce.Do(func() {
		pkg, err := e.types.importPackage(context.Background(), humanvalPath)
		e.humanval = err == nil && pkg.Scope().Lookup("Encode") != nil
	})
	return e.humanval
}

// hasSudokustate reports whether the sudokit tree cells compile against
// has package sudokustate (compact boards in the state).
func (e *Engine) hasSudokustate() bool {
	e.sudokustateOnce.Do(func() {
		_, err := e.types.importPackage(context.Background(), sudokustatePath)
		e.sudokustate = err == nil
	})
	return e.sudokustate
}

// isDisplayData reports whether t is display.Data, a display bundle (an
// alias of a struct type, as in gophernotes).
func (e *Engine) isDisplayData(t types.Type) bool {
	e.displayDataOnce.Do(func() {
		pkg, err := e.types.importPackage(context.Background(), displayPath)
		if err != nil {
			return
		}
		if obj, ok := pkg.Scope().Lookup("Data").(*types.TypeName); ok {
			e.displayData = types.Unalias(obj.Type())
		}
	})
	return e.displayData != nil && types.Identical(types.Unalias(t), e.displayData)
}

// ImportName returns the name under which the notebook imports path, or
// "" when it does not.
func (e *Engine) ImportName(path string) string {
	e.mu.Lock()
	defer e.mu.Unlock()
	for _, im := range e.nb.imports {
		if im.path == path && im.name != "_" && im.name != "." {
			return im.name
		}
	}
	return ""
}
