package hub

import (
	"os"
	"syscall"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Exec replaces this process with the hub of the installation at l
// (Debian's jupyterhub with the generated config, in the state folder), so
// that signals (Ctrl-C, a service manager's SIGTERM) reach JupyterHub
// itself, which then stops the students' servers and the proxy.
func Exec(l Layout) error {
	if _, err := os.Stat(l.ConfigFile()); err != nil {
		return lang.Errorf("no hub installed under %[1]s (run \"sudokit hub setup\" first): %[2]w", l.Prefix, err)
	}
	if err := os.Chdir(l.State()); err != nil {
		return err
	}
	const bin = "/usr/bin/jupyterhub"
	env := append(os.Environ(), "NODE_PATH=/usr/share/nodejs")
	return syscall.Exec(bin, []string{bin, "-f", l.ConfigFile()}, env)
}
