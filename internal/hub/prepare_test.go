package hub

import (
	"crypto/rand"
	"encoding/hex"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
)

// TestPrepareUser prepares a real system user's home: a notebook the
// student already has (edited) is kept, the missing one is copied and
// owned by the student, the cache entries are the master's files (same
// inode, root's, read-only) in folders of the student's, and a symlink the
// student planted does not make root write outside the home.
func TestPrepareUser(t *testing.T) {
	testenv.NeedRoot(t, "PrepareUser needs root and creates a system user")
	b := make([]byte, 3)
	rand.Read(b)
	name := "skprep" + hex.EncodeToString(b)
	if out, err := exec.Command("useradd", "--create-home", name).CombinedOutput(); err != nil {
		t.Fatalf("useradd: %v\n%s", err, out)
	}
	t.Cleanup(func() { exec.Command("userdel", "--remove", name).Run() })
	u, err := user.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)

	l := Layout{Prefix: t.TempDir()}
	write := func(path, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(l.Notebooks(), "a.ipynb"), "master a")
	write(filepath.Join(l.Notebooks(), "b.ipynb"), "master b")
	write(filepath.Join(l.GoCache(), "README"), "cache readme")
	write(filepath.Join(l.GoCache(), "0f", "0f12-d"), "compiled")
	own := filepath.Join(u.HomeDir, "course", "a.ipynb")
	write(own, "my edits")
	os.Chown(filepath.Dir(own), uid, gid)
	os.Chown(own, uid, gid)

	// A planted symlink out of the home: preparing fails, nothing is written.
	victim := t.TempDir()
	if err := os.Symlink(victim, filepath.Join(u.HomeDir, ".cache")); err != nil {
		t.Fatal(err)
	}
	p, err := PrepareUser(l, "course", name)
	if err == nil {
		t.Error("PrepareUser followed a symlink out of the home without an error")
	}
	if !slices.Equal(p.Copied, []string{filepath.Join("course", "b.ipynb")}) {
		t.Errorf("copied %v, want only the missing b.ipynb", p.Copied)
	}
	if entries, _ := os.ReadDir(victim); len(entries) != 0 {
		t.Fatalf("PrepareUser wrote %d entries through the student's symlink", len(entries))
	}
	os.Remove(filepath.Join(u.HomeDir, ".cache"))

	p, err = PrepareUser(l, "course", name)
	if err != nil {
		t.Fatal(err)
	}
	// The failed run had copied the notebooks already.
	if len(p.Copied) != 0 || p.Linked != 1 {
		t.Errorf("prepared %+v, want nothing more copied and one cache entry linked", p)
	}
	if got, _ := os.ReadFile(own); string(got) != "my edits" {
		t.Errorf("the student's a.ipynb now holds %q", got)
	}
	fi, err := os.Stat(filepath.Join(u.HomeDir, "course", "b.ipynb"))
	if err != nil || fi.Sys().(*syscall.Stat_t).Uid != uint32(uid) {
		t.Errorf("b.ipynb: %v, owner %v; want the student's", err, fi)
	}
	if fi, _ := os.Stat(u.HomeDir); fi.Mode().Perm() != 0o700 {
		t.Errorf("home mode %v, want 0700", fi.Mode().Perm())
	}
	master, _ := os.Stat(filepath.Join(l.GoCache(), "0f", "0f12-d"))
	linked, err := os.Stat(filepath.Join(u.HomeDir, ".cache", "go-build", "0f", "0f12-d"))
	if err != nil || !os.SameFile(master, linked) {
		t.Errorf("the cache entry is not the master's file: %v", err)
	}
	dir, _ := os.Stat(filepath.Join(u.HomeDir, ".cache", "go-build", "0f"))
	if dir.Sys().(*syscall.Stat_t).Uid != uint32(uid) {
		t.Error("the cache folder is not the student's")
	}
	if _, err := os.Stat(filepath.Join(u.HomeDir, ".cache", "go-build", "README")); err == nil {
		t.Error("the master cache's README was linked; the cache's own files are the student's")
	}

	again, err := PrepareUser(l, "course", name)
	if err != nil || len(again.Copied) != 0 || again.Linked != 0 {
		t.Errorf("a second PrepareUser did %+v, %v; want nothing", again, err)
	}
}
