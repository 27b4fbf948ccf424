package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// TestStaleDirectoriesGo: a directory whose pid file names a dead process
// is removed by the next New of its prefix; one of a live process stays.
func TestStaleDirectoriesGo(t *testing.T) {
	prefix := "sudokit-session-test-"
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip(err)
	}
	dead, err := os.MkdirTemp("", prefix)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dead, "pid"), []byte(strconv.Itoa(cmd.Process.Pid)), 0o644); err != nil {
		t.Fatal(err)
	}
	live, err := New(prefix)
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(live)
	next, err := New(prefix)
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(next)
	if _, err := os.Stat(dead); !os.IsNotExist(err) {
		os.RemoveAll(dead)
		t.Errorf("the directory of a dead process is still there (%v)", err)
	}
	if _, err := os.Stat(filepath.Join(live, "pid")); err != nil {
		t.Errorf("the directory of this process went: %v", err)
	}
}
