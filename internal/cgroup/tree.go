package cgroup

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
)

// DefaultRoot is where Linux mounts its control groups.
const DefaultRoot = "/sys/fs/cgroup"

// Controllers are the controllers whose limits the package sets.
var Controllers = []string{"memory", "cpu", "pids"}

// Tree is the mounted cgroup file system.
type Tree struct {
	// Root is the mount point; default DefaultRoot.
	Root string
}

func (t Tree) root() string {
	if t.Root == "" {
		return DefaultRoot
	}
	return t.Root
}

// V2 reports whether Root is the unified v2 hierarchy (its root lists the
// controllers it has).
func (t Tree) V2() bool {
	_, err := os.Stat(filepath.Join(t.root(), "cgroup.controllers"))
	return err == nil
}

// Group returns the group at path (relative to the root of each
// hierarchy, such as "sudokit-hub/alice"), which need not exist yet. On v1
// it has a folder in the memory, cpu and pids hierarchies, and in cpuacct
// when that is mounted apart from cpu (so CPU time is read there).
func (t Tree) Group(path string) *Group {
	path = strings.TrimPrefix(filepath.Clean("/"+path), "/")
	if t.V2() {
		return &Group{V2: true, Dirs: map[string]string{"": filepath.Join(t.root(), path)}, root: t.root()}
	}
	g := &Group{Dirs: map[string]string{}, root: t.root()}
	for _, c := range Controllers {
		g.Dirs[c] = filepath.Join(t.root(), c, path)
	}
	if acct, ok := t.cpuacct(); ok {
		g.Dirs["cpuacct"] = filepath.Join(acct, path)
	}
	return g
}

// cpuacct returns the v1 cpuacct hierarchy when it is mounted apart from
// cpu (when they share one, the cpu folder accounts CPU time already).
func (t Tree) cpuacct() (string, bool) {
	acct := filepath.Join(t.root(), "cpuacct")
	if sameDir(acct, filepath.Join(t.root(), "cpu")) {
		return "", false
	}
	_, err := os.Stat(filepath.Join(acct, "cpuacct.usage"))
	return acct, err == nil
}

func sameDir(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// Own reads which group a process is in (pid 0: this process) from
// /proc/PID/cgroup: controller → path relative to its hierarchy's root,
// "" for the v2 hierarchy.
func Own(pid int) (map[string]string, error) {
	file := "/proc/self/cgroup"
	if pid != 0 {
		file = filepath.Join("/proc", itoa(pid), "cgroup")
	}
	return readOwn(file)
}

func readOwn(file string) (map[string]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	own := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), ":", 3)
		if len(parts) != 3 {
			continue
		}
		if parts[1] == "" {
			own[""] = parts[2]
			continue
		}
		for _, c := range strings.Split(parts[1], ",") {
			own[c] = parts[2]
		}
	}
	return own, sc.Err()
}

// HasAll reports whether have lists every controller of want.
func HasAll(have []string, want ...string) bool {
	for _, w := range want {
		found := false
		for _, h := range have {
			found = found || h == w
		}
		if !found {
			return false
		}
	}
	return true
}
