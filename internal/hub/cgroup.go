package hub

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"

	"github.com/sudokit/sudokit/internal/cgroup"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// Limits are the resources one student's server may use, together with
// every kernel and cell program it starts.
type Limits = cgroup.Limits

// Usage is what a student's cgroup uses now.
type Usage = cgroup.Usage

// Names of the two groups inside each student's group.
const (
	// ServerGroup holds the student's server and kernels (and the compiler
	// they run).
	ServerGroup = "server"
	// CellGroup holds the programs the student's cells run; its memory
	// limit is below the student's (see CellMemory), so a cell that
	// allocates too much is killed there before the student's group as a
	// whole runs out: the kernel's out-of-memory killer can then only ever
	// choose among cell programs.
	CellGroup = "cells"
)

// CellMemory is the memory limit of a student's cell group for a student
// limit of memory bytes: a quarter less, but at most 256 MiB less (the
// server, a kernel and a compile fit in that), and nothing when the student
// has no limit.
func CellMemory(memory int64) int64 {
	if memory <= 0 {
		return 0
	}
	return memory - min(memory/4, 256<<20)
}

// Cgroups places single-user servers into per-student cgroups:
// Group/USER holds Group/USER/server (the server and its kernels) and
// Group/USER/cells (the programs cells run, with a lower memory limit and
// delegated to the student so their kernel can start cell programs in it).
// It works with cgroup v2 and v1 (see package internal/cgroup) and needs
// root.
type Cgroups struct {
	// Root is the cgroup mount point; default /sys/fs/cgroup.
	Root string
	// Group is the parent group of every student's group; default "sudokit-hub".
	Group string
}

func (c Cgroups) defaults() Cgroups {
	if c.Root == "" {
		c.Root = cgroup.DefaultRoot
	}
	if c.Group == "" {
		c.Group = "sudokit-hub"
	}
	return c
}

func (c Cgroups) tree() cgroup.Tree { return cgroup.Tree{Root: c.defaults().Root} }

// V2 reports whether the machine uses the unified cgroup v2 hierarchy.
func (c Cgroups) V2() bool { return c.tree().V2() }

// Class is the parent group of every student's group.
func (c Cgroups) Class() *cgroup.Group { return c.tree().Group(c.defaults().Group) }

// Student is user's group: their limits hold for everything below it.
func (c Cgroups) Student(user string) *cgroup.Group {
	return c.tree().Group(filepath.Join(c.defaults().Group, user))
}

// Server is the group of user's server and kernels (on v1 in the memory
// hierarchy only: CPU and processes are counted for the student as a whole).
func (c Cgroups) Server(user string) *cgroup.Group {
	return c.Student(user).Child(ServerGroup, "memory")
}

// Cells is the group of user's cell programs (memory only on v1).
func (c Cgroups) Cells(user string) *cgroup.Group {
	return c.Student(user).Child(CellGroup, "memory")
}

// CellPath is the path of user's cell group inside each hierarchy, which
// the hub gives the student's kernels in $SUDOKIT_CELL_CGROUP.
func (c Cgroups) CellPath(user string) string {
	return filepath.Join(c.defaults().Group, user, CellGroup)
}

// Dirs returns the folders of user's group: one on v2, one per
// controller on v1 (the server and cell groups are inside them; remove
// them with Remove).
func (c Cgroups) Dirs(user string) []string {
	var dirs []string
	for _, d := range c.Student(user).Dirs {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	return dirs
}

// Apply creates user's groups with the limits (or updates them), lets the
// student (a system user) start processes in their cell group, and moves
// process pid (the server) into the server group. Children the server
// starts later stay in it.
func (c Cgroups) Apply(name string, pid int, l Limits) error {
	c = c.defaults()
	if err := checkUsername(name); err != nil {
		return err
	}
	u, err := user.Lookup(name)
	if err != nil {
		return err
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	if !c.V2() {
		for _, ctl := range cgroup.Controllers {
			if _, err := os.Stat(filepath.Join(c.Root, ctl, "cgroup.procs")); err != nil {
				return lang.Errorf("cgroup v1 controller %[1]q is not mounted at %[2]s: %[3]w", ctl, filepath.Join(c.Root, ctl), err)
			}
		}
	}
	root, class, student := c.tree().Group(""), c.Class(), c.Student(name)
	server, cells := c.Server(name), c.Cells(name)
	if err := class.Create(); err != nil {
		return err
	}
	// The parents must hand the controllers down (v2).
	for _, g := range []*cgroup.Group{root, class} {
		if err := g.HandDown(); err != nil {
			return err
		}
	}
	if err := student.Create(); err != nil {
		return err
	}
	if err := c.weighClass(class); err != nil {
		return err
	}
	if err := student.SetLimits(l); err != nil {
		return err
	}
	student.ResetPeak() // a new server starts a new peak (the group outlives servers)
	if err := student.HandDown(); err != nil {
		return err
	}
	for _, g := range []*cgroup.Group{server, cells} {
		if err := g.Create(); err != nil {
			return err
		}
	}
	if err := cells.SetLimits(Limits{Memory: CellMemory(l.Memory)}); err != nil {
		return err
	}
	// The student's kernel moves the cell programs it starts into the cell
	// group: on v2 that takes the cell group's cgroup.procs and the
	// student's (the closest group holding both server and cells; no
	// process can live there, as it hands controllers down); on v1 the
	// tasks files of both the cell and the server group (the kernel's
	// starting thread goes to cells and back, see cgroup.Group.StartIn).
	if err := cells.Delegate(uid, gid); err != nil {
		return err
	}
	if c.V2() {
		if err := os.Chown(filepath.Join(student.Dirs[""], "cgroup.procs"), uid, gid); err != nil {
			return err
		}
	} else if err := server.Delegate(uid, gid); err != nil {
		return err
	}
	if pid <= 0 {
		return nil
	}
	if c.V2() {
		return server.Add(pid)
	}
	// v1: memory in the server group, the rest in the student's.
	for ctl, dir := range student.Dirs {
		if ctl == "memory" {
			dir = server.Dirs["memory"]
		}
		if err := os.WriteFile(filepath.Join(dir, "cgroup.procs"), []byte(strconv.Itoa(pid)), 0o644); err != nil {
			return lang.Errorf("cgroup: writing %[1]q to %[2]s: %[3]w", strconv.Itoa(pid), dir, err)
		}
	}
	return nil
}

// weighClass gives the class's parent group the CPU weight of as many
// ordinary processes as it has students. Left at the default, the whole
// class would weigh as much as one process against everything outside it:
// on a busy machine, 20 students' servers starting together got 1% of a
// core each and the hub gave up on them. Within the class every student
// weighs the same, however many processes a student runs.
func (c Cgroups) weighClass(class *cgroup.Group) error {
	ctl, file, each, limit := "", "cpu.weight", 100, 10000
	if !class.V2 {
		ctl, file, each, limit = "cpu", "cpu.shares", 1024, 262144
	}
	entries, err := os.ReadDir(class.Dirs[ctl])
	if err != nil {
		return err
	}
	n := 0
	for _, e := range entries {
		if e.IsDir() {
			n++
		}
	}
	return class.Set(ctl, file, strconv.Itoa(min(max(n, 1)*each, limit)))
}

// Usage reads the memory, CPU time and process count of user's group
// (server, kernels and cell programs together).
func (c Cgroups) Usage(user string) (Usage, error) { return c.Student(user).Usage() }

// Users lists the students who have a cgroup (a server started since the
// machine booted).
func (c Cgroups) Users() ([]string, error) {
	c = c.defaults()
	class := c.Class()
	dir := class.Dirs[""]
	if !class.V2 {
		dir = class.Dirs["memory"]
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
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

// Kill ends every process left in user's groups (a cell program whose
// kernel died, a background process a student started from a cell), so a
// stopped server leaves nothing running, and returns how many it found.
// It waits until the groups are empty, at most until ctx is done.
func (c Cgroups) Kill(ctx context.Context, user string) (int, error) {
	if err := checkUsername(user); err != nil {
		return 0, err
	}
	return c.Student(user).Kill(ctx)
}

// Remove removes user's groups, which must be empty (see Kill).
func (c Cgroups) Remove(user string) error {
	if err := checkUsername(user); err != nil {
		return err
	}
	return c.Student(user).Remove()
}
