package hub

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestConfigIsPython compiles the generated jupyterhub_config.py with
// Debian's Python, with names that need quoting.
func TestConfigIsPython(t *testing.T) {
	py, err := exec.LookPath("/usr/bin/python3")
	if err != nil {
		t.Skip("no /usr/bin/python3")
	}
	cfg, err := Config(Options{
		Layout:    Layout{Prefix: `/opt/a "quoted" \ prefix`},
		Source:    "/src",
		GoBin:     "/usr/local/go/bin/go",
		Admins:    []string{"teacher", "ta"},
		CourseDir: "course",
		Limits:    Limits{Memory: 1 << 30, CPUs: 0.5, Pids: 256},
		CullIdle:  time.Hour,
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"--memory", "1073741824"`, `"--cpus", "0.5"`, `"--pids", "256"`,
		`c.Authenticator.admin_users = {"teacher", "ta"}`,
		`c.LocalAuthenticator.allowed_groups = {"sudokit-hub"}`,
		`PREFIX = "/opt/a \"quoted\" \\ prefix"`,
		`cull_idle_timeout=3600`,
	} {
		if !strings.Contains(string(cfg), want) {
			t.Errorf("config lacks %s", want)
		}
	}
	file := filepath.Join(t.TempDir(), "jupyterhub_config.py")
	if err := os.WriteFile(file, cfg, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(py, "-m", "py_compile", file).CombinedOutput(); err != nil {
		t.Fatalf("the config is not valid Python: %v\n%s\n%s", err, out, cfg)
	}
}

func TestOptionsRefuseBadNames(t *testing.T) {
	for _, o := range []Options{
		{Source: "/src", GoBin: "/usr/local/go/bin/go", Admins: []string{"Teacher Jo"}},
		{Source: "/src", GoBin: "/usr/local/go/bin/go", CourseDir: "../elsewhere"},
		{Source: "/src", GoBin: "/usr/local/go/bin/go", Group: "x y"},
	} {
		if _, err := Config(o); err == nil {
			t.Errorf("Config(%+v) gave no error", o)
		}
	}
}
