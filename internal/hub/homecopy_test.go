package hub

import (
	"os"
	"path/filepath"
	"testing"
)

// Root copies a student's home into its new image while a process of the
// student may still change it. A folder listed by the copy and then
// swapped for a symlink to a place outside the home (here another
// student's folder) must not make root copy that place's file into the
// image: copyEntry opens every path inside the home.
func TestCopyEntryStaysInHome(t *testing.T) {
	outside := t.TempDir()
	must(t, os.WriteFile(filepath.Join(outside, "secret"), []byte("another student's"), 0o600))
	home := t.TempDir()
	must(t, os.Symlink(outside, filepath.Join(home, "a"))) // "a" was a folder when it was listed
	root, err := os.OpenRoot(home)
	must(t, err)
	defer root.Close()
	dst := t.TempDir()
	must(t, os.Mkdir(filepath.Join(dst, "a"), 0o700))
	target := filepath.Join(dst, "a", "secret")
	if err := copyEntry(root, "a/secret", target); err == nil {
		t.Error("copying a/secret through a symlink out of the home succeeded")
	}
	if data, err := os.ReadFile(target); err == nil {
		t.Errorf("the image got a file from outside the home: %q", data)
	}
}

// copyHome copies a home as it is: files with their modes, symlinks as
// symlinks (a symlink pointing out of the home is copied as a link, not
// followed), folders, and not the Go build cache.
func TestCopyHome(t *testing.T) {
	home, dst := t.TempDir(), t.TempDir()
	must(t, os.MkdirAll(filepath.Join(home, "course", "sub"), 0o750))
	must(t, os.WriteFile(filepath.Join(home, "course", "sub", "nb.ipynb"), []byte("{}"), 0o640))
	must(t, os.Symlink("/etc/passwd", filepath.Join(home, "pw")))
	must(t, os.MkdirAll(filepath.Join(home, ".cache", "go-build", "ab"), 0o755))
	must(t, os.WriteFile(filepath.Join(home, ".cache", "go-build", "ab", "x"), []byte("cache"), 0o644))
	must(t, copyHome(home, dst))
	if data, err := os.ReadFile(filepath.Join(dst, "course", "sub", "nb.ipynb")); err != nil || string(data) != "{}" {
		t.Errorf("course/sub/nb.ipynb: %q %v", data, err)
	}
	if fi, err := os.Stat(filepath.Join(dst, "course", "sub", "nb.ipynb")); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("course/sub/nb.ipynb's mode: %v %v", fi, err)
	}
	if link, err := os.Readlink(filepath.Join(dst, "pw")); err != nil || link != "/etc/passwd" {
		t.Errorf("pw: %q %v, want the symlink copied as it is", link, err)
	}
	if _, err := os.Stat(filepath.Join(dst, ".cache", "go-build")); err == nil {
		t.Error("the build cache was copied")
	}
}
