package cgroup

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Group is one control group: its folder in every hierarchy it lives in.
type Group struct {
	// V2 is true for a group of the unified hierarchy.
	V2 bool
	// Dirs maps each controller ("" on v2) to the group's folder.
	Dirs map[string]string

	root string // the mount point of the hierarchies, when known
}

// Limits are what a group and everything in it may use together.
type Limits struct {
	// Memory is the most memory in bytes, page cache included, without
	// swap; 0: no limit.
	Memory int64
	// CPUs is the most CPU time in cores (0.5: half a core); 0: no limit.
	CPUs float64
	// Pids is the most processes and threads; 0: no limit.
	Pids int
}

// Child returns the group name inside g, in the hierarchies of the given
// controllers only (all of g's when none are given; on v2 there is one).
func (g *Group) Child(name string, controllers ...string) *Group {
	c := &Group{V2: g.V2, Dirs: map[string]string{}, root: g.root}
	for ctl, dir := range g.Dirs {
		if len(controllers) == 0 || g.V2 || HasAll(controllers, ctl) {
			c.Dirs[ctl] = filepath.Join(dir, name)
		}
	}
	return c
}

// Only returns g in the hierarchies of the given controllers only (on v2,
// g itself: there is one hierarchy).
func (g *Group) Only(controllers ...string) *Group {
	if g.V2 {
		return g
	}
	c := &Group{Dirs: map[string]string{}, root: g.root}
	for ctl, dir := range g.Dirs {
		if HasAll(controllers, ctl) {
			c.Dirs[ctl] = dir
		}
	}
	return c
}

// dirs lists the folders in a fixed order (memory first on v1: it decides
// whether a process was admitted).
func (g *Group) dirs() []string {
	keys := make([]string, 0, len(g.Dirs))
	for k := range g.Dirs {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if (keys[i] == "memory") != (keys[j] == "memory") {
			return keys[i] == "memory"
		}
		return keys[i] < keys[j]
	})
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = g.Dirs[k]
	}
	return out
}

// Create makes the group's folders (and missing parents).
func (g *Group) Create() error {
	for _, d := range g.dirs() {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	return nil
}

// Exists reports whether the group's folders are all there.
func (g *Group) Exists() bool {
	for _, d := range g.dirs() {
		if _, err := os.Stat(d); err != nil {
			return false
		}
	}
	return len(g.Dirs) > 0
}

// HandDown makes the memory, cpu and pids controllers available to the
// group's children (v2; on v1 every group has them). A group that holds
// processes itself cannot hand controllers down on v2.
func (g *Group) HandDown() error {
	if !g.V2 {
		return nil
	}
	return g.Set("", "cgroup.subtree_control", "+memory +cpu +pids")
}

// Set writes value to the control file of the controller's folder ("" on
// v2).
func (g *Group) Set(controller, file, value string) error {
	dir, ok := g.Dirs[controller]
	if !ok {
		return lang.Errorf("cgroup: no %[1]s hierarchy for %[2]s", controller, file)
	}
	return writeFile(filepath.Join(dir, file), value)
}

// SetLimits sets the group's limits; a zero field lifts that limit. Swap
// is never allowed past the memory limit.
func (g *Group) SetLimits(l Limits) error {
	mem := limitOrMax(l.Memory)
	quota := "max"
	if l.CPUs > 0 {
		quota = strconv.FormatInt(int64(l.CPUs*100000), 10)
	}
	if g.V2 {
		swap := "0"
		if l.Memory == 0 {
			swap = "max"
		}
		for _, s := range [][2]string{{"memory.max", mem}, {"memory.swap.max", swap}, {"pids.max", limitOrMax(int64(l.Pids))}, {"cpu.max", quota + " 100000"}} {
			if err := g.Set("", s[0], s[1]); err != nil && !(s[0] == "memory.swap.max" && errors.Is(err, fs.ErrNotExist)) {
				return err
			}
		}
		return nil
	}
	if _, ok := g.Dirs["memory"]; ok {
		if l.Memory == 0 {
			mem = "-1"
		}
		// memory+swap may never be below memory: lift it, set memory, then
		// make them equal.
		memsw := filepath.Join(g.Dirs["memory"], "memory.memsw.limit_in_bytes")
		_, err := os.Stat(memsw)
		hasSwap := err == nil
		if hasSwap {
			if err := writeFile(memsw, "-1"); err != nil {
				return err
			}
		}
		if err := g.Set("memory", "memory.limit_in_bytes", mem); err != nil {
			return err
		}
		if hasSwap {
			if err := writeFile(memsw, mem); err != nil {
				return err
			}
		}
	}
	if _, ok := g.Dirs["cpu"]; ok {
		if quota == "max" {
			quota = "-1"
		}
		if err := g.Set("cpu", "cpu.cfs_period_us", "100000"); err != nil {
			return err
		}
		if err := g.Set("cpu", "cpu.cfs_quota_us", quota); err != nil {
			return err
		}
	}
	if _, ok := g.Dirs["pids"]; ok {
		if err := g.Set("pids", "pids.max", limitOrMax(int64(l.Pids))); err != nil {
			return err
		}
	}
	return nil
}

// ProcsFiles are the cgroup.procs files a process writes its pid (or "0")
// to, to join the group.
func (g *Group) ProcsFiles() []string {
	var files []string
	for _, d := range g.dirs() {
		files = append(files, filepath.Join(d, "cgroup.procs"))
	}
	return files
}

// Add moves process pid (with all its threads) into the group. Processes
// it starts later are born in it.
func (g *Group) Add(pid int) error {
	for _, f := range g.ProcsFiles() {
		if err := writeFile(f, strconv.Itoa(pid)); err != nil {
			return err
		}
	}
	return nil
}

// Delegate lets user uid move its own processes into the group: the
// group's cgroup.procs (and, on v1, tasks: single threads) become theirs.
// The limits stay root's. On v2, moving a process also needs write access
// to the cgroup.procs of the closest group holding both the old and the
// new one: delegate that group too.
func (g *Group) Delegate(uid, gid int) error {
	for _, d := range g.dirs() {
		for _, f := range []string{"cgroup.procs", "tasks"} {
			err := os.Chown(filepath.Join(d, f), uid, gid)
			if err != nil && !(f == "tasks" && errors.Is(err, fs.ErrNotExist)) {
				return err
			}
		}
	}
	return nil
}

// Pids lists the processes in the group and every group below it.
func (g *Group) Pids() []int {
	seen := map[int]bool{}
	var out []int
	for _, d := range g.dirs() {
		_ = filepath.WalkDir(d, func(path string, e fs.DirEntry, err error) error {
			if err != nil || !e.IsDir() {
				return nil
			}
			data, _ := os.ReadFile(filepath.Join(path, "cgroup.procs"))
			for _, field := range strings.Fields(string(data)) {
				if pid, err := strconv.Atoi(field); err == nil && !seen[pid] {
					seen[pid] = true
					out = append(out, pid)
				}
			}
			return nil
		})
	}
	return out
}

// Kill kills every process in the group and the groups below it and waits
// until they are all gone, at most until ctx is done. It returns how many
// processes it found.
func (g *Group) Kill(ctx context.Context) (int, error) {
	if g == nil {
		return 0, nil
	}
	killed := map[int]bool{}
	if g.V2 {
		// cgroup.kill may empty the group before the loop below looks:
		// what was there counts as found.
		for _, pid := range g.Pids() {
			killed[pid] = true
		}
		_ = os.WriteFile(filepath.Join(g.Dirs[""], "cgroup.kill"), []byte("1"), 0)
	}
	for delay := time.Millisecond; ; delay = min(2*delay, 50*time.Millisecond) {
		pids := g.Pids()
		if len(pids) == 0 {
			return len(killed), nil
		}
		for _, pid := range pids {
			killed[pid] = true
			_ = syscall.Kill(pid, syscall.SIGKILL) // it may have exited already
		}
		select {
		case <-ctx.Done():
			return len(killed), lang.Errorf("processes %[1]v survived in %[2]s: %[3]w", fmt.Sprint(pids), g.dirs()[0], ctx.Err())
		case <-time.After(delay): // the kernel reaps them; v1 has no event for it
		}
	}
}

// Remove removes the group and the groups below it, deepest first; they
// must hold no processes (see Kill). A group already gone is no error.
func (g *Group) Remove() error {
	var first error
	for _, d := range g.dirs() {
		var dirs []string
		_ = filepath.WalkDir(d, func(path string, e fs.DirEntry, err error) error {
			if err == nil && e.IsDir() {
				dirs = append(dirs, path)
			}
			return nil
		})
		for i := len(dirs) - 1; i >= 0; i-- {
			// A group whose last task has just been reaped can refuse rmdir
			// (EBUSY) for a moment while the kernel finishes with it.
			err := os.Remove(dirs[i])
			for try := 0; errors.Is(err, syscall.EBUSY) && try < 100; try++ {
				time.Sleep(20 * time.Millisecond)
				err = os.Remove(dirs[i])
			}
			if err != nil && !errors.Is(err, fs.ErrNotExist) && first == nil {
				first = err
			}
		}
	}
	return first
}

// Usage is what a group uses now.
type Usage struct {
	// Memory is the memory charged to the group, page cache included.
	Memory int64
	// Peak is the most memory the group has been charged (since it was
	// made, or since ResetPeak on v1).
	Peak int64
	// Anon is the group's anonymous memory (heap and stacks: what the
	// processes themselves hold, without page cache).
	Anon int64
	// Procs is the number of processes and threads.
	Procs int64
	// CPU is the CPU time the group has used (zero when the machine does
	// not account it).
	CPU time.Duration
}

// Usage reads the group's memory, processes and CPU time, its children's
// included.
func (g *Group) Usage() (Usage, error) {
	var u Usage
	var err error
	if g.V2 {
		dir := g.Dirs[""]
		if u.Memory, err = readInt(filepath.Join(dir, "memory.current")); err != nil {
			return u, err
		}
		u.Peak, _ = readInt(filepath.Join(dir, "memory.peak"))
		u.Anon, _ = statField(filepath.Join(dir, "memory.stat"), "anon")
		usec, _ := statField(filepath.Join(dir, "cpu.stat"), "usage_usec")
		u.CPU = time.Duration(usec) * time.Microsecond
		u.Procs, err = readInt(filepath.Join(dir, "pids.current"))
		return u, err
	}
	mem := g.Dirs["memory"]
	if u.Memory, err = readInt(filepath.Join(mem, "memory.usage_in_bytes")); err != nil {
		return u, err
	}
	u.Peak, _ = readInt(filepath.Join(mem, "memory.max_usage_in_bytes"))
	u.Anon, _ = statField(filepath.Join(mem, "memory.stat"), "total_rss")
	for _, ctl := range []string{"cpuacct", "cpu"} {
		if dir, ok := g.Dirs[ctl]; ok {
			if ns, err := readInt(filepath.Join(dir, "cpuacct.usage")); err == nil {
				u.CPU = time.Duration(ns)
				break
			}
		}
	}
	if dir, ok := g.Dirs["pids"]; ok {
		u.Procs, err = readInt(filepath.Join(dir, "pids.current"))
	}
	return u, err
}

// ResetPeak starts a new peak (v1; v2's memory.peak counts from the
// group's making).
func (g *Group) ResetPeak() {
	if !g.V2 {
		_ = g.Set("memory", "memory.max_usage_in_bytes", "0")
	}
}

// PeakMemory is the most memory the group has used, in bytes (0 when the
// kernel does not say).
func (g *Group) PeakMemory() int64 {
	if g == nil {
		return 0
	}
	u, _ := g.Usage()
	return u.Peak
}

// MemoryLimit reads the group's memory limit in bytes (-1: none).
func (g *Group) MemoryLimit() (int64, error) {
	if g.V2 {
		return readInt(filepath.Join(g.Dirs[""], "memory.max"))
	}
	n, err := readInt(filepath.Join(g.Dirs["memory"], "memory.limit_in_bytes"))
	if n >= 1<<62 { // v1 writes "no limit" as a huge page-aligned number
		n = -1
	}
	return n, err
}

// OOMKills counts the processes the kernel killed for the group's memory
// limit ("oom_kill" in memory.events on v2, memory.oom_control on v1).
func (g *Group) OOMKills() int {
	if g == nil {
		return 0
	}
	file := filepath.Join(g.Dirs[""], "memory.events")
	if !g.V2 {
		file = filepath.Join(g.Dirs["memory"], "memory.oom_control")
	}
	n, _ := statField(file, "oom_kill")
	return int(n)
}

func limitOrMax(n int64) string {
	if n <= 0 {
		return "max"
	}
	return strconv.FormatInt(n, 10)
}

func itoa(n int) string { return strconv.Itoa(n) }

func writeFile(path, value string) error {
	if err := os.WriteFile(path, []byte(value), 0o644); err != nil {
		return lang.Errorf("cgroup: writing %[1]q to %[2]s: %[3]w", value, path, err)
	}
	return nil
}

func readInt(path string) (int64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	s := strings.TrimSpace(string(b))
	if s == "max" {
		return -1, nil
	}
	return strconv.ParseInt(s, 10, 64)
}

func statField(path, key string) (int64, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, " "); ok && k == key {
			return strconv.ParseInt(v, 10, 64)
		}
	}
	return 0, lang.Errorf("%[1]s has no %[2]q", path, key)
}
