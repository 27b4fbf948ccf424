package hub

import (
	"encoding/binary"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// create makes the image of a home: a file of Size bytes allocated in
// full, an ext4 file system in it whose root is the student's, the home's
// files copied in; only then the image takes its name and the copied
// files leave the home folder, which becomes an empty mount point.
func (h HomeDisk) create(home, image string, uid, gid int) error {
	if err := os.MkdirAll(h.Dir, 0o700); err != nil {
		return err
	}
	tmp := image + ".new"
	if err := os.RemoveAll(tmp); err != nil {
		return err
	}
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	err = unix.Fallocate(int(f.Fd()), 0, 0, h.Size)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return lang.Errorf("reserving %[1]d MiB in %[2]s: %[3]w", h.Size>>20, h.Dir, err)
	}
	// No discard: on a loop device it would punch holes in the file and
	// give back the blocks just reserved.
	if err := runTool("mkfs.ext4", "-F", "-q", "-m", "0", "-E", "nodiscard,root_owner="+strconv.Itoa(uid)+":"+strconv.Itoa(gid), tmp); err != nil {
		os.Remove(tmp)
		return err
	}
	stage, err := os.MkdirTemp(h.Dir, ".mount-")
	if err != nil {
		return err
	}
	defer os.Remove(stage)
	if err := mountImage(tmp, stage); err != nil {
		return err
	}
	var copyErr error
	if _, err := os.Lstat(home); err == nil {
		copyErr = copyHome(home, stage)
	}
	if err := unix.Unmount(stage, 0); err != nil && copyErr == nil {
		copyErr = err
	}
	if copyErr != nil {
		os.Remove(tmp)
		return copyErr
	}
	if err := os.Rename(tmp, image); err != nil {
		return err
	}
	// The home folder itself is now only where the image is mounted:
	// empty, root's, closed to everyone while nothing is mounted on it.
	entries, _ := os.ReadDir(home)
	for _, e := range entries {
		if err := os.RemoveAll(filepath.Join(home, e.Name())); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(home, 0o700); err != nil {
		return err
	}
	if err := os.Lchown(home, 0, 0); err != nil {
		return err
	}
	return os.Chmod(home, 0o700)
}

// copyHome copies the tree at src into dst (the new file system's root)
// with owners, modes and times, symlinks as symlinks, never following one;
// sockets and pipes are left out, and so is the Go build cache
// (.cache/go-build: a cache, filled again from the master copy).
//
// The home is the student's, who may change it while root copies it (a
// process left running): every path is opened inside the home (os.Root),
// so a folder swapped for a symlink after it was listed cannot make root
// read a file outside the home into the student's image.
func copyHome(src, dst string) error {
	home, err := os.OpenRoot(src)
	if err != nil {
		return err
	}
	defer home.Close()
	return fs.WalkDir(home.FS(), ".", func(rel string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if rel == ".cache/go-build" {
			return fs.SkipDir
		}
		return copyEntry(home, rel, filepath.Join(dst, filepath.FromSlash(rel)))
	})
}

// copyEntry copies the entry rel of the home to target (its parent
// folder made already).
func copyEntry(home *os.Root, rel, target string) error {
	info, err := home.Lstat(rel)
	if err != nil {
		return err
	}
	st := info.Sys().(*syscall.Stat_t)
	switch {
	case info.IsDir():
		if rel != "." {
			if err := os.Mkdir(target, 0o700); err != nil {
				return err
			}
		}
	case info.Mode()&fs.ModeSymlink != 0:
		link, err := home.Readlink(rel)
		if err != nil {
			return err
		}
		if err := os.Symlink(link, target); err != nil {
			return err
		}
		return os.Lchown(target, int(st.Uid), int(st.Gid))
	case info.Mode().IsRegular():
		if err := copyRegular(home, rel, target); err != nil {
			return err
		}
	default:
		return nil
	}
	if err := os.Lchown(target, int(st.Uid), int(st.Gid)); err != nil {
		return err
	}
	if err := os.Chmod(target, info.Mode()&(fs.ModePerm|fs.ModeSetgid|fs.ModeSticky)); err != nil {
		return err
	}
	return os.Chtimes(target, time.Time{}, info.ModTime())
}

// copyRegular copies the regular file rel of the home to dst; what is
// there when it is opened must still be a regular file (O_NONBLOCK: a
// pipe swapped in does not hold the copy).
func copyRegular(home *os.Root, rel, dst string) error {
	in, err := home.OpenFile(rel, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return err
	}
	defer in.Close()
	if fi, err := in.Stat(); err != nil || !fi.Mode().IsRegular() {
		return lang.Errorf("%s changed while the home was copied", rel)
	}
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

// grow enlarges the image to size, allocating the new part in full, then
// its file system: online, through the loop device, where the kernel lets
// root do that (CAP_SYS_RESOURCE); else unmounted (resize2fs on the
// image), which needs the home mounted nowhere else. It returns the loop
// device the home is mounted from afterwards.
func grow(image, device, home string, size int64) (string, error) {
	f, err := os.OpenFile(image, os.O_WRONLY, 0)
	if err != nil {
		return device, err
	}
	err = unix.Fallocate(int(f.Fd()), 0, 0, size)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return device, err
	}
	if err := runTool("losetup", "--set-capacity", device); err != nil {
		return device, err
	}
	online := runTool("resize2fs", device)
	if online == nil {
		return device, nil
	}
	if err := unix.Unmount(home, 0); err != nil {
		return device, lang.Errorf("%[1]v; unmounting to grow it offline: %[2]w", online, err)
	}
	offline := waitDetached(image)
	if offline == nil {
		// e2fsck's status 1: it corrected something; the file system is sound.
		if offline = runTool("e2fsck", "-f", "-p", image); offline == nil || exitCode(offline) == 1 {
			offline = runTool("resize2fs", image)
		}
	}
	if err := mountImage(image, home); err != nil {
		return "", err
	}
	dev, err := mountedImage(home, image)
	if offline != nil {
		return dev, lang.Errorf("%[1]v; offline: %[2]w", online, offline)
	}
	return dev, err
}

// waitDetached waits until no loop device is backed by image (the kernel
// frees a loop device when its last mount, in any mount namespace, is
// gone), for at most 10 seconds.
func waitDetached(image string) error {
	deadline := time.Now().Add(10 * time.Second)
	image = resolved(image)
	for {
		attached := ""
		files, _ := filepath.Glob("/sys/block/loop*/loop/backing_file")
		for _, f := range files {
			if b, err := os.ReadFile(f); err == nil && strings.TrimSpace(string(b)) == image {
				attached = filepath.Base(filepath.Dir(filepath.Dir(f)))
			}
		}
		if attached == "" {
			return nil
		}
		if time.Now().After(deadline) {
			return lang.Errorf("%[1]s is still in use through /dev/%[2]s (mounted in another mount namespace)", image, attached)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// ext4Size reads the size in bytes of the ext4 file system in image from
// its superblock (1024 bytes in: the block count, low and high words, and
// the block size as a power of two above 1 KiB).
func ext4Size(image string) (int64, error) {
	f, err := os.Open(image)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sb := make([]byte, 1024)
	if _, err := f.ReadAt(sb, 1024); err != nil {
		return 0, err
	}
	if binary.LittleEndian.Uint16(sb[0x38:]) != 0xEF53 {
		return 0, lang.Errorf("%s holds no ext4 file system", image)
	}
	blocks := uint64(binary.LittleEndian.Uint32(sb[4:]))
	const incompat64bit = 0x80
	if binary.LittleEndian.Uint32(sb[0x60:])&incompat64bit != 0 {
		blocks |= uint64(binary.LittleEndian.Uint32(sb[0x150:])) << 32
	}
	return int64(blocks) << (10 + binary.LittleEndian.Uint32(sb[24:])), nil
}
