package hub

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCgroupsApply puts a process the test started into a cgroup with
// limits and checks the kernel's view: the process is listed in the group
// in every hierarchy, and the limits read back.
func TestCgroupsApply(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("cgroups need root")
	}
	cg := Cgroups{Group: "sudokit-hub-test"}
	cmd := exec.Command("sleep", "600")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		for _, d := range cg.Dirs("probe") {
			os.Remove(d)
			os.Remove(filepath.Dir(d))
		}
	})
	if err := cg.Apply("probe", cmd.Process.Pid, Limits{Memory: 256 << 20, CPUs: 0.5, Pids: 64}); err != nil {
		t.Fatal(err)
	}
	pid := strconv.Itoa(cmd.Process.Pid)
	for _, d := range cg.Dirs("probe") {
		b, err := os.ReadFile(filepath.Join(d, "cgroup.procs"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(" "+strings.Join(strings.Fields(string(b)), " ")+" ", " "+pid+" ") {
			t.Errorf("%s lists %q, not the process %s", d, b, pid)
		}
	}
	read := func(rel string) string {
		b, err := os.ReadFile(filepath.Join(cg.defaults().Root, rel))
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(b))
	}
	if cg.V2() {
		for file, want := range map[string]string{"probe/memory.max": "268435456", "probe/cpu.max": "50000 100000", "probe/pids.max": "64", "cpu.weight": "100"} {
			if got := read(filepath.Join(cg.Group, file)); got != want {
				t.Errorf("%s = %q, want %q", file, got, want)
			}
		}
	} else {
		for file, want := range map[string]string{
			"memory/sudokit-hub-test/probe/memory.limit_in_bytes": "268435456",
			"cpu/sudokit-hub-test/probe/cpu.cfs_quota_us":         "50000",
			"pids/sudokit-hub-test/probe/pids.max":                "64",
			"cpu/sudokit-hub-test/cpu.shares":                     "1024", // one student: one process's weight
		} {
			if got := read(file); got != want {
				t.Errorf("%s = %q, want %q", file, got, want)
			}
		}
	}
	u, err := cg.Usage("probe")
	if err != nil {
		t.Fatal(err)
	}
	if u.Procs < 1 {
		t.Errorf("usage counts %d processes, want the sleep", u.Procs)
	}
	users, err := cg.Users()
	if err != nil || len(users) != 1 || users[0] != "probe" {
		t.Errorf("Users() = %v, %v; want [probe]", users, err)
	}
}

func TestCgroupsRefuseBadUser(t *testing.T) {
	if err := (Cgroups{Root: t.TempDir()}).Apply("../escape", 1, Limits{}); err == nil {
		t.Fatal("a user name with a path in it was accepted")
	}
}
