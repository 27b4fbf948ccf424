package engine

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"time"
)

// Config holds the engine's settings (the CLI fills it from viper keys).
type Config struct {
	// GoBin is the go command used to list and fetch packages; the
	// compiler and linker are taken from its tool directory. Default "go".
	GoBin string
	// OutputLimit is the number of bytes of stdout and stderr a cell may
	// print before the rest is dropped with a notice. Zero means 1 MiB;
	// negative means no limit.
	OutputLimit int64
	// CellTimeout stops a cell that runs longer (zero: no limit).
	CellTimeout time.Duration
	// SourceRoot is the sudokit source tree cells import sudokit packages
	// from. Default: $SUDOKIT_ROOT, else the tree this binary was built
	// from when it still exists.
	SourceRoot string
	// WorkDir is the directory cell programs run in. Default: the kernel's
	// working directory (Jupyter starts kernels in the notebook's folder).
	WorkDir string
	// CellCgroup is the control group cell programs run in: its path
	// inside each cgroup hierarchy ("sudokit-hub/alice/cells"), on v1 in
	// the memory hierarchy. Default: $SUDOKIT_CELL_CGROUP, which the class
	// server sets; empty: cell programs stay in the kernel's own group.
	// When a cell program is killed by that group's out-of-memory killer,
	// the cell says so.
	CellCgroup string
	// Programs is a directory of cell programs built ahead of time for a
	// class ("kernel install --programs DIR --warm-notebooks NB"): a cell
	// whose program is there runs it without compiling. It is only read,
	// and only when nobody but root and the user running the kernel can
	// change it (see sharedPrograms). Default: $SUDOKIT_PROGRAMS; empty:
	// none.
	Programs string
	// FillPrograms makes the engine add every program it builds to
	// Programs, creating the directory: how it is filled.
	FillPrograms bool
	// Env holds more environment entries ("NAME=value") for every cell
	// program: the Jupyter layer names its comm and widget state files
	// this way.
	Env []string
}

// EnvCellCgroup names the environment variable that gives
// Config.CellCgroup its default.
const EnvCellCgroup = "SUDOKIT_CELL_CGROUP"

// EnvSourceRoot names the environment variable recording the sudokit source
// tree; "kernel install" writes it into the kernelspec.
const EnvSourceRoot = "SUDOKIT_ROOT"

const defaultOutputLimit = 1 << 20

// WithDefaults returns c with its unset fields given their defaults; it
// fails when no sudokit source tree can be found.
func (c Config) WithDefaults() (Config, error) {
	if c.GoBin == "" {
		c.GoBin = "go"
	}
	if c.OutputLimit == 0 {
		c.OutputLimit = defaultOutputLimit
	}
	if c.SourceRoot == "" {
		root, err := DefaultSourceRoot()
		if err != nil {
			return c, err
		}
		c.SourceRoot = root
	}
	if c.CellCgroup == "" {
		c.CellCgroup = os.Getenv(EnvCellCgroup)
	}
	if c.Programs == "" {
		c.Programs = os.Getenv(EnvPrograms)
	}
	if c.WorkDir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return c, err
		}
		c.WorkDir = wd
	}
	return c, nil
}

// DefaultSourceRoot returns $SUDOKIT_ROOT, or else the sudokit source tree
// this binary was compiled from, if it is still there.
func DefaultSourceRoot() (string, error) {
	if r := os.Getenv(EnvSourceRoot); r != "" {
		return filepath.Abs(r)
	}
	_, file, _, ok := runtime.Caller(0)
	if ok && filepath.IsAbs(file) {
		root := filepath.Join(filepath.Dir(file), "..", "..") // kernel/engine/config.go
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			return root, nil
		}
	}
	return "", errors.New("cannot find the sudokit source tree: set " + EnvSourceRoot)
}
