package hub

import "path/filepath"

// DefaultPrefix is where "sudokit hub setup" installs the course server.
const DefaultPrefix = "/opt/sudokit-hub"

// Layout names the places under a hub's prefix.
type Layout struct {
	// Prefix is the root of the installation (default DefaultPrefix).
	Prefix string
}

// Bin is the sudokit binary JupyterHub and the kernelspec run.
func (l Layout) Bin() string { return filepath.Join(l.Prefix, "bin", "sudokit") }

// Source is the sudokit source tree cells compile against (SUDOKIT_ROOT).
func (l Layout) Source() string { return filepath.Join(l.Prefix, "src") }

// Notebooks is the master copy of the course notebooks; students get copies.
func (l Layout) Notebooks() string { return filepath.Join(l.Prefix, "notebooks") }

// GoCache is the warmed, read-only master Go build cache.
func (l Layout) GoCache() string { return filepath.Join(l.Prefix, "go-build") }

// GoModCache is the read-only module cache every student's kernel reads.
func (l Layout) GoModCache() string { return filepath.Join(l.Prefix, "gomod") }

// Programs is the folder of the cell programs of the master notebooks,
// built once by setup (see "kernel install --programs"): students' kernels
// run them instead of compiling the same cells again.
func (l Layout) Programs() string { return filepath.Join(l.Prefix, "programs") }

// JupyterData is the Jupyter data directory holding the kernelspec; the hub
// puts it on every single-user server's JUPYTER_PATH.
func (l Layout) JupyterData() string { return filepath.Join(l.Prefix, "share", "jupyter") }

// ConfigFile is the generated JupyterHub configuration.
func (l Layout) ConfigFile() string { return filepath.Join(l.Prefix, "etc", "jupyterhub_config.py") }

// State is the hub's private state: its database and cookie secret.
func (l Layout) State() string { return filepath.Join(l.Prefix, "state") }

// CourseState is the course service's database and stored files.
func (l Layout) CourseState() string { return filepath.Join(l.State(), "course") }

// HomeImages is the folder of the students' home images (see HomeDisk),
// inside the state: only root reads them.
func (l Layout) HomeImages() string { return filepath.Join(l.State(), "homes") }
