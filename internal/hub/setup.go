package hub

import (
	"bytes"
	"context"
	_ "embed"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"text/template"
	"time"

	"github.com/sudokit/sudokit/internal/trust"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// Options are the settings of a course server.
type Options struct {
	Layout
	// Source is the sudokit source tree to install (copied to Layout.Source).
	Source string
	// Notebooks is the folder of course notebooks to install as the master
	// copy; default Source/notebooks.
	Notebooks string
	// Executable is the sudokit binary to install; default this program.
	Executable string
	// GoBin is the go command; its folder goes on the students' PATH.
	GoBin string
	// IP and Port are where the hub listens for browsers (default all
	// addresses, 8000); HubPort and ProxyAPIPort are internal (localhost).
	IP                          string
	Port, HubPort, ProxyAPIPort int
	// Admins are the users who administer the hub (created if missing).
	Admins []string
	// Group is the system group whose members may log in; default "sudokit-hub".
	Group string
	// CourseDir is the folder in each home that receives the notebooks.
	CourseDir string
	// CoursePort is the course service's port (localhost; default 8090),
	// CourseJobs how many submissions it grades at once (default 2).
	CoursePort, CourseJobs int
	// Limits are each student's resources.
	Limits Limits
	// TmpSize is the size in bytes of each server's private /tmp (a tmpfs,
	// counted in the student's memory); default DefaultTmpSize.
	TmpSize int64
	// HomeSize is the size in bytes of each student's home image (see
	// HomeDisk: the home's disk limit); 0: homes are plain folders.
	HomeSize int64
	// StartTimeout is how long a server may take to start (default 120 s).
	StartTimeout time.Duration
	// CullIdle stops a server whose kernels and browser have been idle
	// this long (0: never).
	CullIdle time.Duration
	// SkipWarm installs without warming the build cache or building the
	// programs of the master notebooks.
	SkipWarm bool
	// Log receives progress lines (may be nil).
	Log io.Writer
}

func (o Options) withDefaults() (Options, error) {
	if o.Prefix == "" {
		o.Prefix = DefaultPrefix
	}
	p, err := filepath.Abs(o.Prefix)
	if err != nil {
		return o, err
	}
	o.Prefix = p
	for _, tmp := range []string{"/tmp", "/var/tmp"} {
		if o.Prefix == tmp || strings.HasPrefix(o.Prefix, tmp+"/") {
			return o, lang.Errorf("the prefix %[1]s is inside %[2]s, which every student's server replaces with a private one: choose another (default %[3]s)", o.Prefix, tmp, DefaultPrefix)
		}
	}
	if o.Source == "" {
		return o, lang.Errorf("no sudokit source tree to install")
	}
	if o.Notebooks == "" {
		o.Notebooks = filepath.Join(o.Source, "notebooks")
	}
	if o.Executable == "" {
		if o.Executable, err = os.Executable(); err != nil {
			return o, err
		}
	}
	if o.GoBin == "" {
		o.GoBin = "go"
	}
	if o.GoBin, err = exec.LookPath(o.GoBin); err != nil {
		return o, err
	}
	if o.GoBin, err = filepath.Abs(o.GoBin); err != nil {
		return o, err
	}
	if o.Port == 0 {
		o.Port = 8000
	}
	if o.HubPort == 0 {
		o.HubPort = 8081
	}
	if o.ProxyAPIPort == 0 {
		o.ProxyAPIPort = 8001
	}
	if o.CoursePort == 0 {
		o.CoursePort = 8090
	}
	if o.CourseJobs == 0 {
		o.CourseJobs = 2
	}
	if o.Group == "" {
		o.Group = "sudokit-hub"
	}
	if o.CourseDir == "" {
		o.CourseDir = "course"
	}
	if o.TmpSize <= 0 {
		o.TmpSize = DefaultTmpSize
	}
	if o.StartTimeout == 0 {
		o.StartTimeout = 120 * time.Second
	}
	if o.HomeSize < 0 || o.HomeSize > 0 && o.HomeSize < MinHomeSize {
		return o, lang.Errorf("the home size %[1]d MiB is below the smallest, %[2]d MiB", o.HomeSize>>20, MinHomeSize>>20)
	}
	for _, a := range o.Admins {
		if err := checkUsername(a); err != nil {
			return o, lang.Errorf("admin: %w", err)
		}
	}
	if err := checkUsername(o.Group); err != nil {
		return o, lang.Errorf("group: %w", err)
	}
	if !filepath.IsLocal(o.CourseDir) {
		return o, lang.Errorf("the course folder %q must be a relative path inside the home", o.CourseDir)
	}
	return o, nil
}

//go:embed jupyterhub_config.py.tmpl
var configTemplate string

// pyString quotes s as a Python string literal.
func pyString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\x%02x", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// pySet writes ss as a Python set ("set()" when empty: "{}" is a dict).
func pySet(ss []string) string {
	if len(ss) == 0 {
		return "set()"
	}
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = pyString(s)
	}
	return "{" + strings.Join(q, ", ") + "}"
}

// Config returns the jupyterhub_config.py for the options.
func Config(o Options) ([]byte, error) {
	o, err := o.withDefaults()
	if err != nil {
		return nil, err
	}
	t, err := template.New("config").Funcs(template.FuncMap{"py": pyString, "pyset": pySet, "list": func(s ...string) []string { return s }}).Parse(configTemplate)
	if err != nil {
		return nil, err
	}
	data := struct {
		Options
		MemoryText, CPUsText, PidsText string
		ProxyPidFile, CookieSecretFile string
		DBURL, PidFile, Path           string
		ProxyURL, CourseGoCache        string
		CullIdleSeconds, StartTimeout  int
		CgroupClass, TmpSizeText       string
		HomeSizeText                   string
	}{
		Options:          o,
		MemoryText:       strconv.FormatInt(o.Limits.Memory, 10),
		CPUsText:         strconv.FormatFloat(o.Limits.CPUs, 'g', -1, 64),
		PidsText:         strconv.Itoa(o.Limits.Pids),
		ProxyPidFile:     filepath.Join(o.State(), "proxy.pid"),
		CookieSecretFile: filepath.Join(o.State(), "jupyterhub_cookie_secret"),
		DBURL:            "sqlite:///" + filepath.Join(o.State(), "jupyterhub.sqlite"),
		PidFile:          filepath.Join(o.State(), "jupyterhub.pid"),
		Path:             filepath.Dir(o.GoBin) + ":/usr/local/bin:/usr/bin:/bin",
		CullIdleSeconds:  int(o.CullIdle.Seconds()),
		ProxyURL:         proxyURL(o.IP, o.Port),
		CourseGoCache:    filepath.Join(o.CourseState(), "go-build"),
		StartTimeout:     int(o.StartTimeout.Seconds()),
		CgroupClass:      Cgroups{}.defaults().Group,
		TmpSizeText:      strconv.FormatInt(o.TmpSize, 10),
		HomeSizeText:     strconv.FormatInt(o.HomeSize, 10),
	}
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Setup installs the course server under o.Prefix: the sudokit binary, a
// copy of the source tree, the master notebooks, the module cache (every
// module sudokit and the notebooks need), the kernelspec with a warmed
// master build cache, the group students and admins belong to, the admin
// users, and jupyterhub_config.py. It needs root. Running it again
// refreshes everything but the students' homes and the hub's state.
func Setup(ctx context.Context, o Options) error {
	o, err := o.withDefaults()
	if err != nil {
		return err
	}
	logf := func(format string, args ...any) {
		if o.Log != nil {
			fmt.Fprintln(o.Log, lang.Sprintf(format, args...))
		}
	}
	if os.Geteuid() != 0 {
		return lang.Errorf("hub setup must run as root (it creates users and a system-wide install)")
	}
	for _, bin := range []string{"/usr/bin/jupyterhub", "/usr/bin/jupyterhub-singleuser", "/usr/bin/configurable-http-proxy"} {
		if _, err := os.Stat(bin); err != nil {
			return lang.Errorf("%s is missing: apt-get install jupyterhub node-configurable-http-proxy", bin)
		}
	}
	if o.HomeSize > 0 {
		for _, tool := range []string{"mkfs.ext4", "resize2fs", "losetup", "mount"} {
			if _, err := toolPath(tool); err != nil {
				return lang.Errorf("%s is missing (home images need it): apt-get install e2fsprogs mount", tool)
			}
		}
	}
	for _, d := range []string{o.Prefix, filepath.Dir(o.Bin()), filepath.Dir(o.ConfigFile())} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
		if err := os.Chmod(d, 0o755); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(o.State(), 0o700); err != nil {
		return err
	}
	if err := copyFile(o.Executable, o.Bin(), 0o755); err != nil {
		return err
	}
	if err := replaceTree(o.Source, o.Layout.Source(), skipSource); err != nil {
		return lang.Errorf("copying the source tree: %w", err)
	}
	logf("installed sudokit and its source tree in %s", o.Prefix)
	// Building the programs runs the notebooks' cells, as root: only for
	// notebooks that nobody but root can change, checked before the copy
	// so that what was checked is what is copied and run.
	var untrusted error
	if !o.SkipWarm {
		untrusted = trustedNotebooks(o.Notebooks)
	}
	if err := replaceTree(o.Notebooks, o.Layout.Notebooks(), skipNotebook); err != nil {
		return lang.Errorf("copying the notebooks: %w", err)
	}
	logf("master notebooks in %s", o.Layout.Notebooks())
	env := append(os.Environ(), "GOMODCACHE="+o.GoModCache(), "GOCACHE="+o.GoCache(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod")
	start := time.Now()
	if err := command(ctx, env, o.Layout.Source(), o.GoBin, "mod", "download"); err != nil {
		return lang.Errorf("filling the module cache: %w", err)
	}
	logf("module cache %[1]s filled in %[2]s", o.GoModCache(), time.Since(start).Round(time.Millisecond).String())
	// The programs of an earlier setup were built against another tree.
	if err := os.RemoveAll(o.Layout.Programs()); err != nil {
		return err
	}
	args := []string{"kernel", "install", "--prefix", o.Prefix, "--go", o.GoBin, "--programs", o.Layout.Programs()}
	switch {
	case o.SkipWarm:
		args = append(args, "--no-warm")
	case untrusted != nil:
		logf("not building the master notebooks' programs ahead (students' kernels will compile their cells): that would run their cells as root, which setup does only for notebooks that nobody but root can change (%[1]v)", untrusted)
	default:
		args = append(args, "--warm-notebooks", o.Layout.Notebooks())
	}
	env = append(env, "SUDOKIT_ROOT="+o.Layout.Source())
	out, err := commandOutput(ctx, env, o.Prefix, o.Bin(), args...)
	if err != nil {
		return lang.Errorf("installing the kernel: %w", err)
	}
	logf("%s", strings.TrimSpace(out)) // the kernel install's own lines
	// Everything under the prefix but the state is readable by all and
	// writable by root only.
	if err := makeReadOnlyForOthers(o.Prefix, o.State()); err != nil {
		return err
	}
	if err := ensureGroup(ctx, o.Group); err != nil {
		return err
	}
	for _, a := range o.Admins {
		created, err := ensureUser(ctx, a, o.Group)
		if err != nil {
			return err
		}
		if created {
			logf("created the admin user %[1]s: give it a password with \"passwd %[1]s\"", a)
		}
	}
	cfg, err := Config(o)
	if err != nil {
		return err
	}
	if err := os.WriteFile(o.ConfigFile(), cfg, 0o644); err != nil {
		return err
	}
	if o.HomeSize > 0 {
		logf("each student's home is an image of %[1]d MiB in %[2]s, made (and reserved on disk in full) when their server first starts", o.HomeSize>>20, o.HomeImages())
	}
	logf("wrote %[1]s; start the hub with \"sudokit hub run --prefix %[2]s\"", o.ConfigFile(), o.Prefix)
	return nil
}

// trustedNotebooks checks that nobody but root (or the user running setup)
// can change the notebooks in dir, whose cells setup runs to build their
// programs: the folder, every folder above it and each notebook.
func trustedNotebooks(dir string) error {
	if err := trust.Dir(dir); err != nil {
		return err
	}
	paths, err := filepath.Glob(filepath.Join(dir, "*.ipynb"))
	if err != nil {
		return err
	}
	for _, p := range paths {
		if err := trust.File(p); err != nil {
			return err
		}
	}
	return nil
}

func skipSource(rel string, d fs.DirEntry) bool {
	name := d.Name()
	return d.IsDir() && (name == ".git" || name == "bin" || name == "node_modules") && rel != "."
}

func skipNotebook(_ string, d fs.DirEntry) bool {
	return !d.IsDir() && !strings.HasSuffix(d.Name(), ".ipynb") && d.Name() != "README.md"
}

// replaceTree copies the tree src to dst (0644 files, 0755 folders, as
// root), replacing what dst held, leaving out what skip says.
func replaceTree(src, dst string, skip func(rel string, d fs.DirEntry) bool) error {
	tmp := dst + ".new"
	if err := os.RemoveAll(tmp); err != nil {
		return err
	}
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if skip(rel, d) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		target := filepath.Join(tmp, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(target, 0o755)
		case d.Type().IsRegular():
			return copyFile(path, target, 0o644)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := os.RemoveAll(dst); err != nil {
		return err
	}
	return os.Rename(tmp, dst)
}

func copyFile(src, dst string, mode os.FileMode) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp := dst + ".tmp"
	out, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, mode)
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp, dst)
}

// makeReadOnlyForOthers makes every file under root readable (and every
// folder and executable enterable) by everyone and writable by root only,
// except the tree at private.
func makeReadOnlyForOthers(root, private string) error {
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if path == private {
			return filepath.SkipDir
		}
		if d.Type()&fs.ModeSymlink != 0 {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		mode := info.Mode().Perm()&0o755 | 0o444
		if d.IsDir() || mode&0o100 != 0 {
			mode |= 0o111
		}
		if err := os.Lchown(path, 0, 0); err != nil {
			return err
		}
		if mode != info.Mode().Perm() {
			return os.Chmod(path, mode)
		}
		return nil
	})
}

func ensureGroup(ctx context.Context, group string) error {
	if _, err := user.LookupGroup(group); err == nil {
		return nil
	}
	return run(ctx, nil, "groupadd", "--system", group)
}

// ensureUser creates name (with a home) unless it exists and adds it to group.
func ensureUser(ctx context.Context, name, group string) (created bool, err error) {
	if _, err := user.Lookup(name); err != nil {
		if err := run(ctx, nil, "useradd", "--create-home", "--shell", "/bin/bash", "--groups", group, name); err != nil {
			return false, err
		}
		return true, nil
	}
	return false, run(ctx, nil, "usermod", "--append", "--groups", group, name)
}

func command(ctx context.Context, env []string, dir, name string, args ...string) error {
	_, err := commandOutput(ctx, env, dir, name, args...)
	return err
}

func commandOutput(ctx context.Context, env []string, dir, name string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = env
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return out.String(), fmt.Errorf("%s %s: %w\n%s", name, strings.Join(args, " "), err, strings.TrimSpace(out.String()))
	}
	return out.String(), nil
}

// proxyURL is the hub's proxy as the course service on the same machine
// reaches it.
func proxyURL(ip string, port int) string {
	if ip == "" || ip == "0.0.0.0" || ip == "::" {
		ip = "127.0.0.1"
	}
	return "http://" + net.JoinHostPort(ip, strconv.Itoa(port))
}
