package sandbox

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// BuildLimits bound one compile of a submission (go build and every
// compile and link process it starts). As root they hold for the compile's
// control group as a whole; the program it writes may be no larger than
// FileSize.
var BuildLimits = Limits{
	Wall:     2 * time.Minute,
	CPU:      2 * time.Minute,
	Memory:   2 << 30,
	Procs:    256,
	Output:   1 << 20,
	FileSize: 64 << 20,
	Files:    1024,
}

// prepareBuilds finds GOROOT and the module cache (asking the go command,
// as the grader) and makes the build cache, owned by BuildUID when root.
// The module cache holds the modules sudokit's own packages import
// (golang.org/x/text, gg, …), which a teacher's tests compile against; builds
// read it and never download.
func (s *Sandbox) prepareBuilds(cacheDir string) error {
	out, err := exec.Command(s.goTool, "env", "GOROOT", "GOMODCACHE").Output()
	if err != nil {
		return fmt.Errorf("sandbox: go env GOROOT GOMODCACHE: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	s.goRoot = strings.TrimSpace(lines[0])
	if len(lines) > 1 {
		if dir := strings.TrimSpace(lines[1]); dir != "" {
			if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
				s.modCache = dir
			}
		}
	}
	switch {
	case cacheDir != "":
	case os.Geteuid() == 0:
		// Outside root's 0700 home, so the build user reaches it even
		// without a private root.
		cacheDir = "/var/cache/sudokit/go-build"
	default:
		base, err := os.UserCacheDir()
		if err != nil {
			base = os.TempDir()
		}
		cacheDir = filepath.Join(base, "sudokit", "go-build")
	}
	if err := os.MkdirAll(filepath.Dir(cacheDir), 0o711); err != nil {
		return err
	}
	if err := os.MkdirAll(cacheDir, 0o700); err != nil {
		return err
	}
	if os.Geteuid() == 0 {
		if err := chownTree(cacheDir, BuildUID); err != nil {
			return err
		}
	}
	s.cacheDir = cacheDir
	return nil
}

// chownTree gives a folder and everything in it to uid (without following
// links).
func chownTree(dir string, uid int) error {
	return filepath.WalkDir(dir, func(p string, _ os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		return os.Lchown(p, uid, uid)
	})
}

// BuildError is a compile that failed: the compiler's own message, or the
// limit it hit.
type BuildError struct {
	Output string // what the compiler printed (at most BuildLimits.Output)
	Limit  string // the limit that stopped it, or ""
}

func (e *BuildError) Error() string {
	if e.Limit != "" {
		return e.Limit
	}
	return e.Output
}

// Build runs "go build -o out ." on the Go module in dir like any other
// untrusted job: as BuildUID in the namespaces and private root (seeing
// only GOROOT, dir and the build cache), in a control group of its own,
// with cgo off, no network, no workspace and BuildLimits. The program is
// linked without its symbol table and DWARF (-s -w), which halves the link.
// out must be inside dir. A failed compile is a *BuildError.
func (s *Sandbox) Build(ctx context.Context, dir, out string) error {
	return s.build(ctx, dir, out, BuildLimits)
}

// build is Build under the given limits.
func (s *Sandbox) build(ctx context.Context, dir, out string, lim Limits) error {
	return s.goCommand(ctx, dir, lim, "build", "-trimpath", "-buildvcs=false", "-ldflags=-s -w", "-o", out, ".")
}

// GoCommand runs "go ARGS" on the Go module in dir exactly as Build runs
// "go build" (user, namespaces, private root, control group, environment,
// BuildLimits): "test -c -o OUT ." compiles a test binary. A failed
// command is a *BuildError.
func (s *Sandbox) GoCommand(ctx context.Context, dir string, args ...string) error {
	return s.goCommand(ctx, dir, BuildLimits, args...)
}

// GoCommandEnv is GoCommand with more environment variables, which
// override the defaults ("CGO_ENABLED=1" for a build with -race: the
// student's files cannot use cgo, since `import "C"` is refused before).
func (s *Sandbox) GoCommandEnv(ctx context.Context, dir string, env []string, args ...string) error {
	return s.goCommandEnv(ctx, dir, BuildLimits, env, args...)
}

// goCommand is GoCommand under the given limits.
func (s *Sandbox) goCommand(ctx context.Context, dir string, lim Limits, args ...string) error {
	return s.goCommandEnv(ctx, dir, lim, nil, args...)
}

// goCommandEnv is GoCommandEnv under the given limits.
func (s *Sandbox) goCommandEnv(ctx context.Context, dir string, lim Limits, env []string, args ...string) error {
	job := Job{
		Program: filepath.Join(s.goRoot, "bin", "go"),
		Args:    args,
		Env: []string{
			"CGO_ENABLED=0", "GOPROXY=off", "GOFLAGS=-mod=mod", "GOWORK=off", "GOENV=off",
			"GOTOOLCHAIN=local", "GO111MODULE=on", "GOTELEMETRY=off",
			"GOROOT=" + s.goRoot, "GOCACHE=" + s.cacheDir, "GOPATH=" + filepath.Join(dir, ".gopath"),
			"PATH=" + filepath.Join(s.goRoot, "bin") + ":/usr/bin:/bin",
		},
		Limits:  lim,
		Tool:    true,
		Dir:     dir,
		TmpSize: "256m",
	}
	job.Env = append(job.Env, env...)
	if s.modCache != "" {
		job.Env = append(job.Env, "GOMODCACHE="+s.modCache)
	}
	if s.Mode.PrivateFS {
		job.Bind = []string{s.goRoot + ":" + s.goRoot + ":ro", dir + ":" + dir + ":rw", s.cacheDir + ":" + s.cacheDir + ":rw"}
		if s.modCache != "" {
			job.Bind = append(job.Bind, s.modCache+":"+s.modCache+":ro")
		}
		job.Env = append(job.Env, "HOME=/tmp", "TMPDIR=/tmp")
	} else {
		// TMPDIR may not be the module's folder: go ignores a go.mod in
		// "the system temp root".
		tmp := filepath.Join(dir, ".tmp")
		if err := os.Mkdir(tmp, 0o700); err != nil {
			return err
		}
		job.Env = append(job.Env, "HOME="+dir, "TMPDIR="+tmp)
	}
	if s.Mode.DropUser {
		job.UID = BuildUID
		if err := chownTree(dir, BuildUID); err != nil {
			return err
		}
		if err := os.Chmod(filepath.Dir(dir), 0o711); err != nil {
			return err
		}
	}
	grp, err := s.NewGroup()
	if err != nil {
		return err
	}
	defer grp.Close()
	job.Group = grp
	if grp != nil && s.Mode.DropUser {
		// Every grader's compiles share BuildUID, and RLIMIT_NPROC counts
		// them all; the group bounds this compile's tasks.
		job.UserProcs = 64 * lim.Procs
	}
	res := s.Run(ctx, job)
	output := strings.TrimSpace(string(res.Stdout) + string(res.Stderr))
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case res.Err != nil:
		return res.Err
	case res.TimedOut || res.CPUExceeded:
		return &BuildError{Output: output, Limit: fmt.Sprintf("compiling took longer than the limit of %v: is a source file generated, or a constant huge?", lim.Wall)}
	case res.OutputExceeded:
		return &BuildError{Output: output, Limit: fmt.Sprintf("the compiler printed more than %d bytes of errors", lim.Output)}
	case res.ExitCode == 0:
		return nil
	case strings.Contains(output, "file too large"):
		return &BuildError{Output: output, Limit: fmt.Sprintf("the compiled program would be larger than the limit of %s: is a variable or array huge (var x = [1<<29]byte{1})?", bytesText(lim.FileSize))}
	case res.MemoryExceeded:
		return &BuildError{Output: output, Limit: fmt.Sprintf("compiling needed more than the limit of %s of memory: is a variable or constant huge?", bytesText(lim.Memory))}
	}
	return &BuildError{Output: output}
}

// IsBuildError reports whether err is a failed compile (and returns it).
func IsBuildError(err error) (*BuildError, bool) {
	var be *BuildError
	ok := errors.As(err, &be)
	return be, ok
}

// bytesText writes a limit in MiB, or KiB below one MiB.
func bytesText(n int64) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d MiB", n>>20)
}
