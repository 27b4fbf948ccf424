package sandbox

import (
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
)

//go:embed launcher/main.go
var launcherSource []byte

// Isolation says which kernel isolation a Sandbox obtained.
type Isolation struct {
	DropUser   bool // runs as an unprivileged uid (grader is root)
	Namespaces bool // new PID, network, IPC and UTS namespaces
	UserNS     bool // the namespaces sit in a new user namespace (grader is not root)
}

// String describes the isolation for reports.
func (i Isolation) String() string {
	var parts []string
	if i.DropUser {
		parts = append(parts, "unprivileged uid")
	} else {
		parts = append(parts, "grader's own uid")
	}
	switch {
	case i.Namespaces && i.UserNS:
		parts = append(parts, "user+pid+net namespaces")
	case i.Namespaces:
		parts = append(parts, "pid+net namespaces")
	default:
		parts = append(parts, "no namespaces (network not blocked)")
	}
	return strings.Join(parts, ", ") + ", rlimits, process group"
}

// Options configures a Sandbox. The zero value is usable: the go command is
// found on PATH and the sandbox users start at uid 65534 (nobody).
type Options struct {
	Go      string // the go command used to build the launcher; "" looks it up
	WorkDir string // where the launcher and scratch directories go; "" makes a temporary one
	// BaseUID is the uid of slot 0 when root; slot k runs as BaseUID+k. Zero
	// means slot 0 runs as 65534 (nobody) and slot k>0 as 100000+k. Graders
	// that may run at the same time need bases far enough apart that their
	// slots never share a uid.
	BaseUID int
	// NoNamespaces skips the namespaces even where they work (for tests of
	// the fallback).
	NoNamespaces bool
}

// Sandbox starts limited programs. It is safe for concurrent use; callers
// give each concurrent Run its own slot number.
type Sandbox struct {
	Mode     Isolation
	workDir  string
	ownsWork bool
	launcher string
	baseUID  int // 0: the default uids (see Options.BaseUID)
	runs     atomic.Int64
}

// New builds the launcher and finds out which isolation the kernel grants.
func New(opts Options) (*Sandbox, error) {
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
	if err := s.buildLauncher(opts.Go); err != nil {
		s.Close()
		return nil, err
	}
	s.Mode = s.probe(opts.NoNamespaces)
	return s, nil
}

// Close removes the sandbox's work area when the sandbox made it.
func (s *Sandbox) Close() error {
	if s.ownsWork {
		return os.RemoveAll(s.workDir)
	}
	return nil
}

// buildLauncher compiles launcher/main.go into the work area.
func (s *Sandbox) buildLauncher(goTool string) error {
	src := filepath.Join(s.workDir, "launcher-src")
	if err := os.MkdirAll(src, 0o700); err != nil {
		return err
	}
	files := map[string][]byte{
		"go.mod":  []byte("module sudokitlauncher\n\ngo 1.21\n"),
		"main.go": launcherSource,
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(src, name), data, 0o600); err != nil {
			return err
		}
	}
	s.launcher = filepath.Join(s.workDir, "launcher")
	if out, err := GoBuild(goTool, src, s.launcher); err != nil {
		return fmt.Errorf("sandbox: building the launcher: %v\n%s", err, out)
	}
	return os.Chmod(s.launcher, 0o711)
}

// GoBuild runs "go build -o out ." in dir with cgo off, no network and no
// workspace, and returns the compiler's output. The program is linked
// without its symbol table and DWARF (-s -w): that halves the link, the
// largest part of building a small program, and stack traces still name
// functions and lines. goTool "" means the go
// command on PATH, or in $GOROOT/bin.
func GoBuild(goTool, dir, out string) ([]byte, error) {
	if goTool == "" {
		goTool = FindGo()
	}
	cmd := exec.Command(goTool, "build", "-trimpath", "-buildvcs=false", "-ldflags=-s -w", "-o", out, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"CGO_ENABLED=0", "GOPROXY=off", "GOFLAGS=-mod=mod", "GOWORK=off",
		"GOTOOLCHAIN=local", "GO111MODULE=on")
	return cmd.CombinedOutput()
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
		tries = append(tries, Isolation{DropUser: root, Namespaces: true, UserNS: !root})
	}
	tries = append(tries, Isolation{DropUser: root})
	for _, mode := range tries {
		cmd := exec.Command(s.launcher, "-probe")
		cmd.Dir = "/"
		cmd.Env = []string{}
		cmd.SysProcAttr = s.attr(mode, 0)
		if err := cmd.Run(); err == nil {
			return mode
		}
	}
	return Isolation{}
}

// UID returns the uid a slot runs as (root only).
func (s *Sandbox) UID(slot int) int {
	switch {
	case s.baseUID != 0:
		return s.baseUID + slot
	case slot == 0:
		return 65534 // nobody
	default:
		return 100000 + slot
	}
}

// attr returns the process attributes for a slot under mode.
func (s *Sandbox) attr(mode Isolation, slot int) *syscall.SysProcAttr {
	a := &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if mode.DropUser {
		uid := uint32(s.UID(slot))
		a.Credential = &syscall.Credential{Uid: uid, Gid: uid, Groups: []uint32{}}
	}
	if mode.Namespaces {
		a.Cloneflags = syscall.CLONE_NEWPID | syscall.CLONE_NEWNET | syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS
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
