package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"unsafe"
)

// readSyscall is the number of the read system call.
var readSyscall = map[string]int64{"amd64": 0, "arm64": 63, "386": 3, "riscv64": 63, "loong64": 63}

// newStdinPipe returns a blocking pipe for a cell's standard input, so that
// a cell reading it sits in a read system call that waitingForInput can
// see.
func newStdinPipe() (r, w *os.File, err error) {
	var fds [2]int
	if err := syscall.Pipe2(fds[:], syscall.O_CLOEXEC); err != nil {
		return nil, nil, err
	}
	return os.NewFile(uintptr(fds[0]), "stdin-r"), os.NewFile(uintptr(fds[1]), "stdin-w"), nil
}

// waitingForInput reports whether a thread of process pid is blocked
// reading descriptor 0 while the pipe behind w holds no unread data.
func waitingForInput(pid int, w *os.File) bool {
	nr, ok := readSyscall[runtime.GOARCH]
	if !ok {
		return false
	}
	var pending int32
	if _, _, errno := syscall.Syscall(syscall.SYS_IOCTL, w.Fd(), syscall.TIOCINQ, uintptr(unsafe.Pointer(&pending))); errno != 0 || pending > 0 {
		return false
	}
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/syscall", pid))
	for _, t := range tasks {
		b, err := os.ReadFile(t)
		if err != nil {
			continue
		}
		f := strings.Fields(string(b))
		if len(f) < 2 {
			continue
		}
		n, err1 := strconv.ParseInt(f[0], 10, 64)
		fd, err2 := strconv.ParseInt(strings.TrimPrefix(f[1], "0x"), 16, 64)
		if err1 == nil && err2 == nil && n == nr && fd == 0 {
			return true
		}
	}
	return false
}
