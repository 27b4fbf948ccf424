package course

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/sudokit/sudokit/assignments"
	"github.com/sudokit/sudokit/sudoku/lang"
)

// Size limits of an assignment folder added to a course.
const (
	maxTreeFiles = 500
	maxTreeBytes = 64 << 20
)

// ErrCheckFailed is an assignment that "assignment check" finds problems in.
var ErrCheckFailed = errors.New("the assignment check found problems")

// AddFromDir checks an authored assignment folder as "sudokit assignment
// check" does (with a grader of its own: grading in the sandbox) and, when
// it passes, stores the folder and its release as a new version of the
// course's assignment. The check report comes back either way.
func AddFromDir(ctx context.Context, st *Store, course, dir, by string) (*assignments.CheckReport, int, error) {
	if _, err := st.Course(ctx, course); err != nil {
		return nil, 0, err
	}
	a, err := assignments.LoadDir(dir)
	if err != nil {
		return nil, 0, err
	}
	tree, err := storeTree(st, dir)
	if err != nil {
		return nil, 0, err
	}
	g, err := assignments.NewGrader(assignments.Options{})
	if err != nil {
		return nil, 0, err
	}
	defer g.Close()
	work, err := os.MkdirTemp("", "sudokit-course-check-")
	if err != nil {
		return nil, 0, err
	}
	defer os.RemoveAll(work)
	rep, err := g.Check(ctx, a, filepath.Join(work, "check"))
	if err != nil {
		return nil, 0, err
	}
	if !rep.OK() {
		return rep, 0, ErrCheckFailed
	}
	relDir := filepath.Join(work, "release")
	if _, err := a.Release(relDir); err != nil {
		return rep, 0, err
	}
	release, err := storeTree(st, relDir)
	if err != nil {
		return rep, 0, err
	}
	v, err := st.AddAssignment(ctx, course, a.ID, a.Title, a.MaxScore(), tree, release, by)
	return rep, v, err
}

// storeTree stores every regular file under dir as a blob and returns
// their paths (slash-separated, relative to dir) and hashes.
func storeTree(st *Store, dir string) (map[string]string, error) {
	out := map[string]string{}
	var total int64
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			if rel != "." && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || strings.HasPrefix(d.Name(), ".") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		total += int64(len(data))
		if len(out) >= maxTreeFiles || total > maxTreeBytes {
			return lang.Errorf("the assignment folder is too large: at most %[1]d files and %[2]d MiB", maxTreeFiles, maxTreeBytes>>20)
		}
		h, err := st.Blobs.Put(data)
		if err != nil {
			return err
		}
		out[filepath.ToSlash(rel)] = h
		return nil
	})
	return out, err
}
