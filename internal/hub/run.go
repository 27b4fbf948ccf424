package hub

import (
	"fmt"
	"os"
	"syscall"
)

// Exec replaces this process with the hub of the installation at l
// (Debian's jupyterhub with the generated config, in the state folder), so
// that signals (Ctrl-C, a service manager's SIGTERM) reach JupyterHub
// itself, which then stops the students' servers and the proxy.
func Exec(l Layout) error {
	if _, err := os.Stat(l.ConfigFile()); err != nil {
		return fmt.Errorf("no hub installed under %s (run \"sudokit hub setup\" first): %w", l.Prefix, err)
	}
	if err := os.Chdir(l.State()); err != nil {
		return err
	}
	const bin = "/usr/bin/jupyterhub"
	env := append(os.Environ(), "NODE_PATH=/usr/share/nodejs")
	return syscall.Exec(bin, []string{bin, "-f", l.ConfigFile()}, env)
}
