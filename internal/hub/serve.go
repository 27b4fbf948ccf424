package hub

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// DefaultTmpSize is the size of each student's private /tmp.
const DefaultTmpSize = 256 << 20

// SharedTmpDirs are the folders besides /tmp that every user may write to
// on a Debian machine; a student's server sees its private /tmp there too,
// so that no student can write outside their home image and their /tmp:
// not into another student's view, nor onto the file system holding the
// hub's database (on machines without a tmpfs /run, /run/lock is on it).
var SharedTmpDirs = []string{"/var/tmp", "/dev/shm", "/run/lock"}

// Serve becomes a student's single-user server: it gives the process a
// mount namespace of its own in which /proc shows the student's processes
// only (hidepid=invisible: no other student's command lines, files or
// environment) and /tmp (also seen at /var/tmp, /dev/shm and /run/lock:
// SharedTmpDirs) is one private tmpfs of tmpSize bytes owned by the student
// (a student filling it gets ENOSPC; others never see it; its pages count
// toward the student's memory), then drops to the student (uid, gid and
// groups) in their home and executes command. The hub runs it as root for
// each server; the mounts end with the server.
//
// Other students' home images (those in homeImages), mounted in the
// machine's namespace when the server starts, are detached from the
// server's: a server holds no home but its student's, so a home can be
// unmounted and grown while other students' servers run.
func Serve(name string, tmpSize int64, homeImages string, command []string) error {
	if len(command) == 0 {
		return lang.Errorf("no server command to run")
	}
	u, uid, gid, err := student(name)
	if err != nil {
		return err
	}
	var groups []int
	ids, err := u.GroupIds()
	if err != nil {
		return err
	}
	for _, id := range ids {
		if g, err := strconv.Atoi(id); err == nil {
			groups = append(groups, g)
		}
	}
	bin, err := exec.LookPath(command[0])
	if err != nil {
		return err
	}
	if tmpSize <= 0 {
		tmpSize = DefaultTmpSize
	}
	// Namespaces belong to threads: this one unshares, mounts and execs.
	runtime.LockOSThread()
	if err := unix.Unshare(unix.CLONE_NEWNS); err != nil {
		return lang.Errorf("private mounts: %w", err)
	}
	// Nothing mounted here may show outside.
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return lang.Errorf("private mounts: %w", err)
	}
	if err := detachOtherHomes(homeImages, u.HomeDir); err != nil {
		return err
	}
	procFlags := uintptr(unix.MS_NOSUID | unix.MS_NODEV | unix.MS_NOEXEC)
	if err := unix.Mount("proc", "/proc", "proc", procFlags, "hidepid=invisible"); err != nil {
		// Linux before 5.8 spells it 2.
		if err := unix.Mount("proc", "/proc", "proc", procFlags, "hidepid=2"); err != nil {
			return lang.Errorf("mounting /proc with hidepid: %w", err)
		}
	}
	opts := fmt.Sprintf("size=%d,mode=0700,uid=%d,gid=%d", tmpSize, uid, gid)
	if err := unix.Mount("tmpfs", "/tmp", "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, opts); err != nil {
		return lang.Errorf("mounting a private /tmp: %w", err)
	}
	for _, dir := range SharedTmpDirs {
		if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
			continue // absent, or a symlink to one of the others
		}
		if err := unix.Mount("/tmp", dir, "", unix.MS_BIND, ""); err != nil {
			return lang.Errorf("mounting a private /tmp: %w", err)
		}
	}
	// Go applies these to every thread of the process.
	if err := syscall.Setgroups(groups); err != nil {
		return err
	}
	if err := syscall.Setgid(gid); err != nil {
		return err
	}
	if err := syscall.Setuid(uid); err != nil {
		return err
	}
	if err := os.Chdir(u.HomeDir); err != nil {
		return err
	}
	return syscall.Exec(bin, command, os.Environ())
}

// detachOtherHomes detaches, in this mount namespace, every home image of
// homeImages mounted anywhere but at home (both compared as the mount
// table and the loop devices name them: symlinks resolved).
func detachOtherHomes(homeImages, home string) error {
	if homeImages == "" {
		return nil
	}
	home, homeImages = resolved(home), resolved(homeImages)
	ms, err := mounts()
	if err != nil {
		return err
	}
	var others []string
	for _, m := range ms {
		if b := loopBacking(m.Source); m.Point != home && b != "" && filepath.Dir(b) == homeImages {
			others = append(others, m.Point)
		}
	}
	for _, mp := range others {
		if err := unix.Unmount(mp, unix.MNT_DETACH); err != nil && !errors.Is(err, unix.EINVAL) {
			return lang.Errorf("detaching %[1]s from the server's mounts: %[2]w", mp, err)
		}
	}
	return nil
}
