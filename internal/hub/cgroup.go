package hub

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Limits are the resources one student's server may use, together with
// every kernel and cell program it starts (they inherit its cgroup).
type Limits struct {
	// Memory is the most memory in bytes (page cache included); 0: no limit.
	Memory int64
	// CPUs is the most CPU time in cores (0.5: half a core); 0: no limit.
	CPUs float64
	// Pids is the most processes and threads; 0: no limit.
	Pids int
}

// Cgroups places single-user servers into per-student cgroups. It works
// with cgroup v2 (a unified hierarchy whose root lists its controllers) and
// with v1 (one hierarchy per controller, as on hosts and containers without
// systemd), and needs root.
type Cgroups struct {
	// Root is the cgroup mount point; default /sys/fs/cgroup.
	Root string
	// Group is the parent group of every student's group; default "sudokit-hub".
	Group string
}

// v1Controllers are the hierarchies a v1 setup uses.
var v1Controllers = []string{"memory", "cpu", "pids"}

func (c Cgroups) defaults() Cgroups {
	if c.Root == "" {
		c.Root = "/sys/fs/cgroup"
	}
	if c.Group == "" {
		c.Group = "sudokit-hub"
	}
	return c
}

// V2 reports whether the machine uses the unified cgroup v2 hierarchy.
func (c Cgroups) V2() bool {
	c = c.defaults()
	_, err := os.Stat(filepath.Join(c.Root, "cgroup.controllers"))
	return err == nil
}

// Dirs returns the cgroup directories of user's group: one on v2, one per
// controller on v1.
func (c Cgroups) Dirs(user string) []string {
	c = c.defaults()
	if c.V2() {
		return []string{filepath.Join(c.Root, c.Group, user)}
	}
	var dirs []string
	for _, ctl := range v1Controllers {
		dirs = append(dirs, filepath.Join(c.Root, ctl, c.Group, user))
	}
	if acct, ok := c.cpuacct(); ok {
		dirs = append(dirs, filepath.Join(acct, c.Group, user))
	}
	return dirs
}

// cpuacct returns the v1 cpuacct hierarchy when it is mounted apart from
// cpu (when they share one, the cpu group accounts CPU time already).
func (c Cgroups) cpuacct() (string, bool) {
	acct := filepath.Join(c.Root, "cpuacct")
	if sameDir(acct, filepath.Join(c.Root, "cpu")) {
		return "", false
	}
	_, err := os.Stat(filepath.Join(acct, "cpuacct.usage"))
	return acct, err == nil
}

// Apply creates user's cgroup with the limits (or updates them) and moves
// process pid into it. Children the process starts later stay in it.
func (c Cgroups) Apply(user string, pid int, l Limits) error {
	c = c.defaults()
	if err := checkUsername(user); err != nil {
		return err
	}
	if c.V2() {
		return c.applyV2(user, pid, l)
	}
	return c.applyV1(user, pid, l)
}

func (c Cgroups) applyV2(user string, pid int, l Limits) error {
	parent := filepath.Join(c.Root, c.Group)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	// The parents must hand the controllers down.
	for _, dir := range []string{c.Root, parent} {
		if err := writeFile(filepath.Join(dir, "cgroup.subtree_control"), "+memory +cpu +pids"); err != nil {
			return err
		}
	}
	dir := filepath.Join(parent, user)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := c.weighClass(parent, "cpu.weight", 100, 10000); err != nil {
		return err
	}
	settings := [][2]string{
		{"memory.max", limitOrMax(l.Memory)},
		{"memory.swap.max", "0"},
		{"pids.max", limitOrMax(int64(l.Pids))},
		{"cpu.max", "max 100000"},
	}
	if l.CPUs > 0 {
		settings[3][1] = fmt.Sprintf("%d 100000", int64(l.CPUs*100000))
	}
	if l.Memory == 0 {
		settings[1][1] = "max"
	}
	for _, s := range settings {
		if err := writeFile(filepath.Join(dir, s[0]), s[1]); err != nil && !(s[0] == "memory.swap.max" && errors.Is(err, os.ErrNotExist)) {
			return err
		}
	}
	return writeFile(filepath.Join(dir, "cgroup.procs"), strconv.Itoa(pid))
}

func (c Cgroups) applyV1(user string, pid int, l Limits) error {
	for _, ctl := range v1Controllers {
		if _, err := os.Stat(filepath.Join(c.Root, ctl, "cgroup.procs")); err != nil {
			return lang.Errorf("cgroup v1 controller %[1]q is not mounted at %[2]s: %[3]w", ctl, filepath.Join(c.Root, ctl), err)
		}
	}
	mem := filepath.Join(c.Root, "memory", c.Group, user)
	cpu := filepath.Join(c.Root, "cpu", c.Group, user)
	pids := filepath.Join(c.Root, "pids", c.Group, user)
	for _, d := range []string{mem, cpu, pids} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	memLimit := "-1"
	if l.Memory > 0 {
		memLimit = strconv.FormatInt(l.Memory, 10)
	}
	// memory+swap may never be below memory: lift it, set memory, then
	// make them equal so a student's server never swaps past its limit.
	memsw := filepath.Join(mem, "memory.memsw.limit_in_bytes")
	_, err := os.Stat(memsw)
	hasSwap := err == nil
	if hasSwap {
		if err := writeFile(memsw, "-1"); err != nil {
			return err
		}
	}
	if err := writeFile(filepath.Join(mem, "memory.limit_in_bytes"), memLimit); err != nil {
		return err
	}
	if hasSwap {
		if err := writeFile(memsw, memLimit); err != nil {
			return err
		}
	}
	quota := "-1"
	if l.CPUs > 0 {
		quota = strconv.FormatInt(int64(l.CPUs*100000), 10)
	}
	if err := c.weighClass(filepath.Dir(cpu), "cpu.shares", 1024, 262144); err != nil {
		return err
	}
	if err := writeFile(filepath.Join(cpu, "cpu.cfs_period_us"), "100000"); err != nil {
		return err
	}
	if err := writeFile(filepath.Join(cpu, "cpu.cfs_quota_us"), quota); err != nil {
		return err
	}
	if err := writeFile(filepath.Join(pids, "pids.max"), limitOrMax(int64(l.Pids))); err != nil {
		return err
	}
	// A new server starts a new peak (the group outlives servers).
	_ = writeFile(filepath.Join(mem, "memory.max_usage_in_bytes"), "0")
	dirs := []string{mem, cpu, pids}
	// cpuacct counts CPU time; it may share the cpu hierarchy or be absent.
	if acct, ok := c.cpuacct(); ok {
		d := filepath.Join(acct, c.Group, user)
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
		dirs = append(dirs, d)
	}
	for _, d := range dirs {
		if err := writeFile(filepath.Join(d, "cgroup.procs"), strconv.Itoa(pid)); err != nil {
			return err
		}
	}
	return nil
}

func sameDir(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}

// Usage is what a student's cgroup uses now.
type Usage struct {
	// Memory is the memory charged to the group, page cache included.
	Memory int64
	// Peak is the most memory the group has been charged since it was made.
	Peak int64
	// Anon is the group's anonymous memory (heap and stacks: what the
	// processes themselves hold, without page cache).
	Anon int64
	// Procs is the number of processes and threads.
	Procs int64
	// CPU is the CPU time the group has used since it was made (zero when
	// the machine does not account it).
	CPU time.Duration
}

// Usage reads the memory and process counts of user's cgroup.
func (c Cgroups) Usage(user string) (Usage, error) {
	c = c.defaults()
	var u Usage
	var err error
	if c.V2() {
		dir := filepath.Join(c.Root, c.Group, user)
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
	mem := filepath.Join(c.Root, "memory", c.Group, user)
	if u.Memory, err = readInt(filepath.Join(mem, "memory.usage_in_bytes")); err != nil {
		return u, err
	}
	u.Peak, _ = readInt(filepath.Join(mem, "memory.max_usage_in_bytes"))
	u.Anon, _ = statField(filepath.Join(mem, "memory.stat"), "total_rss")
	for _, ctl := range []string{"cpuacct", "cpu"} {
		if ns, err := readInt(filepath.Join(c.Root, ctl, c.Group, user, "cpuacct.usage")); err == nil {
			u.CPU = time.Duration(ns)
			break
		}
	}
	u.Procs, err = readInt(filepath.Join(c.Root, "pids", c.Group, user, "pids.current"))
	return u, err
}

// weighClass gives the class's parent group the CPU weight of as many
// ordinary processes as it has students (weight each, at most limit).
// Left at the default, the whole class would weigh as much as one process
// against everything outside it: on a busy machine, 20 students' servers
// starting together got 1% of a core each and the hub gave up on them.
// Within the class every student weighs the same, however many processes
// a student runs.
func (c Cgroups) weighClass(parent, file string, each, limit int) error {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return err
	}
	n := 0
	for _, e := range entries {
		if e.IsDir() {
			n++
		}
	}
	return writeFile(filepath.Join(parent, file), strconv.Itoa(min(max(n, 1)*each, limit)))
}

func limitOrMax(n int64) string {
	if n <= 0 {
		return "max"
	}
	return strconv.FormatInt(n, 10)
}

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

// Users lists the students who have a cgroup (a server started since the
// machine booted).
func (c Cgroups) Users() ([]string, error) {
	c = c.defaults()
	dir := filepath.Join(c.Root, c.Group)
	if !c.V2() {
		dir = filepath.Join(c.Root, "memory", c.Group)
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var users []string
	for _, e := range entries {
		if e.IsDir() {
			users = append(users, e.Name())
		}
	}
	return users, nil
}

// Kill ends every process left in user's cgroup (a cell program whose
// kernel died, a background process a student started from a cell), so a
// stopped server leaves nothing running, and returns how many it found.
// It waits until the group is empty, at most until ctx is done.
func (c Cgroups) Kill(ctx context.Context, user string) (int, error) {
	c = c.defaults()
	if err := checkUsername(user); err != nil {
		return 0, err
	}
	dir := c.Dirs(user)[0]
	killed := map[string]bool{}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
		if errors.Is(err, os.ErrNotExist) {
			return 0, nil // no server was ever started
		}
		if err != nil {
			return len(killed), err
		}
		pids := strings.Fields(string(b))
		if len(pids) == 0 {
			return len(killed), nil
		}
		for _, p := range pids {
			if pid, err := strconv.Atoi(p); err == nil {
				killed[p] = true
				_ = syscall.Kill(pid, syscall.SIGKILL) // it may have exited already
			}
		}
		select {
		case <-ctx.Done():
			return len(killed), lang.Errorf("processes %[1]v of %[2]s survived: %[3]w", fmt.Sprint(pids), user, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}
