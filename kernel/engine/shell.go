package engine

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"time"

	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// A cell line starting with '!' is a shell command (as in IPython, GoNB
// and gophernotes): "!go version", "!ls". It runs with /bin/sh in the
// notebook's folder, its output streamed to the cell as it comes, bounded
// as a cell's output is; the go command the kernel uses comes first on its
// PATH. It runs as a cell program does (its own process group, in the
// cell programs' control group when there is one, killed with the kernel,
// and by an interrupt); the jobs it leaves in the background end with it.
// A command that fails says its exit status on stderr without making the
// cell an error, as in IPython.
//
// runShell runs the command of a '!' line.
func (e *Engine) runShell(ctx context.Context, command string, out wire.Sink) error {
	cmd := exec.Command("/bin/sh", "-c", command)
	cmd.Dir = e.cfg.WorkDir
	path := os.Getenv("PATH")
	if dir := filepath.Dir(e.tc.goBin); filepath.IsAbs(e.tc.goBin) {
		path = dir + string(os.PathListSeparator) + path
	}
	cmd.Env = append(os.Environ(), "PATH="+path)
	stdoutR, stdoutW, err := os.Pipe()
	if err != nil {
		return err
	}
	stderrR, stderrW, err := os.Pipe()
	if err != nil {
		stdoutR.Close()
		stdoutW.Close()
		return err
	}
	cmd.Stdout, cmd.Stderr = stdoutW, stderrW
	exited, pid, err := startChild(cmd, e.cells)
	stdoutW.Close()
	stderrW.Close()
	if err != nil {
		stdoutR.Close()
		stderrR.Close()
		return err
	}
	defer stdoutR.Close()
	defer stderrR.Close()
	var readers sync.WaitGroup
	pumpOutputs(&readers, stdoutR, stderrR, &outputLimit{left: e.cfg.OutputLimit}, out, out)
	var werr error
	select {
	case werr = <-exited:
	case <-ctx.Done():
		killGroup(pid)
		<-exited
		waitReaders(&readers, 2*time.Second, stdoutR, stderrR)
		return stoppedError(ctx)
	}
	// Background jobs die with the command, as a cell program's do: one
	// still holding the output pipes ("!sleep 300 &") would otherwise keep
	// the cell running, deaf to interrupts, until it ends.
	killGroup(pid)
	waitReaders(&readers, 2*time.Second, stdoutR, stderrR)
	if werr != nil {
		if ee, ok := werr.(*exec.ExitError); ok {
			out.Stream("stderr", lang.Sprintf(msgShellStatus, command, ee.ExitCode()))
			return nil
		}
		return fmt.Errorf("!%s: %w", command, werr)
	}
	return nil
}
