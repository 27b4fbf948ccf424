package hub

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokit/sudokit/internal/testenv"
	"github.com/sudokit/sudokit/internal/trust"
)

// TestTrustedNotebooks: setup runs the master notebooks' cells as root to
// build their programs only when nobody but root can change them — not a
// teacher's folder, nor a notebook others may write, nor a link.
func TestTrustedNotebooks(t *testing.T) {
	testenv.NeedRoot(t, "giving files to another user needs root")
	setup := func(t *testing.T) (dir, nb string) {
		dir = filepath.Join(t.TempDir(), "notebooks")
		must(t, os.Mkdir(dir, 0o755))
		nb = filepath.Join(dir, "01.ipynb")
		must(t, os.WriteFile(nb, []byte("{}"), 0o644))
		return dir, nb
	}
	wantRefused := func(t *testing.T, dir, path string) {
		t.Helper()
		var te *trust.Error
		if err := trustedNotebooks(dir); !errors.As(err, &te) || te.Path != path {
			t.Errorf("trustedNotebooks = %v, want a refusal naming %s", err, path)
		}
	}
	t.Run("root's", func(t *testing.T) {
		dir, _ := setup(t)
		if err := trustedNotebooks(dir); err != nil {
			t.Error(err)
		}
	})
	t.Run("a teacher's folder", func(t *testing.T) {
		dir, _ := setup(t)
		must(t, os.Chown(dir, 54321, 54321))
		wantRefused(t, dir, dir)
	})
	t.Run("a teacher's notebook", func(t *testing.T) {
		dir, nb := setup(t)
		must(t, os.Chown(nb, 54321, 54321))
		wantRefused(t, dir, nb)
	})
	t.Run("a notebook all may write", func(t *testing.T) {
		dir, nb := setup(t)
		must(t, os.Chmod(nb, 0o666))
		wantRefused(t, dir, nb)
	})
	t.Run("a link to a notebook elsewhere", func(t *testing.T) {
		dir, nb := setup(t)
		must(t, os.Remove(nb))
		must(t, os.Symlink("/etc/hostname", nb))
		wantRefused(t, dir, nb)
	})
}
