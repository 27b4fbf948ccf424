package engine

import (
	"errors"
	"os/exec"
	"syscall"

	"github.com/sudokit/sudokit/internal/cgroup"
	"github.com/sudokit/sudokit/kernel/internal/wire"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// killedForMemory reports whether a cell program that ended with waitErr
// was killed by its cell group's out-of-memory killer: it died of SIGKILL
// and the group counts more OOM kills than before it started.
func killedForMemory(waitErr error, cells *cgroup.Group, before int) bool {
	var ee *exec.ExitError
	if cells == nil || !errors.As(waitErr, &ee) {
		return false
	}
	ws, ok := ee.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL && cells.OOMKills() > before
}

// outOfMemory is the error of a cell killed for using more memory than
// its group allows, in the user's language.
func outOfMemory(cells *cgroup.Group) *wire.CellError {
	limit, err := cells.MemoryLimit()
	if err != nil || limit <= 0 {
		return &wire.CellError{EName: "MemoryError", EValue: lang.Sprintf("the cell was killed for using more memory than a cell may use; variables keep their values from before the cell")}
	}
	return &wire.CellError{EName: "MemoryError", EValue: lang.Sprintf("the cell was killed for using more memory than the %[1]d MiB a cell may use; variables keep their values from before the cell", limit>>20)}
}

// oomMessages are the kernel's words for a cell killed for memory (their
// translations are in locales/).
var oomMessages = []string{
	"the cell was killed for using more memory than the %[1]d MiB a cell may use; variables keep their values from before the cell",
	"the cell was killed for using more memory than a cell may use; variables keep their values from before the cell",
}
