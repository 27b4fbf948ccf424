package hub

import (
	"fmt"
	"os"
	"syscall"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// Exec mounts the students' home images that are not mounted, then
// replaces this process with the hub of the installation at l
// (Debian's jupyterhub with the generated config, in the state folder), so
// that signals (Ctrl-C, a service manager's SIGTERM) reach JupyterHub
// itself, which then stops the students' servers and the proxy.
func Exec(l Layout) error {
	if _, err := os.Stat(l.ConfigFile()); err != nil {
		return lang.Errorf("no hub installed under %[1]s (run \"sudokit hub setup\" first): %[2]w", l.Prefix, err)
	}
	// After a reboot the students' home images are no longer mounted:
	// mount them before anyone logs in (each server start checks again).
	if mounted, err := (HomeDisk{Dir: l.HomeImages()}).MountAll(); err != nil {
		fmt.Fprintln(os.Stderr, lang.Sprintf("warning: mounting the home images: %v", err))
	} else if len(mounted) > 0 {
		fmt.Fprintln(os.Stderr, lang.Sprintf("mounted the home images of %[1]d student(s)", len(mounted)))
	}
	if err := os.Chdir(l.State()); err != nil {
		return err
	}
	const bin = "/usr/bin/jupyterhub"
	env := append(os.Environ(), "NODE_PATH=/usr/share/nodejs")
	return syscall.Exec(bin, []string{bin, "-f", l.ConfigFile()}, env)
}
