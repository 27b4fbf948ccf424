package hub

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// mountImage mounts an ext4 image at dir through a loop device (which the
// kernel frees when it is unmounted).
func mountImage(image, dir string) error {
	return runTool("mount", "-t", "ext4", "-o", "loop,nosuid,nodev,noatime", image, dir)
}

// mountedImage returns the loop device mounted at dir when it is backed
// by image, "" when nothing is mounted there; anything else mounted at
// dir is an error (the hub does not mount over another file system).
func mountedImage(dir, image string) (string, error) {
	src, ok, err := mountSource(dir)
	if err != nil || !ok {
		return "", err
	}
	if b := loopBacking(src); b != resolved(image) {
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

// resolved is path with its symlinks resolved, as the kernel names it in
// the mount table and as a loop device's backing file (the path cleaned
// when it cannot be resolved).
func resolved(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	return filepath.Clean(path)
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
