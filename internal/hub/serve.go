package hub

import (
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"runtime"
	"strconv"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// DefaultTmpSize is the size of each student's private /tmp.
const DefaultTmpSize = 256 << 20

// Serve becomes a student's single-user server: it gives the process a
// mount namespace of its own in which /proc shows the student's processes
// only (hidepid=invisible: no other student's command lines, files or
// environment) and /tmp and /var/tmp are one private tmpfs of tmpSize bytes
// owned by the student (a student filling it gets ENOSPC; others never see
// it; its pages count toward the student's memory), then drops to the
// student (uid, gid and groups) in their home and executes command. The hub
// runs it as root for each server; the mounts end with the server.
func Serve(name string, tmpSize int64, command []string) error {
	if err := checkUsername(name); err != nil {
		return err
	}
	if len(command) == 0 {
		return lang.Errorf("no server command to run")
	}
	u, err := user.Lookup(name)
	if err != nil {
		return err
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	if uid == 0 {
		return lang.Errorf("will not prepare a server for root")
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
	if _, err := os.Stat("/var/tmp"); err == nil {
		if err := unix.Mount("/tmp", "/var/tmp", "", unix.MS_BIND, ""); err != nil {
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
