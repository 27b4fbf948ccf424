package hub

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// testStudent creates a system user with a home in a folder of the test's
// and removes it (unmounting its home image first) when the test ends.
func testStudent(t *testing.T) (*user.User, HomeDisk) {
	t.Helper()
	testenv.NeedRoot(t, "home images need root (loop devices, mounts, users)")
	for _, tool := range []string{"mkfs.ext4", "resize2fs", "losetup", "mount", "useradd"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is missing", tool)
		}
	}
	b := make([]byte, 3)
	_, _ = rand.Read(b)
	name := "skhd" + hex.EncodeToString(b)
	// Not in /tmp: a student's server gets a private one.
	dir, err := os.MkdirTemp("/opt", "sudokit-hub-test-")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(dir) })
	must(t, os.Chmod(dir, 0o755))
	home := filepath.Join(dir, "home", name)
	must(t, os.MkdirAll(filepath.Dir(home), 0o755))
	if out, err := exec.Command("useradd", "--create-home", "--home-dir", home, "--shell", NoLoginShell, name).CombinedOutput(); err != nil {
		t.Fatalf("useradd: %v\n%s", err, out)
	}
	disk := HomeDisk{Dir: filepath.Join(dir, "state", "homes")}
	t.Cleanup(func() {
		exec.Command("umount", "--lazy", home).Run()
		exec.Command("userdel", name).Run()
	})
	u, err := user.Lookup(name)
	must(t, err)
	return u, disk
}

// fillAs writes up to capMiB MiB of zeros to path as user u and returns
// how many bytes the file got and what dd said.
func fillAs(t *testing.T, u *user.User, path string, capMiB int) (int64, string) {
	t.Helper()
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	cmd := exec.Command("dd", "if=/dev/zero", "of="+path, "bs=1M", "count="+strconv.Itoa(capMiB))
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	out, _ := cmd.CombinedOutput()
	fi, err := os.Stat(path)
	must(t, err)
	return fi.Size(), string(out)
}

// A student's home on its image: the files the home held move into it
// (the build cache left out), writing past the image's size fails with
// "no space left on device", growing it gives room and keeps the files,
// and after an unmount (a reboot) Mount brings the same files back. The
// same fill in a plain home (no image) is not stopped: that is what the
// limit changes.
func TestHomeDiskLimit(t *testing.T) {
	u, disk := testStudent(t)
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	// What the home holds before it gets an image.
	must(t, os.WriteFile(filepath.Join(u.HomeDir, "notes.txt"), []byte("mine"), 0o640))
	must(t, os.Lchown(filepath.Join(u.HomeDir, "notes.txt"), uid, gid))
	must(t, os.Symlink("notes.txt", filepath.Join(u.HomeDir, "link")))
	must(t, os.MkdirAll(filepath.Join(u.HomeDir, ".cache", "go-build", "ab"), 0o755))
	must(t, os.WriteFile(filepath.Join(u.HomeDir, ".cache", "go-build", "ab", "x-d"), make([]byte, 1<<20), 0o644))

	// Without an image the home is a folder of the root file system: a
	// student writes as much as they like (here: the whole 48 MiB asked).
	if m, err := (HomeDisk{Dir: disk.Dir}).Mount(u.Username); err != nil || m.Image != "" {
		t.Fatalf("Mount with no size and no image = %+v, %v; want nothing done", m, err)
	}
	if n, out := fillAs(t, u, filepath.Join(u.HomeDir, "fill"), 48); n != 48<<20 {
		t.Fatalf("a plain home took %d bytes of 48 MiB: %s", n, out)
	}
	must(t, os.Remove(filepath.Join(u.HomeDir, "fill")))

	disk.Size = 32 << 20
	m, err := disk.Mount(u.Username)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Created || m.Size != 32<<20 || !strings.HasPrefix(m.Device, "/dev/loop") {
		t.Fatalf("Mount = %+v; want a new 32 MiB image on a loop device", m)
	}
	fi, err := os.Stat(m.Image)
	must(t, err)
	if st := fi.Sys().(*syscall.Stat_t); st.Blocks*512 < 32<<20 || fi.Mode().Perm() != 0o600 {
		t.Errorf("the image has %d bytes allocated and mode %v; want all 32 MiB reserved, 0600", st.Blocks*512, fi.Mode().Perm())
	}
	checkFiles := func() {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(u.HomeDir, "link"))
		if err != nil || string(b) != "mine" {
			t.Fatalf("the home's notes (through its symlink): %q, %v", b, err)
		}
		fi, err := os.Stat(filepath.Join(u.HomeDir, "notes.txt"))
		must(t, err)
		if st := fi.Sys().(*syscall.Stat_t); int(st.Uid) != uid || fi.Mode().Perm() != 0o640 {
			t.Errorf("notes.txt: uid %d mode %v, want %d 0640", st.Uid, fi.Mode().Perm(), uid)
		}
		fi, err = os.Stat(u.HomeDir)
		must(t, err)
		if st := fi.Sys().(*syscall.Stat_t); int(st.Uid) != uid {
			t.Errorf("the home's root belongs to uid %d, want the student's %d", st.Uid, uid)
		}
	}
	checkFiles()
	if _, err := os.Stat(filepath.Join(u.HomeDir, ".cache", "go-build", "ab", "x-d")); err == nil {
		t.Error("the build cache was copied into the image")
	}

	// Past the limit: ENOSPC, short of 32 MiB.
	n, out := fillAs(t, u, filepath.Join(u.HomeDir, "fill"), 48)
	if n >= 32<<20 || !strings.Contains(out, "No space left on device") {
		t.Fatalf("filling a 32 MiB home wrote %d bytes: %s; want ENOSPC before 32 MiB", n, out)
	}
	use, ok, err := disk.Use(u.Username)
	if err != nil || !ok || use.Size > 32<<20 || use.Size < 24<<20 || use.Used < use.Size*9/10 {
		t.Errorf("Use = %+v, %v, %v; want a full file system of about 32 MiB", use, ok, err)
	}
	must(t, os.Remove(filepath.Join(u.HomeDir, "fill")))

	// The teacher raises the size: the image grows, mounted, with the files.
	disk.Size = 64 << 20
	m, err = disk.Mount(u.Username)
	if err != nil || !m.Grown || m.Size != 64<<20 {
		t.Fatalf("Mount at 64 MiB = %+v, %v; want the image grown", m, err)
	}
	checkFiles()
	if n, out := fillAs(t, u, filepath.Join(u.HomeDir, "fill"), 48); n != 48<<20 {
		t.Fatalf("the grown home took %d bytes of 48 MiB: %s", n, out)
	}
	// A smaller size never shrinks it.
	disk.Size = 32 << 20
	if m, err = disk.Mount(u.Username); err != nil || m.Grown || m.Size != 64<<20 {
		t.Fatalf("Mount at 32 MiB = %+v, %v; want the 64 MiB image as it is", m, err)
	}

	// A reboot: nothing mounted; the hub mounts every image again.
	must(t, disk.Unmount(u.Username))
	if _, err := os.Stat(filepath.Join(u.HomeDir, "notes.txt")); err == nil {
		t.Fatal("the home still shows its files after the image was unmounted")
	}
	fi, err = os.Stat(u.HomeDir)
	must(t, err)
	if st := fi.Sys().(*syscall.Stat_t); st.Uid != 0 || fi.Mode().Perm() != 0o700 {
		t.Errorf("the bare mount point has uid %d mode %v; want root's, 0700", st.Uid, fi.Mode().Perm())
	}
	mounted, err := disk.MountAll()
	if err != nil || len(mounted) != 1 || mounted[0] != u.Username {
		t.Fatalf("MountAll = %v, %v; want the student's home", mounted, err)
	}
	checkFiles()
	if fi, err := os.Stat(filepath.Join(u.HomeDir, "fill")); err != nil || fi.Size() != 48<<20 {
		t.Errorf("the 48 MiB file after the remount: %v", err)
	}
}

// A home size below the smallest is refused with the sizes named.
func TestHomeDiskTooSmall(t *testing.T) {
	_, err := HomeDisk{Dir: t.TempDir(), Size: 1 << 20}.Mount("root")
	if err == nil || !strings.Contains(err.Error(), "the home size 1 MiB is below the smallest, 16 MiB") {
		t.Fatalf("got %v", err)
	}
}

// A student's server writes to /tmp, /var/tmp, /dev/shm and /run/lock
// (every folder all users may write to): all four are its private tmpfs,
// so nothing lands outside it, on the machine's file systems or where
// another student would see it; writing past its size gets ENOSPC. The
// server sees its own home image and no other (detached in its mount
// namespace).
func TestServePrivateTmpEverywhere(t *testing.T) {
	u, disk := testStudent(t)
	other, _ := testStudent(t)
	disk.Size = MinHomeSize
	for _, s := range []*user.User{other, u} {
		if _, err := disk.Mount(s.Username); err != nil {
			t.Fatal(err)
		}
	}
	probe := "probe-" + u.Username
	script := `for d in /tmp /var/tmp /dev/shm /run/lock; do [ -d $d ] && echo x > $d/` + probe + ` && echo "$d ok"; done
dd if=/dev/zero of=/dev/shm/big bs=1M count=16 2>&1 | grep -o "No space left on device"
grep -c " ` + other.HomeDir + ` " /proc/self/mountinfo
grep -c " ` + u.HomeDir + ` " /proc/self/mountinfo`
	self, err := os.Executable()
	must(t, err)
	cmd := exec.Command(self, "/bin/sh", "-c", script)
	cmd.Env = append(os.Environ(), "SUDOKIT_HUB_TEST_ROLE=serve", "SUDOKIT_HUB_TEST_USER="+u.Username, "SUDOKIT_HUB_TEST_HOMES="+disk.Dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the server: %v\n%s", err, out)
	}
	for _, d := range []string{"/tmp", "/var/tmp", "/dev/shm", "/run/lock"} {
		if _, err := os.Stat(filepath.Join(d, probe)); err == nil {
			os.Remove(filepath.Join(d, probe))
			t.Errorf("the server's %s/%s is seen outside it", d, probe)
		}
	}
	want := "/tmp ok\n/var/tmp ok\n/dev/shm ok\n/run/lock ok\nNo space left on device\n0\n1\n"
	if string(out) != want {
		t.Errorf("the server printed\n%s\nwant\n%s", out, want)
	}
}

// A home holding more than the size is left as it was: Mount fails
// naming the student, no image is left behind and nothing is mounted.
func TestHomeDiskHomeTooBig(t *testing.T) {
	u, disk := testStudent(t)
	big := filepath.Join(u.HomeDir, "big")
	must(t, os.WriteFile(big, make([]byte, 24<<20), 0o644))
	disk.Size = MinHomeSize
	_, err := disk.Mount(u.Username)
	if err == nil || !strings.Contains(err.Error(), "making the home image of "+u.Username) || !strings.Contains(err.Error(), "no space left on device") {
		t.Fatalf("Mount of a home bigger than the size: %v; want no space left on device", err)
	}
	if fi, err := os.Stat(big); err != nil || fi.Size() != 24<<20 {
		t.Fatalf("the home's file after the failed Mount: %v", err)
	}
	if _, ok, _ := mountSource(u.HomeDir); ok {
		t.Error("something is mounted at the home")
	}
	if left, _ := filepath.Glob(filepath.Join(disk.Dir, "*")); len(left) != 0 {
		t.Errorf("left in the images folder: %v", left)
	}
}

// A home reached through a symlink (/home a link to another disk, as on
// many servers) is mounted where the link leads, and the mount table says
// so: the student's server keeps its own home image mounted (only the
// other students' are detached from its view).
func TestServeKeepsHomeBehindSymlink(t *testing.T) {
	u, disk := testStudent(t)
	disk.Size = MinHomeSize
	// A second account whose home path goes through a symlink to the same
	// folder of homes.
	homes := filepath.Dir(u.HomeDir)
	linked := filepath.Join(filepath.Dir(homes), "homelink")
	must(t, os.Symlink(homes, linked))
	name := u.Username + "l"
	if out, err := exec.Command("useradd", "--create-home", "--home-dir", filepath.Join(linked, name), "--shell", NoLoginShell, name).CombinedOutput(); err != nil {
		t.Fatalf("useradd: %v\n%s", err, out)
	}
	real := filepath.Join(homes, name)
	t.Cleanup(func() {
		exec.Command("umount", "--lazy", real).Run()
		exec.Command("userdel", name).Run()
	})
	if _, err := disk.Mount(name); err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	must(t, err)
	cmd := exec.Command(self, "/bin/sh", "-c", `grep -c " `+real+` " /proc/self/mountinfo`)
	cmd.Env = append(os.Environ(), "SUDOKIT_HUB_TEST_ROLE=serve", "SUDOKIT_HUB_TEST_USER="+name, "SUDOKIT_HUB_TEST_HOMES="+disk.Dir)
	out, err := cmd.CombinedOutput()
	if err != nil || string(out) != "1\n" {
		t.Errorf("the server of a student whose home path is a symlink sees its home mounted %q times (%v), want 1", out, err)
	}
}

// The hub's prefix may be reached through a symlink (/opt/sudokit a link
// to a larger disk): the loop device names the image by its resolved
// path, and Mount, a second Mount (the next server start) and Use still
// know the home is mounted from its image; a student's server still sees
// its own home and not the other student's.
func TestHomeDiskThroughSymlink(t *testing.T) {
	u, disk := testStudent(t)
	other, _ := testStudent(t)
	state := filepath.Dir(disk.Dir)
	link := state + "link"
	must(t, os.MkdirAll(state, 0o700))
	must(t, os.Symlink(state, link))
	disk = HomeDisk{Dir: filepath.Join(link, "homes"), Size: MinHomeSize}
	for _, s := range []*user.User{other, u} {
		if _, err := disk.Mount(s.Username); err != nil {
			t.Fatalf("the first Mount of %s: %v", s.Username, err)
		}
	}
	m, err := disk.Mount(u.Username)
	if err != nil || m.Created || m.Device == "" {
		t.Fatalf("the second Mount: %+v %v, want the image found mounted", m, err)
	}
	if _, ok, err := disk.Use(u.Username); !ok || err != nil {
		t.Errorf("Use: %v %v, want the image's use", ok, err)
	}
	self, err := os.Executable()
	must(t, err)
	cmd := exec.Command(self, "/bin/sh", "-c", `grep -c " `+other.HomeDir+` " /proc/self/mountinfo; grep -c " `+u.HomeDir+` " /proc/self/mountinfo`)
	cmd.Env = append(os.Environ(), "SUDOKIT_HUB_TEST_ROLE=serve", "SUDOKIT_HUB_TEST_USER="+u.Username, "SUDOKIT_HUB_TEST_HOMES="+disk.Dir)
	if out, _ := cmd.CombinedOutput(); string(out) != "0\n1\n" {
		t.Errorf("the server sees the other home and its own mounted %q times, want 0 and 1", out)
	}
}
