package assignments

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/sudokit/sudokit/internal/testbin"
)

// lazyGrader is a grader of the package's tests, made with opts when a
// test first asks for it (its launcher is built once) and closed by
// TestMain.
type lazyGrader struct {
	opts Options
	once sync.Once
	g    *Grader
	err  error
}

func (l *lazyGrader) get(t *testing.T) *Grader {
	t.Helper()
	l.once.Do(func() { l.g, l.err = NewGrader(l.opts) })
	if l.err != nil {
		t.Fatal(l.err)
	}
	return l.g
}

func (l *lazyGrader) close() {
	if l.g != nil {
		l.g.Close()
	}
}

// shared is one grader for the package's tests. The sandbox users start at
// uid 54000 when root, so tests can look for processes left behind.
var shared = &lazyGrader{opts: Options{BaseUID: testUID, Insecure: os.Geteuid() != 0}}

func sharedGrader(t *testing.T) *Grader { return shared.get(t) }

const testUID = 54000

func TestMain(m *testing.M) {
	code := m.Run()
	shared.close()
	quick.close()
	testbin.Clean()
	os.Exit(code)
}

// gradeFile grades one submission file of an assignment.
// slips are common student mistakes: a partial submission is an assignment's
// reference solution with one line changed.
var slips = map[string]struct{ from, to string }{
	"a3-bruteforce": {"s.stored = append(s.stored, b.Copy())", "s.stored = append(s.stored, b) // forgets to copy"},
	"a4-nakedpair":  {"for _, h := range b.Houses() {", "for _, h := range b.Houses()[:b.N()] { // a common slip: rows only"},
	"a5-generate":   {"b := RandomSolution(boxRows, boxCols, rng)", "b := RandomSolution(boxCols, boxRows, rng) // box rows and columns swapped"},
}

// partialSource returns the reference solution of assignment id with its
// slip made; the line to change must occur exactly once.
func partialSource(t *testing.T, id string) []byte {
	t.Helper()
	a, err := Get(id)
	must(t, err)
	ref, err := a.ReadFile(a.Solution)
	must(t, err)
	slip := slips[id]
	if n := strings.Count(string(ref), slip.from); n != 1 {
		t.Fatalf("%s: the slip's line %q occurs %d times in the reference", id, slip.from, n)
	}
	return []byte(strings.Replace(string(ref), slip.from, slip.to, 1))
}

// referenceFile writes the reference solution of assignment id (its one
// student file: for a built-in authored assignment, the solution regions
// filled in) and returns its path.
func referenceFile(t *testing.T, id string) string {
	t.Helper()
	a, err := Get(id)
	must(t, err)
	ref, err := a.ReadFile(a.Solution)
	must(t, err)
	path := filepath.Join(t.TempDir(), "solution.go")
	must(t, os.WriteFile(path, ref, 0o644))
	return path
}

// partialFile writes the partial submission of assignment id and returns its path.
func partialFile(t *testing.T, id string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "partial.go")
	must(t, os.WriteFile(path, partialSource(t, id), 0o644))
	return path
}

func gradeFile(t *testing.T, id, path string) *Report {
	t.Helper()
	a, err := Get(id)
	if err != nil {
		t.Fatal(err)
	}
	sub, err := LoadSubmission(path)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := sharedGrader(t).Grade(context.Background(), a, sub, 0)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestReferenceSolutionsScoreFull grades every reference solution: each
// must earn every point, hidden tests included.
func TestReferenceSolutionsScoreFull(t *testing.T) {
	for _, id := range IDs() {
		t.Run(id, func(t *testing.T) {
			rep := gradeFile(t, id, referenceFile(t, id))
			if rep.Score != rep.MaxScore {
				rep.WriteFeedback(testWriter{t}, View{Instructor: true})
				t.Fatalf("reference scored %g of %g", rep.Score, rep.MaxScore)
			}
		})
	}
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) { w.t.Log(string(p)); return len(p), nil }

// TestPartialSubmission grades a brute force that stores the board itself
// instead of a copy: it earns the count tests and fails the stored ones.
func TestPartialSubmission(t *testing.T) {
	rep := gradeFile(t, "a3-bruteforce", partialFile(t, "a3-bruteforce"))
	if rep.Score != 10 || rep.MaxScore != 16 {
		t.Fatalf("score %g/%g, want 10/16", rep.Score, rep.MaxScore)
	}
	for _, tr := range rep.Tests {
		stored := strings.HasPrefix(tr.Name, "TestStored") || tr.Name == "TestHiddenMany"
		if tr.Passed() == stored {
			t.Errorf("test %s passed=%v", tr.Name, tr.Passed())
		}
	}
}

// TestPartialSubmissionsA4A5 grades two common slips: a naked pair search
// that looks at rows only (the boards whose pairs lie only in columns or
// boxes catch it), and a generator that swaps the box rows and columns
// (right on square boxes, wrong on 2×3, 3×2 and 2×4 boxes).
func TestPartialSubmissionsA4A5(t *testing.T) {
	for _, c := range []struct {
		id         string
		score, max float64
		failed     []string
	}{
		{"a4-nakedpair", 11, 15, []string{"TestPairInColumn", "TestPairInBox"}},
		{"a5-generate", 8, 13, []string{"TestSixBySix", "TestHiddenTallBoxes", "TestAfterDueEight"}},
	} {
		t.Run(c.id, func(t *testing.T) {
			rep := gradeFile(t, c.id, partialFile(t, c.id))
			var failed []string
			for _, tr := range rep.Tests {
				if !tr.Passed() {
					failed = append(failed, tr.Name)
				}
			}
			if rep.Score != c.score || rep.MaxScore != c.max || strings.Join(failed, " ") != strings.Join(c.failed, " ") {
				rep.WriteFeedback(testWriter{t}, View{Instructor: true})
				t.Fatalf("score %g/%g, failed %v; want %g/%g, failed %v", rep.Score, rep.MaxScore, failed, c.score, c.max, c.failed)
			}
		})
	}
}
