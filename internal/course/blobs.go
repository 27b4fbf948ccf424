package course

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// Blobs is a folder of files named by the SHA-256 of their content. A blob
// is written once (to a temporary file, synced, renamed into place, the
// folder synced) and never changed, so the same file submitted twice is
// stored once and a stored file cannot be overwritten.
type Blobs struct{ dir string }

// Hash is the hex SHA-256 of data: a blob's name.
func Hash(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

func (b Blobs) path(hash string) (string, error) {
	if len(hash) != 64 {
		return "", errors.New("bad blob name")
	}
	if _, err := hex.DecodeString(hash); err != nil {
		return "", errors.New("bad blob name")
	}
	return filepath.Join(b.dir, hash[:2], hash), nil
}

// Put stores data durably and returns its hash.
func (b Blobs) Put(data []byte) (string, error) {
	hash := Hash(data)
	p, _ := b.path(hash)
	if _, err := os.Stat(p); err == nil {
		return hash, nil
	}
	dir := filepath.Dir(p)
	if err := mkdirSynced(dir); err != nil {
		return "", err
	}
	f, err := os.CreateTemp(dir, ".tmp-")
	if err != nil {
		return "", err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, p)
	}
	if err != nil {
		os.Remove(tmp)
		return "", err
	}
	return hash, syncDir(dir)
}

// Get returns the blob named hash, checking its content still has that hash.
func (b Blobs) Get(hash string) ([]byte, error) {
	p, err := b.path(hash)
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	if Hash(data) != hash {
		return nil, errors.New("stored file " + hash + " is damaged")
	}
	return data, nil
}

// mkdirSynced makes dir and its missing parents like os.MkdirAll, and
// syncs the parent of each folder it makes: a blob synced into a new
// folder whose own entry was never synced could vanish with it in a power
// cut, after its submission was acknowledged.
func mkdirSynced(dir string) error {
	if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
		return nil
	}
	parent := filepath.Dir(dir)
	if parent != dir {
		if err := mkdirSynced(parent); err != nil {
			return err
		}
	}
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	return syncDir(parent)
}

// syncDir flushes a folder's entries to disk (a variable: the tests see
// which folders are synced).
var syncDir = func(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
