package sandbox

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// UID ranges: each grader process (as root) takes a range of its own, held
// by an exclusive lock on a file, so two graders running at once never share
// a uid — one's fork bomb cannot eat the other's process limit, and neither
// can reach the other's files. The lock is released by the kernel when the
// grader ends, however it ends.
const (
	uidRangeBase  = 200000 // first uid of range 0
	uidRangeSize  = 1024   // uids per range: slot k runs as base+1+k
	uidRangeCount = 1000   // ranges (graders at once)
	// BuildUID compiles submissions: one uid shared by every grader, which
	// owns the build cache; each compile sees only its own sources.
	BuildUID = uidRangeBase - 1
)

// uidLockDir holds the lock files (root-only).
var uidLockDir = "/run/sudokit-uids"

// uidRange is a range of uids held by this process.
type uidRange struct {
	base int
	lock *os.File
}

// allocateUIDs takes the first free range.
func allocateUIDs() (*uidRange, error) {
	if err := os.MkdirAll(uidLockDir, 0o700); err != nil {
		return nil, fmt.Errorf("%w: uid ranges: %v", ErrSandbox, err)
	}
	for k := 0; k < uidRangeCount; k++ {
		path := filepath.Join(uidLockDir, fmt.Sprintf("range-%d.lock", k))
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
		if err != nil {
			return nil, fmt.Errorf("%w: uid ranges: %v", ErrSandbox, err)
		}
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			fmt.Fprintf(f, "%d\n", os.Getpid())
			return &uidRange{base: uidRangeBase + k*uidRangeSize, lock: f}, nil
		}
		f.Close()
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w: uid ranges: locking %s: %v", ErrSandbox, path, err)
		}
	}
	return nil, fmt.Errorf("%w: all %d uid ranges are in use", ErrSandbox, uidRangeCount)
}

// release gives the range back.
func (r *uidRange) release() {
	if r != nil && r.lock != nil {
		r.lock.Close()
		r.lock = nil
	}
}
