// Package trust says whether files and folders can be changed by nobody
// but root and the user running the program: what a program may run, or
// run as root, without taking orders from another user. The kernel uses it
// for the programs built ahead for a class, the class server's setup for
// the notebooks it runs as root.
package trust

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// An Error says why a path is not trusted.
type Error struct {
	Path   string // the file, or the folder at fault
	Reason string
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Path, e.Reason) }

// Dir checks that dir and every folder above it are owned by root or the
// user running the program and writable by nobody else; a folder above dir
// may be writable by all when it has the sticky bit (like /tmp), which
// keeps others from replacing what is not theirs. A path through links is
// checked twice: as written (whoever can write the folder holding a link
// can point it elsewhere) and with its links followed (whoever can write
// above the folder it leads to can replace that). It returns the
// filesystem's error, or an *Error.
func Dir(dir string) error {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	if err := walkUp(dir); err != nil {
		return err
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return err
	}
	if real == dir {
		return nil
	}
	return walkUp(real)
}

// walkUp checks dir and each folder above it, by name.
func walkUp(dir string) error {
	for p := dir; ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if err != nil {
			return err
		}
		if !fi.IsDir() {
			return &Error{p, lang.Sprintf("not a directory")}
		}
		sticky := fi.Mode()&fs.ModeSticky != 0
		if why := Untrusted(fi, p != dir && sticky); why != "" {
			return &Error{p, why}
		}
		if p == filepath.Dir(p) {
			return nil
		}
	}
}

// File checks that path is a regular file (not a link) owned by root or the
// user running the program and writable by nobody else, in a folder Dir
// trusts.
func File(path string) error {
	fi, err := os.Lstat(path)
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() {
		return &Error{path, lang.Sprintf("not a regular file")}
	}
	if why := Untrusted(fi, false); why != "" {
		return &Error{path, why}
	}
	return Dir(filepath.Dir(path))
}

// Untrusted says why the file or folder fi describes could be changed by
// someone other than root or the user running the program ("" when it
// cannot). With othersMayWrite, write permission for others is fine (a
// sticky folder above).
func Untrusted(fi fs.FileInfo, othersMayWrite bool) string {
	uid, ok := fileOwner(fi)
	if !ok {
		return lang.Sprintf("its owner cannot be read on this system")
	}
	if uid != 0 && uid != os.Geteuid() {
		return lang.Sprintf("owned by uid %[1]d, neither root nor this user", uid)
	}
	if fi.Mode().Perm()&0o022 != 0 && !othersMayWrite {
		return lang.Sprintf("group or others may write to it (mode %[1]#o)", uint32(fi.Mode().Perm()))
	}
	return ""
}
