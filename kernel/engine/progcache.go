package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
)

// progCacheSize is how many cell executables the kernel keeps.
const progCacheSize = 16

// progCache keeps the executables of the most recent cell programs, named
// by a hash of everything that went into them (the source and the export
// data of the packages it imports), so that a cell run again while the
// notebook is unchanged — "n++; n", or showing a board again — skips
// compiling and linking. The running cell's code has the same name
// whatever its execution count (see runningFile), the variables' values
// come from the snapshot and literal arguments from the environment at run
// time (literals.go), so the same source means the same program.
//
// Behind it may stand a directory of programs built ahead for a whole
// class (sharedPrograms): what the session has not built, it looks up
// there.
type progCache struct {
	dir    string
	keys   []string        // least recently used first
	shared *sharedPrograms // nil: none
}

// programKey names the executable built from src against the export data
// whose files hash to cfgSum (see toolchain.importcfg).
func programKey(src, cfgSum string) string {
	h := sha256.New()
	h.Write([]byte(src))
	h.Write([]byte{0})
	h.Write([]byte(cfgSum))
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// lookup returns the cached executable for key.
func (pc *progCache) lookup(key string) (string, bool) {
	i := slices.Index(pc.keys, key)
	if i < 0 {
		if pc.shared != nil {
			return pc.shared.lookup(key)
		}
		return "", false
	}
	path := pc.path(key)
	if _, err := os.Stat(path); err != nil {
		pc.keys = slices.Delete(pc.keys, i, i+1)
		return "", false
	}
	pc.keys = append(slices.Delete(pc.keys, i, i+1), key)
	return path, true
}

// store moves the executable built into the cache under key, dropping the
// least recently used ones beyond progCacheSize, and returns its new path.
// An engine filling the shared directory puts it there instead.
func (pc *progCache) store(key, built string) (string, error) {
	if pc.shared != nil && pc.shared.fill {
		path, err := pc.shared.add(key, built)
		os.Remove(built)
		return path, err
	}
	if err := os.MkdirAll(pc.dir, 0o755); err != nil {
		return "", err
	}
	path := pc.path(key)
	if err := os.Rename(built, path); err != nil {
		return "", err
	}
	pc.keys = append(slices.DeleteFunc(pc.keys, func(k string) bool { return k == key }), key)
	for len(pc.keys) > progCacheSize {
		os.Remove(pc.path(pc.keys[0]))
		pc.keys = pc.keys[1:]
	}
	return path, nil
}

// clear forgets every cached executable.
func (pc *progCache) clear() {
	for _, k := range pc.keys {
		os.Remove(pc.path(k))
	}
	pc.keys = nil
}

func (pc *progCache) path(key string) string { return filepath.Join(pc.dir, key) }
