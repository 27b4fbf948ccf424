package hub

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/sudokit/sudokit/sudoku/lang"
)

// exitCode is the exit status in a runTool error (-1: none).
func exitCode(err error) int {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	return -1
}

// toolPath finds one of the system's tools on $PATH or, for a service
// started with a short PATH, in the system's folders.
func toolPath(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err == nil {
		return p, nil
	}
	for _, dir := range []string{"/usr/sbin", "/sbin", "/usr/bin", "/bin"} {
		if fi, serr := os.Stat(filepath.Join(dir, name)); serr == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return filepath.Join(dir, name), nil
		}
	}
	return "", err
}

// runTool runs one of the system's file system tools, its output in the
// error when it fails.
func runTool(name string, args ...string) error {
	path, err := toolPath(name)
	if err != nil {
		return err
	}
	out, err := exec.Command(path, args...).CombinedOutput()
	if err != nil {
		if msg := strings.TrimSpace(string(out)); msg != "" {
			return lang.Errorf("%[1]s: %[2]s (%[3]w)", name, msg, err)
		}
		return lang.Errorf("%[1]s: %[2]w", name, err)
	}
	return nil
}
