package engine

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/internal/trust"

	"github.com/sudokit/sudokit/internal/testenv"
)

// sharedCells are run by the engine filling the shared directory, then by
// another session reading it.
var sharedCells = []struct{ code, want string }{
	{"x := 40", ""},
	{"x + 2", "42"},
	{`s := "shared"; s + "!"`, `"shared!"`},
}

// sharedEngine starts an engine reading (or filling) the shared programs
// in dir.
func sharedEngine(t *testing.T, dir string, fill bool) *Engine {
	t.Helper()
	testenv.SkipShort(t, "compiles cell programs with the Go toolchain")
	e, err := New(context.Background(), Config{Programs: dir, FillPrograms: fill})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// fillShared runs sharedCells in an engine filling dir.
func fillShared(t *testing.T, dir string) {
	t.Helper()
	e := sharedEngine(t, dir, true)
	for i, c := range sharedCells {
		wantText(t, e, i+1, c.code, c.want)
	}
	if len(e.progs.keys) != 0 {
		t.Fatalf("the filling engine kept %d programs for itself", len(e.progs.keys))
	}
}

// runShared runs sharedCells in a new session reading dir and returns it;
// len(e.progs.keys) is how many programs it had to build itself.
func runShared(t *testing.T, dir string) *Engine {
	t.Helper()
	e := sharedEngine(t, dir, false)
	for i, c := range sharedCells {
		wantText(t, e, i+1, c.code, c.want)
	}
	return e
}

// TestSharedProgramsServeAnotherSession fills a shared directory in one
// session; another session running the same cells builds nothing, and a
// cell that is not there is built as usual.
func TestSharedProgramsServeAnotherSession(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "programs")
	fillShared(t, dir)
	progs, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(progs) != 3 {
		t.Fatalf("%d programs in the shared directory after 3 cells, want 3: %v", len(progs), progs)
	}
	e := runShared(t, dir)
	if n := len(e.progs.keys); n != 0 {
		t.Errorf("the second session built %d programs, want 0: all were shared", n)
	}
	wantText(t, e, 4, "x * 2", "80")
	if n := len(e.progs.keys); n != 1 {
		t.Errorf("a new cell: %d programs built, want 1", n)
	}
}

// TestSharedProgramsRefuseWhatOthersCanChange is the attack: a program in
// the shared directory that someone else could have written is never run,
// whether the program itself, its directory or a folder above is writable
// by others.
func TestSharedProgramsRefuseWhatOthersCanChange(t *testing.T) {
	forge := func(t *testing.T, dir string, mode os.FileMode) {
		t.Helper()
		progs, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, p := range progs {
			if err := os.WriteFile(p, []byte("#!/bin/sh\necho forged\n"), mode); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(p, mode); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Run("program writable by others", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "programs")
		fillShared(t, dir)
		forge(t, dir, 0o757)
		if n := len(runShared(t, dir).progs.keys); n != 3 {
			t.Errorf("built %d programs, want 3", n)
		}
	})
	// folderWritable forges the programs of dir, makes the folder open
	// (dir or one above it) writable by others, and wants openShared to
	// refuse the directory naming open and the forged programs not run.
	folderWritable := func(t *testing.T, dir, open string) {
		t.Helper()
		fillShared(t, dir)
		forge(t, dir, 0o755)
		if err := os.Chmod(open, 0o777); err != nil {
			t.Fatal(err)
		}
		var ue *trust.Error
		if _, err := openShared(dir, false); !errors.As(err, &ue) || ue.Path != open {
			t.Errorf("openShared: %v, want a *trust.Error naming %s", err, open)
		}
		if n := len(runShared(t, dir).progs.keys); n != 3 {
			t.Errorf("built %d programs, want 3", n)
		}
	}
	t.Run("directory writable by others", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "programs")
		folderWritable(t, dir, dir)
	})
	t.Run("folder above writable by others", func(t *testing.T) {
		above := filepath.Join(t.TempDir(), "class")
		folderWritable(t, filepath.Join(above, "programs"), above)
	})
	t.Run("program owned by someone else", func(t *testing.T) {
		testenv.NeedRoot(t, "needs root to give a file away")
		dir := filepath.Join(t.TempDir(), "programs")
		fillShared(t, dir)
		forge(t, dir, 0o755)
		progs, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, p := range progs {
			if err := os.Chown(p, 54321, 54321); err != nil {
				t.Fatal(err)
			}
		}
		if n := len(runShared(t, dir).progs.keys); n != 3 {
			t.Errorf("built %d programs, want 3", n)
		}
	})
}

// TestSharedProgramsSticky accepts a folder above writable by all when it
// has the sticky bit (like /tmp).
func TestSharedProgramsSticky(t *testing.T) {
	above := filepath.Join(t.TempDir(), "tmp")
	if err := os.Mkdir(above, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(above, 0o777|os.ModeSticky); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(above, "programs")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if s, err := openShared(dir, false); err != nil || s == nil {
		t.Fatalf("openShared under a sticky folder: %v, %v", s, err)
	}
	if s, err := openShared(filepath.Join(above, "none"), false); err != nil || s != nil {
		t.Errorf("a missing directory: %v, %v; want none and no error", s, err)
	}
}
