package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/sudokit/sudokit/kernel/engine"
	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// InstallOptions says where and how to install the kernelspec.
type InstallOptions struct {
	// User installs into the user's Jupyter data directory
	// ($JUPYTER_DATA_DIR, else ~/.local/share/jupyter).
	User bool
	// Prefix installs into Prefix/share/jupyter (like "jupyter kernelspec
	// install --prefix"). With neither User nor Prefix, the kernelspec goes
	// to /usr/local/share/jupyter.
	Prefix string
	// Name is the kernelspec directory name; default "sudokit".
	Name string
	// Executable is the sudokit binary Jupyter runs; default: this program.
	Executable string
	// Config is used to warm the build cache (and for its source root,
	// recorded in the kernelspec as SUDOKIT_ROOT).
	Config Config
	// Lang, when set, is the language of the class ("nl", "zh-Hans"):
	// the kernelspec sets SUDOKIT_LANG to it, so every notebook's
	// explanations, hints and messages start in that language.
	Lang string
	// SkipWarm skips warming the build cache (and building the programs
	// of Notebooks).
	SkipWarm bool
	// Programs is a directory of cell programs built ahead for the class,
	// recorded in the kernelspec as SUDOKIT_PROGRAMS (see
	// Config.Programs); empty: none.
	Programs string
	// Notebooks is a folder of notebooks whose cells' programs are built
	// into Programs (see BuildPrograms) after warming the build cache.
	Notebooks string
	// Log receives progress messages (may be nil).
	Log io.Writer
}

// kernelSpec is the kernel.json of a kernelspec.
type kernelSpec struct {
	Argv          []string          `json:"argv"`
	DisplayName   string            `json:"display_name"`
	Language      string            `json:"language"`
	InterruptMode string            `json:"interrupt_mode"`
	Env           map[string]string `json:"env,omitempty"`
	Metadata      map[string]any    `json:"metadata,omitempty"`
}

// KernelSpecDir returns the directory Install writes the kernelspec to.
func (o InstallOptions) KernelSpecDir() (string, error) {
	name := o.Name
	if name == "" {
		name = "sudokit"
	}
	var base string
	switch {
	case o.User && o.Prefix != "":
		return "", errors.New("choose either a user install or a prefix, not both")
	case o.User:
		base = os.Getenv("JUPYTER_DATA_DIR")
		if base == "" {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", err
			}
			base = filepath.Join(home, ".local", "share", "jupyter")
		}
	case o.Prefix != "":
		p, err := filepath.Abs(o.Prefix)
		if err != nil {
			return "", err
		}
		base = filepath.Join(p, "share", "jupyter")
	default:
		base = "/usr/local/share/jupyter"
	}
	return filepath.Join(base, "kernels", name), nil
}

// Install writes the kernelspec (kernel.json and the two logos) and warms
// the Go build cache so that the first cell of a notebook is fast; with
// Notebooks it then builds their cells' programs into Programs
// (BuildPrograms).
func Install(opts InstallOptions) error {
	logf := logTo(opts)
	if opts.Notebooks != "" && opts.Programs == "" {
		return errors.New("building the notebooks' programs needs a directory for them (--programs)")
	}
	dir, err := opts.KernelSpecDir()
	if err != nil {
		return err
	}
	exe := opts.Executable
	if exe == "" {
		if exe, err = os.Executable(); err != nil {
			return err
		}
	}
	if exe, err = filepath.Abs(exe); err != nil {
		return err
	}
	cfg, err := opts.Config.WithDefaults()
	if err != nil {
		return err
	}
	spec := kernelSpec{
		Argv:          []string{exe, "kernel", "-f", "{connection_file}"},
		DisplayName:   "Go (sudokit)",
		Language:      "go",
		InterruptMode: "message",
		Env:           map[string]string{engine.EnvSourceRoot: cfg.SourceRoot},
		Metadata:      map[string]any{"debugger": false},
	}
	if opts.Lang != "" {
		spec.Env["SUDOKIT_LANG"] = opts.Lang
	}
	if opts.Programs != "" {
		if opts.Programs, err = filepath.Abs(opts.Programs); err != nil {
			return err
		}
		spec.Env[engine.EnvPrograms] = opts.Programs
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	b, err := json.MarshalIndent(spec, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "kernel.json"), append(b, '\n'), 0o644); err != nil {
		return err
	}
	for _, size := range []int{32, 64} {
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("logo-%dx%d.png", size, size)))
		if err != nil {
			return err
		}
		err = png.Encode(f, drawLogo(size))
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	logf("installed kernelspec %q in %s", "Go (sudokit)", dir)
	if opts.SkipWarm {
		return nil
	}
	start := time.Now()
	if err := Warm(context.Background(), cfg); err != nil {
		return fmt.Errorf("warming the Go build cache: %w", err)
	}
	logf("warmed the Go build cache in %s", time.Since(start).Round(time.Millisecond))
	if opts.Notebooks == "" {
		return nil
	}
	start = time.Now()
	cfg.Programs = opts.Programs
	if err := BuildPrograms(context.Background(), cfg, opts.Notebooks, logf); err != nil {
		return fmt.Errorf("building the notebooks' programs: %w", err)
	}
	logf("built the programs of the notebooks in %[1]s in %[3]s; kernels find them in %[2]s", opts.Notebooks, opts.Programs, time.Since(start).Round(time.Millisecond).String())
	return nil
}

// Warm compiles the packages cells use most (sudoku, render, display and
// common standard packages) into the Go build cache, then runs a test cell
// to check that the toolchain works.
func Warm(ctx context.Context, cfg Config) error {
	e, err := engine.New(ctx, cfg)
	if err != nil {
		return err
	}
	defer e.Close()
	if err := e.Warm(ctx); err != nil {
		return err
	}
	oc := e.Execute(ctx, 1, "x := 40\nx + 2", false, wire.Discard{})
	if oc.Err != nil {
		return oc.Err
	}
	if oc.Result == nil || oc.Result.Data["text/plain"] != "42" {
		return errors.New("the test cell did not show 42")
	}
	return nil
}

// logTo returns a logf writing translated lines to opts.Log.
func logTo(opts InstallOptions) func(format string, args ...any) {
	return func(format string, args ...any) {
		if opts.Log != nil {
			fmt.Fprintln(opts.Log, lang.Sprintf(format, args...))
		}
	}
}
