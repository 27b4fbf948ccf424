package assignments

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// The course's own assignment folders (assignments/course, and the built-in
// a1–a5 in course/_inf1010) pass the check a teacher runs: the reference
// scores full marks, the release none, nothing hidden leaks.
func TestCourseAssignments(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("course", "*", "assignment.yaml"))
	must(t, err)
	builtin, err := filepath.Glob(filepath.Join(courseDir, "*", "assignment.yaml"))
	must(t, err)
	dirs = append(dirs, builtin...)
	if len(dirs) == 0 {
		t.Fatal("no assignment folders in course/")
	}
	for _, y := range dirs {
		dir := filepath.Dir(y)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			a, err := LoadDir(dir)
			must(t, err)
			cr, err := sharedGrader(t).Check(context.Background(), a, t.TempDir())
			must(t, err)
			if !cr.OK() {
				t.Fatalf("%s does not pass its check:\n%s", dir, strings.Join(cr.Problems, "\n"))
			}
			if cr.Reference.Score == 0 || cr.Release.Score != 0 {
				t.Fatalf("%s: reference %g, release %g", dir, cr.Reference.Score, cr.Release.Score)
			}
		})
	}
}
