package course

import (
	"path/filepath"
	"slices"
	"testing"
)

// A blob is durable before its submission is acknowledged: the file is
// synced, and so is every folder entry on the way to it that Put made
// (the blobs folder's entry for a new two-letter folder, the store's for
// the blobs folder), not only the folder the file is in.
func TestBlobPutSyncsNewFolders(t *testing.T) {
	st := openStore(t)
	var synced []string
	was := syncDir
	syncDir = func(dir string) error { synced = append(synced, dir); return was(dir) }
	defer func() { syncDir = was }()
	h, err := st.Blobs.Put([]byte("package hw\n"))
	must(t, err)
	blobs := filepath.Join(st.Dir(), "blobs")
	for _, dir := range []string{st.Dir(), blobs, filepath.Join(blobs, h[:2])} {
		if !slices.Contains(synced, dir) {
			t.Errorf("%s was not synced after Put made an entry in it (synced: %q)", dir, synced)
		}
	}
}
