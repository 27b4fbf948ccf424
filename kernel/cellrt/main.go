package cellrt

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"

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
	// Restoring and saving allocate little garbage but make or walk the
	// whole restored state; collecting while they run would scan it again
	// and again. The collector runs as usual while the cell runs.
	gc := debug.SetGCPercent(-1)
	tr := newPhaseTimer()
	var r restored
	if in := os.Getenv(EnvStateIn); in != "" {
		var err error
		r, err = restoreState(in, vars)
		if err != nil {
			fmt.Fprintf(os.Stderr, "sudokit: cannot restore variables: %v\n", err)
		}
		for _, n := range r.notices {
			fmt.Fprintf(os.Stderr, "sudokit: variable %s: %s\n", n.Name, n.Reason)
		}
	} else {
		r.keptVar = map[string]bool{}
	}

	tr.mark("restore")
	stop := resumeGC(gc)
	before := runtime.NumGoroutine()
	if !runCell(cell) {
		os.Exit(ExitPanic)
	}
	stop()
	left := runtime.NumGoroutine() - before
	tr.mark("cell")

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
	tr.mark("save")
	tr.report()
	done := wire.Frame{Kind: wire.KindDone, Types: types, Goroutines: max(left, 0)}
	for _, n := range dropped {
		if !n.Channel {
			fmt.Fprintf(os.Stderr, "sudokit: variable %s is not kept for later cells: %s\n", n.Name, n.Reason)
		}
		done.Dropped = append(done.Dropped, wire.Dropped{Name: n.Name, Reason: n.Reason, Channel: n.Channel})
	}
	if _, err := wire.Send(done); err != nil {
		fmt.Fprintf(os.Stderr, "sudokit: %v\n", err)
		os.Exit(1)
	}
}

// resumeGC turns the collector back on at percent gc for the cell, but
// with its first goal at the heap as it is after restoring the state times
// (1 + gc/100), as if a collection had just found it all live: a cell that
// allocates little after restoring a large state then collects nothing,
// instead of scanning the whole state once. After that first collection
// the collector runs at gc as usual. stop turns it off again.
func resumeGC(gc int) (stop func()) {
	var mu sync.Mutex
	running := true
	stop = func() {
		mu.Lock()
		running = false
		mu.Unlock()
		debug.SetGCPercent(-1)
	}
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if gc <= 0 || s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		debug.SetGCPercent(gc)
		return stop
	}
	live, heap := max(s[0].Value.Uint64(), 4<<20), s[1].Value.Uint64()
	if heap <= 2*live {
		debug.SetGCPercent(gc)
		return stop
	}
	// goal = live*(1+p/100) = heap*(1+gc/100)
	p := (heap*uint64(100+gc)/live - 100)
	debug.SetGCPercent(int(min(p, 1<<30)))
	sentinel := &gcSentinel{}
	runtime.SetFinalizer(sentinel, func(*gcSentinel) {
		mu.Lock()
		defer mu.Unlock()
		if running {
			debug.SetGCPercent(gc)
		}
	})
	return stop
}

// gcSentinel is garbage whose finalizer tells that a collection ran. (A
// pointer field keeps it out of the tiny allocator, whose blocks may
// never be finalized.)
type gcSentinel struct {
	_ *int
	_ [16]byte
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
