package kernel

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/sudokit/sudokit/internal/nbcell"
	"github.com/sudokit/sudokit/kernel/engine"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// BuildPrograms runs the code cells of the Go notebooks in dir (its
// *.ipynb files, each in a fresh kernel session and an empty working
// folder, top to bottom as "Run All" does) and keeps every program they
// link in cfg.Programs, where every later kernel with the same Programs
// finds them: a class opening these notebooks then runs their cells
// without compiling them. A cell that fails (an exercise left for the
// student) is counted, not an error. logf receives a line per notebook.
func BuildPrograms(ctx context.Context, cfg Config, dir string, logf func(format string, args ...any)) error {
	if cfg.Programs == "" {
		return fmt.Errorf("no directory for the programs")
	}
	cfg.FillPrograms = true
	paths, err := filepath.Glob(filepath.Join(dir, "*.ipynb"))
	if err != nil {
		return err
	}
	slices.Sort(paths)
	for _, path := range paths {
		language, cells, err := nbcell.CodeCells(path)
		if err != nil {
			return err
		}
		if language != "go" || len(cells) == 0 {
			continue
		}
		start := time.Now()
		failed, err := runNotebook(ctx, cfg, cells)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		logf("%[1]s: cells run: %[2]d, failed: %[3]d, in %[4]s", filepath.Base(path), len(cells), failed, time.Since(start).Round(time.Millisecond).String())
	}
	return nil
}

// runNotebook runs cells in a new engine whose working folder is a fresh
// empty one, and returns how many failed.
func runNotebook(ctx context.Context, cfg Config, cells []string) (int, error) {
	work, err := os.MkdirTemp("", "sudokit-programs-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(work)
	cfg.WorkDir = work
	e, err := engine.New(ctx, cfg)
	if err != nil {
		return 0, err
	}
	defer e.Close()
	if err := e.Warm(ctx); err != nil {
		return 0, err
	}
	failed := 0
	for i, src := range cells {
		if oc := e.Execute(ctx, i+1, src, false, wire.Discard{}); oc.Err != nil {
			failed++
		}
		if err := ctx.Err(); err != nil {
			return failed, err
		}
	}
	return failed, nil
}
