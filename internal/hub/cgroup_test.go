package hub

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudokit/sudokit/internal/cgroup"
	"github.com/sudokit/sudokit/internal/testbin"
	"github.com/sudokit/sudokit/internal/testenv"
)

// hogKept holds what the hog allocates.
var hogKept [][]byte

// TestMain lets the test binary play the two programs of
// TestCellHogDiesAlone: a kernel (running as an ordinary user) that starts
// hogs in its cell group, and the hog itself.
func TestMain(m *testing.M) {
	switch os.Getenv("SUDOKIT_HUB_TEST_ROLE") {
	case "hog":
		for {
			b := make([]byte, 16<<20)
			for i := range b {
				b[i] = 1
			}
			hogKept = append(hogKept, b)
		}
	case "kernel":
		os.Exit(fakeKernel())
	case "serve":
		// Serve execs the command or fails.
		err := Serve(os.Getenv("SUDOKIT_HUB_TEST_USER"), 8<<20, os.Getenv("SUDOKIT_HUB_TEST_HOMES"), os.Args[1:])
		fmt.Println("serve:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// fakeKernel waits for a line on stdin (the test has moved it into the
// server group), then starts a hog in the cell group $SUDOKIT_CELL_CGROUP
// as many times as the line says, printing how each ended and how many OOM
// kills the cell group counts.
func fakeKernel() int {
	line, err := bufio.NewReader(os.Stdin).ReadString('\n')
	if err != nil {
		fmt.Println("stdin:", err)
		return 1
	}
	n, _ := strconv.Atoi(strings.TrimSpace(line))
	cells := cgroup.Tree{}.Group(os.Getenv("SUDOKIT_CELL_CGROUP"))
	if !cells.V2 {
		cells = &cgroup.Group{Dirs: map[string]string{"memory": cells.Dirs["memory"]}}
	}
	self, _ := os.Executable()
	for i := 0; i < n; i++ {
		cmd := exec.Command(self)
		cmd.Env = append(os.Environ(), "SUDOKIT_HUB_TEST_ROLE=hog")
		done := make(chan error, 1)
		go func() {
			// StartIn on v1 wants the goroutine on a thread of its own.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			if err := cells.StartIn(cmd); err != nil {
				done <- fmt.Errorf("start: %w", err)
				return
			}
			done <- cmd.Wait()
		}()
		err := <-done
		status := "exited"
		if ee, ok := err.(*exec.ExitError); ok {
			if ws := ee.Sys().(syscall.WaitStatus); ws.Signaled() {
				status = "killed by " + ws.Signal().String()
			}
		} else if err != nil {
			status = err.Error()
		}
		fmt.Printf("hog %d: %s, oom kills %d\n", i, status, cells.OOMKills())
	}
	fmt.Println("kernel alive")
	return 0
}

// TestCgroupsApply puts a process the test started into a student's groups
// and checks the kernel's view: the process is in the server group, the
// limits read back, the cell group has the lower memory limit and is the
// student's to fill.
func TestCgroupsApply(t *testing.T) {
	testenv.NeedRoot(t, "cgroups need root")
	cg := Cgroups{Group: testGroup("apply")}
	cmd := exec.Command("sleep", "600")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		cg.Remove("nobody")
		cg.Class().Remove()
	})
	if err := cg.Apply("nobody", cmd.Process.Pid, Limits{Memory: 256 << 20, CPUs: 0.5, Pids: 64}); err != nil {
		t.Fatal(err)
	}
	own, err := cgroup.Own(cmd.Process.Pid)
	if err != nil {
		t.Fatal(err)
	}
	class := "/" + cg.Group
	want := map[string]string{"": class + "/nobody/server"}
	if !cg.V2() {
		want = map[string]string{"memory": class + "/nobody/server", "cpu": class + "/nobody", "pids": class + "/nobody"}
	}
	for ctl, path := range want {
		if own[ctl] != path {
			t.Errorf("the server's %q group is %q, want %q", ctl, own[ctl], path)
		}
	}
	read := func(rel string) string {
		b, err := os.ReadFile(filepath.Join(cg.defaults().Root, rel))
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(b))
	}
	nobody, _ := user.Lookup("nobody")
	if cg.V2() {
		for file, want := range map[string]string{"nobody/memory.max": "268435456", "nobody/cells/memory.max": "201326592", "nobody/cpu.max": "50000 100000", "nobody/pids.max": "64", "cpu.weight": "100"} {
			if got := read(filepath.Join(cg.Group, file)); got != want {
				t.Errorf("%s = %q, want %q", file, got, want)
			}
		}
	} else {
		for file, want := range map[string]string{
			"memory" + class + "/nobody/memory.limit_in_bytes":       "268435456",
			"memory" + class + "/nobody/cells/memory.limit_in_bytes": "201326592",
			"cpu" + class + "/nobody/cpu.cfs_quota_us":               "50000",
			"pids" + class + "/nobody/pids.max":                      "64",
			"cpu" + class + "/cpu.shares":                            "1024", // one student: one process's weight
		} {
			if got := read(file); got != want {
				t.Errorf("%s = %q, want %q", file, got, want)
			}
		}
	}
	for _, f := range cg.Cells("nobody").ProcsFiles() {
		fi, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		if uid := fi.Sys().(*syscall.Stat_t).Uid; strconv.Itoa(int(uid)) != nobody.Uid {
			t.Errorf("%s belongs to uid %d, want the student's %s", f, uid, nobody.Uid)
		}
	}
	u, err := cg.Usage("nobody")
	if err != nil {
		t.Fatal(err)
	}
	if u.Procs < 1 {
		t.Errorf("usage counts %d processes, want the sleep", u.Procs)
	}
	users, err := cg.Users()
	if err != nil || len(users) != 1 || users[0] != "nobody" {
		t.Errorf("Users() = %v, %v; want [nobody]", users, err)
	}
}

func TestCgroupsRefuseBadUser(t *testing.T) {
	if err := (Cgroups{Root: t.TempDir()}).Apply("../escape", 1, Limits{}); err == nil {
		t.Fatal("a user name with a path in it was accepted")
	}
}

func TestCellMemory(t *testing.T) {
	for _, c := range []struct{ in, want int64 }{{0, 0}, {256 << 20, 192 << 20}, {1 << 30, 768 << 20}, {4 << 30, 4<<30 - 256<<20}} {
		if got := CellMemory(c.in); got != c.want {
			t.Errorf("CellMemory(%d) = %d, want %d", c.in, got, c.want)
		}
	}
}

// TestCellHogDiesAlone runs, as an ordinary user (nobody), a "kernel" in a
// student's server group that starts a memory hog in the student's cell
// group 20 times: the student's delegation lets it place the hog there,
// every hog is killed by the cell group's OOM killer (oom_kill counts it),
// and the kernel lives on. Without the cell group (hogs in the server
// group) the kernel shares the hog's OOM group and is a candidate victim.
func TestCellHogDiesAlone(t *testing.T) {
	testenv.NeedRoot(t, "cgroups and switching users need root")
	nobody := testbin.AsNobody(t)

	cg := Cgroups{Group: testGroup("oom")}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		cg.Kill(ctx, "nobody")
		cg.Remove("nobody")
		cg.Class().Remove()
	})
	const hogs = 20
	cmd := exec.Command(nobody.Bin)
	cmd.Env = append(os.Environ(), "SUDOKIT_HUB_TEST_ROLE=kernel", "SUDOKIT_CELL_CGROUP="+cg.CellPath("nobody"))
	cmd.SysProcAttr = nobody.Attr()
	cmd.Dir = filepath.Dir(nobody.Bin)
	in, err := cmd.StdinPipe()
	must(t, err)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	must(t, cmd.Start())
	must(t, cg.Apply("nobody", cmd.Process.Pid, Limits{Memory: 256 << 20}))
	start := time.Now()
	fmt.Fprintf(in, "%d\n", hogs)
	err = cmd.Wait()
	t.Logf("%d hogs in %v", hogs, time.Since(start).Round(time.Millisecond))
	if err != nil {
		t.Fatalf("the kernel died: %v\n%s", err, out.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != hogs+1 || lines[hogs] != "kernel alive" {
		t.Fatalf("the kernel printed\n%s", out.String())
	}
	for i, l := range lines[:hogs] {
		if want := fmt.Sprintf("hog %d: killed by killed, oom kills %d", i, i+1); l != want {
			t.Errorf("line %d: %q, want %q", i, l, want)
		}
	}
	if n := cg.Student("nobody").Child(ServerGroup).OOMKills(); n != 0 {
		t.Errorf("the server group counts %d OOM kills, want none", n)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// Kill ends the processes left in a student's groups, the cell group's
// included, and Remove takes the groups away.
func TestCgroupsKill(t *testing.T) {
	testenv.NeedRoot(t, "cgroups need root")
	cg := Cgroups{Group: testGroup("kill")}
	t.Cleanup(func() { cg.Remove("daemon"); cg.Class().Remove() })
	var done []chan error
	var pids []int
	for range 2 {
		cmd := exec.Command("sleep", "600")
		must(t, cmd.Start())
		ch := make(chan error, 1)
		go func() { ch <- cmd.Wait() }()
		t.Cleanup(func() { cmd.Process.Kill() })
		done = append(done, ch)
		pids = append(pids, cmd.Process.Pid)
	}
	must(t, cg.Apply("daemon", pids[0], Limits{}))
	must(t, cg.Cells("daemon").Add(pids[1]))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if n, err := cg.Kill(ctx, "daemon"); err != nil || n != 2 {
		t.Fatalf("Kill = %d, %v; want the two processes", n, err)
	}
	for _, ch := range done {
		if err := <-ch; err == nil {
			t.Fatal("a process exited normally; want it killed")
		}
	}
	must(t, cg.Remove("daemon"))
	if cg.Student("daemon").Exists() {
		t.Error("the student's group is still there after Remove")
	}
	if _, err := cg.Kill(ctx, "never-started"); err != nil {
		t.Fatalf("Kill of a student without a group: %v", err)
	}
}

// testGroup names a class group of this test process, so that two test
// runs on one machine (two checkouts) do not kill each other's processes
// or count each other's OOM kills.
func testGroup(name string) string {
	return fmt.Sprintf("sudokit-hub-test-%s-%d", name, os.Getpid())
}
