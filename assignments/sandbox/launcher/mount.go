package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// systemDirs are bound read-only into the private root when the host has
// them (a link such as /bin → usr/bin is copied as a link): what a program
// or the go command needs to run. /etc, /home, /root, /srv, /opt, /run,
// /var and every other host folder stay out.
var systemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"}

// devices are bound from the host's /dev into the private one.
var devices = []string{"null", "zero", "full", "random", "urandom"}

// privateRoot turns the empty folder root into the process's whole
// filesystem: a small read-only tmpfs holding the system folders (read-only
// binds), a private /dev, /proc of the new PID namespace, empty private
// tmpfs /tmp, /var/tmp and /dev/shm of size tmpSize, and binds
// "SRC:DST:ro|rw". A hidden path the root reaches (the grader's binary
// under /usr/local/bin) is covered: a file by /dev/null, a folder by an
// empty read-only tmpfs. It then pivots into it and detaches the host's tree.
// Nothing else of the host is reachable, and every tmpfs is gone when the
// last process of the namespace ends.
func privateRoot(root string, binds, hides []string, tmpSize string) error {
	const (
		nosuid = syscall.MS_NOSUID | syscall.MS_NODEV
		ro     = syscall.MS_BIND | syscall.MS_REMOUNT | syscall.MS_RDONLY | nosuid
	)
	if err := syscall.Mount("", "/", "", syscall.MS_REC|syscall.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("making mounts private: %w", err)
	}
	if err := syscall.Mount("sudokit-root", root, "tmpfs", nosuid, "size=1m,mode=0755"); err != nil {
		return fmt.Errorf("root tmpfs: %w", err)
	}
	in := func(p string) string { return filepath.Join(root, p) }
	for _, dir := range systemDirs {
		info, err := os.Lstat(dir)
		switch {
		case err != nil:
			continue
		case info.Mode()&os.ModeSymlink != 0:
			target, err := os.Readlink(dir)
			if err != nil {
				return err
			}
			if err := os.Symlink(target, in(dir)); err != nil {
				return err
			}
		case info.IsDir():
			binds = append(binds, dir+":"+dir+":ro")
		}
	}
	for _, dir := range []string{"/tmp", "/var/tmp", "/dev", "/proc"} {
		if err := os.MkdirAll(in(dir), 0o755); err != nil {
			return err
		}
	}
	if err := syscall.Mount("sudokit-dev", in("/dev"), "tmpfs", syscall.MS_NOSUID|syscall.MS_NOEXEC, "size=64k,mode=0755"); err != nil {
		return fmt.Errorf("/dev: %w", err)
	}
	for _, d := range devices {
		binds = append(binds, "/dev/"+d+":/dev/"+d+":rw")
	}
	for _, l := range [][2]string{{"/proc/self/fd", "/dev/fd"}, {"/proc/self/fd/0", "/dev/stdin"}, {"/proc/self/fd/1", "/dev/stdout"}, {"/proc/self/fd/2", "/dev/stderr"}} {
		if err := os.Symlink(l[0], in(l[1])); err != nil {
			return err
		}
	}
	if err := os.Mkdir(in("/dev/shm"), 0o755); err != nil {
		return err
	}
	for _, dir := range []string{"/tmp", "/var/tmp", "/dev/shm"} {
		if err := syscall.Mount("sudokit-tmp", in(dir), "tmpfs", nosuid, "size="+tmpSize+",mode=1777"); err != nil {
			return fmt.Errorf("%s: %w", dir, err)
		}
	}
	if err := syscall.Mount("proc", in("/proc"), "proc", nosuid|syscall.MS_NOEXEC, ""); err != nil {
		return fmt.Errorf("/proc: %w", err)
	}
	for _, b := range binds {
		parts := strings.Split(b, ":")
		if len(parts) != 3 {
			return fmt.Errorf("bind %q: want SRC:DST:ro|rw", b)
		}
		src, dst := parts[0], in(parts[1])
		info, err := os.Stat(src)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if info.IsDir() {
			err = os.MkdirAll(dst, 0o755)
		} else {
			err = os.WriteFile(dst, nil, 0o644)
		}
		if err != nil {
			return err
		}
		if err := syscall.Mount(src, dst, "", syscall.MS_BIND|syscall.MS_REC, ""); err != nil {
			return fmt.Errorf("bind %s: %w", src, err)
		}
		flags := uintptr(syscall.MS_BIND | syscall.MS_REMOUNT | nosuid)
		if strings.HasPrefix(parts[1], "/dev/") {
			flags &^= syscall.MS_NODEV // the bound devices themselves
		}
		if parts[2] == "ro" {
			flags |= syscall.MS_RDONLY
		}
		if err := syscall.Mount("", dst, "", flags, ""); err != nil {
			return fmt.Errorf("remount %s: %w", src, err)
		}
	}
	for _, h := range hides {
		dst := in(h)
		info, err := os.Stat(dst)
		if err != nil {
			continue // not reachable
		}
		if info.IsDir() {
			err = syscall.Mount("sudokit-hidden", dst, "tmpfs", syscall.MS_RDONLY|nosuid, "size=4k,mode=0")
		} else {
			err = syscall.Mount("/dev/null", dst, "", syscall.MS_BIND, "")
		}
		if err != nil {
			return fmt.Errorf("hiding %s: %w", h, err)
		}
	}
	if err := os.Chdir(root); err != nil {
		return err
	}
	if err := syscall.PivotRoot(".", "."); err != nil {
		return fmt.Errorf("pivot_root: %w", err)
	}
	if err := syscall.Unmount(".", syscall.MNT_DETACH); err != nil {
		return fmt.Errorf("detaching the host's tree: %w", err)
	}
	if err := os.Chdir("/"); err != nil {
		return err
	}
	if err := syscall.Mount("", "/", "", ro, ""); err != nil {
		return fmt.Errorf("read-only root: %w", err)
	}
	return nil
}
