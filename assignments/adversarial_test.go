package assignments

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudokit/sudokit/internal/testenv"
)

// quick is a grader that caps every test at one second so hostile
// submissions cost little time.
var quick = &lazyGrader{opts: Options{BaseUID: testUID + 100, MaxTime: time.Second, Insecure: os.Geteuid() != 0}}

func quickGrader(t *testing.T) *Grader { return quick.get(t) }

// firstTests is the assignment with only its first k tests (to keep hostile
// submissions that burn the whole time limit fast).
func firstTests(t *testing.T, id string, k int) *Assignment {
	a, err := Get(id)
	if err != nil {
		t.Fatal(err)
	}
	b := *a
	b.Tests = a.Tests[:k]
	return &b
}

// TestAdversarialSubmissions grades hostile submissions for real: each must
// score only what it honestly earns while the grader survives.
func TestAdversarialSubmissions(t *testing.T) {
	testenv.SkipShort(t, "builds and runs ten hostile programs")
	if os.Geteuid() == 0 {
		// The snoop submission looks for these.
		must(t, os.MkdirAll("/tmp/sudokit-adversarial-secret", 0o700))
		must(t, os.WriteFile("/tmp/sudokit-adversarial-secret/secret.txt", []byte("hunter2"), 0o600))
		must(t, os.MkdirAll("/tmp/sudokit-adversarial-results", 0o755))
	}
	a := firstTests(t, "a3-bruteforce", 3) // TestCountSix, TestStoredSix, TestCountNine: 3 points
	cases := []struct {
		file  string
		score float64
		want  string // in some failing test's message
	}{
		{"exit_in_init.go", 0, "did not finish"},
		{"fake_pass.go", 0, "did not finish"},
		{"infinite_loop.go", 0, "time limit"},
		{"sleep.go", 0, "time limit"},
		{"panic.go", 0, "panic"},
		{"alloc_10gb.go", 0, "limit exceeded"}, // memory, or time when the 1 s ends before 2 GiB are touched
		{"print_1gb.go", 0, "output limit"},
		{"fork_bomb.go", 0, ""},
		{"orphan_child.go", 3, ""},
		{"snoop.go", 3, ""},
	}
	g := quickGrader(t)
	resultsPath := "/tmp/sudokit-adversarial-results/results.json"
	for i, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			t.Parallel()
			sub, err := LoadSubmission(withReference(t, a, filepath.Join("testdata", "adversarial", c.file)))
			must(t, err)
			start := time.Now()
			rep, err := g.Grade(context.Background(), a, sub, i)
			must(t, err)
			var fb strings.Builder
			rep.WriteFeedback(&fb, View{Instructor: true})
			if rep.Score != c.score {
				t.Fatalf("score %g, want %g (in %v)\n%s", rep.Score, c.score, time.Since(start), fb.String())
			}
			if c.want != "" && !strings.Contains(fb.String(), c.want) {
				t.Errorf("feedback does not say %q:\n%s", c.want, fb.String())
			}
			if strings.Contains(fb.String(), "hunter2") {
				t.Errorf("the submission read the grader's secret:\n%s", fb.String())
			}
			if os.Geteuid() == 0 {
				if left := processesRunningAs(g.sb.UID(i)); len(left) > 0 {
					t.Errorf("processes of the sandbox user outlived the test: %v", left)
				}
			}
		})
	}
	t.Cleanup(func() {
		if os.Geteuid() != 0 {
			return
		}
		if data, err := os.ReadFile(resultsPath); err == nil {
			t.Errorf("a submission wrote the results file: %s", data)
		}
	})
}

// withReference makes a submission folder holding the assignment's reference
// solution and the hostile file next to it, so each hostile submission is the
// honest answer plus its attack.
func withReference(t *testing.T, a *Assignment, hostile string) string {
	t.Helper()
	dir := t.TempDir()
	ref, err := a.ReadFile(a.Solution)
	must(t, err)
	attack, err := os.ReadFile(hostile)
	must(t, err)
	must(t, os.WriteFile(filepath.Join(dir, "solution.go"), ref, 0o644))
	must(t, os.WriteFile(filepath.Join(dir, filepath.Base(hostile)), attack, 0o644))
	return dir
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
