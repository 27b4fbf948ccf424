// Package engine runs the cells of sudokit's Go kernel: each cell becomes,
// together with the declarations of earlier cells, one small program,
// type-checked with go/types, compiled and linked by the installed Go
// toolchain and run as a child process; the variables of earlier cells are
// restored from a snapshot rather than recomputed, so a cell's statements
// run exactly once. Its output comes back through a wire.Sink as it
// happens; sudoku values a cell shows are drawn here.
//
// An Engine knows nothing of Jupyter: package kernel/jupyter calls it
// through its Engine interface (Execute, Complete, Inspect, IsComplete,
// Help, ImportName, Close). See ../README.md for the design.
package engine

import (
	"context"
	"fmt"
	"go/types"
	"log"
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

	stdOnce sync.Once
	std     map[string][]string // standard packages by name (stdpkgs.go)

	fallbacks atomic.Int32 // cells whose pruned program did not compile (see build)
}

// New creates the session directory and the cell module, after checking
// that the sudokit tree cells compile against is one this binary was
// built for (a *SourceTreeError otherwise). Listing the
// base packages (slow the first time) is left to Warm.
func New(ctx context.Context, cfg Config) (*Engine, error) {
	cfg, err := cfg.WithDefaults()
	if err != nil {
		return nil, err
	}
	if err := checkSourceTree(cfg.SourceRoot); err != nil {
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
	shared, err := openShared(cfg.Programs, cfg.FillPrograms)
	if err != nil {
		if cfg.FillPrograms {
			os.RemoveAll(dir)
			return nil, err
		}
		// The kernel works without: each cell is compiled, as when there
		// is no shared directory.
		log.Printf("sudokit kernel: %v", err)
		shared = nil
	}
	progs := &progCache{dir: filepath.Join(dir, "progs"), shared: shared}
	return &Engine{cfg: cfg, tc: tc, types: newTypeChecker(tc), dir: dir, nb: newNotebook(), progs: progs, cells: cellGroup(cfg.CellCgroup)}, nil
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

// isDisplayData reports whether t is display.Data, a display bundle (an
// alias of a struct type, as in gophernotes).
//
// The type is looked up in the checker's packages every time (they are
// cached), since %go get and %go mod edit start the checker afresh.
func (e *Engine) isDisplayData(t types.Type) bool {
	pkg, err := e.types.importPackage(context.Background(), displayPath)
	if err != nil {
		return false
	}
	obj, ok := pkg.Scope().Lookup("Data").(*types.TypeName)
	return ok && types.Identical(types.Unalias(t), types.Unalias(obj.Type()))
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
