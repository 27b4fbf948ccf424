package sandbox

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/sudokit/sudokit/internal/cgroup"
)

// groups finds where this process may make control groups with memory,
// pids and cpu limits: cgroup v2 when its unified tree has the three
// controllers, else the v1 hierarchies of memory, pids and cpu (a hybrid
// system, such as an older systemd or a container host). Each group is made
// below the grader's own group, so the grader's own limits still bind. The
// groups themselves are package internal/cgroup's, which the class server
// and the kernel use too.
type groups struct {
	version int           // 2, 1, or 0 when none can be made
	parent  *cgroup.Group // the folders groups are made in
	n       atomic.Int64
	why     string // why there are none
}

// findGroups probes the system for control groups the sandbox can use.
func findGroups() *groups {
	g := &groups{}
	own, err := cgroup.Own(0)
	if err != nil {
		g.why = err.Error()
		return g
	}
	name := fmt.Sprintf("sudokit-%d", os.Getpid())
	root := cgroup.DefaultRoot
	if ctl, err := os.ReadFile(filepath.Join(root, "cgroup.controllers")); err == nil {
		if cgroup.HasAll(strings.Fields(string(ctl)), cgroup.Controllers...) {
			mine := cgroup.Tree{}.Group(own[""])
			// Controllers can be handed to children only from a group with
			// no processes of its own: the grader may be one.
			_ = mine.HandDown()
			parent := mine.Child(name)
			if err := parent.Create(); err == nil {
				_ = parent.HandDown()
				ctl, _ := os.ReadFile(filepath.Join(parent.Dirs[""], "cgroup.subtree_control"))
				if cgroup.HasAll(strings.Fields(string(ctl)), cgroup.Controllers...) {
					g.version, g.parent = 2, parent
					return g
				}
				_ = parent.Remove()
				g.why = "cgroup v2: cannot delegate memory, pids and cpu below " + mine.Dirs[""]
			} else {
				g.why = "cgroup v2: " + err.Error()
			}
		} else {
			g.why = "cgroup v2 without the memory, pids and cpu controllers"
		}
	}
	parent := &cgroup.Group{Dirs: map[string]string{}}
	for _, c := range cgroup.Controllers {
		path, ok := own[c]
		if !ok {
			if g.why == "" {
				g.why = "no cgroup v1 " + c + " hierarchy"
			}
			return &groups{why: g.why}
		}
		dir := filepath.Join(root, c, path, name)
		if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
			_ = parent.Remove()
			return &groups{why: fmt.Sprintf("%s; cgroup v1 %s: %v", g.why, c, err)}
		}
		parent.Dirs[c] = dir
	}
	g.version, g.parent = 1, parent
	return g
}

// remove deletes the parent folders (once their groups are gone).
func (g *groups) remove() {
	if g.parent != nil {
		_ = g.parent.Remove()
	}
}

// Group is a control group for everything one submission runs (its build,
// or its test runs): memory, processes and CPU are limited for the group as
// a whole, whatever it forks, and every process in it can be found and
// killed. A Group is used by one run at a time.
type Group struct {
	*cgroup.Group
}

// NewGroup makes a control group, or returns nil (no error) when the
// system gives the sandbox none (Isolation.Cgroup is then "").
func (s *Sandbox) NewGroup() (*Group, error) {
	g := s.groups
	if g == nil || g.version == 0 {
		return nil, nil
	}
	grp := &Group{g.parent.Child(fmt.Sprintf("g%d", g.n.Add(1)))}
	if err := grp.Create(); err != nil {
		grp.Close()
		return nil, fmt.Errorf("%w: control group: %v", ErrSandbox, err)
	}
	return grp, nil
}

// SetLimits caps the group's memory (bytes, swap included), its tasks
// (processes and threads) and its CPU (cpus worth of time per period).
func (g *Group) SetLimits(memory int64, tasks int, cpus float64) error {
	if err := g.Group.SetLimits(cgroup.Limits{Memory: memory, Pids: tasks, CPUs: cpus}); err != nil {
		return fmt.Errorf("%w: %v", ErrSandbox, err)
	}
	return nil
}

// Kill kills every process in the group and waits (up to ten seconds) for
// the group to be empty. It reports whether it is.
func (g *Group) Kill() bool {
	if g == nil {
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err := g.Group.Kill(ctx)
	return err == nil
}

// PeakMemory is the most memory the group has used, in bytes (0 when the
// kernel does not say).
func (g *Group) PeakMemory() int64 {
	if g == nil {
		return 0
	}
	return g.Group.PeakMemory()
}

// OOMKills counts the processes the kernel killed for the group's memory
// limit.
func (g *Group) OOMKills() int {
	if g == nil {
		return 0
	}
	return g.Group.OOMKills()
}

// Close kills what is left in the group and removes it.
func (g *Group) Close() error {
	if g == nil || g.Group == nil {
		return nil
	}
	g.Kill()
	return g.Remove()
}
