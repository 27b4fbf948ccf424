package cellrt

import (
	"fmt"
	"os"
	"runtime/debug"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// Environment variables set by the kernel for a cell program.
const (
	EnvStateIn  = "SUDOKIT_STATE_IN"  // snapshot to restore (may be absent)
	EnvStateOut = "SUDOKIT_STATE_OUT" // where to save the snapshot
	EnvCell     = "SUDOKIT_CELL"      // the execution count of the running cell
)

// ExitPanic is the exit status of a cell program whose cell panicked.
const ExitPanic = 3

// Main runs a cell program: it restores vars from the previous snapshot,
// runs cell, and saves vars for the next cell. A panic in cell is reported
// to the kernel as an error with a traceback in cell coordinates, and the
// program exits with ExitPanic without saving, so the notebook state stays
// as it was before the cell.
func Main(vars []Var, cell func()) {
	if in := os.Getenv(EnvStateIn); in != "" {
		data, err := os.ReadFile(in)
		switch {
		case err == nil:
			notices, err := loadVars(data, vars)
			if err != nil {
				fmt.Fprintf(os.Stderr, "sudokit: cannot restore variables: %v\n", err)
			}
			for _, n := range notices {
				fmt.Fprintf(os.Stderr, "sudokit: variable %s: %s\n", n.Name, n.Reason)
			}
		case !os.IsNotExist(err):
			fmt.Fprintf(os.Stderr, "sudokit: cannot restore variables: %v\n", err)
		}
	}

	if !runCell(cell) {
		os.Exit(ExitPanic)
	}

	data, dropped, types := saveVars(vars)
	for _, n := range dropped {
		fmt.Fprintf(os.Stderr, "sudokit: variable %s is not kept for later cells: %s\n", n.Name, n.Reason)
	}
	if out := os.Getenv(EnvStateOut); out != "" {
		if err := writeFileAtomic(out, data); err != nil {
			fmt.Fprintf(os.Stderr, "sudokit: cannot save variables: %v\n", err)
			os.Exit(1)
		}
	}
	done := wire.Frame{Kind: wire.KindDone, Types: types}
	for _, n := range dropped {
		done.Dropped = append(done.Dropped, wire.Dropped{Name: n.Name, Reason: n.Reason})
	}
	if _, err := wire.Send(done); err != nil {
		fmt.Fprintf(os.Stderr, "sudokit: %v\n", err)
		os.Exit(1)
	}
}

// runCell runs cell and reports whether it returned normally.
func runCell(cell func()) (ok bool) {
	defer func() {
		if ok {
			return
		}
		r := recover()
		stack := string(debug.Stack())
		f := wire.Frame{
			Kind:      wire.KindError,
			EName:     "panic",
			EValue:    fmt.Sprint(r),
			Traceback: Traceback(fmt.Sprintf("panic: %v", r), RunningCell(stack)),
		}
		if err, isErr := r.(error); isErr {
			f.EValue = err.Error()
			f.EName = fmt.Sprintf("panic (%T)", err)
		}
		if sent, _ := wire.Send(f); !sent {
			fmt.Fprintln(os.Stderr, f.Traceback)
		}
	}()
	cell()
	return true
}
