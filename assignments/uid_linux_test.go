package assignments

import (
	"io/fs"
	"syscall"
)

// uidOf returns a file's owner.
func uidOf(info fs.FileInfo) int {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return int(st.Uid)
	}
	return -1
}
