package testbin

import (
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// Nobody is a copy of the running test binary that the user nobody can
// run: tests that need an ordinary user's process (a student's kernel, a
// program in a delegated control group) start it with Attr and have it
// play a part chosen by its environment in TestMain.
type Nobody struct {
	Bin      string // the copy, in a folder of the test's that everyone can read
	UID, GID int    // nobody's
}

// AsNobody copies the running test binary where nobody can run it. It
// skips t when the system has no user nobody; it fails t when the copy
// cannot be made.
func AsNobody(t testing.TB) Nobody {
	t.Helper()
	u, err := user.Lookup("nobody")
	if err != nil {
		t.Skip("no user nobody")
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	dir := t.TempDir()
	for _, d := range []string{dir, filepath.Dir(dir)} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, filepath.Base(self))
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	return Nobody{Bin: bin, UID: uid, GID: gid}
}

// Attr returns the process attributes that run a command as nobody.
func (n Nobody) Attr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(n.UID), Gid: uint32(n.GID)}}
}
