package assignments

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"sync"
)

// course holds the course folder of the built-in assignments: each
// assignment a folder in the authored format (see README.md, "Writing an
// assignment"), and given/, the code several of them give the student.
// The folder's name starts with '_' so the go command does not take its
// assignments for packages of sudokit (their given code lives in given/).
//
//go:embed course/_inf1010
var course embed.FS

// courseDir is the course folder inside course.
const courseDir = "course/_inf1010"

// Assignment is a loaded assignment: its spec and its folder (built in,
// from the course folder compiled into the binary, or a teacher's on disk).
type Assignment struct {
	Spec
	fsys     fs.FS     // the assignment's folder
	authored *authored // what its folder holds (see authored)
	builtin  bool      // built into the binary (graded by id)
}

// ReadFile returns a file of the assignment's folder; its Go files shared
// with other assignments of its course are found by their names too.
func (a *Assignment) ReadFile(name string) ([]byte, error) {
	if src, ok := a.authored.sources[name]; ok {
		return src, nil
	}
	return fs.ReadFile(a.fsys, name)
}

var (
	loadOnce sync.Once
	loaded   map[string]*Assignment
	loadErr  error
)

// load reads every embedded assignment once.
func load() (map[string]*Assignment, error) {
	loadOnce.Do(func() {
		loaded = map[string]*Assignment{}
		entries, err := fs.ReadDir(course, courseDir)
		if err != nil {
			loadErr = err
			return
		}
		for _, e := range entries {
			folder := path.Join(courseDir, e.Name())
			if _, err := fs.Stat(course, path.Join(folder, "assignment.yaml")); err != nil {
				continue // given code
			}
			sub, _ := fs.Sub(course, folder)
			a, err := loadAuthored(sub, "", fsShared(course, folder))
			if err != nil {
				loadErr = fmt.Errorf("assignments: built-in %s: %w", folder, err)
				return
			}
			a.builtin = true
			loaded[a.ID] = a
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
