package cgroup

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/sudokit/sudokit/internal/testbin"
	"github.com/sudokit/sudokit/internal/testenv"
)

// TestMain lets the test binary play a kernel that starts a child in a
// group (see TestStartInV2).
func TestMain(m *testing.M) {
	if dir := os.Getenv("SUDOKIT_CGROUP_TEST_START"); dir != "" {
		bufio.NewReader(os.Stdin).ReadString('\n') // moved into "server"
		g := &Group{V2: true, Dirs: map[string]string{"": dir}}
		cmd := exec.Command("cat", "/proc/self/cgroup")
		cmd.Stdout = os.Stdout
		runtime.LockOSThread()
		if err := g.StartIn(cmd); err != nil {
			fmt.Println("start:", err)
			os.Exit(1)
		}
		cmd.Wait()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// unified returns a cgroup v2 tree this machine has: the root when it is
// v2, else the unified hierarchy of a hybrid setup (no controllers there,
// but processes move and are cloned into groups all the same).
func unified(t *testing.T) Tree {
	t.Helper()
	testenv.NeedRoot(t, "making control groups needs root")
	for _, root := range []string{DefaultRoot, filepath.Join(DefaultRoot, "unified")} {
		if (Tree{Root: root}).V2() {
			return Tree{Root: root}
		}
	}
	t.Skip("no cgroup v2 hierarchy")
	return Tree{}
}

// TestStartInV2 does on cgroup v2 what the class server does: a group with
// "server" and "cells" inside, the cell group's and the outer group's
// cgroup.procs delegated to a user (nobody); a program of that user, moved
// into "server", starts a child with StartIn, which is born in "cells"
// (CLONE_INTO_CGROUP). Without the delegation the kernel refuses it.
func TestStartInV2(t *testing.T) {
	tree := unified(t)
	nobody := testbin.AsNobody(t)
	for _, delegate := range []bool{true, false} {
		path := fmt.Sprintf("sudokit-cgroup-test-%d", os.Getpid())
		g := tree.Group(path)
		server, cells := g.Child("server"), g.Child("cells")
		for _, x := range []*Group{g, server, cells} {
			if err := x.Create(); err != nil {
				t.Fatal(err)
			}
		}
		if delegate {
			if err := cells.Delegate(nobody.UID, nobody.GID); err != nil {
				t.Fatal(err)
			}
			if err := os.Chown(filepath.Join(g.Dirs[""], "cgroup.procs"), nobody.UID, nobody.GID); err != nil {
				t.Fatal(err)
			}
		}
		cmd := exec.Command(nobody.Bin)
		cmd.Env = append(os.Environ(), "SUDOKIT_CGROUP_TEST_START="+cells.Dirs[""])
		cmd.SysProcAttr = nobody.Attr()
		in, _ := cmd.StdinPipe()
		var out strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if err := server.Add(cmd.Process.Pid); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintln(in)
		err := cmd.Wait()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		g.Kill(ctx)
		cancel()
		if err := g.Remove(); err != nil {
			t.Error(err)
		}
		want := "0::/" + path + "/cells\n"
		switch {
		case delegate && (err != nil || !strings.Contains(out.String(), want)):
			t.Errorf("delegated: %v; the child's groups:\n%s\nwant a line %q", err, out.String(), want)
		case !delegate && (err == nil || !strings.Contains(out.String(), "permission denied")):
			t.Errorf("not delegated: %v, %s; want permission denied", err, out.String())
		}
	}
}

// TestKillV2 ends, on cgroup v2, every process of a group and of the
// groups below it, one of them detached with setsid (cgroup.kill, then
// SIGKILL to whatever is left), and Remove takes the groups away.
func TestKillV2(t *testing.T) {
	tree := unified(t)
	g := tree.Group(fmt.Sprintf("sudokit-cgroup-kill-%d", os.Getpid()))
	cells := g.Child("cells")
	for _, x := range []*Group{g, cells} {
		if err := x.Create(); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() { g.Remove() })
	var waits []chan error
	for _, args := range [][]string{{"sleep", "600"}, {"setsid", "sleep", "600"}} {
		cmd := exec.Command(args[0], args[1:]...)
		runtime.LockOSThread()
		err := cells.StartIn(cmd)
		runtime.UnlockOSThread()
		if err != nil {
			t.Fatal(err)
		}
		ch := make(chan error, 1)
		go func() { ch <- cmd.Wait() }()
		waits = append(waits, ch)
		t.Cleanup(func() { cmd.Process.Kill() })
	}
	if pids := g.Pids(); len(pids) != 2 {
		t.Fatalf("the group holds %v, want the two sleeps", pids)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	// Both count as found, even when cgroup.kill ends them before Kill
	// lists the group.
	if n, err := g.Kill(ctx); err != nil || n != 2 {
		t.Fatalf("Kill = %d, %v; want the two sleeps", n, err)
	}
	for _, ch := range waits {
		if err := <-ch; err == nil {
			t.Error("a sleep exited normally; want it killed")
		}
	}
	if err := g.Remove(); err != nil || g.Exists() {
		t.Fatalf("Remove: %v (exists: %v)", err, g.Exists())
	}
}
