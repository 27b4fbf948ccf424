package assignments

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"sync"
)

// folders holds the assignment folders, built into the binary so sudokit
// grades anywhere.
//
//go:embed a1-read a2-candidates a3-bruteforce a4-nakedpair a5-generate
var folders embed.FS

// runnerSource is the protocol package compiled into every submission.
//
//go:embed runner/runner.go
var runnerSource []byte

// Assignment is a loaded assignment: its spec and its folder.
type Assignment struct {
	Spec
	fsys     fs.FS     // the assignment's folder
	authored *authored // set for a teacher's folder (LoadDir)
}

// ReadFile returns a file of the assignment's folder.
func (a *Assignment) ReadFile(name string) ([]byte, error) { return fs.ReadFile(a.fsys, name) }

var (
	loadOnce sync.Once
	loaded   map[string]*Assignment
	loadErr  error
)

// load reads every embedded assignment once.
func load() (map[string]*Assignment, error) {
	loadOnce.Do(func() {
		entries, err := fs.ReadDir(folders, ".")
		if err != nil {
			loadErr = err
			return
		}
		loaded = map[string]*Assignment{}
		for _, e := range entries {
			spec, err := parseSpec(folders, e.Name())
			if err != nil {
				loadErr = err
				return
			}
			sub, _ := fs.Sub(folders, e.Name())
			loaded[spec.ID] = &Assignment{Spec: *spec, fsys: sub}
		}
	})
	return loaded, loadErr
}

// Get returns the assignment with the given id.
func Get(id string) (*Assignment, error) {
	all, err := load()
	if err != nil {
		return nil, err
	}
	a, ok := all[id]
	if !ok {
		return nil, fmt.Errorf("assignments: no assignment %q (have %v)", id, IDs())
	}
	return a, nil
}

// IDs lists the assignment ids in order.
func IDs() []string {
	all, _ := load()
	ids := make([]string, 0, len(all))
	for id := range all {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// All returns the assignments in id order.
func All() ([]*Assignment, error) {
	if _, err := load(); err != nil {
		return nil, err
	}
	var out []*Assignment
	for _, id := range IDs() {
		out = append(out, loaded[id])
	}
	return out, nil
}

// dataFile reads an input file named by a test.
func (a *Assignment) dataFile(name string) (string, error) {
	data, err := fs.ReadFile(a.fsys, path.Clean(name))
	return string(data), err
}
