package hub

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"syscall"
	"unsafe"

	"golang.org/x/sys/unix"
)

// DiskUse is the disk space in bytes (allocated blocks) that files owned
// by uid take under dir, the way a user quota counts it: files of others
// (the build cache entries the hub links in, owned by root) do not count.
// Symlinks are not followed.
func DiskUse(dir string, uid int) (int64, error) {
	var n int64
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrPermission) || errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		info, err := d.Info()
		if err != nil {
			return nil
		}
		if st, ok := info.Sys().(*syscall.Stat_t); ok && int(st.Uid) == uid {
			n += st.Blocks * 512
		}
		return nil
	})
	return n, err
}

// Quotas says whether user quotas are on for the file system holding path,
// and names the file system (its mount point and device).
type Quotas struct {
	On                 bool
	MountPoint, Device string
}

// QuotasOn finds the file system holding path and asks the kernel whether
// it enforces user quotas (quotactl Q_GETFMT: ESRCH when they are off).
func QuotasOn(path string) (Quotas, error) {
	q := Quotas{}
	abs, err := filepath.EvalSymlinks(path)
	if err != nil {
		return q, err
	}
	ms, err := mounts()
	if err != nil {
		return q, err
	}
	for _, m := range ms {
		mp := m.Point
		if !(abs == mp || strings.HasPrefix(abs, strings.TrimSuffix(mp, "/")+"/")) || len(mp) < len(q.MountPoint) {
			continue
		}
		q.MountPoint, q.Device = mp, m.Source
	}
	dev, err := unix.BytePtrFromString(q.Device)
	if err != nil {
		return q, err
	}
	const qGetFmt, userQuota = 0x800004, 0
	var format uint32
	_, _, errno := unix.Syscall6(unix.SYS_QUOTACTL, uintptr(qGetFmt<<8|userQuota), uintptr(unsafe.Pointer(dev)), 0, uintptr(unsafe.Pointer(&format)), 0, 0)
	q.On = errno == 0
	return q, nil
}
