package engine

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
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

// UntrustedProgramsError is why the kernel does not use a directory of
// shared programs: someone other than root or the user running the kernel
// could change what is in it.
type UntrustedProgramsError struct {
	Path   string // the directory, or the folder above it, at fault
	Reason string
}

func (e *UntrustedProgramsError) Error() string {
	return fmt.Sprintf("not using the shared programs in %s: %s", e.Path, e.Reason)
}

// openShared returns the shared program directory dir, or nil when dir is
// empty or (when only reading) does not exist. With fill set the directory
// is created. A directory others could write to is an
// *UntrustedProgramsError.
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
	if err := checkTrustedPath(dir); err != nil {
		return nil, err
	}
	return &sharedPrograms{dir: dir, fill: fill}, nil
}

// checkTrustedPath checks dir and every folder above it.
func checkTrustedPath(dir string) error {
	for p := dir; ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if err != nil {
			return err
		}
		if !fi.IsDir() {
			return &UntrustedProgramsError{p, "not a directory"}
		}
		sticky := fi.Mode()&fs.ModeSticky != 0
		if why := untrusted(fi, p != dir && sticky); why != "" {
			return &UntrustedProgramsError{p, why}
		}
		if p == filepath.Dir(p) {
			return nil
		}
	}
}

// untrusted says why a file or folder could be changed by someone other
// than root or this user ("" when it cannot). With othersMayWrite, a
// folder writable by all is fine (the sticky bit keeps others from
// replacing what is not theirs).
func untrusted(fi fs.FileInfo, othersMayWrite bool) string {
	uid, ok := fileOwner(fi)
	if !ok {
		return "its owner cannot be read on this system"
	}
	if uid != 0 && uid != os.Geteuid() {
		return fmt.Sprintf("owned by uid %d, neither root nor this user", uid)
	}
	if fi.Mode().Perm()&0o022 != 0 && !othersMayWrite {
		return fmt.Sprintf("group or others may write to it (mode %#o)", fi.Mode().Perm())
	}
	return ""
}

// lookup returns the program stored under key, if there is a trusted one.
func (s *sharedPrograms) lookup(key string) (string, bool) {
	path := filepath.Join(s.dir, key)
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() || fi.Mode().Perm()&0o111 == 0 || untrusted(fi, false) != "" {
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
