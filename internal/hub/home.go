package hub

import (
	"bufio"
	"encoding/binary"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// HomeDisk keeps each student's home on a file system of its own: an ext4
// image file of Size bytes in Dir, loop-mounted at the home. A student
// filling their home gets "no space left on device" (ENOSPC) at the
// image's size, and no other student, nor the file system holding the
// images and the hub's database, loses a byte: each image is allocated in
// full when it is made (fallocate), so its blocks are reserved before any
// student writes. It works on any Linux with loop devices and ext4, with
// or without quota support. Every operation needs root.
type HomeDisk struct {
	// Dir is the folder of the images (Layout.HomeImages: root's only).
	Dir string
	// Size is the size of each image in bytes; 0: homes stay as they are
	// (no image is made, an existing one is still mounted).
	Size int64
}

// MinHomeSize is the smallest home image: ext4's own metadata and the
// copy of the warmed build cache each home holds need room too.
const MinHomeSize = 16 << 20

// HomeMount reports what Mount did.
type HomeMount struct {
	// Image is the image file, Device the loop device it is mounted from
	// ("" when the home has no image).
	Image, Device string
	// Created is true when the image was made now (with the home's files
	// moved into it), Grown when it was enlarged to Size.
	Created, Grown bool
	// Size is the image's size in bytes now (never shrunk: a Size below
	// it leaves it as it is).
	Size int64
}

// Image is the image file of user name's home.
func (h HomeDisk) Image(name string) string { return filepath.Join(h.Dir, name+".img") }

// Mount makes sure user name's home is its image, mounted (nosuid, nodev):
// it makes the image when there is none and Size is set, moving the files
// the home holds into it (all but the Go build cache, which is rebuilt);
// mounts it when it is not mounted (after a reboot); and grows it, online,
// when Size is above its size. An image is never shrunk and a student's
// file is never lost. The hub runs it before every server start
// ("sudokit hub prepare-user").
func (h HomeDisk) Mount(name string) (HomeMount, error) {
	m := HomeMount{Image: h.Image(name)}
	if h.Size != 0 && h.Size < MinHomeSize {
		return m, lang.Errorf("the home size %[1]d MiB is below the smallest, %[2]d MiB", h.Size>>20, MinHomeSize>>20)
	}
	u, uid, gid, err := student(name)
	if err != nil {
		return m, err
	}
	fi, err := os.Stat(m.Image)
	switch {
	case errors.Is(err, fs.ErrNotExist) && h.Size == 0:
		m.Image = ""
		return m, nil
	case errors.Is(err, fs.ErrNotExist):
		if err := h.create(u.HomeDir, m.Image, uid, gid); err != nil {
			return m, lang.Errorf("making the home image of %[1]s: %[2]w", name, err)
		}
		m.Created = true
		fi, err = os.Stat(m.Image)
	}
	if err != nil {
		return m, err
	}
	m.Size = fi.Size()
	if m.Device, err = mountedImage(u.HomeDir, m.Image); err != nil {
		return m, err
	}
	if m.Device == "" {
		if err := mountImage(m.Image, u.HomeDir); err != nil {
			return m, lang.Errorf("mounting the home of %[1]s: %[2]w", name, err)
		}
		if m.Device, err = mountedImage(u.HomeDir, m.Image); err != nil {
			return m, err
		}
	}
	fsSize, err := ext4Size(m.Image)
	if err != nil {
		return m, err
	}
	if want := max(h.Size, m.Size); fsSize < want {
		if m.Device, err = grow(m.Image, m.Device, u.HomeDir, want); err != nil {
			return m, lang.Errorf("growing the home of %[1]s to %[2]d MiB: %[3]w", name, want>>20, err)
		}
		m.Size, m.Grown = want, true
	}
	return m, nil
}

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
func copyHome(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if rel == filepath.Join(".cache", "go-build") {
			return filepath.SkipDir
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		st := info.Sys().(*syscall.Stat_t)
		target := filepath.Join(dst, rel)
		switch {
		case d.IsDir():
			if rel != "." {
				if err := os.Mkdir(target, 0o700); err != nil {
					return err
				}
			}
		case d.Type()&fs.ModeSymlink != 0:
			link, err := os.Readlink(path)
			if err != nil {
				return err
			}
			if err := os.Symlink(link, target); err != nil {
				return err
			}
			return os.Lchown(target, int(st.Uid), int(st.Gid))
		case d.Type().IsRegular():
			if err := copyRegular(path, target); err != nil {
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
	})
}

func copyRegular(src, dst string) error {
	in, err := os.OpenFile(src, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return err
	}
	defer in.Close()
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

// mountImage mounts an ext4 image at dir through a loop device (which the
// kernel frees when it is unmounted).
func mountImage(image, dir string) error {
	return runTool("mount", "-t", "ext4", "-o", "loop,nosuid,nodev,noatime", image, dir)
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

// mountedImage returns the loop device mounted at dir when it is backed
// by image, "" when nothing is mounted there; anything else mounted at
// dir is an error (the hub does not mount over another file system).
func mountedImage(dir, image string) (string, error) {
	src, ok, err := mountSource(dir)
	if err != nil || !ok {
		return "", err
	}
	if b := loopBacking(src); b != image {
		if b == "" {
			b = src
		}
		return "", lang.Errorf("%[1]s is mounted from %[2]s, not from its home image %[3]s", dir, b, image)
	}
	return src, nil
}

// mount is one line of /proc/self/mountinfo: where a file system is
// mounted and from what.
type mount struct{ Point, Source string }

// mounts reads this process's mount table, in mount order.
func mounts() ([]mount, error) {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []mount
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// id parent major:minor root mountpoint options ... - fstype source superoptions
		fields := strings.Fields(sc.Text())
		if len(fields) < 10 {
			continue
		}
		m := mount{Point: unescapeMount(fields[4])}
		for i, fl := range fields {
			if fl == "-" && i+2 < len(fields) {
				m.Source = fields[i+2]
			}
		}
		out = append(out, m)
	}
	return out, sc.Err()
}

// loopBacking names the file behind a loop device ("" for anything else).
func loopBacking(device string) string {
	if !strings.HasPrefix(device, "/dev/loop") {
		return ""
	}
	b, err := os.ReadFile(filepath.Join("/sys/block", filepath.Base(device), "loop", "backing_file"))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// mountSource finds what is mounted at dir (the last mount on it).
func mountSource(dir string) (string, bool, error) {
	dir = filepath.Clean(dir)
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		dir = real
	}
	ms, err := mounts()
	src, found := "", false
	for _, m := range ms {
		if m.Point == dir {
			src, found = m.Source, true
		}
	}
	return src, found, err
}

// unescapeMount undoes mountinfo's octal escapes (\040 for a space).
func unescapeMount(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) {
			if n, err := strconv.ParseUint(s[i+1:i+4], 8, 8); err == nil {
				b.WriteByte(byte(n))
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Unmount unmounts user name's home image (its files stay in the image;
// the next Mount brings them back). Nothing mounted is no error.
func (h HomeDisk) Unmount(name string) error {
	if err := checkUsername(name); err != nil {
		return err
	}
	u, err := user.Lookup(name)
	if err != nil {
		return err
	}
	dev, err := mountedImage(u.HomeDir, h.Image(name))
	if err != nil || dev == "" {
		return err
	}
	return runTool("umount", u.HomeDir)
}

// MountAll mounts every home image that is not mounted (after a reboot),
// as it is; it returns the students whose home it mounted and the first
// error (the others are still tried).
func (h HomeDisk) MountAll() ([]string, error) {
	images, err := filepath.Glob(filepath.Join(h.Dir, "*.img"))
	if err != nil {
		return nil, err
	}
	var mounted []string
	var first error
	for _, img := range images {
		name := strings.TrimSuffix(filepath.Base(img), ".img")
		u, err := user.Lookup(name)
		if err != nil {
			continue // the student's account was removed: the image stays
		}
		dev, err := mountedImage(u.HomeDir, img)
		if err == nil && dev == "" {
			if err = mountImage(img, u.HomeDir); err == nil {
				mounted = append(mounted, name)
			}
		}
		if err != nil && first == nil {
			first = err
		}
	}
	return mounted, first
}

// Students lists the students who have a home image.
func (h HomeDisk) Students() []string {
	images, _ := filepath.Glob(filepath.Join(h.Dir, "*.img"))
	var names []string
	for _, img := range images {
		names = append(names, strings.TrimSuffix(filepath.Base(img), ".img"))
	}
	return names
}

// HomeUse is the disk use of a home on its image.
type HomeUse struct {
	// Used and Size are the bytes taken and the bytes the file system
	// holds in all (the student can store up to Size).
	Used, Size int64
}

// Use reads the use of user name's mounted home image; ok is false when
// the home is not a mounted image.
func (h HomeDisk) Use(name string) (use HomeUse, ok bool, err error) {
	u, err := user.Lookup(name)
	if err != nil {
		return use, false, err
	}
	dev, err := mountedImage(u.HomeDir, h.Image(name))
	if err != nil || dev == "" {
		return use, false, err
	}
	var st unix.Statfs_t
	if err := unix.Statfs(u.HomeDir, &st); err != nil {
		return use, false, err
	}
	bs := int64(st.Bsize)
	return HomeUse{Used: (int64(st.Blocks) - int64(st.Bfree)) * bs, Size: int64(st.Blocks) * bs}, true, nil
}

// exitCode is the exit status in a runTool error (-1: none).
func exitCode(err error) int {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	return -1
}

// toolPath finds one of the system's tools on $PATH or, for a service
// started with a short PATH, in the system's folders.
func toolPath(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err == nil {
		return p, nil
	}
	for _, dir := range []string{"/usr/sbin", "/sbin", "/usr/bin", "/bin"} {
		if fi, serr := os.Stat(filepath.Join(dir, name)); serr == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return filepath.Join(dir, name), nil
		}
	}
	return "", err
}

// runTool runs one of the system's file system tools, its output in the
// error when it fails.
func runTool(name string, args ...string) error {
	path, err := toolPath(name)
	if err != nil {
		return err
	}
	out, err := exec.Command(path, args...).CombinedOutput()
	if err != nil {
		if msg := strings.TrimSpace(string(out)); msg != "" {
			return lang.Errorf("%[1]s: %[2]s (%[3]w)", name, msg, err)
		}
		return lang.Errorf("%[1]s: %[2]w", name, err)
	}
	return nil
}
