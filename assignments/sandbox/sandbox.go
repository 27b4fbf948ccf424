package sandbox

import (
	"embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/sudokit/sudokit/sudoku/lang"
)

//go:embed launcher/*.go
var launcherSource embed.FS

// Isolation says which kernel isolation a Sandbox obtained.
type Isolation struct {
	DropUser   bool   // runs as an unprivileged uid (grader is root)
	Namespaces bool   // new PID, network, IPC and UTS namespaces
	UserNS     bool   // the namespaces sit in a new user namespace (grader is not root)
	PrivateFS  bool   // a mount namespace with a private read-only root, /tmp, /dev/shm and /proc
	Cgroup     string // "v2" or "v1" when each submission gets a control group, else ""
	NoCgroup   string // why there is no control group
}

// Full reports whether every protection is in place: another uid, the
// namespaces, the private filesystem and a control group.
func (i Isolation) Full() bool {
	return i.DropUser && i.Namespaces && i.PrivateFS && i.Cgroup != ""
}

// String describes the isolation for reports, in the current language
// (package lang).
func (i Isolation) String() string {
	var parts []string
	if i.DropUser {
		parts = append(parts, lang.Sprintf("unprivileged uid range of its own"))
	} else {
		parts = append(parts, lang.Sprintf("grader's own uid"))
	}
	switch {
	case i.Namespaces && i.PrivateFS:
		parts = append(parts, lang.Sprintf("pid+net+ipc+mount namespaces, private read-only root"))
	case i.Namespaces && i.UserNS:
		parts = append(parts, lang.Sprintf("user+pid+net namespaces"))
	case i.Namespaces:
		parts = append(parts, lang.Sprintf("pid+net namespaces"))
	default:
		parts = append(parts, lang.Sprintf("no namespaces (network not blocked)"))
	}
	if i.Cgroup != "" {
		parts = append(parts, lang.Sprintf("cgroup %s per submission", i.Cgroup))
	} else {
		parts = append(parts, lang.Sprintf("no cgroup (limits per process only)"))
	}
	parts = append(parts, lang.Sprintf("rlimits, process group"))
	return strings.Join(parts, lang.Sprintf(", ")) // Chinese separates with "，"
}

// Weaknesses lists, for a loud warning, what this isolation does not
// protect, in the current language; nil when it is Full.
func (i Isolation) Weaknesses() []string {
	var w []string
	if !i.DropUser {
		w = append(w, lang.Sprintf("the code runs as the grader's own user (run the grader as root): it can read what the grader can read"))
	}
	if !i.Namespaces {
		w = append(w, lang.Sprintf("no namespaces: the code has the network and sees every process"))
	}
	if !i.PrivateFS {
		w = append(w, lang.Sprintf("no private filesystem: the code sees the host's files (solutions, assignment.yaml with the hidden tests' seeds, the sudokit binary), /proc, /tmp and Unix sockets"))
	}
	if i.Cgroup == "" {
		why := i.NoCgroup
		if why == "" {
			why = lang.Sprintf("not available")
		}
		w = append(w, lang.Sprintf("no control group (%s): memory and processes are limited per process only", why))
	}
	return w
}

// Options configures a Sandbox. The zero value is usable: the go command is
// found on PATH and, as root, the grader takes a uid range of its own.
type Options struct {
	Go      string // the go command used to build the launcher and submissions; "" looks it up
	WorkDir string // where the launcher and scratch directories go; "" makes a temporary one
	// BaseUID, when not zero, fixes the uids instead of taking a free
	// range: slot k runs as BaseUID+k (tests use it to find processes).
	BaseUID int
	// NoNamespaces skips the namespaces even where they work (for tests of
	// the fallback).
	NoNamespaces bool
	// CacheDir holds the build cache of submissions ("" is
	// /var/cache/sudokit/go-build for root, else
	// $XDG_CACHE_HOME/sudokit/go-build or ~/.cache/sudokit/go-build).
	CacheDir string
}

// Sandbox starts limited programs. It is safe for concurrent use; callers
// give each concurrent Run its own slot number.
type Sandbox struct {
	Mode     Isolation
	workDir  string
	ownsWork bool
	launcher string
	newRoot  string // empty folder the private root is built on
	baseUID  int    // uid of slot 0
	uids     *uidRange
	groups   *groups
	goTool   string
	goRoot   string
	modCache string // the go command's module cache, read-only in builds ("" when there is none)
	cacheDir string
	hide     []string // host paths masked inside the private root (the grader's binary)
	runs     atomic.Int64
}

// New builds the launcher and finds out which isolation the kernel grants.
func New(opts Options) (*Sandbox, error) {
	closeOnExecAll()
	s := &Sandbox{workDir: opts.WorkDir, baseUID: opts.BaseUID}
	if s.workDir == "" {
		dir, err := os.MkdirTemp("", "sudokit-sandbox-")
		if err != nil {
			return nil, err
		}
		s.workDir, s.ownsWork = dir, true
	}
	// Other users may pass through (to reach the launcher and their scratch
	// directory) but not list or read the work area.
	if err := os.Chmod(s.workDir, 0o711); err != nil {
		return nil, err
	}
	s.goTool = opts.Go
	if s.goTool == "" {
		s.goTool = FindGo()
	}
	if err := s.buildLauncher(); err != nil {
		s.Close()
		return nil, err
	}
	s.newRoot = filepath.Join(s.workDir, "newroot")
	if err := os.Mkdir(s.newRoot, 0o700); err != nil {
		s.Close()
		return nil, err
	}
	if exe, err := os.Executable(); err == nil {
		s.hide = append(s.hide, exe)
	}
	root := os.Geteuid() == 0
	if root && s.baseUID == 0 {
		r, err := allocateUIDs()
		if err != nil {
			s.Close()
			return nil, err
		}
		s.uids, s.baseUID = r, r.base+1
	}
	if root && !opts.NoNamespaces {
		s.groups = findGroups()
	}
	if err := s.prepareBuilds(opts.CacheDir); err != nil {
		s.Close()
		return nil, err
	}
	s.Mode = s.probe(opts.NoNamespaces)
	if s.groups != nil {
		s.Mode.NoCgroup = s.groups.why
		if s.groups.version != 0 {
			s.Mode.Cgroup = fmt.Sprintf("v%d", s.groups.version)
		}
	} else {
		s.Mode.NoCgroup = "needs root"
	}
	return s, nil
}

// Close removes the sandbox's work area when the sandbox made it, and
// gives back its uid range and control groups.
func (s *Sandbox) Close() error {
	if s.groups != nil {
		s.groups.remove()
	}
	s.uids.release()
	if s.ownsWork {
		return os.RemoveAll(s.workDir)
	}
	return nil
}

// buildLauncher compiles launcher/*.go into the work area (as the grader,
// from trusted source).
func (s *Sandbox) buildLauncher() error {
	src := filepath.Join(s.workDir, "launcher-src")
	if err := os.MkdirAll(src, 0o700); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(src, "go.mod"), []byte("module sudokitlauncher\n\ngo 1.21\n"), 0o600); err != nil {
		return err
	}
	entries, _ := launcherSource.ReadDir("launcher")
	for _, e := range entries {
		data, err := launcherSource.ReadFile("launcher/" + e.Name())
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(src, e.Name()), data, 0o600); err != nil {
			return err
		}
	}
	s.launcher = filepath.Join(s.workDir, "launcher")
	cmd := exec.Command(s.goTool, "build", "-trimpath", "-buildvcs=false", "-ldflags=-s -w", "-o", s.launcher, ".")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local", "GO111MODULE=on", "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("sandbox: building the launcher: %v\n%s", err, out)
	}
	return os.Chmod(s.launcher, 0o711)
}

// FindGo returns the go command: on PATH, else /usr/local/go/bin/go.
func FindGo() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	if root := os.Getenv("GOROOT"); root != "" {
		return filepath.Join(root, "bin", "go")
	}
	return "/usr/local/go/bin/go"
}

// probe tries the strongest isolation first and keeps the first that starts.
func (s *Sandbox) probe(noNamespaces bool) Isolation {
	root := os.Geteuid() == 0
	var tries []Isolation
	if !noNamespaces {
		if root {
			tries = append(tries, Isolation{DropUser: true, Namespaces: true, PrivateFS: true})
		}
		tries = append(tries, Isolation{DropUser: root, Namespaces: true, UserNS: !root})
	}
	tries = append(tries, Isolation{DropUser: root})
	for _, mode := range tries {
		args := []string{"-probe"}
		if mode.PrivateFS {
			args = append(args, "-uid", fmt.Sprint(s.UID(0)), "-gid", fmt.Sprint(s.UID(0)), "-root", s.newRoot, "-cwd", "/tmp")
		}
		cmd := exec.Command(s.launcher, args...)
		cmd.Dir = "/"
		cmd.Env = []string{}
		cmd.SysProcAttr = s.attr(mode, s.UID(0))
		if err := cmd.Run(); err == nil {
			return mode
		}
	}
	return Isolation{}
}

// UID returns the uid a slot runs as (root only).
func (s *Sandbox) UID(slot int) int {
	if s.baseUID == 0 {
		return 65534 + slot // not root: unused
	}
	return s.baseUID + slot
}

// attr returns the process attributes of a launcher that will run as uid
// under mode.
func (s *Sandbox) attr(mode Isolation, uid int) *syscall.SysProcAttr {
	a := &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if mode.DropUser && !mode.PrivateFS {
		// Without a private root the launcher needs no privilege: the
		// kernel switches the user at clone time. With one, the launcher
		// starts as root to mount, then drops to uid itself.
		a.Credential = &syscall.Credential{Uid: uint32(uid), Gid: uint32(uid), Groups: []uint32{}}
	}
	if mode.Namespaces {
		a.Cloneflags = syscall.CLONE_NEWPID | syscall.CLONE_NEWNET | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS
	}
	if mode.PrivateFS {
		a.Cloneflags |= syscall.CLONE_NEWNS
	}
	if mode.UserNS {
		a.Cloneflags |= syscall.CLONE_NEWUSER
		a.UidMappings = []syscall.SysProcIDMap{{ContainerID: 1000, HostID: os.Getuid(), Size: 1}}
		a.GidMappings = []syscall.SysProcIDMap{{ContainerID: 1000, HostID: os.Getgid(), Size: 1}}
		a.GidMappingsEnableSetgroups = false
	}
	return a
}

// ErrSandbox marks a failure of the sandbox itself (not of the program).
var ErrSandbox = errors.New("sandbox failure")
