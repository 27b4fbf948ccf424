package engine

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"

	"github.com/sudokit/sudokit/kernel/cellrt"
	"github.com/sudokit/sudokit/kernel/internal/wire"
)

// stoppedError is the error output of a cell whose context was cancelled:
// "Interrupted" for an interrupt request.
func stoppedError(ctx context.Context) *wire.CellError {
	ee := &wire.CellError{EName: "Interrupted", EValue: "the cell was interrupted; variables keep their values from before the cell"}
	if cause := context.Cause(ctx); cause != wire.ErrInterrupted {
		ee.EValue = "the cell was stopped: " + cause.Error()
	}
	return ee
}

// runOutcome is what a cell program reported.
type runOutcome struct {
	result *wire.Frame // execute_result
	done   *wire.Frame // the program finished and saved its variables
	err    *wire.CellError
}

// runProgram runs the linked program of cell num. stateIn is the snapshot
// to restore (may be ""), stateOut where to save the new one; literals
// are the values of the literal arguments the program reads.
func (e *Engine) runProgram(ctx context.Context, prog string, num int, stateIn, stateOut string, literals []string, allowStdin bool, out wire.Sink) (*runOutcome, error) {
	frameR, frameW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	stdoutR, stdoutW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	stderrR, stderrW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(prog)
	cmd.Dir = e.cfg.WorkDir
	cmd.Env = append(os.Environ(),
		wire.EnvFD+"=3",
		cellrt.EnvStateIn+"="+stateIn,
		cellrt.EnvStateOut+"="+stateOut,
		cellrt.EnvCell+"="+strconv.Itoa(num),
		literalsEnv(literals),
	)
	cmd.Env = append(cmd.Env, e.cfg.Env...)
	cmd.Stdout, cmd.Stderr = stdoutW, stderrW
	cmd.ExtraFiles = []*os.File{frameW}
	var stdinW *os.File
	if allowStdin {
		r, w, err := newStdinPipe()
		if err != nil {
			return nil, err
		}
		cmd.Stdin = r
		stdinW = w
		defer r.Close()
		defer w.Close()
	}
	oomBefore := e.cells.OOMKills()
	exited, pid, startErr := startChild(cmd, e.cells)
	stdoutW.Close()
	stderrW.Close()
	frameW.Close()
	if startErr != nil {
		stdoutR.Close()
		stderrR.Close()
		frameR.Close()
		return nil, startErr
	}

	oc := &runOutcome{}
	var readers sync.WaitGroup
	lim := &outputLimit{left: e.cfg.OutputLimit}
	errOut := &cellPosSink{Sink: out, num: num}
	pumpOutputs(&readers, stdoutR, stderrR, lim, out, errOut)
	readers.Add(1)
	go func() {
		defer readers.Done()
		readFrames(frameR, oc, out)
	}()

	var timeout <-chan time.Time
	if e.cfg.CellTimeout > 0 {
		t := time.NewTimer(e.cfg.CellTimeout)
		defer t.Stop()
		timeout = t.C
	}
	var poll <-chan time.Time
	if stdinW != nil {
		tk := time.NewTicker(40 * time.Millisecond)
		defer tk.Stop()
		poll = tk.C
	}

	var waitErr error
	var stopped *wire.CellError
loop:
	for {
		select {
		case waitErr = <-exited:
			break loop
		case <-ctx.Done():
			stopped = stoppedError(ctx)
			killGroup(pid)
		case <-timeout:
			stopped = &wire.CellError{EName: "Timeout", EValue: fmt.Sprintf("the cell ran longer than %s and was stopped; variables keep their values from before the cell", e.cfg.CellTimeout)}
			killGroup(pid)
		case <-poll:
			if waitingForInput(pid, stdinW) {
				line, ok := out.Input("")
				if !ok {
					stdinW.Close()
					poll = nil
					continue
				}
				if _, err := io.WriteString(stdinW, line+"\n"); err != nil {
					poll = nil
				}
			}
		}
	}
	// Background processes the cell started die with it, which also
	// closes the pipes they might hold.
	killGroup(pid)
	waitReaders(&readers, 2*time.Second, stdoutR, stderrR, frameR)
	errOut.flush()
	stdoutR.Close()
	stderrR.Close()
	frameR.Close()
	if lim.dropped > 0 {
		out.Stream("stderr", fmt.Sprintf("\n[sudokit: output truncated: %d more bytes were dropped after the limit of %d bytes]\n", lim.dropped, e.cfg.OutputLimit))
	}

	switch {
	case stopped != nil:
		oc.err = stopped
		oc.done = nil
	case oc.err != nil:
		oc.done = nil
	case oc.done == nil && killedForMemory(waitErr, e.cells, oomBefore):
		oc.err = outOfMemory(e.cells)
	case oc.done == nil:
		status := "crashed"
		var ee *exec.ExitError
		if errors.As(waitErr, &ee) {
			status = fmt.Sprintf("exited with status %d", ee.ExitCode())
			if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
				status = "was killed by signal " + ws.Signal().String()
			}
		} else if waitErr == nil {
			status = "exited with status 0"
		}
		oc.err = &wire.CellError{EName: "Exit", EValue: "the cell program " + status + " before the cell finished (os.Exit or a fatal error); variables keep their values from before the cell"}
	}
	return oc, nil
}

// waitReaders waits for the pipe readers, closing the pipes if something
// still holds their write ends after d.
func waitReaders(wg *sync.WaitGroup, d time.Duration, files ...*os.File) {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		for _, f := range files {
			f.Close()
		}
		<-done
	}
}

// outputLimit counts the bytes a cell may still print.
type outputLimit struct {
	mu      sync.Mutex
	left    int64 // negative: unlimited
	dropped int64
}

// take returns how much of n bytes may be forwarded.
func (l *outputLimit) take(n int) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.left < 0 {
		return n
	}
	k := int64(n)
	if k > l.left {
		k = l.left
	}
	l.left -= k
	l.dropped += int64(n) - k
	return int(k)
}

// pumpOutputs forwards a program's stdout to out and its stderr to errOut,
// under one output limit, each from a goroutine counted in readers.
func pumpOutputs(readers *sync.WaitGroup, stdout, stderr io.Reader, lim *outputLimit, out, errOut wire.Sink) {
	for _, s := range []struct {
		name string
		r    io.Reader
		to   wire.Sink
	}{{"stdout", stdout, out}, {"stderr", stderr, errOut}} {
		readers.Add(1)
		go func() {
			defer readers.Done()
			pumpStream(s.name, s.r, lim, s.to)
		}()
	}
}

func pumpStream(name string, r io.Reader, lim *outputLimit, out wire.Sink) {
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 {
			if k := lim.take(n); k > 0 {
				out.Stream(name, string(buf[:k]))
			}
		}
		if err != nil {
			return
		}
	}
}

// maxFrameBytes bounds one frame (a line on the program's frame
// descriptor). A longer line is dropped as it is read, so that a program
// writing endlessly without a line break costs the kernel no memory; a
// bundle that large is dropped by boundBundle anyway.
const maxFrameBytes = 64 << 20

func readFrames(r io.Reader, oc *runOutcome, out wire.Sink) {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, err := readLine(br, maxFrameBytes)
		if len(line) > 0 {
			var f wire.Frame
			if json.Unmarshal(line, &f) == nil {
				switch f.Kind {
				case wire.KindResult:
					drawValue(&f)
					boundBundle(f.Data)
					oc.result = &f
				case wire.KindError:
					oc.err = &wire.CellError{EName: f.EName, EValue: f.EValue, Traceback: f.Traceback}
				case wire.KindDone:
					oc.done = &f
				default:
					if f.Kind == wire.KindWidget && f.Widget != nil && f.Widget.Op == wire.WidgetOutput {
						drawValue(&f) // a value shown in an Output widget
					}
					if f.Data != nil {
						boundBundle(f.Data)
					}
					out.Display(f)
				}
			}
		}
		if err != nil {
			return
		}
	}
}

// readLine reads up to and including the next '\n', like ReadBytes; a
// line longer than limit is read to its end and dropped (nil is returned for
// it).
func readLine(br *bufio.Reader, limit int) ([]byte, error) {
	var line []byte
	long := false
	for {
		part, err := br.ReadSlice('\n')
		if !long && len(line)+len(part) > limit {
			long, line = true, nil
		}
		if !long {
			if need := len(line) + len(part); need > cap(line) {
				// Doubling, where append grows large slices by a quarter:
				// a line of limit bytes then costs 2×limit, not 5×limit.
				grown := make([]byte, len(line), max(2*cap(line), need))
				copy(grown, line)
				line = grown
			}
			line = append(line, part...)
		}
		if err != bufio.ErrBufferFull {
			return line, err
		}
	}
}

// buildDir is where cell programs are written and built.
func (e *Engine) buildDir() string { return filepath.Join(e.dir, "build") }
