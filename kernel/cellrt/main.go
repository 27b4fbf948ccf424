package cellrt

import (
	"fmt"
	"os"
	"runtime/debug"

	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// Environment variables set by the kernel for a cell program.
const (
	EnvStateIn  = "SUDOKIT_STATE_IN"  // manifest of the state to restore (may be empty)
	EnvStateOut = "SUDOKIT_STATE_OUT" // where to write the new manifest; unit files go beside it
	EnvCell     = "SUDOKIT_CELL"      // the execution count of the running cell
)

// ExitPanic is the exit status of a cell program whose cell panicked.
const ExitPanic = 3

// Main runs a cell program: it restores the variables the cell can reach
// from the previous state, runs cell, and saves them for the next cell;
// the units of the state holding only Untouched variables are neither read
// nor written (see units.go). A panic in cell is reported to the kernel as
// an error with a traceback in cell coordinates, and the program exits
// with ExitPanic without saving, so the notebook state stays as it was
// before the cell.
func Main(vars []Var, cell func()) {
	var r restored
	if in := os.Getenv(EnvStateIn); in != "" {
		var err error
		r, err = restoreState(in, vars)
		if err != nil {
			fmt.Fprintf(os.Stderr, "sudokit: cannot restore variables: %v\n", err)
		}
		for _, n := range r.notices {
			fmt.Fprintf(os.Stderr, "sudokit: variable %s %s\n", n.Name, n.Reason)
		}
	} else {
		r.keptVar = map[string]bool{}
	}

	if !runCell(cell) {
		os.Exit(ExitPanic)
	}

	var dropped []Notice
	var types []string
	if out := os.Getenv(EnvStateOut); out != "" {
		var err error
		dropped, types, err = saveState(out, vars, r)
		if err != nil {
			fmt.Fprintf(os.Stderr, "sudokit: cannot save variables: %v\n", err)
			os.Exit(1)
		}
	}
	for _, n := range dropped {
		fmt.Fprintf(os.Stderr, "sudokit: variable %s is not kept for later cells: %s\n", n.Name, n.Reason)
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
