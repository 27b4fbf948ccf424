package hub

import (
	"context"
	"fmt"
	"os"
	"os/exec"
)

// Command returns the command that runs the hub of the installation at l
// (Debian's jupyterhub with the generated config, in the state folder).
func Command(ctx context.Context, l Layout) (*exec.Cmd, error) {
	if _, err := os.Stat(l.ConfigFile()); err != nil {
		return nil, fmt.Errorf("no hub installed under %s (run \"sudokit hub setup\" first): %w", l.Prefix, err)
	}
	cmd := exec.CommandContext(ctx, "/usr/bin/jupyterhub", "-f", l.ConfigFile())
	cmd.Dir = l.State()
	cmd.Env = append(os.Environ(), "NODE_PATH=/usr/share/nodejs")
	return cmd, nil
}
