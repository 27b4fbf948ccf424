package hub

import (
	"errors"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"strings"

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
