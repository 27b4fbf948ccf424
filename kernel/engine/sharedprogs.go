package engine

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sudokit/sudokit/internal/trust"
)

// EnvPrograms names the environment variable that gives Config.Programs its
// default; "kernel install --programs" writes it into the kernelspec.
const EnvPrograms = "SUDOKIT_PROGRAMS"

// sharedPrograms is a directory of cell programs built ahead of time for a
// whole class: "kernel install --programs DIR --warm-notebooks NB" runs the
// course notebooks once and keeps every program their cells link, named by
// their key (programKey: the program's source, the toolchain and the
// contents of the compiled packages it links). A student's kernel that
// meets the same cell runs that program instead of compiling and linking
// it again, which is most of the CPU a notebook takes to open.
//
// The kernel runs what it finds there, so it only reads a directory that
// nobody but root and the user running the kernel can change: the
// directory, every folder above it and each program must be owned by one
// of them and not writable by group or others (a folder above may be
// writable by all when it has the sticky bit, like /tmp). A student cannot
// put a program there for another student's kernel to run.
type sharedPrograms struct {
	dir  string
	fill bool // this engine adds the programs it builds
}

// openShared returns the shared program directory dir, or nil when dir is
// empty or (when only reading) does not exist. With fill set the directory
// is created. A directory others could change is an error wrapping a
// *trust.Error.
func openShared(dir string, fill bool) (*sharedPrograms, error) {
	if dir == "" {
		return nil, nil
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if fill {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, err
		}
	}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err := trust.Dir(dir); err != nil {
		return nil, fmt.Errorf("not using the shared programs in %s: %w", dir, err)
	}
	return &sharedPrograms{dir: dir, fill: fill}, nil
}

// lookup returns the program stored under key, if there is a trusted one.
func (s *sharedPrograms) lookup(key string) (string, bool) {
	path := filepath.Join(s.dir, key)
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm()&0o111 == 0 || trust.Untrusted(fi, false) != "" {
		return "", false
	}
	return path, true
}

// add copies the program built to the directory under key, readable and
// runnable by all, and returns its path there. The copy is renamed into
// place, so a kernel never runs a half-written program.
func (s *sharedPrograms) add(key, built string) (string, error) {
	src, err := os.Open(built)
	if err != nil {
		return "", err
	}
	defer src.Close()
	tmp, err := os.CreateTemp(s.dir, ".new-")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name())
	if _, err := io.Copy(tmp, src); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Chmod(0o755); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	path := filepath.Join(s.dir, key)
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", err
	}
	return path, nil
}
