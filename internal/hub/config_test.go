package hub

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestConfigIsPython runs the generated jupyterhub_config.py with Debian's
// Python and JupyterHub's config loader, with names that need quoting, and
// checks the values JupyterHub reads: admin_users must be a set (an empty
// one too: "{}" would be a dict, which JupyterHub refuses at start).
func TestConfigIsPython(t *testing.T) {
	const py = "/usr/bin/python3"
	if err := exec.Command(py, "-c", "import jupyterhub.auth").Run(); err != nil {
		t.Skip("Debian's jupyterhub is not installed (apt-get install jupyterhub)")
	}
	const load = `import sys
from traitlets.config.loader import PyFileConfigLoader
from jupyterhub.auth import PAMAuthenticator
cfg = PyFileConfigLoader(sys.argv[1]).load_config()
a = PAMAuthenticator(config=cfg)
print(sorted(a.admin_users), sorted(a.allowed_groups), cfg.JupyterHub.spawner_class.__name__)
`
	for _, tc := range []struct {
		admins []string
		want   string
	}{
		{[]string{"teacher", "ta"}, "['ta', 'teacher'] ['sudokit-hub'] SudokitSpawner"},
		{nil, "[] ['sudokit-hub'] SudokitSpawner"},
	} {
		cfg, err := Config(Options{
			Layout:    Layout{Prefix: `/opt/a "quoted" \ prefix`},
			Source:    "/src",
			GoBin:     "/usr/local/go/bin/go",
			Admins:    tc.admins,
			CourseDir: "course",
			Limits:    Limits{Memory: 1 << 30, CPUs: 0.5, Pids: 256},
			CullIdle:  time.Hour,
			HomeSize:  512 << 20,
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{
			`"--memory", "1073741824"`, `"--cpus", "0.5"`, `"--pids", "256"`,
			`PREFIX = "/opt/a \"quoted\" \\ prefix"`,
			`cull_idle_timeout=3600`,
			`"--home-size", "536870912"`, `"hub", "serve", "--prefix", PREFIX`,
		} {
			if !strings.Contains(string(cfg), want) {
				t.Errorf("config lacks %s", want)
			}
		}
		file := filepath.Join(t.TempDir(), "jupyterhub_config.py")
		if err := os.WriteFile(file, cfg, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(py, "-c", load, file).CombinedOutput()
		if err != nil {
			t.Fatalf("JupyterHub cannot load the config: %v\n%s\n%s", err, out, cfg)
		}
		if got := strings.TrimSpace(string(out)); got != tc.want {
			t.Errorf("JupyterHub reads %s, want %s", got, tc.want)
		}
	}
}

// The config names the single-user app: with jupyter_server installed
// beside the hub, jupyterhub-singleuser would otherwise start a
// jupyter_server app without the classic notebook frontend (every student
// on a 404). The app the config names is the one jupyterhub-singleuser
// imports.
func TestConfigChoosesNotebookApp(t *testing.T) {
	const py = "/usr/bin/python3"
	if err := exec.Command(py, "-c", "import jupyterhub.singleuser").Run(); err != nil {
		t.Skip("Debian's jupyterhub is not installed (apt-get install jupyterhub)")
	}
	cfg, err := Config(Options{Source: "/src", GoBin: "/usr/local/go/bin/go"})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "jupyterhub_config.py")
	if err := os.WriteFile(file, cfg, 0o644); err != nil {
		t.Fatal(err)
	}
	const load = `import os, sys
from traitlets.config.loader import PyFileConfigLoader
cfg = PyFileConfigLoader(sys.argv[1]).load_config()
os.environ.update(cfg.Spawner.environment)
import jupyterhub.singleuser.app as app
print(app.App.__module__ + "." + app.App.__name__)
`
	out, err := exec.Command(py, "-c", load, file).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "notebook.notebookapp.NotebookApp" {
		t.Errorf("jupyterhub-singleuser would run %s, want notebook.notebookapp.NotebookApp", got)
	}
	// What it would pick by itself here (jupyter_server.serverapp.ServerApp
	// when python3-jupyter-server is installed).
	def, _ := exec.Command(py, "-c", "import jupyterhub.singleuser.app as a; print(a.JUPYTERHUB_SINGLEUSER_APP)").Output()
	t.Logf("without the config's choice: %s", strings.TrimSpace(string(def)))
}

func TestOptionsRefuseBadNames(t *testing.T) {
	for _, o := range []Options{
		{Source: "/src", GoBin: "/usr/local/go/bin/go", Admins: []string{"Teacher Jo"}},
		{Source: "/src", GoBin: "/usr/local/go/bin/go", CourseDir: "../elsewhere"},
		{Source: "/src", GoBin: "/usr/local/go/bin/go", Group: "x y"},
		{Source: "/src", GoBin: "/usr/local/go/bin/go", Layout: Layout{Prefix: "/tmp/hub"}},
		{Source: "/src", GoBin: "/usr/local/go/bin/go", Layout: Layout{Prefix: "/var/tmp"}},
		{Source: "/src", GoBin: "/usr/local/go/bin/go", HomeSize: 1 << 20},
	} {
		if _, err := Config(o); err == nil {
			t.Errorf("Config(%+v) gave no error", o)
		}
	}
}
