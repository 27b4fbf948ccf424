package trust

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// mkdir makes dir with mode (umask aside).
func mkdir(t *testing.T, dir string, mode os.FileMode) {
	t.Helper()
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, mode); err != nil {
		t.Fatal(err)
	}
}

// wantUntrusted checks err is an *Error naming path.
func wantUntrusted(t *testing.T, err error, path string) {
	t.Helper()
	var te *Error
	if !errors.As(err, &te) || te.Path != path {
		t.Errorf("got %v, want an *Error naming %s", err, path)
	}
}

func TestDir(t *testing.T) {
	base := t.TempDir()
	ok := filepath.Join(base, "ok")
	mkdir(t, ok, 0o755)
	if err := Dir(ok); err != nil {
		t.Errorf("a folder of this user's, 0755: %v", err)
	}
	open := filepath.Join(base, "open")
	mkdir(t, open, 0o777)
	wantUntrusted(t, Dir(open), open)
	below := filepath.Join(open, "below")
	mkdir(t, below, 0o755)
	wantUntrusted(t, Dir(below), open)
	sticky := filepath.Join(base, "sticky")
	mkdir(t, sticky, 0o777|os.ModeSticky)
	under := filepath.Join(sticky, "mine")
	mkdir(t, under, 0o755)
	if err := Dir(under); err != nil {
		t.Errorf("a folder in a sticky folder all may write to: %v", err)
	}
	wantUntrusted(t, Dir(sticky), sticky) // the sticky bit protects what is below, not the folder
	if os.Geteuid() == 0 {
		theirs := filepath.Join(base, "theirs")
		mkdir(t, theirs, 0o755)
		if err := os.Chown(theirs, 54321, 54321); err != nil {
			t.Fatal(err)
		}
		wantUntrusted(t, Dir(theirs), theirs)
	}
}

func TestFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(dir, "f")
	if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := File(f); err != nil {
		t.Errorf("a file of this user's, 0644: %v", err)
	}
	if err := os.Chmod(f, 0o666); err != nil {
		t.Fatal(err)
	}
	wantUntrusted(t, File(f), f)
	link := filepath.Join(dir, "link")
	if err := os.Symlink(f, link); err != nil {
		t.Fatal(err)
	}
	wantUntrusted(t, File(link), link)
}

// TestDirThroughLink is the attack on a link: a trusted folder holding a
// link to a folder of this user's, 0755, inside a folder others may write
// (who can swap that folder for their own at any time). Checking the
// link's target and the folders above the link is not enough: the folders
// above the target are at fault.
func TestDirThroughLink(t *testing.T) {
	base := t.TempDir()
	if err := os.Chmod(base, 0o755); err != nil {
		t.Fatal(err)
	}
	open := filepath.Join(base, "open")
	mkdir(t, open, 0o777)
	target := filepath.Join(open, "target")
	mkdir(t, target, 0o755)
	link := filepath.Join(base, "link")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	wantUntrusted(t, Dir(link), open)

	// A link to a good folder, in a folder all may write: anyone can
	// point it elsewhere.
	good := filepath.Join(base, "good")
	mkdir(t, good, 0o755)
	swappable := filepath.Join(open, "link")
	if err := os.Symlink(good, swappable); err != nil {
		t.Fatal(err)
	}
	wantUntrusted(t, Dir(swappable), open)
	if err := Dir(good); err != nil {
		t.Errorf("the good folder itself: %v", err)
	}
}
