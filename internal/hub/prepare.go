package hub

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Prepared reports what PrepareUser did.
type Prepared struct {
	// Copied lists the notebooks copied into the student's course folder
	// (only those the student did not have).
	Copied []string
	// Linked is the number of build cache entries linked in.
	Linked int
}

// PrepareUser gets a student's home ready before their server starts: the
// home is made private (0700), every master notebook the student's course
// folder (courseDir, relative to the home) lacks is copied in — an existing
// file, edited or not, is never touched — and the entries of the warmed
// master build cache are hard-linked into the student's own Go build cache
// (~/.cache/go-build), so the first cell finds sudoku, render and the
// standard library compiled. The linked files stay owned by root and
// read-only: a student cannot change what others read, and what the
// student's kernel compiles goes to new files of their own. Run as root;
// every path inside the home is opened without following symlinks out of
// it, so a student's symlink cannot make root write elsewhere.
func PrepareUser(l Layout, courseDir, name string) (Prepared, error) {
	var p Prepared
	u, uid, gid, err := student(name)
	if err != nil {
		return p, err
	}
	if courseDir == "" || filepath.IsAbs(courseDir) || !filepath.IsLocal(courseDir) {
		return p, lang.Errorf("the course folder %q must be a relative path inside the home", courseDir)
	}
	fi, err := os.Lstat(u.HomeDir)
	if err != nil {
		return p, lang.Errorf("home of %[1]s: %[2]w", name, err)
	}
	if !fi.IsDir() {
		return p, lang.Errorf("home of %[1]s (%[2]s) is not a directory", name, u.HomeDir)
	}
	if err := os.Chmod(u.HomeDir, 0o700); err != nil {
		return p, err
	}
	home, err := os.OpenRoot(u.HomeDir)
	if err != nil {
		return p, err
	}
	defer home.Close()
	if p.Copied, err = copyNotebooks(home, l.Notebooks(), courseDir, uid, gid); err != nil {
		return p, err
	}
	p.Linked, err = linkCache(home, l.GoCache(), filepath.Join(".cache", "go-build"), uid, gid)
	if err != nil {
		return p, err
	}
	// The server's TMPDIR (its /tmp is a small private tmpfs).
	return p, mkdirOwned(home, filepath.Join(".cache", "tmp"), uid, gid)
}

// mkdirOwned makes dir and its missing parents inside home, owned by the
// student.
func mkdirOwned(home *os.Root, dir string, uid, gid int) error {
	parts := strings.Split(filepath.Clean(dir), string(filepath.Separator))
	for i := range parts {
		d := filepath.Join(parts[:i+1]...)
		err := home.Mkdir(d, 0o755)
		if err == nil {
			if err := home.Lchown(d, uid, gid); err != nil {
				return err
			}
			continue
		}
		if !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	return nil
}

func copyNotebooks(home *os.Root, master, courseDir string, uid, gid int) ([]string, error) {
	entries, err := os.ReadDir(master)
	if err != nil {
		return nil, err
	}
	if err := mkdirOwned(home, courseDir, uid, gid); err != nil {
		return nil, err
	}
	var copied []string
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		dst := filepath.Join(courseDir, e.Name())
		ok, err := copyNew(home, filepath.Join(master, e.Name()), dst, uid, gid)
		if err != nil {
			return copied, err
		}
		if ok {
			copied = append(copied, dst)
		}
	}
	return copied, nil
}

// copyNew copies src to dst inside home unless dst exists (O_EXCL: even a
// dangling symlink counts as existing).
func copyNew(home *os.Root, src, dst string, uid, gid int) (bool, error) {
	in, err := os.Open(src)
	if err != nil {
		return false, err
	}
	defer in.Close()
	out, err := home.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	_, err = io.Copy(out, in)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = home.Lchown(dst, uid, gid)
	}
	return err == nil, err
}

// linkCache hard-links every file of the master cache that the student's
// cache lacks. The cache's two-hex-digit folders are made by and for the
// student.
func linkCache(home *os.Root, master, cache string, uid, gid int) (int, error) {
	if _, err := os.Stat(master); err != nil {
		return 0, nil // nothing warmed (setup ran with --no-warm)
	}
	if err := mkdirOwned(home, cache, uid, gid); err != nil {
		return 0, err
	}
	n := 0
	err := filepath.WalkDir(master, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(master, path)
		if d.IsDir() {
			if rel != "." {
				return mkdirOwned(home, filepath.Join(cache, rel), uid, gid)
			}
			return nil
		}
		if !d.Type().IsRegular() || filepath.Dir(rel) == "." {
			return nil // the cache's own bookkeeping files (README, trim.txt) are the student's
		}
		dir, err := home.Open(filepath.Join(cache, filepath.Dir(rel)))
		if err != nil {
			return err
		}
		defer dir.Close()
		// linkat never follows a symlink at the new name: an existing name
		// (the student's own entry, or anything else) is left alone.
		err = unix.Linkat(unix.AT_FDCWD, path, int(dir.Fd()), d.Name(), 0)
		switch {
		case err == nil:
			n++
		case errors.Is(err, unix.EEXIST):
		case errors.Is(err, unix.EXDEV):
			if ok, err := copyNew(home, path, filepath.Join(cache, rel), 0, 0); err != nil {
				return err
			} else if ok {
				n++
			}
		default:
			return lang.Errorf("linking %[1]s: %[2]w", path, err)
		}
		return nil
	})
	return n, err
}

// student looks up a student's account: a valid user name, not root.
func student(name string) (u *user.User, uid, gid int, err error) {
	if err := checkUsername(name); err != nil {
		return nil, 0, 0, err
	}
	if u, err = user.Lookup(name); err != nil {
		return nil, 0, 0, err
	}
	uid, _ = strconv.Atoi(u.Uid)
	gid, _ = strconv.Atoi(u.Gid)
	if uid == 0 {
		return nil, 0, 0, lang.Errorf("will not prepare a server for root")
	}
	return u, uid, gid, nil
}
