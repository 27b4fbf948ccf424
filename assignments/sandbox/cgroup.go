package sandbox

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// cgroupRoot is where Linux mounts its control groups.
const cgroupRoot = "/sys/fs/cgroup"

// groups finds where this process may make control groups with memory,
// pids and cpu limits: cgroup v2 when its unified tree has the three
// controllers, else the v1 hierarchies of memory, pids and cpu (a hybrid
// system, such as an older systemd or a container host). Each group is made
// below the grader's own group, so the grader's own limits still bind.
type groups struct {
	version int               // 2, 1, or 0 when none can be made
	parent  map[string]string // controller ("" for v2) → the folder groups are made in
	n       atomic.Int64
	why     string // why there are none
}

// findGroups probes the system for control groups the sandbox can use.
func findGroups() *groups {
	g := &groups{parent: map[string]string{}}
	own, err := ownGroups()
	if err != nil {
		g.why = err.Error()
		return g
	}
	name := fmt.Sprintf("sudokit-%d", os.Getpid())
	if ctl, err := os.ReadFile(filepath.Join(cgroupRoot, "cgroup.controllers")); err == nil {
		have := strings.Fields(string(ctl))
		if hasAll(have, "memory", "pids", "cpu") {
			dir := filepath.Join(cgroupRoot, own[""])
			// Controllers can be handed to children only from a group with
			// no processes of its own: the grader may be one.
			_ = os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte("+memory +pids +cpu"), 0)
			parent := filepath.Join(dir, name)
			if err := os.Mkdir(parent, 0o755); err == nil || errors.Is(err, os.ErrExist) {
				_ = os.WriteFile(filepath.Join(parent, "cgroup.subtree_control"), []byte("+memory +pids +cpu"), 0)
				ctl, _ := os.ReadFile(filepath.Join(parent, "cgroup.subtree_control"))
				if hasAll(strings.Fields(string(ctl)), "memory", "pids", "cpu") {
					g.version, g.parent[""] = 2, parent
					return g
				}
				os.Remove(parent)
				g.why = "cgroup v2: cannot delegate memory, pids and cpu below " + dir
			} else {
				g.why = "cgroup v2: " + err.Error()
			}
		} else {
			g.why = "cgroup v2 without the memory, pids and cpu controllers"
		}
	}
	for _, c := range []string{"memory", "pids", "cpu"} {
		path, ok := own[c]
		if !ok {
			if g.why == "" {
				g.why = "no cgroup v1 " + c + " hierarchy"
			}
			return &groups{why: g.why}
		}
		parent := filepath.Join(cgroupRoot, c, path, name)
		if err := os.Mkdir(parent, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
			g.remove()
			return &groups{why: fmt.Sprintf("%s; cgroup v1 %s: %v", g.why, c, err)}
		}
		g.parent[c] = parent
	}
	g.version = 1
	return g
}

// ownGroups reads /proc/self/cgroup: controller → path ("" for v2).
func ownGroups() (map[string]string, error) {
	f, err := os.Open("/proc/self/cgroup")
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

func hasAll(have []string, want ...string) bool {
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

// remove deletes the parent folders (once their groups are gone).
func (g *groups) remove() {
	for _, p := range g.parent {
		_ = os.Remove(p)
	}
}

// Group is a control group for everything one submission runs (its build,
// or its test runs): memory, processes and CPU are limited for the group as
// a whole, whatever it forks, and every process in it can be found and
// killed. A Group is used by one run at a time.
type Group struct {
	version int
	dirs    map[string]string // controller ("" for v2) → folder
}

// NewGroup makes a control group, or returns nil (no error) when the
// system gives the sandbox none (Isolation.Cgroup is then "").
func (s *Sandbox) NewGroup() (*Group, error) {
	g := s.groups
	if g == nil || g.version == 0 {
		return nil, nil
	}
	name := fmt.Sprintf("g%d", g.n.Add(1))
	grp := &Group{version: g.version, dirs: map[string]string{}}
	for c, parent := range g.parent {
		dir := filepath.Join(parent, name)
		if err := os.Mkdir(dir, 0o755); err != nil {
			grp.Close()
			return nil, fmt.Errorf("%w: control group: %v", ErrSandbox, err)
		}
		grp.dirs[c] = dir
	}
	return grp, nil
}

// set writes one control file; an absent file (an optional knob such as
// memory.swap.max or memory.memsw.limit_in_bytes) is skipped.
func (g *Group) set(ctl, file, value string) error {
	err := os.WriteFile(filepath.Join(g.dirs[ctl], file), []byte(value), 0)
	if errors.Is(err, os.ErrNotExist) && (strings.Contains(file, "swap") || strings.Contains(file, "memsw")) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("%w: setting %s: %v", ErrSandbox, file, err)
	}
	return nil
}

// SetLimits caps the group's memory (bytes, swap included), its tasks
// (processes and threads) and its CPU (cpus worth of time per period).
func (g *Group) SetLimits(memory int64, tasks int, cpus float64) error {
	mem, pids := strconv.FormatInt(memory, 10), strconv.Itoa(tasks)
	quota := strconv.FormatInt(int64(cpus*100000), 10)
	var steps [][3]string
	if g.version == 2 {
		steps = [][3]string{{"", "memory.max", mem}, {"", "memory.swap.max", "0"}, {"", "pids.max", pids}, {"", "cpu.max", quota + " 100000"}}
	} else {
		// memory+swap may never be below memory: when raising, memsw must
		// go first, when lowering, last; trying it first covers both.
		_ = g.set("memory", "memory.memsw.limit_in_bytes", mem)
		steps = [][3]string{
			{"memory", "memory.limit_in_bytes", mem}, {"memory", "memory.memsw.limit_in_bytes", mem},
			{"pids", "pids.max", pids},
			{"cpu", "cpu.cfs_period_us", "100000"}, {"cpu", "cpu.cfs_quota_us", quota},
		}
	}
	for _, s := range steps {
		if err := g.set(s[0], s[1], s[2]); err != nil {
			return err
		}
	}
	return nil
}

// procsFiles are the cgroup.procs files a process writes "0" to to join.
func (g *Group) procsFiles() []string {
	var files []string
	for _, dir := range g.dirs {
		files = append(files, filepath.Join(dir, "cgroup.procs"))
	}
	return files
}

// pids lists the processes in the group.
func (g *Group) pids() []int {
	seen := map[int]bool{}
	var out []int
	for _, f := range g.procsFiles() {
		data, _ := os.ReadFile(f)
		for _, field := range strings.Fields(string(data)) {
			if pid, err := strconv.Atoi(field); err == nil && !seen[pid] {
				seen[pid] = true
				out = append(out, pid)
			}
		}
	}
	return out
}

// Kill kills every process in the group and waits (up to ten seconds) for
// the group to be empty. It reports whether it is.
func (g *Group) Kill() bool {
	if g == nil {
		return true
	}
	if g.version == 2 {
		_ = os.WriteFile(filepath.Join(g.dirs[""], "cgroup.kill"), []byte("1"), 0)
	}
	deadline := time.Now().Add(10 * time.Second)
	for delay := time.Millisecond; ; delay = min(2*delay, 50*time.Millisecond) {
		pids := g.pids()
		if len(pids) == 0 {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		for _, pid := range pids {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		time.Sleep(delay) // waiting for the kernel to reap them; there is no event for it in v1
	}
}

// PeakMemory is the most memory the group has used, in bytes (0 when the
// kernel does not say).
func (g *Group) PeakMemory() int64 {
	if g == nil {
		return 0
	}
	file := filepath.Join(g.dirs["memory"], "memory.max_usage_in_bytes")
	if g.version == 2 {
		file = filepath.Join(g.dirs[""], "memory.peak")
	}
	data, _ := os.ReadFile(file)
	n, _ := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64)
	return n
}

// OOMKills counts the processes the kernel killed for the group's memory
// limit (v2), or the times the limit was hit (v1).
func (g *Group) OOMKills() int {
	if g == nil {
		return 0
	}
	if g.version == 1 {
		data, _ := os.ReadFile(filepath.Join(g.dirs["memory"], "memory.failcnt"))
		n, _ := strconv.Atoi(strings.TrimSpace(string(data)))
		return n
	}
	data, _ := os.ReadFile(filepath.Join(g.dirs[""], "memory.events"))
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "oom_kill "); ok {
			n, _ := strconv.Atoi(v)
			return n
		}
	}
	return 0
}

// Close kills what is left in the group and removes it.
func (g *Group) Close() error {
	if g == nil {
		return nil
	}
	g.Kill()
	var first error
	for _, dir := range g.dirs {
		if err := os.Remove(dir); err != nil && !errors.Is(err, os.ErrNotExist) && first == nil {
			first = err
		}
	}
	return first
}
