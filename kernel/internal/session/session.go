// Package session makes the private directories a kernel keeps its files
// in while it runs, and removes those of kernels that died without
// cleaning up.
package session

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// New creates a directory named prefix followed by a random suffix in the
// system's temporary directory, holding a file "pid" with this process's
// id. Before, it deletes the directories of that prefix whose pid file
// names a process that no longer exists (a kernel killed before it could
// clean up). The caller removes the directory when done.
func New(prefix string) (string, error) {
	removeStale(prefix)
	dir, err := os.MkdirTemp("", prefix)
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "pid"), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
}

// removeStale deletes the directories of prefix whose pid file names a
// dead process.
func removeStale(prefix string) {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), prefix+"*"))
	for _, d := range dirs {
		b, err := os.ReadFile(filepath.Join(d, "pid"))
		if err != nil {
			continue
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || pid <= 0 {
			continue
		}
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			os.RemoveAll(d)
		}
	}
}
